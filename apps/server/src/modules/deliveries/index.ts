/** What other modules may use of deliveries: an order's tasks, their summary shape and their event. */
export { deliveryChanged } from './events';
export { presentDeliverySummary } from './presenter';
export {
  findOpenDelivery,
  listDeliveriesOfOrder,
  listOpenDeliveriesOfOrder,
  updateDelivery,
  type DeliveryWithStaff,
} from './repository';
