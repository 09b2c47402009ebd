import { personName, type DeliverySummary, type DeliveryTask } from '@tsa/shared';
import { amountDue } from '../payments';
import type { DeliveryWithOrder, DeliveryWithStaff } from './repository';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function presentDeliverySummary({ delivery, staff }: DeliveryWithStaff): DeliverySummary {
  return {
    id: delivery.id,
    orderId: delivery.orderId,
    type: delivery.type,
    status: delivery.status,
    scheduledDate: delivery.scheduledDate,
    slot: delivery.slot,
    staff: { id: staff.id, name: personName(staff), phoneNumber: staff.phoneNumber },
    reason: delivery.reason,
    createdAt: delivery.createdAt.toISOString(),
    startedAt: iso(delivery.startedAt),
    finishedAt: iso(delivery.finishedAt),
    updatedAt: delivery.updatedAt.toISOString(),
  };
}

export function presentDeliveryTask(row: DeliveryWithOrder): DeliveryTask {
  const { order, student } = row;
  return {
    ...presentDeliverySummary(row),
    order: {
      id: order.id,
      code: order.code,
      status: order.status,
      studentId: order.studentId,
      studentName: personName(student),
      address: {
        dormitory: order.dormitory,
        building: order.building,
        room: order.room,
        phoneNumber: order.phoneNumber,
        dormitoryId: order.dormitoryId,
        buildingId: order.buildingId,
      },
      pickupDate: order.pickupDate,
      pickupSlot: order.pickupSlot,
      note: order.note,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      estimatedTotal: order.estimatedTotal,
      finalTotal: order.finalTotal,
      due: amountDue(order),
      handoff:
        row.delivery.type === 'PICKUP'
          ? { kind: order.pickupHandoff, name: order.pickupHandoffName }
          : { kind: order.returnHandoff, name: order.returnHandoffName },
      pickupConfirmedAt: iso(order.pickupConfirmedAt),
    },
  };
}
