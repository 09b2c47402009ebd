import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import type { QueueName } from '../plugins/jobs';

/** Resolves once no job of `queue` is waiting, retrying or running: whatever it was going to do is done. */
export const queueSettled = (app: FastifyInstance, queue: QueueName) =>
  vi.waitFor(
    async () => {
      const { rows } = await app.database.executeSql(
        `select count(*)::int as "pending" from pgboss.job
          where name = $1 and state in ('created', 'retry', 'active')`,
        [queue],
      );
      expect(rows).toEqual([{ pending: 0 }]);
    },
    { timeout: 15_000, interval: 100 },
  );

/**
 * Back to the real clock once `queue` has settled, for an `afterEach` of tests that move `Date`
 * ahead: a job round begun in the moved clock would leave its worker asleep for the jump
 * (CONTRIBUTING, "No test waits for the clock").
 */
export async function realTimersOnceSettled(app: FastifyInstance, queue: QueueName): Promise<void> {
  if (vi.isFakeTimers()) await queueSettled(app, queue);
  vi.useRealTimers();
}
