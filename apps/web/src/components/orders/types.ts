import type {
  DeliverySummary,
  Order,
  OrderAddress,
  OrderHistoryEntry,
  OrderPayment,
  Payment,
  PickupSlot,
} from '@tsa/shared';
import type { Revived } from '@/lib/api-client';

/**
 * Orders as the web app holds them: the API client turns ISO date-times into `Date`s, so these
 * are the shared response types with those fields revived (see `Revived`).
 */
export type OrderHistoryView = Revived<OrderHistoryEntry, 'at'>;
export type DeliverySummaryView = Revived<DeliverySummary, 'createdAt' | 'startedAt' | 'finishedAt' | 'updatedAt'>;
export type OrderView = Revived<Order, 'createdAt' | 'updatedAt' | 'paidAt' | 'transferClaimedAt'>;
type PaymentView = Revived<Payment, 'receivedAt' | 'reversedAt'>;
export type OrderPaymentView = Omit<Revived<OrderPayment, 'transferClaimedAt'>, 'payments'> & {
  payments: PaymentView[];
};
export type OrderDetailView = OrderView & {
  history: OrderHistoryView[];
  deliveries: DeliverySummaryView[];
  payment: OrderPaymentView;
};

/** A history entry whose time may still be a string (tests, data that skipped the API client). */
export type TimelineEntry = Omit<OrderHistoryEntry, 'at'> & { at: Date | string };

/** What the bag label shows. */
export interface OrderLabelData {
  code: string;
  studentName: string;
  address: OrderAddress;
  /** Null for an order handed in at the counter. */
  pickupDate: string | null;
  pickupSlot: PickupSlot | null;
}

/** The label of an order from the orders API (`student.name`) or a delivery task (`studentName`). */
export function orderLabelData(
  order: Pick<Order, 'code' | 'address' | 'pickupDate' | 'pickupSlot'> &
    ({ student: Pick<Order['student'], 'name'> } | { studentName: string }),
): OrderLabelData {
  return {
    code: order.code,
    studentName: 'studentName' in order ? order.studentName : order.student.name,
    address: order.address,
    pickupDate: order.pickupDate,
    pickupSlot: order.pickupSlot,
  };
}
