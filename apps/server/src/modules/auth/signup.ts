import { ERRORS, type SignupCompleteInput, type SignupInitiateInput } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, hmac, randomCode, safeEqual } from '../../lib/crypto';
import { resolveCatalogueAddress } from '../dormitories';
import { currentRegulationVersion } from '../regulations';
import { assertPasswordAllowed, findLiveUserByEmail, insertUser } from '../users';
import type { ClientInfo } from './sessions';
import { accountExistsMail, signupCodeMail } from './mail-templates';
import {
  countSignupAttempt,
  deletePendingSignup,
  findPendingSignup,
  updatePendingSignup,
  upsertPendingSignup,
} from './repository';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_AFTER_SECONDS = 60;

function assertResendAllowed(lastSentAt: Date): void {
  const waited = (Date.now() - lastSentAt.getTime()) / 1000;
  if (waited < RESEND_AFTER_SECONDS) {
    const retryAfterSeconds = Math.ceil(RESEND_AFTER_SECONDS - waited);
    throw new AppError('auth/too-many-requests', {
      message: `Vui lòng đợi ${retryAfterSeconds} giây trước khi gửi lại mã`,
      retryAfterSeconds,
    });
  }
}

async function sendCode(app: FastifyInstance, email: string, firstName: string): Promise<string> {
  const code = randomCode();
  await app.mailer.send(signupCodeMail(email, firstName, code, CODE_TTL_MINUTES));
  return code;
}

/**
 * A new student accepts the rules in force: the version they saw must still be the current
 * one (a stale page after an update asks them to read the new rules first).
 */
async function assertCurrentRegulationsAccepted(db: Db, accepted: number | undefined): Promise<number | undefined> {
  const current = await currentRegulationVersion(db);
  if (current !== undefined && accepted !== current) {
    const message = ERRORS['regulations/not-accepted'].message;
    throw new AppError('regulations/not-accepted', { fields: { acceptedRegulationVersion: message } });
  }
  return current;
}

/**
 * Step 1: remember the sign-up (password hashed) and e-mail a 6-digit code. The answer is the
 * same for an address that already has an account: its owner is e-mailed that instead of a
 * code, so the form does not tell a stranger which addresses are registered.
 */
export async function initiateSignup(
  app: FastifyInstance,
  input: SignupInitiateInput,
  client: ClientInfo,
): Promise<void> {
  const db = app.database.db;
  const regulationVersion = await assertCurrentRegulationsAccepted(db, input.acceptedRegulationVersion);
  await app.rateLimiter.consume('signupPerIp', client.ip);
  assertPasswordAllowed(app.passwordPolicy, input.password);
  // Hashed in both cases, so both answers take the same time.
  const passwordHash = await hashPassword(input.password);

  const existing = await findLiveUserByEmail(db, input.email);
  if (existing) {
    await app.rateLimiter.consume('emailPerAccount', input.email);
    const base = app.config.publicUrl;
    await app.mailer.send(
      accountExistsMail(existing.email, existing.firstName, `${base}/auth`, `${base}/auth/forgot-password`),
    );
    return;
  }

  const pending = await findPendingSignup(db, input.email);
  if (pending) assertResendAllowed(pending.lastSentAt);
  await app.rateLimiter.consume('emailPerAccount', input.email);

  const code = randomCode();
  await upsertPendingSignup(db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    acceptedRegulationVersion: regulationVersion ?? null,
    codeHash: hmac(app.tokens.secret, code),
    codeExpiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    lastSentAt: new Date(),
  });
  await app.mailer.send(signupCodeMail(input.email, input.firstName, code, CODE_TTL_MINUTES));
}

/** Sends a new code for a sign-up already started, at most once a minute. */
export async function resendSignupCode(app: FastifyInstance, email: string): Promise<void> {
  const db = app.database.db;
  const pending = await findPendingSignup(db, email);
  if (!pending) throw new AppError('auth/missing-verification-code');
  assertResendAllowed(pending.lastSentAt);
  await app.rateLimiter.consume('emailPerAccount', email);
  const code = await sendCode(app, email, pending.firstName);
  await updatePendingSignup(db, email, {
    codeHash: hmac(app.tokens.secret, code),
    codeExpiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
    attempts: 0,
    lastSentAt: new Date(),
  });
}

export const tooManyWrongCodes = () =>
  new AppError('auth/too-many-requests', { message: 'Bạn đã nhập sai mã quá nhiều lần. Vui lòng yêu cầu mã mới' });

/** Step 2: check the code and create the verified student with their room. */
export async function completeSignup(app: FastifyInstance, input: SignupCompleteInput) {
  const db = app.database.db;
  await app.rateLimiter.consume('codeCheckPerAccount', input.email);
  // The check is counted before the code is compared, so no burst gets more than the limit.
  const pending = await countSignupAttempt(db, input.email, CODE_MAX_ATTEMPTS);
  if (!pending) {
    if (!(await findPendingSignup(db, input.email))) throw new AppError('auth/missing-verification-code');
    throw tooManyWrongCodes();
  }
  if (pending.codeExpiresAt.getTime() <= Date.now()) throw new AppError('auth/code-expired');
  if (!safeEqual(pending.codeHash, hmac(app.tokens.secret, input.code))) {
    const left = CODE_MAX_ATTEMPTS - pending.attempts;
    throw new AppError('auth/invalid-verification-code', {
      message:
        left > 0
          ? `Mã xác thực không đúng. Bạn còn ${left} lần thử`
          : 'Mã xác thực không đúng. Vui lòng yêu cầu mã mới',
    });
  }

  const address = await resolveCatalogueAddress(db, input);
  return db.transaction(async (tx) => {
    if (await findLiveUserByEmail(tx, input.email)) throw new AppError('auth/email-already-in-use');
    const user = await insertUser(tx, {
      email: pending.email,
      passwordHash: pending.passwordHash,
      firstName: pending.firstName,
      lastName: pending.lastName,
      role: 'STUDENT',
      verified: true,
      phoneNumber: input.phoneNumber,
      ...address,
      acceptedRegulationVersion: pending.acceptedRegulationVersion,
    });
    await deletePendingSignup(tx, input.email);
    return user;
  });
}
