import { personName, type Order, type OrderHistoryEntry, type OrderItem } from '@tsa/shared';
import type { OrderItemRow } from '../../db/schema';
import type { HistoryRow, OrderWithPeople } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export function presentOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    unit: row.unit,
    unitLabel: row.unitLabel,
    unitPrice: row.unitPrice,
    minQuantity: Number(row.minQuantity),
    quantity: Number(row.quantity),
    amount: row.amount,
    finalQuantity: numberOrNull(row.finalQuantity),
    finalAmount: row.finalAmount,
  };
}

export function presentOrder({ order, student, creator }: OrderWithPeople, items: OrderItemRow[]): Order {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    student: { ...student, name: personName(student) },
    items: items.filter((item) => item.orderId === order.id).map(presentOrderItem),
    estimatedTotal: order.estimatedTotal,
    finalTotal: order.finalTotal,
    discount: order.discountKind
      ? { kind: order.discountKind, voucherCode: order.voucherCode, amount: order.discountAmount }
      : null,
    planKg: Number(order.planKg),
    planCredit: order.planCredit,
    refundedAmount: order.refundedAmount,
    pickupDate: order.pickupDate,
    pickupSlot: order.pickupSlot,
    returnDate: order.returnDate,
    returnSlot: order.returnSlot,
    address: {
      dormitory: order.dormitory,
      building: order.building,
      room: order.room,
      phoneNumber: order.phoneNumber,
      dormitoryId: order.dormitoryId,
      buildingId: order.buildingId,
    },
    note: order.note,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paidAt: iso(order.paidAt),
    transferClaimedAt: iso(order.transferClaimedAt),
    cancelReason: order.cancelReason,
    pickupHandoff: { kind: order.pickupHandoff, name: order.pickupHandoffName },
    returnHandoff: { kind: order.returnHandoff, name: order.returnHandoffName },
    pickupRemindedAt: iso(order.pickupRemindedAt),
    pickupConfirmedAt: iso(order.pickupConfirmedAt),
    lastScanStage: order.lastScanStage,
    rackCode: order.rackCode,
    createdBy: creator ? { id: creator.id, name: personName(creator), role: creator.role } : null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

export function presentHistoryEntry(row: HistoryRow): OrderHistoryEntry {
  return {
    id: String(row.id),
    from: row.fromStatus,
    to: row.toStatus,
    at: row.at.toISOString(),
    by: row.by ? { id: row.by.id, name: personName(row.by), role: row.by.role } : null,
    note: row.note,
    kind: row.kind,
  };
}
