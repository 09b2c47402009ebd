import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A zodResolver whose schema arrives on first use instead of with the page. Every shared schema
 * module builds its zod objects when it loads, so one value import from `@tsa/shared` brings
 * zod (about 25 KB on the wire) into the page's first download; the sign-in page needs none of
 * it to paint. The form validates on submit, so the schema and the resolver load on the first
 * validation, or earlier when the page calls `preload` (e.g. on the first keystroke).
 */
export function lazyZodResolver<TInput extends FieldValues, TOutput>(
  loadSchema: () => Promise<z.ZodType<TOutput, TInput>>,
): { resolver: Resolver<TInput, unknown, TOutput>; preload: () => void } {
  let loaded: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolver<TInput, unknown, TOutput>,
    ));
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
