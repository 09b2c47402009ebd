import {
  addDays,
  DELIVERY_ELIGIBLE_ORDER_STATUSES,
  DELIVERY_LIMITS,
  DELIVERY_TYPE_LABELS,
  formatViDate,
  hcmDateOf,
  OPEN_DELIVERY_STATUSES,
  ORDER_STATUS_LABELS,
  personName,
  PICKUP_SLOT_LABELS,
  type BulkCreateDeliveriesInput,
  type CreateDeliveryInput,
  type DeliveryTask,
  type ListDeliveriesQuery,
  type NeededDeliveries,
  type UpdateDeliveryInput,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { OrderRow, UserRow } from '../../db/schema';
import { AppError, isAppError } from '../../lib/app-error';
import { transaction, type Outbox, type Publisher } from '../../lib/outbox';
import { notify } from '../../db/notify';
import {
  taskAssignedNotification,
  taskWithdrawnNotification,
  lockOrder,
  lockOrders,
  orderNotFound,
  presentOrders,
  transitionOrder,
} from '../order-records';
import { type Executor } from '../../db/executor';
import { findLiveUserById } from '../users';
import { deliveryChanged } from './events';
import { presentDeliveryTask } from './presenter';
import {
  findDelivery,
  findDeliveryTask,
  findDeliveryTasks,
  findOpenDelivery,
  insertDelivery,
  listDeliveryTasks,
  lockDelivery,
  ordersWithoutOpenTask,
  updateDelivery,
} from './repository';
import { canBeAssigned, canWorkOnTask, taskListStaff } from './policy';

export const deliveryNotFound = () => new AppError('deliveries/not-found');

/** A task is only for a working day between today and two weeks ahead (HCM). */
function assertSchedule(date: string, now: Date): void {
  const today = hcmDateOf(now);
  if (date < today)
    throw new AppError('deliveries/date-in-past', { fields: { scheduledDate: 'Ngày thực hiện đã qua' } });
  if (date > addDays(today, DELIVERY_LIMITS.maxDaysAhead)) {
    throw new AppError('deliveries/date-too-far', {
      fields: { scheduledDate: 'Chỉ phân công trong vòng 14 ngày tới' },
    });
  }
}

/** Tasks go to active staff members (or an admin doing the round themself). */
async function activeStaff(tx: Executor, staffId: string): Promise<UserRow> {
  const staff = await findLiveUserById(tx, staffId.toLowerCase());
  if (!staff || !canBeAssigned(staff)) {
    throw new AppError('deliveries/invalid-staff', { fields: { staffId: 'Vui lòng chọn nhân viên đang hoạt động' } });
  }
  return staff;
}

interface Assignment {
  type: CreateDeliveryInput['type'];
  scheduledDate: string;
  slot: CreateDeliveryInput['slot'];
}

/**
 * Gives one locked order a task: the order must be in a status the task type serves and have no
 * open task of that type. Assigning a pickup confirms a pending order.
 */
async function assignLockedOrder(
  tx: Executor,
  outbox: Outbox,
  actor: UserRow,
  order: OrderRow,
  staff: UserRow,
  assignment: Assignment,
): Promise<string> {
  const typeLabel = DELIVERY_TYPE_LABELS[assignment.type].toLowerCase();
  if (!DELIVERY_ELIGIBLE_ORDER_STATUSES[assignment.type].includes(order.status)) {
    throw new AppError('deliveries/order-not-eligible', {
      message: `Đơn ${order.code} đang ở trạng thái "${ORDER_STATUS_LABELS[order.status]}", không thể phân công ${typeLabel}`,
    });
  }
  if (await findOpenDelivery(tx, order.id, assignment.type)) {
    throw new AppError('deliveries/already-assigned', {
      message: `Đơn ${order.code} đã có nhiệm vụ ${typeLabel} đang thực hiện`,
    });
  }
  // A return goes in the window the student chose ("Chọn giờ trả đồ"), whatever the form said.
  const chosen =
    assignment.type === 'DROPOFF' && order.returnDate && order.returnSlot
      ? { scheduledDate: order.returnDate, slot: order.returnSlot }
      : {};
  const task = await insertDelivery(tx, {
    orderId: order.id,
    staffId: staff.id,
    assignedById: actor.id,
    ...assignment,
    ...chosen,
  });
  let current = order;
  if (assignment.type === 'PICKUP' && order.status === 'PENDING') {
    const note = `Nhân viên ${personName(staff)} sẽ đến lấy đồ khung ${PICKUP_SLOT_LABELS[task.slot]} ngày ${formatViDate(task.scheduledDate)}`;
    current = await transitionOrder(tx, order, 'CONFIRMED', { byId: actor.id, note, outbox });
  }
  await notify(tx, outbox, [taskAssignedNotification(staff.id, task, current)]);
  deliveryChanged(outbox, task);
  return task.id;
}

async function presentTask(db: Executor, id: string): Promise<DeliveryTask> {
  const row = await findDeliveryTask(db, id);
  if (!row) throw deliveryNotFound();
  return presentDeliveryTask(row);
}

/** `POST /deliveries` (admin). */
export async function assignDelivery(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  input: CreateDeliveryInput,
  now = new Date(),
): Promise<DeliveryTask> {
  assertSchedule(input.scheduledDate, now);
  const id = await transaction(db, realtime, async (tx, outbox) => {
    const staff = await activeStaff(tx, input.staffId);
    const order = await lockOrder(tx, input.orderId);
    if (!order) throw orderNotFound();
    return assignLockedOrder(tx, outbox, actor, order, staff, input);
  });
  return presentTask(db, id);
}

/**
 * `POST /deliveries/bulk` (admin): all or nothing. Every order is checked; if any cannot be
 * assigned, nothing is written and the answer lists each refused order with its reason.
 */
export async function assignDeliveries(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  input: BulkCreateDeliveriesInput,
  now = new Date(),
): Promise<DeliveryTask[]> {
  assertSchedule(input.scheduledDate, now);
  const orderIds = [...new Set(input.orderIds.map((id) => id.toLowerCase()))];
  const ids = await transaction(db, realtime, async (tx, outbox) => {
    const staff = await activeStaff(tx, input.staffId);
    const locked = new Map((await lockOrders(tx, orderIds)).map((order) => [order.id, order]));
    const problems: Record<string, string> = {};
    const created: string[] = [];
    for (const orderId of orderIds) {
      const order = locked.get(orderId);
      if (!order) {
        problems[orderId] = 'Không tìm thấy đơn hàng';
        continue;
      }
      try {
        created.push(await assignLockedOrder(tx, outbox, actor, order, staff, input));
      } catch (error) {
        if (!isAppError(error)) throw error;
        problems[orderId] = error.message;
      }
    }
    const refused = Object.values(problems);
    if (refused.length) {
      throw new AppError('deliveries/bulk-rejected', {
        message: `Không thể phân công ${refused.length} đơn nên chưa đơn nào được phân công: ${refused.join('; ')}`,
        fields: problems,
      });
    }
    return created;
  });
  const tasks = await findDeliveryTasks(db, ids);
  return tasks.map(presentDeliveryTask);
}

/** `PATCH /deliveries/{id}` (admin): another staff member and/or another window for an open task. */
export async function updateDeliveryTask(
  db: Db,
  realtime: Publisher,
  actor: UserRow,
  id: string,
  input: UpdateDeliveryInput,
  now = new Date(),
): Promise<DeliveryTask> {
  if (input.scheduledDate) assertSchedule(input.scheduledDate, now);
  await transaction(db, realtime, async (tx, outbox) => {
    const peek = await findDelivery(tx, id);
    if (!peek) throw deliveryNotFound();
    const order = (await lockOrder(tx, peek.orderId))!;
    const task = (await lockDelivery(tx, id))!;
    if (!OPEN_DELIVERY_STATUSES.includes(task.status)) throw new AppError('deliveries/not-open');
    const staff = input.staffId ? await activeStaff(tx, input.staffId) : undefined;
    const updated = await updateDelivery(tx, id, {
      staffId: staff?.id ?? task.staffId,
      scheduledDate: input.scheduledDate ?? task.scheduledDate,
      slot: input.slot ?? task.slot,
      assignedById: actor.id,
    });
    const moved = updated.staffId !== task.staffId;
    deliveryChanged(outbox, updated, task.staffId);
    await notify(
      tx,
      outbox,
      moved
        ? [
            taskAssignedNotification(updated.staffId, updated, order),
            taskWithdrawnNotification(task.staffId, task, order, 'Nhiệm vụ đã được giao cho nhân viên khác.'),
          ]
        : [taskAssignedNotification(updated.staffId, updated, order, true)],
    );
  });
  return presentTask(db, id);
}

/** `GET /deliveries`: staff see only their own tasks. */
export async function listDeliveriesPage(db: Db, viewer: UserRow, query: ListDeliveriesQuery) {
  const { page, pageSize, ...filters } = query;
  filters.staffId = taskListStaff(viewer) ?? filters.staffId;
  const { rows, total } = await listDeliveryTasks(db, filters, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: rows.map(presentDeliveryTask), total, page, pageSize };
}

/** `GET /deliveries/{id}`: a staff member reads only their own task. */
export async function getDeliveryTask(db: Db, viewer: UserRow, id: string): Promise<DeliveryTask> {
  const row = await findDeliveryTask(db, id);
  if (!row) throw deliveryNotFound();
  if (!canWorkOnTask(viewer, row.delivery)) throw new AppError('deliveries/not-yours');
  return presentDeliveryTask(row);
}

/** `GET /deliveries/needed`: what the admin still has to assign. */
export async function neededDeliveries(db: Db): Promise<NeededDeliveries> {
  const [pickups, dropoffs] = await Promise.all([
    ordersWithoutOpenTask(db, 'PICKUP', DELIVERY_ELIGIBLE_ORDER_STATUSES.PICKUP),
    ordersWithoutOpenTask(db, 'DROPOFF', DELIVERY_ELIGIBLE_ORDER_STATUSES.DROPOFF),
  ]);
  return { pickups: await presentOrders(db, pickups), dropoffs: await presentOrders(db, dropoffs) };
}
