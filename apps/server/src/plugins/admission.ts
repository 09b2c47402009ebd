import type { FastifyInstance, FastifyRequest, onResponseHookHandler, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

/**
 * Route hooks that make a write route wait its turn, after its role check:
 * `{ onRequest: app.authenticate, preValidation: [app.authorize(…), app.admission.enter], onResponse: app.admission.leave }`.
 */
interface AdmissionHooks {
  enter: preValidationHookHandler;
  leave: onResponseHookHandler;
}

declare module 'fastify' {
  interface FastifyInstance {
    admission: AdmissionHooks;
  }
  interface FastifyRequest {
    admitted?: boolean;
  }
}

/** How long a client refused for a full gate is told to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

/**
 * At most `limit` holders at once; the others are let in strictly in arrival order, each waiting
 * at most `maxWaitMs`. `enter` answers whether it got in: one that gave up holds no place.
 */
export function fifoGate(limit: number, maxWaitMs: number) {
  let inside = 0;
  // A Set keeps arrival order and lets a waiter that gives up leave from the middle.
  const waiting = new Set<() => void>();
  return {
    async enter(): Promise<boolean> {
      if (inside < limit) {
        inside += 1;
        return true;
      }
      return new Promise<boolean>((resolve) => {
        const admit = () => {
          clearTimeout(timer);
          resolve(true);
        };
        const timer = setTimeout(() => {
          waiting.delete(admit);
          resolve(false);
        }, maxWaitMs);
        waiting.add(admit);
      });
    },
    leave(): void {
      const [next] = waiting;
      if (!next) inside -= 1;
      else {
        waiting.delete(next);
        next();
      }
    },
    get waiting() {
      return waiting.size;
    },
  };
}

/**
 * Bounded, first-come-first-served admission for bursts of writes on the embedded database.
 * PGlite is one connection: with hundreds of placements in flight at once, each one's queries
 * interleave with everyone else's, every request holds its memory until the last is served, and
 * they all finish near the end of the burst. Letting WRITE_CONCURRENCY in at a time, in arrival
 * order, serves the first student first; the placements let in together share their transaction
 * (modules/orders/placement-queue.ts). On PostgreSQL the pool already bounds it (and several
 * instances share the load): no gate.
 *
 * A place is taken only by a request that is signed in, has the role and whose body has fully
 * arrived (the hook runs in preValidation, after the role check): a client that never signs in or
 * sends its body slowly waits outside, and holds nothing (decision 037). A place not given within
 * WRITE_WAIT_SECONDS is refused with 503 `server/busy` and Retry-After, rather than left waiting.
 */
export const admissionPlugin = fp(async (app: FastifyInstance) => {
  const limit = app.database.kind === 'pglite' ? app.config.WRITE_CONCURRENCY : 0;
  const gate = limit > 0 ? fifoGate(limit, app.config.WRITE_WAIT_SECONDS * 1000) : undefined;
  const leave = (request: FastifyRequest) => {
    if (!request.admitted) return;
    request.admitted = false;
    gate!.leave();
  };
  app.decorateRequest('admitted', false);
  app.decorate('admission', {
    async enter(request: FastifyRequest) {
      if (!gate) return;
      if (!(await gate.enter())) throw new AppError('server/busy', { retryAfterSeconds: RETRY_AFTER_SECONDS });
      request.admitted = true;
      // Let in after its client left: nobody waits for the answer, the next one goes.
      if (request.raw.destroyed) leave(request);
    },
    async leave(request: FastifyRequest) {
      leave(request);
    },
  });
  // A client that gives up while waiting or being served frees its place too.
  app.addHook('onRequestAbort', async (request) => leave(request));
});
