import {
  pickupPastMessage,
  pickupProblem,
  pickupTooFarMessage,
  type CreateOrderData,
  type ListOrdersQuery,
  type OrderAddressInput,
  type OrderDetail,
  type PickupSlot,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import { isForeignKeyViolation } from '../../db/errors';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Publisher } from '../../lib/outbox';
import { findLiveUserById } from '../users';
import { listDeliveriesOfOrder } from '../deliveries';
import { assertPaymentMethodAvailable, newOrderPayment, orderPayment } from '../payments';
import { resolveCatalogueAddress } from '../dormitories';
import {
  findVisibleOrder,
  presentOrders,
  findServicesByIds,
  listHistory,
  listOrderItems,
  listOrders,
  type OrderWithPeople,
  orderListStudent,
  ordersForThemselves,
} from '../order-records';
import type { Placed } from './placement-batch';
import { placementDiscount } from './discount';
import { placementQueue } from './placement-queue';
import { presentOrderDetail } from './presenter';
import { priceNewLines } from './pricing';
import type { Executor } from '../../db/executor';
import type { Viewer } from '../../lib/viewer';

export async function orderDetail(db: Executor, view: OrderWithPeople): Promise<OrderDetail> {
  const [items, history, deliveries, payment] = await Promise.all([
    listOrderItems(db, [view.order.id]),
    listHistory(db, view.order.id),
    listDeliveriesOfOrder(db, view.order.id),
    orderPayment(db, view.order),
  ]);
  return presentOrderDetail(view, items, history, deliveries, payment);
}

export async function getOrderDetail(db: Executor, viewer: Viewer, id: string): Promise<OrderDetail> {
  return orderDetail(db, await findVisibleOrder(db, viewer, id));
}

export async function listOrdersPage(db: Db, viewer: Viewer, query: ListOrdersQuery) {
  const { page, pageSize, ...filters } = query;
  filters.studentId = orderListStudent(viewer) ?? filters.studentId;
  const { rows, total } = await listOrders(db, filters, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: await presentOrders(db, rows), total, page, pageSize };
}

// ---- placing an order

/**
 * The pickup address: what the order gives, the rest from the student's profile, resolved
 * against the dormitory catalogue (an order's building decides its slot capacity and route).
 */
export async function resolveAddress(
  db: Executor,
  student: UserRow,
  given: OrderAddressInput | undefined,
): Promise<OrderPlace> {
  const phoneNumber = given?.phoneNumber || student.phoneNumber?.trim();
  const ownPlace = !given?.buildingId && !given?.dormitory && !given?.building;
  const room = given?.room || student.room?.trim();
  const dormitory = ownPlace ? student.dormitory?.trim() : given?.dormitory;
  const building = ownPlace ? student.building?.trim() : given?.building;
  const buildingId = ownPlace ? (student.buildingId ?? undefined) : given?.buildingId;
  const missing = [
    ...(buildingId || dormitory ? [] : ['dormitory']),
    ...(buildingId || building ? [] : ['building']),
    ...(room ? [] : ['room']),
    ...(phoneNumber ? [] : ['phoneNumber']),
  ];
  if (missing.length) {
    const message = 'Vui lòng cập nhật hồ sơ hoặc nhập địa chỉ nhận đồ';
    throw new AppError('orders/address-required', {
      fields: Object.fromEntries(missing.map((field) => [`address.${field}`, message])),
    });
  }
  const place = await resolveCatalogueAddress(db, { buildingId, dormitory, building, room: room! }, 'address.');
  return { ...place, phoneNumber: phoneNumber! };
}

type OrderPlace = Awaited<ReturnType<typeof resolveCatalogueAddress>> & { phoneNumber: string };

async function studentFor(db: Db, actor: UserRow, studentId: string | undefined): Promise<UserRow> {
  if (ordersForThemselves(actor)) {
    if (studentId && studentId.toLowerCase() !== actor.id) throw new AppError('auth/forbidden');
    return actor;
  }
  if (!studentId) throw new AppError('orders/student-required', { fields: { studentId: 'Vui lòng chọn sinh viên' } });
  const student = await findLiveUserById(db, studentId.toLowerCase());
  if (!student || student.role !== 'STUDENT' || student.status !== 'ACTIVE') throw studentNotFound();
  return student;
}

