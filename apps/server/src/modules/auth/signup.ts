import { ERRORS, type SignupCompleteInput, type SignupInitiateInput } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword, hmac, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { resolveCatalogueAddress } from '../dormitories';
import { claimReferral, referralAmounts } from '../referrals';
import { currentRegulationVersion } from '../regulations';
import { assertPasswordAllowed, findLiveUserByEmail, insertUser } from '../users';
import type { ClientInfo } from './sessions';
import { enqueueAccountMail } from './account-mail';
import { CODE_TTL_MINUTES, wrongCodeError } from './code-lifetimes';
import {
  countSignupAttempt,
  deletePendingSignup,
  findPendingSignup,
  updatePendingSignup,
  upsertPendingSignup,
} from './repository';

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
 * A code nobody can type: a sign-up waits with it until its job mails a real one, and keeps it
 * for an address that already has an account, so that sign-up can never complete.
 */
const unusableCodeHash = () => sha256(randomToken());

/**
 * Step 1: remember the sign-up (password hashed) and enqueue its mail. An address that already
 * has an account goes through the same steps, the same throttles and the same answers (a second
 * try within a minute is refused for both); the job then e-mails its owner that they have an
 * account instead of a code. So neither the answers nor their sequence tell a stranger which
 * addresses are registered.
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
  const passwordHash = await hashPassword(input.password);

  const pending = await findPendingSignup(db, input.email);
  if (pending) assertResendAllowed(pending.lastSentAt);
  await app.rateLimiter.consume('emailPerAccount', input.email);

  const sentAt = new Date();
  await upsertPendingSignup(db, {
    email: input.email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    acceptedRegulationVersion: regulationVersion ?? null,
    codeHash: unusableCodeHash(),
    codeExpiresAt: new Date(sentAt.getTime() + CODE_TTL_MINUTES * 60_000),
    lastSentAt: sentAt,
  });
  await enqueueAccountMail(app, { kind: 'signup', email: input.email, sentAt: sentAt.toISOString() });
}

/** Sends a new code (or, for a registered address, the same notice) at most once a minute. */
export async function resendSignupCode(app: FastifyInstance, email: string): Promise<void> {
  const db = app.database.db;
  const pending = await findPendingSignup(db, email);
  if (!pending) throw new AppError('auth/missing-verification-code');
  assertResendAllowed(pending.lastSentAt);
  await app.rateLimiter.consume('emailPerAccount', email);
  const sentAt = new Date();
  await updatePendingSignup(db, email, {
    codeHash: unusableCodeHash(),
    codeExpiresAt: new Date(sentAt.getTime() + CODE_TTL_MINUTES * 60_000),
    attempts: 0,
    lastSentAt: sentAt,
  });
  await enqueueAccountMail(app, { kind: 'signup', email, sentAt: sentAt.toISOString() });
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
    throw wrongCodeError(CODE_MAX_ATTEMPTS - pending.attempts);
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
    // A refused code refuses the sign-up under its field: the student clears it or fixes it.
    if (input.referralCode) {
      await claimReferral(tx, user, input.referralCode, referralAmounts(app.config), 'referralCode');
    }
    await deletePendingSignup(tx, input.email);
    return user;
  });
}
