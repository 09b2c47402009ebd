import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobWithMetadata } from 'pg-boss';
import { AppError } from '../../lib/app-error';
import { hmac, randomCode, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { RequestOrigin } from '../../lib/request-origin';
import { CODE_TTL_MINUTES, signupCodeMail, wrongCodeError } from '../auth';
import {
  countPendingCodeAttempt,
  findPendingIdentity,
  findPendingIdentityById,
  updatePendingIdentity,
  type PendingIdentityRow,
} from './pending';

/**
 * Proving an e-mail the provider did not give (X and Zalo give none): a 6-digit code is mailed
 * to the address typed on the completion form. Sent the same way whether or not the address has
 * an account (the code proves the mailbox either way, and the completion then signs in to that
 * account), so the answer tells a stranger nothing. The code is made and mailed by a job, as the
 * sign-up's is: it never sits in the job table, and a failing mail server is retried.
 */
export const IDENTITY_MAIL_QUEUE = 'identity-mail';
export const EMAIL_CODE_RESEND_SECONDS = 60;
export const EMAIL_CODE_MAX_ATTEMPTS = 5;

interface IdentityMailJob {
  pendingId: string;
  /** The row's `emailCodeSentAt` when asked: a newer request makes this job moot. */
  sentAt: string;
}

/** A code nobody can type, held until the job mails the real one. */
const unusableCodeHash = () => sha256(randomToken());

export async function pendingSignupOf(app: FastifyInstance, token: string): Promise<PendingIdentityRow> {
  const pending = await findPendingIdentity(app.database.db, token, 'signup');
  if (!pending) throw new AppError('auth/session-expired');
  return pending;
}

export async function requestEmailCode(
  app: FastifyInstance,
  token: string,
  email: string,
  origin: RequestOrigin,
): Promise<{ resendAfterSeconds: number }> {
  const pending = await pendingSignupOf(app, token);
  if (pending.emailCodeSentAt) {
    const waited = (Date.now() - pending.emailCodeSentAt.getTime()) / 1000;
    if (waited < EMAIL_CODE_RESEND_SECONDS) {
      const retryAfterSeconds = Math.ceil(EMAIL_CODE_RESEND_SECONDS - waited);
      throw new AppError('auth/too-many-requests', {
        message: `Vui lòng đợi ${retryAfterSeconds} giây trước khi gửi lại mã`,
        retryAfterSeconds,
      });
    }
  }
  await app.rateLimiter.consume('emailPerIp', origin.ip);
  await app.rateLimiter.consume('emailPerAccount', email.toLowerCase());
  const sentAt = new Date();
  await updatePendingIdentity(app.database.db, pending.id, {
    claimedEmail: email.toLowerCase(),
    emailCodeHash: unusableCodeHash(),
    emailCodeExpiresAt: new Date(sentAt.getTime() + CODE_TTL_MINUTES * 60_000),
    emailCodeAttempts: 0,
    emailCodeSentAt: sentAt,
  });
  await app.jobs.send(IDENTITY_MAIL_QUEUE, { pendingId: pending.id, sentAt: sentAt.toISOString() });
  return { resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS };
}

async function mailCode(app: FastifyInstance, job: IdentityMailJob): Promise<void> {
  const db = app.database.db;
  const pending = await findPendingIdentityById(db, job.pendingId);
  if (!pending?.claimedEmail || pending.emailCodeSentAt?.toISOString() !== job.sentAt) return;
  const code = randomCode();
  await updatePendingIdentity(db, pending.id, { emailCodeHash: hmac(app.tokens.secret, code) });
  const name = pending.firstName ?? pending.displayName ?? 'bạn';
  await app.mailer.send(signupCodeMail(pending.claimedEmail, name, code, CODE_TTL_MINUTES));
}

/**
 * Checks the code for the claimed e-mail, counting the check first. Returns the e-mail it
 * proved.
 */
export async function proveClaimedEmail(
  app: FastifyInstance,
  pending: PendingIdentityRow,
  email: string,
  code: string | undefined,
): Promise<string> {
  const claimed = email.toLowerCase();
  if (!code || !pending.claimedEmail || pending.claimedEmail !== claimed) {
    throw new AppError('auth/missing-verification-code', {
      message: 'Vui lòng yêu cầu mã xác thực cho email này',
    });
  }
  await app.rateLimiter.consume('codeCheckPerAccount', claimed);
  const counted = await countPendingCodeAttempt(app.database.db, pending.id, EMAIL_CODE_MAX_ATTEMPTS);
  if (!counted) {
    throw new AppError('auth/too-many-requests', {
      message: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới',
    });
  }
  if (!counted.emailCodeExpiresAt || counted.emailCodeExpiresAt.getTime() <= Date.now()) {
    throw new AppError('auth/code-expired');
  }
  if (!counted.emailCodeHash || !safeEqual(counted.emailCodeHash, hmac(app.tokens.secret, code))) {
    throw wrongCodeError(EMAIL_CODE_MAX_ATTEMPTS - counted.emailCodeAttempts);
  }
  return claimed;
}

/** Works the identity-mail queue on this instance. */
export const identityMailPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    await app.jobs.work<IdentityMailJob>(IDENTITY_MAIL_QUEUE, (job: JobWithMetadata<IdentityMailJob>) =>
      mailCode(app, job.data),
    );
  });
});
