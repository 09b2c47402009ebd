/**
 * Data made for the figures tests (imported by *.test.ts only). Orders, tasks and reports are
 * written straight into the database with the instants a test needs (last month, a minute
 * before midnight in Ho Chi Minh City…), which the API rightly never lets a client choose.
 */
import { randomUUID } from 'node:crypto';
import {
  hcmInstant,
  lineAmount,
  type DeliveryStatus,
  type DeliveryType,
  type OrderStatus,
  type PaymentStatus,
  type PickupSlot,
  type ReportStatus,
} from '@tsa/shared';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  deliveries,
  orderHistory,
  orderItems,
  orders,
  reports,
  services,
  type DeliveryRow,
  type OrderRow,
  type ServiceRow,
  type UserRow,
} from '../../db/schema';

/** An instant given as Ho Chi Minh City wall-clock time: `hcm('2026-03-31 23:59')`. */
export function hcm(dateTime: string): Date {
  const [date, time = '00:00'] = dateTime.split(' ') as [string, string?];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hcmInstant(date, hour, minute);
}

/** The starting catalogue by name. */
export async function catalogueRows(app: FastifyInstance): Promise<Record<string, ServiceRow>> {
  const rows = await app.database.db.select().from(services).orderBy(asc(services.sortOrder));
  return Object.fromEntries(rows.map((row) => [row.name, row]));
}

export interface LineSeed {
  service: ServiceRow;
  quantity: number;
  /** The weighed quantity; the line's final amount follows from it. */
  finalQuantity?: number;
}

export interface OrderSeed {
  student: UserRow;
  createdAt: Date;
  status?: OrderStatus;
  lines: LineSeed[];
  pickupDate?: string;
  pickupSlot?: PickupSlot;
  pickedUpAt?: Date;
  completedAt?: Date;
  cancelledAt?: Date;
  paymentStatus?: PaymentStatus;
  /** Defaults to the student's own. */
  dormitory?: string;
  building?: string;
}

let sequence = 0;

/**
 * One order with its lines and a history row per milestone given. Totals follow the lines:
 * the estimate from `quantity`, the final total (only when every line is weighed) from `finalQuantity`.
 */
export async function seedOrder(app: FastifyInstance, seed: OrderSeed): Promise<OrderRow> {
  const db = app.database.db;
  const amounts = seed.lines.map((line) => lineAmount(line.service.unitPrice, line.quantity));
  const finals = seed.lines.map((line) =>
    line.finalQuantity === undefined ? null : lineAmount(line.service.unitPrice, line.finalQuantity),
  );
  const weighed = finals.every((amount) => amount !== null);
  sequence += 1;
  const [order] = await db
    .insert(orders)
    .values({
      code: `TSA-TEST-${String(sequence).padStart(5, '0')}-${randomUUID().slice(0, 4)}`,
      studentId: seed.student.id,
      status: seed.status ?? 'PENDING',
      dormitory: seed.dormitory ?? seed.student.dormitory ?? 'KTX Khu A',
      building: seed.building ?? seed.student.building ?? 'A1',
      room: seed.student.room ?? '101',
      phoneNumber: seed.student.phoneNumber ?? '0912345678',
      pickupDate: seed.pickupDate ?? seed.createdAt.toISOString().slice(0, 10),
      pickupSlot: seed.pickupSlot ?? '17-19',
      paymentMethod: 'CASH',
      paymentStatus: seed.paymentStatus ?? 'UNPAID',
      paidAt: seed.paymentStatus === 'PAID' ? (seed.completedAt ?? seed.createdAt) : null,
      estimatedTotal: amounts.reduce((sum, amount) => sum + amount, 0),
      finalTotal: weighed ? finals.reduce<number>((sum, amount) => sum + (amount ?? 0), 0) : null,
      pickedUpAt: seed.pickedUpAt ?? null,
      completedAt: seed.completedAt ?? null,
      cancelledAt: seed.cancelledAt ?? null,
      cancelReason: seed.cancelledAt ? 'Thử nghiệm' : null,
      createdAt: seed.createdAt,
      updatedAt: seed.completedAt ?? seed.cancelledAt ?? seed.pickedUpAt ?? seed.createdAt,
    })
    .returning();
  await db.insert(orderItems).values(
    seed.lines.map((line, index) => ({
      orderId: order!.id,
      position: index,
      serviceId: line.service.id,
      serviceName: line.service.name,
      unit: line.service.unit,
      unitLabel: line.service.unitLabel,
      unitPrice: line.service.unitPrice,
      minQuantity: line.service.minQuantity,
      quantity: line.quantity,
      amount: amounts[index]!,
      finalQuantity: line.finalQuantity ?? null,
      finalAmount: finals[index],
    })),
  );
  const milestones: [OrderStatus, Date | undefined][] = [
    ['PENDING', seed.createdAt],
    ['PICKED_UP', seed.pickedUpAt],
    ['COMPLETED', seed.completedAt],
    ['CANCELLED', seed.cancelledAt],
  ];
  await db.insert(orderHistory).values(
    milestones
      .filter((milestone): milestone is [OrderStatus, Date] => milestone[1] !== undefined)
      .map(([toStatus, at], index) => ({
        orderId: order!.id,
        fromStatus: index === 0 ? null : ('PENDING' as const),
        toStatus,
        at,
      })),
  );
  return order!;
}

export interface DeliverySeed {
  order: OrderRow;
  staff: UserRow;
  type: DeliveryType;
  status: DeliveryStatus;
  scheduledDate: string;
  slot?: PickupSlot;
  startedAt?: Date;
  finishedAt?: Date;
  reason?: string;
}

export async function seedDelivery(app: FastifyInstance, seed: DeliverySeed): Promise<DeliveryRow> {
  const [row] = await app.database.db
    .insert(deliveries)
    .values({
      orderId: seed.order.id,
      type: seed.type,
      status: seed.status,
      staffId: seed.staff.id,
      scheduledDate: seed.scheduledDate,
      slot: seed.slot ?? '17-19',
      reason: seed.reason ?? (seed.status === 'FAILED' ? 'Không gặp sinh viên' : null),
      startedAt: seed.startedAt ?? null,
      finishedAt: seed.finishedAt ?? null,
      createdAt: seed.startedAt ?? seed.order.createdAt,
    })
    .returning();
  return row!;
}

export async function seedReport(
  app: FastifyInstance,
  order: OrderRow,
  status: ReportStatus,
  createdAt: Date,
): Promise<void> {
  await app.database.db.insert(reports).values({
    orderId: order.id,
    studentId: order.studentId,
    type: 'LATE',
    description: 'Đồ giao trễ',
    status,
    createdAt,
  });
}
