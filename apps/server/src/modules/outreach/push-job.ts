import type { PushPayload } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import webpush from 'web-push';
import { findPushDelivery, finishDeliveries } from './deliveries-repository';
import { errorText, isLastAttempt } from './mail-job';
import { removeSubscriptionById } from './subscriptions';
import type { VapidKeys } from './vapid-keys';

/** How long a push service keeps a message for a phone that is off (one day). */
const TTL_SECONDS = 24 * 60 * 60;
const TIMEOUT_MS = 10_000;

/**
 * The night-before reminder's one-tap choices (decision 043): "Xác nhận" confirms as the order
 * opens; "Đổi giờ" and "Hủy" open the order on their dialog, since both ask for a choice.
 */
function pushActions(notification: { type: string; link: string | null }): PushPayload['actions'] {
  if (notification.type !== 'PICKUP_REMINDER' || !notification.link) return undefined;
  const base = notification.link.replace(/&action=[\w-]+$/, '');
  return [
    { action: 'confirm', title: 'Xác nhận', link: `${base}&action=confirm-now` },
    { action: 'reschedule', title: 'Đổi giờ', link: `${base}&action=reschedule` },
    { action: 'cancel', title: 'Hủy', link: `${base}&action=cancel` },
  ];
}

/**
 * Sends one notification to one device. web-push signs (VAPID) and encrypts (RFC 8291,
 * aes128gcm); the request goes out with fetch so it has a deadline. 404/410 mean the browser
 * dropped the subscription: it is removed and the delivery skipped, not retried.
 */
export async function runPushSend(
  app: FastifyInstance,
  vapid: VapidKeys,
  job: JobWithMetadata<{ deliveryId: string }>,
) {
  const db = app.database.db;
  const found = await findPushDelivery(db, job.data.deliveryId);
  if (!found || found.delivery.status !== 'PENDING') return;
  const { delivery, device, notification } = found;
  if (!device) {
    await finishDeliveries(db, [delivery.id], 'SKIPPED', 'Thiết bị đã tắt thông báo');
    return;
  }
  const payload: PushPayload = {
    title: notification.title,
    body: notification.body,
    link: notification.link,
    tag: notification.id,
    actions: pushActions(notification),
  };
  const request = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const headers = { ...request.headers } as Record<string, string>;
  delete headers['Content-Length'];
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.status === 404 || response.status === 410) {
      await removeSubscriptionById(db, device.id);
      await finishDeliveries(
        db,
        [delivery.id],
        'SKIPPED',
        `Dịch vụ push trả lời ${response.status}: thiết bị không còn nhận thông báo`,
      );
      return;
    }
    if (!response.ok) throw new Error(`Dịch vụ push trả lời ${response.status}`);
  } catch (error) {
    if (isLastAttempt(job))
      await finishDeliveries(
        db,
        [delivery.id],
        'FAILED',
        `Gửi push thất bại sau ${job.retryCount + 1} lần: ${errorText(error)}`,
      );
    throw error;
  }
  await finishDeliveries(db, [delivery.id], 'SENT');
}
