import { ERRORS } from '@tsa/shared';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Validates data that did not come through a route schema (e.g. the fields of a multipart
 * form) and fails with the same `request/invalid-input` body, `fields` keyed by dotted path.
 */
export function parseOrThrow<T extends z.ZodType>(schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  const [first] = Object.entries(fields);
  const base = ERRORS['request/invalid-input'].message;
  const message = first ? `${base}: ${first[0] === '_' ? '' : `${first[0]} — `}${first[1]}` : base;
  throw new AppError('request/invalid-input', { message, fields });
}
