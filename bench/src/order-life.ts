/**
 * One order's life, played forward from its creation until `now`: the admin confirms it by
 * assigning a pickup, staff pick it up (sometimes at the second try), the shop weighs, washes
 * and readies it, staff deliver it (sometimes at the second try). Some are cancelled on the
 * way, a few are slow. Whatever would happen after `now` does not happen yet, so recent
 * orders are still under way and statuses, milestones, history and tasks always agree.
 */
import {
  addDays,
  formatViDate,
  hcmDateOf,
  hcmInstant,
  personName,
  PICKUP_SLOT_LABELS,
  PICKUP_SLOT_START_HOURS,
  PICKUP_SLOTS,
  type DeliveryType,
  type OrderStatus,
  type PickupSlot,
} from '@tsa/shared';
import type {
  NewDelivery,
  NewOrder,
  NewOrderItem,
  NewReport,
  orderHistory,
  ServiceRow,
} from '../../apps/server/src/db/schema';
import { drawLines, finishLines } from './order-lines';
import type { StaffSeed, StudentSeed } from './people';
import type { Random } from './random';
import { incidentFor } from './incidents';
import * as texts from './texts';

export type NewHistory = typeof orderHistory.$inferInsert;

export interface World {
  now: Date;
  random: Random;
  catalogue: Map<string, ServiceRow>;
  staff: StaffSeed[];
  adminId: string;
}

