import "./zod-locale";
export * from './errors';
export * from './enums';
export * from './schemas/common';
