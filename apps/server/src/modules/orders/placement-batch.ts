import { randomUUID } from 'node:crypto';
import type { CreateOrderData, OrderStatus, PickupSlot } from '@tsa/shared';
import type { OrderItemRow, OrderRow, UserRow } from '../../db/schema';
import { notifyEach } from '../../db/notify';
import type { AppError } from '../../lib/app-error';
import { groupBy } from '../../lib/group-by';
import type { Outbox, Tx } from '../../lib/outbox';
import { claimWindows } from '../slots';
import {
  insertHistories,
  insertOrderItems,
  insertOrders,
  orderChanged,
  orderStatusNotification,
  type HistoryRow,
} from '../order-records';
import { nextOrderCodes } from './code';
import type { PricedLine } from './pricing';

/** A placement checked and priced outside any transaction, waiting to be written. */
export interface Placement {
  actor: UserRow;
  student: UserRow;
  /** The pickup address, resolved against the catalogue. */
  address: { dormitory: string; building: string; buildingId: string; room: string; phoneNumber: string };
  /** Null for a walk-in order handed in at the counter. */
  pickup: { date: string; slot: PickupSlot } | null;
  lines: PricedLine[];
  total: number;
  note: CreateOrderData['note'];
  paymentMethod: CreateOrderData['paymentMethod'];
  now: Date;
}

/** What a placement wrote: its order, lines and first history row. */
export interface Placed {
  order: OrderRow;
  items: OrderItemRow[];
  history: Omit<HistoryRow, 'by'>;
}

const COUNTER_NOTE = 'Nhận đồ tại quầy';

/**
 * Writes placements in the caller's transaction, all of them with the statements of one: the
 * windows they book, their codes, orders, lines, first history rows and the students'
 * notifications. A placement whose window is full gets its `orders/slot-full` error instead of
 * rows, and the others are written all the same. Answers in the order given.
 */
export async function writePlacements(tx: Tx, outbox: Outbox, placements: Placement[]): Promise<(Placed | AppError)[]> {
  const booking = placements.filter((placement) => placement.pickup);
  const bookings = booking.map(({ address, pickup }) => ({ buildingId: address.buildingId, ...pickup! }));
  const refusals = new Map(
    (await claimWindows(tx, bookings, 'pickupSlot')).map((refusal, index) => [booking[index]!, refusal]),
  );
  const accepted = placements.filter((placement) => !refusals.get(placement));
  const written = new Map(
    (await writeAccepted(tx, outbox, accepted)).map((placed, index) => [accepted[index]!, placed]),
  );
  return placements.map((placement) => refusals.get(placement) ?? written.get(placement)!);
}

async function writeAccepted(tx: Tx, outbox: Outbox, placements: Placement[]): Promise<Placed[]> {
  if (!placements.length) return [];
  const codes = await nextOrderCodes(
    tx,
    placements.map((placement) => placement.now),
  );
  const ids = placements.map(() => randomUUID());
  // A bag handed in at the counter is already at the shop: the order starts picked up, with no
  // window to book and nothing for a pickup round to fetch.
  const statusOf = (placement: Placement): OrderStatus => (placement.pickup ? 'PENDING' : 'PICKED_UP');
  const orders = new Map(
    (
      await insertOrders(
        tx,
        placements.map((placement, index) => ({
          id: ids[index]!,
          code: codes[index]!,
          studentId: placement.student.id,
          status: statusOf(placement),
          ...placement.address,
          pickupDate: placement.pickup?.date ?? null,
          pickupSlot: placement.pickup?.slot ?? null,
          pickedUpAt: placement.pickup ? null : placement.now,
          note: placement.note,
          paymentMethod: placement.paymentMethod,
          estimatedTotal: placement.total,
          createdById: placement.actor.id,
        })),
      )
    ).map((order) => [order.id, order]),
  );
  const items = groupBy(
    await insertOrderItems(
      tx,
      placements.flatMap((placement, index) => placement.lines.map((line) => ({ ...line, orderId: ids[index]! }))),
    ),
    (item) => item.orderId,
  );
  const notes = placements.map((placement) => (placement.pickup ? null : COUNTER_NOTE));
  const histories = new Map(
    (
      await insertHistories(
        tx,
        placements.map((placement, index) => ({
          orderId: ids[index]!,
          toStatus: statusOf(placement),
          byId: placement.actor.id,
          note: notes[index]!,
        })),
      )
    ).map(({ orderId, ...history }) => [orderId, history]),
  );
  await notifyEach(
    tx,
    outbox,
    placements.map((placement, index) => ({
      value: orderStatusNotification(orders.get(ids[index]!)!, null, statusOf(placement)),
      actorId: placement.actor.id,
    })),
  );
  return placements.map((placement, index) => {
    const order = orders.get(ids[index]!)!;
    orderChanged(outbox, order);
    const history = { ...histories.get(order.id)!, fromStatus: null, toStatus: order.status, note: notes[index]! };
    const lines = (items.get(order.id) ?? []).sort((a, b) => a.position - b.position);
    return { order, items: lines, history };
  });
}
