import type { ListNotificationsQuery, Notification, NotificationPage } from '@tsa/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Realtime } from '../../plugins/realtime';
import { presentNotification } from './presenter';
import { countUnread, listNotifications, markAllRead, markRead } from './repository';

export async function listMyNotifications(
  db: Db,
  userId: string,
  query: ListNotificationsQuery,
): Promise<NotificationPage> {
  const { page, pageSize, unread } = query;
  const result = await listNotifications(db, userId, { unread }, { limit: pageSize, offset: (page - 1) * pageSize });
  return { items: result.rows.map(presentNotification), total: result.total, page, pageSize, unread: result.unread };
}

/** Another user's notification does not exist for the caller. */
export async function readNotification(
  db: Db,
  realtime: Pick<Realtime, 'toUser'>,
  userId: string,
  id: string,
): Promise<Notification> {
  const row = await markRead(db, userId, id);
  if (!row) throw new AppError('notifications/not-found');
  realtime.toUser(userId, 'notification:read', { id: row.id, unread: await countUnread(db, userId) });
  return presentNotification(row);
}

export async function readAllNotifications(
  db: Db,
  realtime: Pick<Realtime, 'toUser'>,
  userId: string,
): Promise<{ updated: number }> {
  const updated = await markAllRead(db, userId);
  realtime.toUser(userId, 'notification:read', { id: null, unread: await countUnread(db, userId) });
  return { updated };
}
