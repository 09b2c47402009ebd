import { z } from 'zod';
import type { Role } from '../enums';

/**
 * The kinds of event a user can choose channels for. In-app notifications are always on; push
 * and e-mail are chosen per kind. Each notification type belongs to one kind.
 */
export const NOTIFICATION_KINDS = ['ORDER_PROGRESS', 'ORDER_PAYMENT', 'TASKS', 'TICKETS', 'REPORTS'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  ORDER_PROGRESS: 'Tiến độ đơn giặt',
  ORDER_PAYMENT: 'Thanh toán',
  TASKS: 'Nhiệm vụ lấy và giao đồ',
  TICKETS: 'Hỗ trợ',
  REPORTS: 'Báo cáo sự cố',
};

export const NOTIFICATION_KIND_HINTS: Record<NotificationKind, string> = {
  ORDER_PROGRESS: 'Xác nhận, lấy đồ, giặt xong, đang giao, hoàn thành',
  ORDER_PAYMENT: 'Khi đơn được ghi nhận đã thanh toán',
  TASKS: 'Nhiệm vụ được giao, đổi lịch hoặc hủy',
  TICKETS: 'Khi có phản hồi cho yêu cầu hỗ trợ',
  REPORTS: 'Quyết định về báo cáo sự cố',
};

/** The kinds each role hears about, in the order the account page lists them. */
export const NOTIFICATION_KINDS_BY_ROLE: Record<Role, readonly NotificationKind[]> = {
  STUDENT: ['ORDER_PROGRESS', 'ORDER_PAYMENT', 'TICKETS', 'REPORTS'],
  STAFF: ['TASKS', 'TICKETS'],
  ADMIN: ['REPORTS', 'TICKETS', 'TASKS'],
};

const TYPE_KIND: Record<string, NotificationKind> = {
  ORDER_STATUS: 'ORDER_PROGRESS',
  DELIVERY_FAILED: 'ORDER_PROGRESS',
  ORDER_PAYMENT: 'ORDER_PAYMENT',
  DELIVERY_ASSIGNED: 'TASKS',
  DELIVERY_UPDATED: 'TASKS',
  DELIVERY_CANCELLED: 'TASKS',
  TICKET_REPLY: 'TICKETS',
  TICKET_CLOSED: 'TICKETS',
  REPORT: 'REPORTS',
  REPORT_NEW: 'REPORTS',
  // An alert that needs an administrator's eye, like a new incident report.
  SMS_BUDGET_SPENT: 'REPORTS',
  // A plan is money the student paid: heard about like a payment.
  PLAN_STARTED: 'ORDER_PAYMENT',
  PLAN_ENDING: 'ORDER_PAYMENT',
};

/**
 * How long the unsubscribe link of an e-mail works after the mail is sent. A forwarded or leaked
 * mail stops turning someone's e-mail off after that; the account page always can.
 */
export const UNSUBSCRIBE_LINK_DAYS = 60;

/** The kind a notification type belongs to; a type added later without a kind counts as order progress. */
export const kindOfNotificationType = (type: string): NotificationKind => TYPE_KIND[type] ?? 'ORDER_PROGRESS';

const channelsSchema = z.object({
  push: z.boolean(),
  email: z.boolean(),
  /** Push even during quiet hours. */
  wake: z.boolean(),
});
export type KindChannels = z.infer<typeof channelsSchema>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeOfDay = z.string().regex(HH_MM, 'Giờ phải có dạng HH:MM, ví dụ 22:00');

export const notificationPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channelsSchema])) as Record<
      NotificationKind,
      typeof channelsSchema
    >,
  ),
  quietHours: z.object({
    enabled: z.boolean(),
    /** Ho Chi Minh City time; a window that passes midnight (22:00–07:00) is the usual case. */
    start: timeOfDay,
    end: timeOfDay,
  }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

const on = (): KindChannels => ({ push: true, email: true, wake: false });

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  kinds: {
    ORDER_PROGRESS: on(),
    ORDER_PAYMENT: { push: true, email: false, wake: false },
    TASKS: on(),
    TICKETS: on(),
    REPORTS: on(),
  },
  quietHours: { enabled: true, start: '22:00', end: '07:00' },
};

/** What the browser's PushSubscription.toJSON() gives, as the server stores it. */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url('Địa chỉ dịch vụ push không hợp lệ').max(2048),
  keys: z.object({
    p256dh: z.string().min(1).max(256),
    auth: z.string().min(1).max(256),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

export const removePushSubscriptionSchema = z.object({ endpoint: z.string().min(1).max(2048) });

export const pushPublicKeySchema = z.object({ publicKey: z.string() });

/** What a push message carries to the service worker. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the web app to open when the notification is clicked. */
  link: string | null;
  tag: string;
  /** Buttons on the notification (the night-before reminder's Xác nhận / Đổi giờ / Hủy), each opening its own link. */
  actions?: { action: string; title: string; link: string }[];
}
