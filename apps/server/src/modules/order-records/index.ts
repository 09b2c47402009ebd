/**
 * The order itself, as orders, deliveries and payments all need it: its rows and history, the
 * status machine, the `order:updated` event, its notifications, who may see it, its output shape.
 * It imports none of them, so each can build on it without an import cycle.
 */
export { orderChanged } from './events';
export { findVisibleOrder, orderNotFound, presentOrders } from './lookup';
export {
  handoffChangedNotification,
  orderStatusNotification,
  pickupFailedNotification,
  scheduleChangedNotification,
  studentOrderLink,
  taskAssignedNotification,
  taskWithdrawnNotification,
} from './notify';
export { canSeeOrder, cancelNeedsReason, mayCancelOrders, orderListStudent, ordersForThemselves } from './policy';
export { presentHistoryEntry, presentOrder } from './presenter';
export {
  allocateOrderNumbers,
  findOrderWithPeople,
  findServicesByIds,
  insertHistories,
  insertHistory,
  insertOrderItems,
  insertOrders,
  listHistory,
  listOrderItems,
  listOrders,
  lockOrder,
  lockOrders,
  selectOrders,
  updateOrder,
  updateOrderItem,
  type HistoryRow,
  type OrderWithPeople,
} from './repository';
export { refusedTransition, transitionOrder } from './status-machine';
