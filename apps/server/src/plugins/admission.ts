import type { FastifyInstance, FastifyRequest, onRequestHookHandler, onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Route hooks that make a write route wait its turn: `{ onRequest: [app.admission.enter, …], … }`. */
interface AdmissionHooks {
  enter: onRequestHookHandler;
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

/** At most `limit` holders at once; the others are let in strictly in arrival order. */
export function fifoGate(limit: number) {
  let inside = 0;
  const waiting: (() => void)[] = [];
  return {
    async enter(): Promise<void> {
      if (inside < limit) {
        inside += 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    leave(): void {
      const next = waiting.shift();
      if (next) next();
      else inside -= 1;
    },
    get waiting() {
      return waiting.length;
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
 */
export const admissionPlugin = fp(async (app: FastifyInstance) => {
  const limit = app.database.kind === 'pglite' ? app.config.WRITE_CONCURRENCY : 0;
  const gate = limit > 0 ? fifoGate(limit) : undefined;
  const leave = (request: FastifyRequest) => {
    if (!request.admitted) return;
    request.admitted = false;
    gate!.leave();
  };
  app.decorateRequest('admitted', false);
  app.decorate('admission', {
    async enter(request: FastifyRequest) {
      if (!gate) return;
      await gate.enter();
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
