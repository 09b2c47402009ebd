import { hcmDateOf, kindOfNotificationType } from '@tsa/shared';
import type { NotificationRow } from '../../db/schema';
import { notificationDeliveries } from '../../db/schema';
import { groupBy } from '../../lib/group-by';
import type { Tx } from '../../lib/outbox';
import type { JobQueue } from '../../plugins/jobs';
import { loadPreferences } from './preferences';
import { pushDueAt } from './quiet-hours';
import { listSubscriptions } from './subscriptions';

/** The order statuses worth an e-mail; the others (pending, washing…) stay in the app and on the phone. */
const MAILED_ORDER_EVENTS = new Set(['CONFIRMED', 'PICKED_UP', 'READY', 'DELIVERING', 'COMPLETED', 'CANCELLED']);

/** The moments that deserve an e-mail; everything else is in-app and push only. */
function isMailMoment(row: Pick<NotificationRow, 'type' | 'event'>, now: Date): boolean {
  switch (row.type) {
    case 'ORDER_STATUS':
      return MAILED_ORDER_EVENTS.has(row.event ?? '');
    case 'TICKET_REPLY':
      return true;
    // A plan about to end: unused kilograms expire, worth telling someone who rarely opens the app.
    case 'PLAN_ENDING':
      return true;
    // The night-before pickup reminder and "Nhân viên đang đến" (decision 043): a student without
    // push hears of them by e-mail if they chose to.
    case 'PICKUP_REMINDER':
    case 'STAFF_COMING':
      return true;
    case 'REPORT':
      return row.event === 'RESOLVED' || row.event === 'REJECTED';
    case 'DELIVERY_ASSIGNED':
    case 'DELIVERY_UPDATED':
      // Staff are e-mailed about today's work only; later tasks show up on their list in time.
      return row.event === hcmDateOf(now);
    default:
      return false;
  }
}

interface EnqueueOptions {
  jobs: JobQueue;
  mailBatchSeconds: number;
  now?: Date;
}

/**
 * Inside the transaction that wrote `rows`: one delivery row and one job per channel the
 * recipient wants (push once per device). E-mails of one user share a single waiting job, so
 * a burst of events becomes one message.
 */
export async function enqueueOutreach(tx: Tx, rows: NotificationRow[], options: EnqueueOptions): Promise<void> {
  const now = options.now ?? new Date();
  const byUser = groupBy(rows, (row) => row.userId);
  // Every recipient's devices in one statement: a batch of placements notifies many students.
  const devicesOf = groupBy(await listSubscriptions(tx, [...byUser.keys()]), (device) => device.userId);
  for (const [userId, list] of byUser) {
    const devices = devicesOf.get(userId) ?? [];
    // No device to push to and nothing worth an e-mail (a new order, say): no channel to weigh.
    if (!devices.length && !list.some((row) => isMailMoment(row, now))) continue;
    const preferences = await loadPreferences(tx, userId);
    let mail = false;
    for (const row of list) {
      const channels = preferences.kinds[kindOfNotificationType(row.type)];
      if (channels.email && isMailMoment(row, now)) {
        await tx
          .insert(notificationDeliveries)
          .values({ notificationId: row.id, userId, channel: 'EMAIL', dueAt: now });
        mail = true;
      }
      if (channels.push && devices.length) {
        const dueAt = channels.wake ? now : pushDueAt(preferences.quietHours, now);
        const deliveries = await tx
          .insert(notificationDeliveries)
          .values(
            devices.map((device) => ({
              notificationId: row.id,
              userId,
              channel: 'PUSH' as const,
              subscriptionId: device.id,
              dueAt,
            })),
          )
          .returning({ id: notificationDeliveries.id });
        for (const delivery of deliveries) {
          await options.jobs.sendInTransaction(tx, 'push-send', { deliveryId: delivery.id }, { startAfter: dueAt });
        }
      }
    }
    if (mail) {
      await options.jobs.sendInTransaction(
        tx,
        'mail-digest',
        { userId },
        { singletonKey: userId, startAfter: options.mailBatchSeconds },
      );
    }
  }
}
