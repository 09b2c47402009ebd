/** Helpers for the outreach tests (imported by *.test.ts only). */
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@tsa/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationDeliveries, type DeliveryChannel } from '../../db/schema';
import type { Headers } from '../orders/test-support';

/** Fast queues for tests: a short e-mail batch, quick polling, one-second retries. */
export const FAST_JOBS = { MAIL_BATCH_SECONDS: '1', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1', JOBS_RETRY_LIMIT: '2' };

export async function setPreferences(app: FastifyInstance, headers: Headers, change: (p: NotificationPreferences) => void) {
  const preferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  change(preferences);
  const response = await app.inject({ method: 'PUT', url: '/api/outreach/preferences', headers, payload: preferences });
  if (response.statusCode !== 200) throw new Error(`preferences not saved: ${response.body}`);
}

export const deliveriesOf = (app: FastifyInstance, userId: string, channel: DeliveryChannel) =>
  app.database.db
    .select()
    .from(notificationDeliveries)
    .where(and(eq(notificationDeliveries.userId, userId), eq(notificationDeliveries.channel, channel)));

/** Polls `check` until it returns something truthy, at most `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
