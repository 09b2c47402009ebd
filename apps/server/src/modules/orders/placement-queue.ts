import { ORDER_LIMITS } from '@tsa/shared';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { coalescedFor } from '../../lib/coalesce';
import { transaction, type Publisher } from '../../lib/outbox';
import { writePlacements, type Placed, type Placement } from './placement-batch';

/**
 * The most placements one transaction writes: as many as a burst's batches can usefully share,
 * bounded so that the batch's lines (up to `maxItems` a placement) fit in one insert, which
 * takes at most 65,535 parameters.
 */
const MAX_BATCH = Math.min(
  256,
  Math.floor(65_535 / (ORDER_LIMITS.maxItems * Object.keys(getTableColumns(orderItems)).length)),
);

/** One placement's outcome in a batch: written, or the refusal that placement alone gets. */
type Outcome = { placed: Placed } | { error: unknown };

/**
 * Group commit for placements: while one transaction writes, the placements that arrive wait,
 * and the next transaction writes all of them together, in arrival order (lib/coalesce.ts). A
 * placement alone is written at once; a burst shares each statement, BEGIN and COMMIT among
 * many students, and it is the statements that a burst on the embedded database spends its
 * time on (bench/RESULTS.md, issue #16). A batch that fails as a whole is written again one
 * placement at a time by lib/coalesce.ts, so one student's failure is never another's; a
 * refusal that concerns one placement only (a full window) is its answer, not a failure.
 *
 * On PostgreSQL too, one batch at a time per instance: every batch of a day locks the same row
 * (the day's code counter) and mostly the same windows until its COMMIT, so batches of any
 * number of instances take turns there anyway. Several batches in flight per instance only made
 * them smaller (p95 a median 1.08× slower), and a transaction per placement cost 2.4× the
 * instances' CPU (p95 2.75× slower): bench/RESULTS.md, "Bursts on PostgreSQL" (issue #30).
 */
export function placementQueue(db: Db, publisher: Publisher): { place(placement: Placement): Promise<Placed> } {
  const write = coalescedFor(db, 'placements', (db, batch: Placement[]) => writeBatch(db, publisher, batch), MAX_BATCH);
  return {
    async place(placement) {
      const outcome = await write(placement);
      if ('error' in outcome) throw outcome.error;
      return outcome.placed;
    },
  };
}

async function writeBatch(db: Db, publisher: Publisher, batch: Placement[]): Promise<Outcome[]> {
  const results = await transaction(db, publisher, (tx, outbox) => writePlacements(tx, outbox, batch));
  return results.map((result) => (result instanceof AppError ? { error: result } : { placed: result }));
}
