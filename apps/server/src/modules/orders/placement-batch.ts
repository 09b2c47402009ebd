import { randomUUID } from 'node:crypto';
import type { CreateOrderData, OrderStatus, PickupSlot } from '@tsa/shared';
import type { OrderItemRow, OrderRow, UserRow } from '../../db/schema';
import { notifyEach } from '../../db/notify';
import type { AppError } from '../../lib/app-error';
import { groupBy } from '../../lib/group-by';
import type { Outbox, Tx } from '../../lib/outbox';
import { claimWindows } from '../slots';
import { firstOrderReferral, setReferralOrder } from '../referrals';
import { recordRedemptions, takeVoucherUses } from '../vouchers';
import {
  insertHistories,
  insertOrderItems,
  insertOrders,
  orderChanged,
  orderStatusNotification,
  type HistoryRow,
} from '../order-records';
import { nextOrderCodes } from './code';
import type { PlacementDiscount } from './discount';
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
  /** The lines' amount; `total` is what the student owes, after `discount`. */
  gross: number;
  discount: PlacementDiscount | null;
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
 * notifications, the voucher uses and referrals they take. A placement whose window is full gets
 * its `orders/slot-full` error instead of rows (one whose voucher has no use left for it, its
 * `vouchers/used-up` or `vouchers/per-student-limit`), and the others are written all the same. Answers in the order given.
 */
export async function writePlacements(tx: Tx, outbox: Outbox, placements: Placement[]): Promise<(Placed | AppError)[]> {
  const booking = placements.filter((placement) => placement.pickup);
  const bookings = booking.map(({ address, pickup }) => ({ buildingId: address.buildingId, ...pickup! }));
  const refusals = new Map(
    (await claimWindows(tx, bookings, 'pickupSlot')).map((refusal, index) => [booking[index]!, refusal]),
  );
  // The windows only count orders, so a placement refused for its voucher after its window was
  // counted leaves nothing behind; the other way round a voucher use would have to be given back.
  const booked = placements.filter((placement) => !refusals.get(placement));
  const voucherRefusals = await takeVoucherUses(
    tx,
    booked.map(({ discount, student }) =>
      discount?.kind === 'VOUCHER' ? { voucherId: discount.voucherId, studentId: student.id } : null,
    ),
  );
  booked.forEach((placement, index) => voucherRefusals[index] && refusals.set(placement, voucherRefusals[index]));
  const accepted = await withReferrals(
    tx,
    placements.filter((placement) => !refusals.get(placement)),
  );
  const placed = await writeAccepted(tx, outbox, accepted);
  await recordDiscounts(tx, accepted, placed);
  const written = new Map(placed.map((one, index) => [accepted[index]!.given, one]));
  return placements.map((placement) => refusals.get(placement) ?? written.get(placement)!);
}

/**
 * The referral discount is for the student's first order only: taken under the referral's row
 * lock, so of two first orders at once (or in one batch) one gets it, and the other is written
 * at its full price, as if it had been placed second.
 */
async function withReferrals(tx: Tx, placements: Placement[]): Promise<(Placement & { given: Placement })[]> {
  const taken = new Set<string>();
  const answers: (Placement & { given: Placement })[] = [];
  for (const placement of placements) {
    const { discount } = placement;
    if (discount?.kind !== 'REFERRAL') {
      answers.push({ ...placement, given: placement });
      continue;
    }
    const referral = await firstOrderReferral(tx, placement.student.id, true);
    if (referral?.id === discount.referralId && !taken.has(referral.id)) {
      taken.add(referral.id);
      answers.push({ ...placement, given: placement });
    } else {
      answers.push({ ...placement, discount: null, total: placement.gross, given: placement });
    }
  }
  return answers;
}

/** The voucher redemptions and the referral's first order, for the orders just written. */
async function recordDiscounts(tx: Tx, placements: Placement[], placed: Placed[]): Promise<void> {
  const redemptions = placements.flatMap(({ discount, student }, index) =>
    discount?.kind === 'VOUCHER'
      ? [
          {
            voucherId: discount.voucherId,
            userId: student.id,
            orderId: placed[index]!.order.id,
            discount: discount.amount,
          },
        ]
      : [],
  );
  await recordRedemptions(tx, redemptions);
  for (const [index, { discount }] of placements.entries()) {
    if (discount?.kind === 'REFERRAL') await setReferralOrder(tx, discount.referralId, placed[index]!.order.id);
  }
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
          discountKind: placement.discount?.kind ?? null,
          voucherCode: placement.discount?.kind === 'VOUCHER' ? placement.discount.code : null,
          discountAmount: placement.discount?.amount ?? 0,
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