export interface OrderRows {
  order: NewOrder;
  items: NewOrderItem[];
  history: NewHistory[];
  deliveries: NewDelivery[];
  reports: NewReport[];
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SLOT_WEIGHTS = [0.15, 0.2, 0.35, 0.3];

/** A step that falls outside opening hours (07:00–22:00 HCM) waits for the next morning. */
function duringOpeningHours(random: Random, t: number): number {
  const hour = new Date(t + 7 * HOUR).getUTCHours();
  if (hour >= 7 && hour < 22) return t;
  const day = hcmDateOf(new Date(t));
  return hcmInstant(hour >= 22 ? addDays(day, 1) : day, 7).getTime() + random.int(5, 90) * MINUTE;
}

const slotStart = (date: string, slot: PickupSlot) => hcmInstant(date, PICKUP_SLOT_START_HOURS[slot]).getTime();

/** The pickup a student books: a window still ahead, today or within two days. */
function bookPickup(random: Random, createdAt: number): { date: string; slot: PickupSlot } {
  const today = hcmDateOf(new Date(createdAt));
  for (let ahead = random.weighted([0, 1, 2], [0.45, 0.4, 0.15]); ; ahead += 1) {
    const date = addDays(today, ahead);
    const open = PICKUP_SLOTS.filter((slot) => slotStart(date, slot) > createdAt + 45 * MINUTE);
    if (open.length)
      return {
        date,
        slot: random.weighted(
          open,
          open.map((slot) => SLOT_WEIGHTS[PICKUP_SLOTS.indexOf(slot)]!),
        ),
      };
  }
}

/** A drop-off window at least an hour after `t`: usually the first one, sometimes a later one. */
function nextWindow(random: Random, t: number): { date: string; slot: PickupSlot } {
  const candidates: { date: string; slot: PickupSlot }[] = [];
  const day = hcmDateOf(new Date(t));
  for (let ahead = 0; candidates.length < 3; ahead += 1) {
    const date = addDays(day, ahead);
    for (const slot of PICKUP_SLOTS)
      if (slotStart(date, slot) >= t + HOUR && candidates.length < 3) candidates.push({ date, slot });
  }
  return random.weighted(candidates, [0.6, 0.3, 0.1]);
}

type CancelStage = 'none' | 'pending' | 'confirmed' | 'failed-pickup' | 'picked-up';

export function liveOrder(
  world: World,
  seed: { id: string; code: string; student: StudentSeed; createdAt: Date },
): OrderRows {
  const { random, now, staff, adminId } = world;
  const nowMs = now.getTime();
  const { student } = seed;
  const createdAt = seed.createdAt.getTime();
  const walkIn = random.chance(0.03);
  const drafts = drawLines(random, world.catalogue);
  const pickup = bookPickup(random, createdAt);
  const cancel: CancelStage = random.chance(0.082)
    ? random.weighted(['pending', 'confirmed', 'failed-pickup', 'picked-up'] as const, [0.4, 0.45, 0.1, 0.05])
    : 'none';
  const pickupFails = cancel === 'failed-pickup' || random.chance(0.05);
  const dropoffFails = random.chance(0.03);
  const slow = random.chance(0.04);
  const homeStaff = staff.find((person) => person.homeBuilding === student.building) ?? staff[0]!;
  const courier = () => (random.chance(0.8) ? homeStaff : random.pick(staff));

  const history: NewHistory[] = [];
  const deliveries: NewDelivery[] = [];
  const order: NewOrder = {
    id: seed.id,
    code: seed.code,
    studentId: student.id,
    status: 'PENDING',
    dormitory: student.dormitory,
    building: student.building,
    room: student.room,
    phoneNumber: student.phoneNumber,
    pickupDate: pickup.date,
    pickupSlot: pickup.slot,
    note: random.chance(0.15) ? random.pick(texts.ORDER_NOTES) : '',
    paymentMethod: random.chance(0.55) ? 'CASH' : 'BANK_TRANSFER',
    paymentStatus: 'UNPAID',
    estimatedTotal: 0,
    createdById: walkIn ? adminId : student.id,
    createdAt: seed.createdAt,
    updatedAt: seed.createdAt,
  };
  let weighed = false;

  const move = (to: OrderStatus, at: number, byId: string, note: string | null = null) => {
    history.push({
      orderId: order.id!,
      fromStatus: history.length ? order.status : null,
      toStatus: to,
      byId,
      note,
      at: new Date(at),
    });
    order.status = to;
    order.updatedAt = new Date(at);
    if (to === 'PICKED_UP') order.pickedUpAt = new Date(at);
    if (to === 'COMPLETED') order.completedAt = new Date(at);
    if (to === 'CANCELLED') order.cancelledAt = new Date(at);
  };
  const assign = (type: DeliveryType, window: { date: string; slot: PickupSlot }, at: number): NewDelivery => {
    const task: NewDelivery = {
      id: random.uuid(),
      orderId: order.id!,
      type,
      status: 'ASSIGNED',
      staffId: courier().id,
      scheduledDate: window.date,
      slot: window.slot,
      assignedById: adminId,
      createdAt: new Date(at),
      updatedAt: new Date(at),
    };
    deliveries.push(task);
    return task;
  };
  /** Runs a task in its window; returns when it ended, or null while it is still open at `now`. */
  const perform = (task: NewDelivery, outcome: 'DONE' | 'FAILED', reason?: string): number | null => {
    const opens = slotStart(task.scheduledDate, task.slot);
    let started = opens + random.int(0, 80) * MINUTE;
    let finished = started + random.int(3, 15) * MINUTE;
    // A few of today's later tasks are already under way, so the staff home shows work in progress.
    if (task.scheduledDate === hcmDateOf(now) && opens > nowMs && random.chance(0.12)) {
      started = Math.max(task.createdAt!.getTime() + MINUTE, nowMs - random.int(1, 40) * MINUTE);
      finished = opens + random.int(0, 90) * MINUTE;
    }
    if (started > nowMs) return null;
    task.status = 'IN_PROGRESS';
    task.startedAt = new Date(started);
    task.updatedAt = new Date(started);
    if (task.type === 'DROPOFF') move('DELIVERING', started, task.staffId);
    if (finished > nowMs) return null;
    task.status = outcome;
    task.finishedAt = new Date(finished);
    task.updatedAt = new Date(finished);
    if (reason) task.reason = reason;
    return finished;
  };
  const finish = (): OrderRows => {
    const lines = finishLines(random, order.id!, drafts, weighed);
    order.estimatedTotal = lines.estimatedTotal;
    order.finalTotal = lines.finalTotal;
    settlePayment(random, order, nowMs);
    const report = order.status === 'COMPLETED' ? incidentFor(random, order, slow, now, adminId) : null;
    return { order, items: lines.items, history, deliveries, reports: report ? [report] : [] };
  };
  const cancelOpenTasks = (at: number) => {
    for (const task of deliveries) {
      if (task.status !== 'ASSIGNED' && task.status !== 'IN_PROGRESS') continue;
      Object.assign(task, {
        status: 'FAILED',
        reason: 'Đơn hàng đã bị hủy',
        finishedAt: new Date(at),
        updatedAt: new Date(at),
      });
    }
  };

  move('PENDING', createdAt, order.createdById!);

  // The admin assigns the pickup (and so confirms the order) during opening hours, before the window.
  const pickupOpens = slotStart(pickup.date, pickup.slot);
  // Most orders are confirmed within the hour, some wait for the admin's next round.
  const [soonest, latest] = random.weighted(
    [
      [5, 60],
      [60, 360],
      [360, 1200],
    ],
    [0.5, 0.35, 0.15],
  ) as [number, number];
  const confirmAt = Math.max(
    createdAt + MINUTE,
    Math.min(duringOpeningHours(random, createdAt + random.int(soonest, latest) * MINUTE), pickupOpens - 10 * MINUTE),
  );
  if (cancel === 'pending') {
    const at = createdAt + random.int(2, Math.max(3, Math.floor((confirmAt - createdAt) / MINUTE))) * MINUTE;
    if (at <= nowMs)
      move('CANCELLED', at, student.id, random.chance(0.7) ? random.pick(texts.STUDENT_CANCEL_REASONS) : null);
    return finish();
  }
  if (confirmAt > nowMs) return finish();
  let task = assign('PICKUP', pickup, confirmAt);
  const courierName = personName(staff.find((person) => person.id === task.staffId)!);
  move(
    'CONFIRMED',
    confirmAt,
    adminId,
    `Nhân viên ${courierName} sẽ đến lấy đồ khung ${PICKUP_SLOT_LABELS[pickup.slot]} ngày ${formatViDate(pickup.date)}`,
  );

  if (cancel === 'confirmed') {
    const at = confirmAt + random.next() * Math.max(MINUTE, pickupOpens - confirmAt - 5 * MINUTE);
    if (at <= nowMs) {
      cancelOpenTasks(at);
      move('CANCELLED', at, student.id, random.chance(0.7) ? random.pick(texts.STUDENT_CANCEL_REASONS) : null);
    }
    return finish();
  }
  if (pickupFails) {
    const failed = perform(task, 'FAILED', random.pick(texts.PICKUP_FAILURES));
    if (failed === null) return finish();
    const decided = duringOpeningHours(random, failed + random.int(30, 180) * MINUTE);
    if (decided > nowMs) return finish();
    if (cancel === 'failed-pickup') {
      move('CANCELLED', decided, adminId, texts.ADMIN_CANCEL_AFTER_FAILED_PICKUP);
      return finish();
    }
    task = assign('PICKUP', { date: addDays(task.scheduledDate, 1), slot: task.slot }, decided);
  }
  const pickedUp = perform(task, 'DONE');
  if (pickedUp === null) return finish();
  move('PICKED_UP', pickedUp, task.staffId);

  if (cancel === 'picked-up') {
    const at = duringOpeningHours(random, pickedUp + random.int(60, 360) * MINUTE);
    if (at <= nowMs) move('CANCELLED', at, adminId, random.pick(texts.ADMIN_CANCEL_AFTER_PICKUP));
    return finish();
  }
  // The shop weighs the bag when washing starts, then readies it; a few bags wait a day or two.
  const washing = duringOpeningHours(random, pickedUp + random.int(40, 300) * MINUTE);
  if (washing > nowMs) return finish();
  weighed = true;
  move('WASHING', washing, random.pick(staff).id);
  const ready = duringOpeningHours(
    random,
    washing + random.int(180, 840) * MINUTE + (slow ? random.int(24, 60) * HOUR : 0),
  );
  if (ready > nowMs) return finish();
  move('READY', ready, random.pick(staff).id);

  for (let attempt = 0; ; attempt += 1) {
    const assignedAt = duringOpeningHours(random, order.updatedAt!.getTime() + random.int(10, 180) * MINUTE);
    if (assignedAt > nowMs) return finish();
    task = assign('DROPOFF', nextWindow(random, assignedAt), assignedAt);
    const fails = dropoffFails && attempt === 0;
    const ended = perform(task, fails ? 'FAILED' : 'DONE', fails ? random.pick(texts.DROPOFF_FAILURES) : undefined);
    if (ended === null) return finish();
    if (!fails) {
      move('COMPLETED', ended, task.staffId);
      return finish();
    }
    move('READY', ended, task.staffId, `Giao đồ thất bại: ${task.reason}`);
  }
}

/** Most completed orders are paid: cash at the door, transfers around the delivery. */
function settlePayment(random: Random, order: NewOrder, nowMs: number): void {
  if (order.status !== 'COMPLETED') return;
  const completed = order.completedAt!.getTime();
  const recent = nowMs - completed < 3 * 24 * HOUR;
  if (!random.chance(recent ? 0.75 : 0.96)) return;
  const paidAt = order.paymentMethod === 'CASH' ? completed : completed - random.int(0, 240) * MINUTE;
  order.paymentStatus = 'PAID';
  order.paidAt = new Date(Math.max(paidAt, order.pickedUpAt!.getTime()));
}
