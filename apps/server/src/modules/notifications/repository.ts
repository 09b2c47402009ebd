import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { isUuid, type Executor } from '../../db/executor';
import { notifications, type NotificationRow } from '../../db/schema';

export async function countUnread(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** A page of the user's notifications, newest first; `unread` filters on the read flag. */
export async function listNotifications(
  db: Executor,
  userId: string,
  filter: { unread?: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: NotificationRow[]; total: number; unread: number }> {
  const conditions: SQL[] = [eq(notifications.userId, userId)];
  if (filter.unread === true) conditions.push(isNull(notifications.readAt));
  if (filter.unread === false) conditions.push(isNotNull(notifications.readAt));
  const where = and(...conditions);
  const [rows, [totalRow], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(notifications).where(where),
    countUnread(db, userId),
  ]);
  return { rows, total: totalRow?.n ?? 0, unread };
}

/** Marks one of the user's notifications read (keeping the first read time); undefined if it is not theirs. */
export async function markRead(db: Executor, userId: string, id: string): Promise<NotificationRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
}

/** Marks every unread notification of the user read; how many changed. */
export async function markAllRead(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
