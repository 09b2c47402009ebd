import { z } from 'zod';
import { deliverySummarySchema } from './deliveries';
import { orderHistoryEntrySchema, orderSchema } from './orders';
import { orderPaymentSchema } from './payments';

/** One order with its timeline and its pickup/drop-off tasks (`GET /orders/{id}`, and every order change). */
export const orderDetailSchema = orderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
  deliveries: z.array(deliverySummarySchema),
  payment: orderPaymentSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;
