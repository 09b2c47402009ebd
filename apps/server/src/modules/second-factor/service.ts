import type { SecondFactorStatus, SigninSecondFactorInput, TotpEnrolment } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { endSessions } from '../../db/end-sessions';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { transaction } from '../../lib/outbox';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { findLiveUserById } from '../users';
import { readChallenge } from './challenge';
import { normaliseRecoveryCode, newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes';
import {
  advanceTimeStep,
  closeChallenge,
  confirmTotp,
  countUnusedRecoveryCodes,
  findOpenChallenge,
  findTotpFactor,
  removePasskeys,
  removeSecondFactor,
  replaceRecoveryCodes,
  saveUnconfirmedTotp,
  spendRecoveryCode,
} from './repository';
import { secretBox } from './secret-box';
import { acceptedTimeStep, newTotpSecret, totpUri } from './totp';

/** Whether `user` owes a second step at sign-in. Passkeys will count here too. */
export const hasSecondFactor = (user: Pick<UserRow, 'secondFactorAt'>): boolean => user.secondFactorAt !== null;

export async function secondFactorStatus(app: FastifyInstance, user: UserRow): Promise<SecondFactorStatus> {
  return {
    enabled: hasSecondFactor(user),
    required: user.role === 'ADMIN',
    enabledAt: user.secondFactorAt?.toISOString() ?? null,
    recoveryCodesLeft: hasSecondFactor(user) ? await countUnusedRecoveryCodes(app.database.db, user.id) : 0,
  };
}

/** A fresh secret to scan; it only takes effect once a code from it is confirmed. */
export async function startTotpEnrolment(app: FastifyInstance, user: UserRow): Promise<TotpEnrolment> {
  if (hasSecondFactor(user)) throw new AppError('auth/second-factor-already-enabled');
  const secret = newTotpSecret();
  await saveUnconfirmedTotp(app.database.db, user.id, secretBox(app.tokens.secret).seal(secret));
  return { secret, otpauthUrl: totpUri(secret, user.email) };
}

async function issueRecoveryCodes(
  app: FastifyInstance,
  userId: string,
  db: Executor = app.database.db,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = codes.map((code) => recoveryCodeHash(app.tokens.secret, normaliseRecoveryCode(code)));
  await replaceRecoveryCodes(db, userId, hashes);
  return codes;
}

/**
 * Checks a 6-digit code of the user's authenticator (confirmed or, while enrolling, not yet),
 * and spends its time step so the same code is refused next time.
 */
async function checkTotpCode(app: FastifyInstance, userId: string, code: string): Promise<boolean> {
  const factor = await findTotpFactor(app.database.db, userId);
  if (!factor) return false;
  let secret: string;
  try {
    secret = secretBox(app.tokens.secret).open(factor.secretCiphertext);
  } catch {
    // Sealed under another server secret (JWT_SECRET rotated): the secret is lost.
    app.log.warn({ userId }, 'second factor secret unreadable with the current server secret');
    return false;
  }
  const step = await acceptedTimeStep(secret, code, factor.lastTimeStep);
  return step !== undefined && (await advanceTimeStep(app.database.db, userId, step));
}

/** Confirms the scanned secret with a code from the app; answers the ten recovery codes, shown once. */
export async function confirmTotpEnrolment(app: FastifyInstance, user: UserRow, code: string): Promise<string[]> {
  if (hasSecondFactor(user)) throw new AppError('auth/second-factor-already-enabled');
  const factor = await findTotpFactor(app.database.db, user.id);
  if (!factor) throw new AppError('auth/second-factor-setup-missing');
  await app.rateLimiter.consume('codeCheckPerAccount', `totp:${user.id}`);
  if (!(await checkTotpCode(app, user.id, code))) throw new AppError('auth/invalid-verification-code');
  await app.rateLimiter.refund('codeCheckPerAccount', `totp:${user.id}`);
  return app.database.db.transaction(async (tx) => {
    await confirmTotp(tx, user.id, new Date());
    return issueRecoveryCodes(app, user.id, tx);
  });
}

/** A current code from the app, asked again before turning the factor off or printing new codes. */
async function assertCurrentCode(app: FastifyInstance, user: UserRow, code: string): Promise<void> {
  if (!hasSecondFactor(user)) throw new AppError('auth/second-factor-not-enabled');
  await app.rateLimiter.consume('codeCheckPerAccount', `totp:${user.id}`);
  if (!(await checkTotpCode(app, user.id, code))) throw new AppError('auth/invalid-verification-code');
  await app.rateLimiter.refund('codeCheckPerAccount', `totp:${user.id}`);
}

export async function regenerateRecoveryCodes(app: FastifyInstance, user: UserRow, code: string): Promise<string[]> {
  await assertCurrentCode(app, user, code);
  return issueRecoveryCodes(app, user.id);
}

/** Staff and students may turn it off (with a current code); an admin must keep one. */
export async function disableSecondFactor(app: FastifyInstance, user: UserRow, code: string): Promise<void> {
  if (user.role === 'ADMIN') {
    throw new AppError('auth/forbidden', { message: 'Quản trị viên bắt buộc dùng xác thực hai bước, không thể tắt' });
  }
  await assertCurrentCode(app, user, code);
  await removeSecondFactor(app.database.db, user.id);
}

/**
 * An admin clears the second factors of someone who lost their phone and their codes: the
 * authenticator app, the recovery codes and the passkeys (which may be on that phone), and ends
 * every session, since the phone may still be signed in. The user signs in again with the
 * password alone; an admin is then asked to enrol again. An admin never resets their own this
 * way: a stolen session would remove the factor that protects it without knowing a code.
 */
export async function resetSecondFactor(
  app: FastifyInstance,
  actor: UserRow,
  userId: string,
  origin: RequestOrigin,
): Promise<UserRow> {
  return transaction(app.database.db, app.realtime, async (tx, outbox) => {
    const target = await findLiveUserById(tx, userId);
    if (!target) throw new AppError('auth/user-not-found');
    if (target.id === actor.id) {
      throw new AppError('users/cannot-change-self', {
        message: 'Bạn không thể tự đặt lại xác thực hai bước của mình; hãy quản lý nó ở trang Bảo mật',
      });
    }
    const totp = hasSecondFactor(target);
    const passkeys = await removePasskeys(tx, target.id);
    if (!totp && passkeys === 0) throw new AppError('auth/second-factor-not-enabled');
    await removeSecondFactor(tx, target.id);
    await endSessions(tx, outbox, { userId: target.id });
    await recordAuditEvent(tx, {
      action: 'mfa.reset',
      actorId: actor.id,
      targetType: 'user',
      targetId: target.id,
      origin,
      details: { totp, passkeys },
    });
    return target;
  });
}

/** `firstFactor`: how the first step proved the person (from the challenge), for the session's amr. */
export type SecondStepOutcome = { user: UserRow; method: 'totp' | 'recovery-code'; firstFactor: string[] };

/** One try's hold on the sign-in throttles (the auth module's `reserveSignInAttempt`). */
export interface SecondStepAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

/**
 * The second step of a sign-in. Throttled like the password step by `reserve` (per IP, and per
 * device or per account: the same counters, reserved before the code is checked, given back on
 * success); the challenge is closed on success only, so a mistyped code can be corrected until
 * the throttle or the expiry stops it.
 */
export async function completeSecondStep(
  app: FastifyInstance,
  input: SigninSecondFactorInput,
  reserve: (user: UserRow) => Promise<SecondStepAttempt>,
  onFailure: (user: UserRow) => Promise<void>,
): Promise<SecondStepOutcome> {
  const db = app.database.db;
  const { userId, id, firstFactor } = await readChallenge(app, input.challenge);
  if (!(await findOpenChallenge(db, id, userId))) throw new AppError('auth/invalid-multi-factor-challenge');
  const user = await findLiveUserById(db, userId);
  if (!user) throw new AppError('auth/invalid-multi-factor-challenge');
  const attempt = await reserve(user);

  let method: SecondStepOutcome['method'];
  if ('code' in input) {
    method = 'totp';
    if (!(await checkTotpCode(app, user.id, input.code))) {
      await onFailure(user);
      await attempt.failed();
      throw new AppError('auth/invalid-verification-code');
    }
  } else {
    method = 'recovery-code';
    const hash = recoveryCodeHash(app.tokens.secret, normaliseRecoveryCode(input.recoveryCode));
    if (!(await spendRecoveryCode(db, user.id, hash))) {
      await onFailure(user);
      await attempt.failed();
      throw new AppError('auth/invalid-recovery-code');
    }
  }
  if (!(await closeChallenge(db, id))) throw new AppError('auth/invalid-multi-factor-challenge');
  await attempt.succeeded();
  if (user.status === 'BANNED') throw new AppError('auth/user-disabled');
  return { user, method, firstFactor };
}
