/**
 * The package's plain values and functions, without a single zod schema: a page that must paint
 * before zod (≈ 25 KB on the wire) has loaded imports these from `@tsa/shared/rules` and its
 * types from `@tsa/shared`. Everything here is exported from the package root too.
 */
export * from './order-constants';
export * from './floor-constants';
export * from './order-rules';
export * from './time';
export * from './stats-range';
export * from './money-rules';
export * from './bill-lines';