const studentNotFound = () =>
  new AppError('orders/student-not-found', { fields: { studentId: 'Không tìm thấy sinh viên đang hoạt động' } });

/**
 * The window the order is fetched in, checked against the clock; null for a walk-in order handed
 * in at the counter, which only an administrator takes.
 */
function pickupWindow(actor: UserRow, input: CreateOrderData, now: Date): { date: string; slot: PickupSlot } | null {
  const { pickupDate: date, pickupSlot: slot } = input;
  if (!date || !slot) {
    if (!ordersForThemselves(actor)) return null;
    throw new AppError('orders/pickup-required', {
      fields: {
        ...(date ? {} : { pickupDate: 'Vui lòng chọn ngày lấy đồ' }),
        ...(slot ? {} : { pickupSlot: 'Vui lòng chọn khung giờ lấy đồ' }),
      },
    });
  }
  const problem = pickupProblem(date, slot, now);
  if (problem === 'past') {
    const message = pickupPastMessage(date, slot);
    throw new AppError('orders/pickup-in-past', { message, fields: { pickupSlot: message } });
  }
  if (problem === 'too-far') {
    const message = pickupTooFarMessage();
    throw new AppError('orders/pickup-too-far', { message, fields: { pickupDate: message } });
  }
  return { date, slot };
}

/**
 * Places an order for the signed-in student (or, for an admin, a walk-in order for `studentId`):
 * checks the pickup window and every line against the live catalogue, snapshots the address and
 * prices, checks the voucher or referral discount, and writes the order, its lines, the
 * discount's use, its first history row and the student's notification in one transaction, shared with the placements made at the same moment (placement-queue.ts).
 */
export async function createOrder(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  input: CreateOrderData,
  now = new Date(),
): Promise<OrderDetail> {
  const student = await studentFor(db, actor, input.studentId);
  await assertPaymentMethodAvailable(db, input.paymentMethod);
  const pickup = pickupWindow(actor, input, now);
  const address = await resolveAddress(db, student, input.address);
  const catalogue = await findServicesByIds(
    db,
    input.items.map((item) => item.serviceId.toLowerCase()),
  );
  const { lines, total: gross } = priceNewLines(catalogue, input.items);
  const discount = await placementDiscount(db, student, input.voucherCode, lines, gross, now);
  const total = gross - (discount?.amount ?? 0);
  const { note, paymentMethod } = input;
  const placed = await placementQueue(db, realtime)
    .place({ actor, student, address, pickup, lines, gross, discount, total, note, paymentMethod, now })
    .catch(async (error: unknown) => {
      throw await goneFrom(db, actor, student, error);
    });
  return placedOrderDetail(db, actor, student, placed);
}

/**
 * An order names its student and who placed it: a placement refused by a foreign key mostly
 * means one of them was deleted (the row itself) while it was on its way. Whoever asked gets
 * what authentication now answers them, an admin whose student went gets the student's refusal.
 */
async function goneFrom(db: Db, actor: UserRow, student: UserRow, error: unknown): Promise<unknown> {
  if (!isForeignKeyViolation(error)) return error;
  if (!(await findLiveUserById(db, actor.id))) return new AppError('auth/user-not-found', { statusCode: 401 });
  if (!(await findLiveUserById(db, student.id))) return studentNotFound();
  return error;
}

/**
 * The answer to a placement, from the rows it has just written rather than read back: six
 * statements fewer per order, which is most of what a burst of placements costs after the
 * transaction itself (bench/RESULTS.md, issue #16). A new order has no delivery tasks and no
 * payments yet; the rest is exactly what `getOrderDetail` would read.
 */
async function placedOrderDetail(
  db: Db,
  actor: UserRow,
  student: UserRow,
  { order, items, history }: Placed,
): Promise<OrderDetail> {
  const person = ({ id, firstName, lastName }: UserRow) => ({ id, firstName, lastName });
  const view: OrderWithPeople = {
    order,
    student: { ...person(student), email: student.email, phoneNumber: student.phoneNumber },
    creator: { ...person(actor), role: actor.role },
  };
  const by = { ...person(actor), role: actor.role };
  return presentOrderDetail(view, items, [{ ...history, by }], [], await newOrderPayment(db, order));
}
