import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { enqueueOutreach } from './enqueue';
import { runMailDigest } from './mail-job';
import { runPushSend } from './push-job';
import { unsubscribeSecret } from './unsubscribe';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

declare module 'fastify' {
  interface FastifyInstance {
    outreach: { vapid: VapidKeys; unsubscribeSecret: string };
  }
}

/**
 * Takes notifications outside the app: the outbox's transactions enqueue e-mail and push
 * jobs (`enqueue`, inside the transaction), and this instance works those queues, off the
 * request path.
 */
export const outreachPlugin = fp(async (app: FastifyInstance) => {
  const db = app.database.db;
  const vapid = await loadVapidKeys(app.config, db, app.log);
  const secret = await unsubscribeSecret(db, app.tokens.secret);
  app.decorate('outreach', { vapid, unsubscribeSecret: secret });

  const mailBatchSeconds = app.config.MAIL_BATCH_SECONDS;
  app.realtime.enqueue = (tx, outbox) =>
    enqueueOutreach(
      tx,
      outbox.notifications.map((n) => n.row),
      { jobs: app.jobs, mailBatchSeconds },
    );

  app.addHook('onReady', async () => {
    await app.jobs.work<{ userId: string }>('mail-digest', (job) => runMailDigest(app, secret, job));
    await app.jobs.work<{ deliveryId: string }>('push-send', (job) => runPushSend(app, vapid, job));
  });
});
