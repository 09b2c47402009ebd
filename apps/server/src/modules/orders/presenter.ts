import type { OrderDetail, OrderPayment } from '@tsa/shared';
import type { OrderItemRow } from '../../db/schema';
import { presentDeliverySummary, type DeliveryWithStaff } from '../deliveries';
import { presentHistoryEntry, presentOrder, type HistoryRow, type OrderWithPeople } from '../order-records';

/** An order with everything its page shows: lines, history, pickup and drop-off tasks, payment. */
export function presentOrderDetail(
  view: OrderWithPeople,
  items: OrderItemRow[],
  history: HistoryRow[],
  deliveries: DeliveryWithStaff[],
  payment: OrderPayment,
): OrderDetail {
  return {
    ...presentOrder(view, items),
    history: history.map(presentHistoryEntry),
    deliveries: deliveries.map(presentDeliverySummary),
    payment,
  };
}
