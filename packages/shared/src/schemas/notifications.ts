import { z } from 'zod';

/** The kinds of notification the server writes; other modules add theirs. */
export const NOTIFICATION_TYPES = [
  'ORDER_STATUS',
  'ORDER_PAYMENT',
  'DELIVERY_ASSIGNED',
  'DELIVERY_UPDATED',
  'DELIVERY_CANCELLED',
  'DELIVERY_FAILED',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const notificationSchema = z.object({
  id: z.string(),
  /** One of NOTIFICATION_TYPES, or a type added later by another module. */
  type: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path of the web app to open, e.g. '/student/order?id=…'. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
