import type { ResetPasswordInput } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { endSessions } from '../../db/end-sessions';
import { AppError } from '../../lib/app-error';
import { transaction } from '../../lib/outbox';
import { hashPassword, hmac, safeEqual, sha256 } from '../../lib/crypto';
import { assertPasswordAllowed, findLiveUserByEmail, updateUser } from '../users';
import { enqueueAccountMail } from './account-mail';
import {
  countResetAttempt,
  findOpenResetByTokenHash,
  findOpenResetForUser,
  updatePasswordReset,
  type PasswordReset,
} from './repository';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import type { ClientInfo } from './sessions';
import { CODE_MAX_ATTEMPTS, tooManyWrongCodes } from './signup';

/**
 * Takes the throttles and enqueues the reset's job, the same for every address: the job finds
 * the account, makes the code and link and mails them, off the request path, so the answer and
 * its time do not reveal which e-mails exist.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, client: ClientInfo): Promise<void> {
  await app.rateLimiter.consume('emailPerIp', client.ip);
  await app.rateLimiter.consume('emailPerAccount', email);
  await enqueueAccountMail(app, { kind: 'password-reset', email });
}

const invalidCode = () => new AppError('auth/invalid-verification-code');

async function findReset(app: FastifyInstance, input: ResetPasswordInput): Promise<PasswordReset> {
  const db = app.database.db;
  if (input.token) {
    const reset = await findOpenResetByTokenHash(db, sha256(input.token));
    if (!reset)
      throw new AppError('auth/code-expired', { message: 'Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã được dùng' });
    return reset;
  }
  const email = input.email!;
  await app.rateLimiter.consume('codeCheckPerAccount', email);
  const user = await findLiveUserByEmail(db, email);
  const reset = user ? await findOpenResetForUser(db, user.id) : undefined;
  if (!reset) throw invalidCode();
  // Counted before the code is compared, in one statement, so no burst gets more than the limit.
  const counted = await countResetAttempt(db, reset.id, CODE_MAX_ATTEMPTS);
  if (!counted) throw tooManyWrongCodes();
  if (!safeEqual(counted.codeHash, hmac(app.tokens.secret, input.code!))) throw invalidCode();
  return counted;
}

/** Sets the new password and signs the account out everywhere. */
export async function resetPassword(
  app: FastifyInstance,
  input: ResetPasswordInput,
  origin: RequestOrigin,
): Promise<void> {
  const reset = await findReset(app, input);
  if (reset.expiresAt.getTime() <= Date.now()) throw new AppError('auth/code-expired');
  assertPasswordAllowed(app.passwordPolicy, input.newPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await transaction(app.database.db, app.realtime, async (tx, outbox) => {
    await updateUser(tx, reset.userId, { passwordHash });
    await updatePasswordReset(tx, reset.id, { usedAt: new Date() });
    await endSessions(tx, outbox, { userId: reset.userId });
    await recordAuditEvent(tx, { action: 'auth.password-reset', actorId: reset.userId, origin });
  });
}
