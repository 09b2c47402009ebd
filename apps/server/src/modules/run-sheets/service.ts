import { hcmDateOf, personName, type RunSheet, type RunSheetBuilding } from '@tsa/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notify } from '../../db/notify';
import { buildingVisits, deliveries, orders, users, type UserRow } from '../../db/schema';
import { isUuid } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { transaction, type Publisher } from '../../lib/outbox';
import { studentOrderLink } from '../order-records';
import { compareStops, floorOf } from './floor';

/** A staff member's tasks of a day, every status but the ones taken away (FAILED stays: it was walked). */
async function dayTasks(db: Db, staffId: string, date: string) {
  return db
    .select({ delivery: deliveries, order: orders, student: { firstName: users.firstName, lastName: users.lastName } })
    .from(deliveries)
    .innerJoin(orders, eq(orders.id, deliveries.orderId))
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(and(eq(deliveries.staffId, staffId), eq(deliveries.scheduledDate, date)))
    .orderBy(asc(orders.dormitory), asc(orders.building), asc(deliveries.slot), asc(deliveries.id));
}

/**
 * `GET /run-sheets/me?date=`: the day of the staff member asking, grouped dormitory → building →
 * floor in walking order (floors up, rooms ascending; a pickup before a drop-off at one door),
 * with counts per group and whether each building was started.
 */
export async function getRunSheet(db: Db, staff: UserRow, date = hcmDateOf(new Date())): Promise<RunSheet> {
  const rows = await dayTasks(db, staff.id, date);
  const visits = await db
    .select()
    .from(buildingVisits)
    .where(and(eq(buildingVisits.staffId, staff.id), eq(buildingVisits.day, date)));
  const started = new Map(visits.map((v) => [v.buildingId, v.startedAt.toISOString()]));
  rows.sort(
    (a, b) =>
      a.order.dormitory.localeCompare(b.order.dormitory, 'vi') ||
      a.order.building.localeCompare(b.order.building, 'vi', { numeric: true }) ||
      compareStops(a.order.room, b.order.room) ||
      a.delivery.type.localeCompare(b.delivery.type) ||
      a.delivery.slot.localeCompare(b.delivery.slot),
  );
  const sheet: RunSheet = { date, count: rows.length, dormitories: [] };
  for (const { delivery, order, student } of rows) {
    let dorm = sheet.dormitories.at(-1);
    if (dorm?.dormitory !== order.dormitory) {
      dorm = { dormitory: order.dormitory, count: 0, buildings: [] };
      sheet.dormitories.push(dorm);
    }
    let building: RunSheetBuilding | undefined = dorm.buildings.at(-1);
    if (building?.building !== order.building) {
      building = {
        buildingId: order.buildingId,
        building: order.building,
        count: 0,
        startedAt: (order.buildingId && started.get(order.buildingId)) || null,
        floors: [],
      };
      dorm.buildings.push(building);
    }
    const floorNumber = floorOf(order.room);
    let floor = building.floors.at(-1);
    if (!floor || floor.floor !== floorNumber) {
      floor = { floor: floorNumber, count: 0, tasks: [] };
      building.floors.push(floor);
    }
    const pickup = delivery.type === 'PICKUP';
    floor.tasks.push({
      id: delivery.id,
      type: delivery.type,
      status: delivery.status,
      slot: delivery.slot,
      orderId: order.id,
      orderCode: order.code,
      studentName: personName(student),
      phoneNumber: order.phoneNumber,
      room: order.room,
      handoff: pickup
        ? { kind: order.pickupHandoff, name: order.pickupHandoffName }
        : { kind: order.returnHandoff, name: order.returnHandoffName },
      confirmed: pickup && order.pickupConfirmedAt !== null,
    });
    floor.count++;
    building.count++;
    dorm.count++;
  }
  return sheet;
}

/**
 * `POST /run-sheets/buildings/{id}/start`: records the visit once per staff member, building and
 * day (a unique index: pressing twice, or on two phones, inserts one row), and only the press that
 * inserted it tells the building's students with an open task of this staff member that day.
 */
export async function startBuilding(
  db: Db,
  realtime: Publisher,
  staff: UserRow,
  buildingId: string,
  date = hcmDateOf(new Date()),
): Promise<{ startedAt: string; notified: number }> {
  if (!isUuid(buildingId)) throw new AppError('dormitories/building-not-found');
  return transaction(db, realtime, async (tx, outbox) => {
    const [inserted] = await tx
      .insert(buildingVisits)
      .values({ staffId: staff.id, buildingId, day: date })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [visit] = await tx
        .select()
        .from(buildingVisits)
        .where(
          and(
            eq(buildingVisits.staffId, staff.id),
            eq(buildingVisits.buildingId, buildingId),
            eq(buildingVisits.day, date),
          ),
        );
      return { startedAt: visit!.startedAt.toISOString(), notified: 0 };
    }
    const rows = await tx
      .selectDistinctOn([orders.studentId], { order: orders, type: deliveries.type })
      .from(deliveries)
      .innerJoin(orders, eq(orders.id, deliveries.orderId))
      .where(
        and(
          eq(deliveries.staffId, staff.id),
          eq(deliveries.scheduledDate, date),
          eq(orders.buildingId, buildingId),
          inArray(deliveries.status, ['ASSIGNED', 'IN_PROGRESS']),
          ne(orders.status, 'CANCELLED'),
        ),
      )
      .orderBy(orders.studentId, sql`${deliveries.type} desc`);
    if (!rows.length) {
      // A building with nothing of this staff member's today is not theirs to start.
      throw new AppError('run-sheets/no-tasks-here');
    }
    await notify(
      tx,
      outbox,
      rows.map(({ order, type }) => ({
        userId: order.studentId,
        type: 'STAFF_COMING',
        title: 'Nhân viên đang đến',
        body: `Nhân viên ${personName(staff)} đang đến toà ${order.building} để ${type === 'PICKUP' ? 'lấy' : 'giao'} đồ đơn ${order.code}. Vui lòng chuẩn bị túi đồ.`,
        link: studentOrderLink(order.id),
      })),
      staff.id,
    );
    return { startedAt: inserted.startedAt.toISOString(), notified: rows.length };
  });
}
