import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  notificationDeliveries,
  notifications,
  orderItems,
  orders,
  pushSubscriptions,
  users,
  type DeliveryStatus,
} from '../../db/schema';

/** Takes the user's waiting e-mail deliveries for `jobId` (again, on a retry of the same job). */
export async function claimEmailDeliveries(db: Db, userId: string, jobId: string) {
  const claimed = await db
    .update(notificationDeliveries)
    .set({ jobId })
    .where(
      and(
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.channel, 'EMAIL'),
        eq(notificationDeliveries.status, 'PENDING'),
        or(isNull(notificationDeliveries.jobId), eq(notificationDeliveries.jobId, jobId)),
      ),
    )
    .returning({ id: notificationDeliveries.id, notificationId: notificationDeliveries.notificationId });
  if (!claimed.length) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(
      inArray(
        notifications.id,
        claimed.map((c) => c.notificationId),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id));
  return rows.map((notification) => ({
    notification,
    deliveryIds: claimed.filter((c) => c.notificationId === notification.id).map((c) => c.id),
  }));
}

export async function finishDeliveries(db: Db, ids: string[], status: DeliveryStatus, error: string | null = null) {
  if (!ids.length) return;
  await db
    .update(notificationDeliveries)
    .set({ status, error, sentAt: status === 'SENT' ? new Date() : null })
    .where(inArray(notificationDeliveries.id, ids));
}

export async function pendingEmailDeliveryIds(db: Db, userId: string) {
  const rows = await db
    .select({ id: notificationDeliveries.id })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.userId, userId),
        eq(notificationDeliveries.channel, 'EMAIL'),
        eq(notificationDeliveries.status, 'PENDING'),
      ),
    );
  return rows.map((r) => r.id);
}

export async function findRecipient(db: Db, userId: string) {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, status: users.status, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function findOrderWithItems(db: Db, orderId: string) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return undefined;
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  return { order, items };
}

/** A push delivery with its device and its notification. */
export async function findPushDelivery(db: Db, deliveryId: string) {
  const [row] = await db
    .select({ delivery: notificationDeliveries, device: pushSubscriptions, notification: notifications })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .leftJoin(pushSubscriptions, eq(pushSubscriptions.id, notificationDeliveries.subscriptionId))
    .where(eq(notificationDeliveries.id, deliveryId));
  return row;
}
