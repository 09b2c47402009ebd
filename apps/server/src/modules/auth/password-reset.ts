import type { ResetPasswordInput } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { endSessions } from '../../db/end-sessions';
import { AppError } from '../../lib/app-error';
import { transaction } from '../../lib/outbox';
import { hashPassword, hmac, randomCode, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { assertPasswordAllowed, findLiveUserByEmail, updateUser } from '../users';
import { resetPasswordMail } from './mail-templates';
import {
  findOpenResetByTokenHash,
  findOpenResetForUser,
  countResetAttempt,
  insertPasswordReset,
  updatePasswordReset,
  type PasswordReset,
} from './repository';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import type { ClientInfo } from './sessions';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MINUTES, tooManyWrongCodes } from './signup';

/**
 * E-mails a code and a link when the address belongs to an active account. The caller
 * answers the same either way, so the endpoint does not reveal which e-mails exist.
 */
export async function requestPasswordReset(app: FastifyInstance, email: string, client: ClientInfo): Promise<void> {
  await app.rateLimiter.consume('emailPerIp', client.ip);
  await app.rateLimiter.consume('emailPerAccount', email);
  const user = await findLiveUserByEmail(app.database.db, email);
  if (!user || user.status !== 'ACTIVE') return;

  const code = randomCode();
  const token = randomToken();
  await insertPasswordReset(app.database.db, {
    userId: user.id,
    codeHash: hmac(app.tokens.secret, code),
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  const link = `${app.config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
  await app.mailer.send(resetPasswordMail(email, user.firstName, code, link, CODE_TTL_MINUTES));
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
