import type { FastifyInstance } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import { studentOrderLink } from '../order-records';
import {
  claimEmailDeliveries,
  findOrderWithItems,
  findRecipient,
  finishDeliveries,
  pendingEmailDeliveryIds,
} from './deliveries-repository';
import { digestMail, type DigestEntry } from './mail-templates';
import { signUnsubscribeToken, unsubscribePagePath } from './unsubscribe';

const ORDER_LINK = new RegExp(`^${studentOrderLink('').replace('?', '\\?')}([0-9a-f-]{36})$`);

export const isLastAttempt = (job: JobWithMetadata) => job.retryCount >= job.retryLimit;
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The e-mail job of one user: everything still waiting for them goes out as one message. A
 * failed send leaves the deliveries with the job, so its retry sends the same message; the
 * last failure marks them FAILED with the reason.
 */
export async function runMailDigest(
  app: FastifyInstance,
  unsubscribeSecret: string,
  job: JobWithMetadata<{ userId: string }>,
) {
  const db = app.database.db;
  const { userId } = job.data;
  const user = await findRecipient(db, userId);
  if (!user || user.status !== 'ACTIVE' || user.deletedAt) {
    await finishDeliveries(db, await pendingEmailDeliveryIds(db, userId), 'SKIPPED', 'Tài khoản không còn hoạt động');
    return;
  }
  const claimed = await claimEmailDeliveries(db, userId, job.id);
  if (!claimed.length) return;
  const ids = claimed.flatMap((c) => c.deliveryIds);

  const entries: DigestEntry[] = [];
  for (const { notification } of claimed) {
    const orderId = notification.type === 'ORDER_STATUS' ? ORDER_LINK.exec(notification.link ?? '')?.[1] : undefined;
    entries.push({ notification, order: orderId ? await findOrderWithItems(db, orderId) : undefined });
  }
  const { publicUrl } = app.config;
  const token = signUnsubscribeToken(unsubscribeSecret, userId);
  const message = digestMail({
    to: user.email,
    firstName: user.firstName,
    entries,
    publicUrl,
    unsubscribe: {
      oneClickUrl: `${publicUrl}/api/outreach/unsubscribe?token=${encodeURIComponent(token)}`,
      pageUrl: `${publicUrl}${unsubscribePagePath(token)}`,
    },
  });
  try {
    await app.mailer.send(message);
  } catch (error) {
    if (isLastAttempt(job))
      await finishDeliveries(
        db,
        ids,
        'FAILED',
        `Gửi email thất bại sau ${job.retryCount + 1} lần: ${errorText(error)}`,
      );
    throw error;
  }
  await finishDeliveries(db, ids, 'SENT');
}
