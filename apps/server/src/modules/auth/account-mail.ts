import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobWithMetadata } from 'pg-boss';
import { hmac, randomCode, randomToken, sha256 } from '../../lib/crypto';
import { findLiveUserByEmail } from '../users';
import { accountExistsMail, resetPasswordMail, signInLinkMail, signupCodeMail } from './mail-templates';
import { findPendingSignup, insertPasswordReset, insertSignInLink, updatePendingSignup } from './repository';
import { CODE_TTL_MINUTES, SIGN_IN_LINK_TTL_MINUTES } from './code-lifetimes';

/**
 * The account work that depends on whether an e-mail has an account. The public endpoints
 * (sign-up, forgot-password, e-mail-link sign-in) enqueue the same job for every address and
 * answer at once; this job looks the address up, off the request path, so neither the answer
 * nor its time tells a stranger which addresses are registered.
 */
export type AccountMailJob =
  /** `sentAt`: the pending sign-up's `lastSentAt` when asked; a newer send makes this job moot. */
  | { kind: 'signup'; email: string; sentAt: string }
  | { kind: 'password-reset'; email: string }
  /** The nonce's hash only: the nonce itself stays in the asking browser's cookie. */
  | { kind: 'sign-in-link'; email: string; browserNonceHash: string };

export const ACCOUNT_MAIL_QUEUE = 'account-mail';

export const enqueueAccountMail = (app: FastifyInstance, job: AccountMailJob) => app.jobs.send(ACCOUNT_MAIL_QUEUE, job);

async function mailSignup(app: FastifyInstance, job: Extract<AccountMailJob, { kind: 'signup' }>) {
  const db = app.database.db;
  const pending = await findPendingSignup(db, job.email);
  if (!pending || pending.lastSentAt.toISOString() !== job.sentAt) return;
  const existing = await findLiveUserByEmail(db, job.email);
  if (existing) {
    // Its owner hears of the attempt; the sign-up keeps a code nobody was sent, so it can never complete.
    const base = app.config.publicUrl;
    await app.mailer.send(
      accountExistsMail(existing.email, existing.firstName, `${base}/auth`, `${base}/auth/forgot-password`),
    );
    return;
  }
  const code = randomCode();
  await updatePendingSignup(db, job.email, { codeHash: hmac(app.tokens.secret, code) });
  await app.mailer.send(signupCodeMail(job.email, pending.firstName, code, CODE_TTL_MINUTES));
}

async function mailPasswordReset(app: FastifyInstance, email: string) {
  const user = await findLiveUserByEmail(app.database.db, email);
  if (!user || user.status !== 'ACTIVE') return;
  const code = randomCode();
  const token = randomToken();
  // A retried job makes a new reset: the newest is the only one that works, and it is the one mailed.
  await insertPasswordReset(app.database.db, {
    userId: user.id,
    codeHash: hmac(app.tokens.secret, code),
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  const link = `${app.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await app.mailer.send(resetPasswordMail(email, user.firstName, code, link, CODE_TTL_MINUTES));
}

async function mailSignInLink(app: FastifyInstance, email: string, browserNonceHash: string) {
  const user = await findLiveUserByEmail(app.database.db, email);
  if (!user || user.status !== 'ACTIVE') return;
  const token = randomToken();
  await insertSignInLink(app.database.db, {
    userId: user.id,
    tokenHash: sha256(token),
    browserNonceHash,
    expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
  });
  const link = `${app.config.publicUrl}/auth/email-link?token=${encodeURIComponent(token)}`;
  await app.mailer.send(signInLinkMail(user.email, user.firstName, link, SIGN_IN_LINK_TTL_MINUTES));
}

export async function runAccountMail(app: FastifyInstance, job: JobWithMetadata<AccountMailJob>): Promise<void> {
  const data = job.data;
  if (data.kind === 'signup') await mailSignup(app, data);
  else if (data.kind === 'password-reset') await mailPasswordReset(app, data.email);
  else await mailSignInLink(app, data.email, data.browserNonceHash);
}

/** Works the account-mail queue on this instance. */
export const accountMailPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onReady', async () => {
    await app.jobs.work<AccountMailJob>(ACCOUNT_MAIL_QUEUE, (job) => runAccountMail(app, job));
  });
});
