import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * SePay's notification is flat; anything far deeper is not a bank's. The body is stored as
 * JSONB, whose mapping recurses: a body nested thousands of levels overflowed the stack (a 500,
 * which the bank retries for ever).
 */
const WEBHOOK_MAX_DEPTH = 32;

/** Walks the parsed body with its own stack, so measuring a deep body cannot overflow either. */
function deeperThan(value: unknown, limit: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/**
 * The webhook's JSON parser: Fastify's own (so `__proto__`/`constructor` keys are refused as on
 * every other route), keeping the raw text for the HMAC signature and bounding the depth.
 * Registered inside the payments routes only.
 */
export function webhookJsonParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  return (request: FastifyRequest, body: string, done: (error: Error | null, value?: unknown) => void) => {
    request.rawBody = body;
    parse(request, body, (error: Error | null, value?: unknown) => {
      if (error) return done(error);
      if (deeperThan(value, WEBHOOK_MAX_DEPTH)) return done(new AppError('request/too-deeply-nested'));
      done(null, value);
    });
  };
}
