import { ORDER_LIMITS } from '@tsa/shared';
import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems } from '../../db/schema';
import { AppError } from '../../lib/app-error';
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

interface Waiting {
  placement: Placement;
  resolve: (placed: Placed) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for placements: while one transaction writes, the placements that arrive wait,
 * and the next transaction writes all of them together, in arrival order. A placement alone is
 * written at once; a burst shares each statement, BEGIN and COMMIT among many students, and it
 * is the statements that a burst on the embedded database spends its time on (bench/RESULTS.md,
 * issue #16). A batch that fails as a whole is written again one placement at a time, so one
 * student's failure is never another's.
 */
export class PlacementQueue {
  private readonly waiting: Waiting[] = [];
  private writing = false;

  constructor(
    private readonly db: Db,
    private readonly publisher: Publisher,
  ) {}

  place(placement: Placement): Promise<Placed> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ placement, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.waiting.length) await this.write(this.waiting.splice(0, MAX_BATCH));
    this.writing = false;
  }

  private async write(batch: Waiting[]): Promise<void> {
    let results: (Placed | AppError)[];
    try {
      results = await transaction(this.db, this.publisher, (tx, outbox) =>
        writePlacements(
          tx,
          outbox,
          batch.map(({ placement }) => placement),
        ),
      );
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const one of batch) await this.write([one]);
      return;
    }
    results.forEach((result, index) => {
      const { resolve, reject } = batch[index]!;
      if (result instanceof AppError) reject(result);
      else resolve(result);
    });
  }
}

const queues = new WeakMap<Db, PlacementQueue>();

/** The placement queue of `db` (one per database handle, so per app). */
export function placementQueue(db: Db, publisher: Publisher): PlacementQueue {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = new PlacementQueue(db, publisher)));
  return queue;
}
