/** Helpers for the outreach tests (imported by *.test.ts only). */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@tsa/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationDeliveries, type DeliveryChannel } from '../../db/schema';
import type { Headers } from '../../test/orders';

/** Fast queues for tests: a short e-mail batch, quick polling, one-second retries. */
export const FAST_JOBS = {
  MAIL_BATCH_SECONDS: '1',
  JOBS_POLL_SECONDS: '0.5',
  JOBS_RETRY_DELAY_SECONDS: '1',
  JOBS_RETRY_LIMIT: '2',
};

export async function setPreferences(
  app: FastifyInstance,
  headers: Headers,
  change: (p: NotificationPreferences) => void,
) {
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

/**
 * Resolves once no job is waiting, retrying or running that falls due within the next minute:
 * whatever the app was about to send has been sent (or has failed for good). Pushes held for the
 * end of someone's quiet hours are hours away and do not count. Asserting "nothing more was
 * sent" after this needs no guess at how long the queue might take.
 */
export async function queuesSettled(app: FastifyInstance, ms = 15_000): Promise<void> {
  await eventually(async () => {
    const { rows } = await app.database.executeSql(
      `select count(*)::int as "pending" from pgboss.job
        where state in ('created', 'retry', 'active') and start_after < now() + interval '1 minute'`,
    );
    return (rows[0] as { pending: number }).pending === 0;
  }, ms);
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A loopback stand-in for a browser's push service: it keeps what it receives and answers `status` per path. */
export async function startPushService() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(answers.get(request.url ?? '') ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    received,
    answers,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** What a browser does on subscribe: a P-256 key pair and a 16-byte auth secret of its own. */
export function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return { ecdh, auth, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') } };
}
