import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/** C0 controls but tab and line breaks, DEL and C1 controls: never part of legitimate text, and NUL breaks PostgreSQL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const MESSAGE = 'Không được chứa ký tự điều khiển (ví dụ ký tự NUL)';

/** The path (`items.0.note`) of the first string in `value` holding a control character. */
function controlCharacterPath(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || '_' : undefined;
  if (depth > 20 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, '_'].join('.');
    const found = controlCharacterPath(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every text the API receives — body, query string, path parameters, on every route — is
 * refused with a Vietnamese 400 when it holds a control character. One hook instead of a rule
 * on each of the schemas' strings, so a new field cannot forget it. It runs as a preHandler,
 * after the route's own role check (preValidation) and body validation.
 */
export const controlCharactersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = controlCharacterPath(part);
      if (field) {
        throw new AppError('request/invalid-input', { message: `${MESSAGE}: ${field}`, fields: { [field]: MESSAGE } });
      }
    }
  });
});
