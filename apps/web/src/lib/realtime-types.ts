import type { Notification, TicketMessage } from '@tsa/shared';

/** A notification as the web holds it: `createdAt` as a Date, whether it came from the API or the socket. */
export type AppNotification = Omit<Notification, 'createdAt'> & { createdAt: Date };

/** The page GET /api/notifications answers, dates revived. */
export interface AppNotificationPage {
  items: AppNotification[];
  total: number;
  page: number;
  pageSize: number;
  unread: number;
}

export type AppTicketMessage = Omit<TicketMessage, 'createdAt'> & { createdAt: Date };
