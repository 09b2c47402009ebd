import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobWithMetadata } from 'pg-boss';
import type { Tx } from '../../lib/outbox';
import { openCode, sealCode } from './code-seal';
import { CODE_TTL_SECONDS } from './limits';
import { findPhoneCode } from './repository';
import { smsSenderOf } from './sms';

export const SMS_QUEUE = 'sms';

/** One code to text. `sentAt` is the code row's `lastSentAt`: a newer code makes this job moot. */
export interface SmsJob {
  phoneNumber: string;
  sentAt: string;
  sealedCode: string;
}

/** The message of every provider that sends our words: plain ASCII, one SMS segment. */
export const smsText = (code: string, minutes: number) =>
  `TSA: Ma xac thuc cua ban la ${code}. Ma co hieu luc ${minutes} phut. Khong chia se ma nay voi bat ky ai.`;

/** A number as the log shows it: enough to tell two apart, not enough to collect them. */
export const maskedNumber = (e164: string) => `${e164.slice(0, 5)}***${e164.slice(-3)}`;

/** Enqueues the SMS inside the transaction that wrote its code: the job exists only if the code does. */
export function enqueueSms(app: FastifyInstance, tx: Tx, phoneNumber: string, code: string, sentAt: Date) {
  const job: SmsJob = { phoneNumber, sentAt: sentAt.toISOString(), sealedCode: sealCode(app.tokens.secret, code) };
  return app.jobs.sendInTransaction(tx, SMS_QUEUE, job);
}

/**
 * Hands the code to the provider. A provider's error throws, so pg-boss retries the job with
 * back-off; a code replaced or expired meanwhile is not sent at all. "Accepted" is what the
 * provider says, not that the phone got it: it is logged as such.
 */
export async function runSmsJob(app: FastifyInstance, job: JobWithMetadata<SmsJob>) {
  const { phoneNumber, sentAt, sealedCode } = job.data;
  const row = await findPhoneCode(app.database.db, phoneNumber);
  const to = maskedNumber(phoneNumber);
  if (!row || row.lastSentAt.toISOString() !== sentAt || row.expiresAt.getTime() <= Date.now()) {
    app.log.info({ to, jobId: job.id }, 'sms not sent: its code was replaced or expired');
    return;
  }
  const code = openCode(app.tokens.secret, sealedCode);
  const sender = smsSenderOf(app);
  try {
    const { reference } = await sender.send({ to: phoneNumber, code, text: smsText(code, CODE_TTL_SECONDS / 60) });
    app.log.info({ to, provider: sender.name, reference, attempt: job.retryCount }, 'sms accepted by the provider');
  } catch (error) {
    // The provider's own words (SmsProviderError never carries the message or the code).
    app.log.warn(
      { to, provider: sender.name, attempt: job.retryCount, reason: String(error) },
      'sms refused, will retry',
    );
    throw error;
  }
}

/** Works the SMS queue on this instance. */
export const smsPlugin = fp(async (app: FastifyInstance) => {
  if (app.config.SMS_PROVIDER === 'log' && app.config.NODE_ENV === 'production') {
    app.log.warn('SMS_PROVIDER=log: sign-in codes are written to the log and DATA_DIR/sms/, not sent to phones');
  }
  app.addHook('onReady', async () => {
    await app.jobs.work<SmsJob>(SMS_QUEUE, (job) => runSmsJob(app, job));
  });
});
