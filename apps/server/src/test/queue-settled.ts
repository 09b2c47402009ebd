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

/**
 * Drives the queue's clock: the jobs of `queue` that wait for a later start (an e-mail's batch
 * window, a retry's back-off) fall due now, and this instance's workers fetch them at once. A
 * test of what happens after the wait calls this instead of sleeping through it.
 */
export async function runWaitingJobsNow(app: FastifyInstance, queue: QueueName): Promise<void> {
  await app.database.executeSql(
    `update pgboss.job set start_after = now()
      where name = $1 and state in ('created', 'retry') and start_after > now()`,
    [queue],
  );
  app.jobs.wake(queue);
}
