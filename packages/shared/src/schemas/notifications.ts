import { z } from 'zod';
import { pageOf } from './common';

/** The kinds of notification the server writes; other modules add theirs. */
export const NOTIFICATION_TYPES = [
  'ORDER_STATUS',
  'ORDER_PAYMENT',
  'DELIVERY_ASSIGNED',
  'DELIVERY_UPDATED',
  'DELIVERY_CANCELLED',
  'DELIVERY_FAILED',
  'TICKET_REPLY',
  'TICKET_CLOSED',
  /** A decision on my incident report (to its student). */
  'REPORT',
  /** A new incident report (to every administrator). */
  'REPORT_NEW',
  /** The hour's SMS budget ran out and sign-in codes stopped (to every administrator, once an hour). */
  'SMS_BUDGET_SPENT',
  /** A plan bought by transfer became active once the money reached the wallet (to its student). */
  'PLAN_STARTED',
  /** A plan ends within three days (to its student, once). */
  'PLAN_ENDING',
  /** The night-before reminder of tomorrow's pickup, with Xác nhận / Đổi giờ / Hủy (decision 043). */
  'PICKUP_REMINDER',
  /** A staff member started the student's building on their run sheet: "Nhân viên đang đến". */
  'STAFF_COMING',
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

/** `unread=true` only the unread ones, `unread=false` only the read ones, absent: all. */
const unreadFilterSchema = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: 'Bộ lọc "unread" phải là true hoặc false' })
  .optional()
  .transform((value) => (value === undefined ? undefined : value === true || value === 'true' || value === '1'));

export const listNotificationsQuerySchema = z.object({
  unread: unreadFilterSchema,
  page: z.coerce.number({ error: 'Trang phải là số' }).int().min(1, 'Trang phải từ 1 trở lên').default(1),
  pageSize: z.coerce
    .number({ error: 'Số dòng phải là số' })
    .int()
    .min(1)
    .max(100, 'Tối đa 100 dòng mỗi trang')
    .default(20),
});
export type ListNotificationsQuery = z.output<typeof listNotificationsQuerySchema>;

/** A page of my notifications, newest first, with how many of all mine are still unread (the bell's badge). */
export const notificationPageSchema = pageOf(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const readAllNotificationsResultSchema = z.object({ updated: z.number().int() });
export type ReadAllNotificationsResult = z.infer<typeof readAllNotificationsResultSchema>;
