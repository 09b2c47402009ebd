import { randomUUID } from 'node:crypto';
import type { SigninInput, SigninResponse } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { endSessionsAlone } from '../../db/end-sessions';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { hashPassword, passwordHashOutdated, randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { recordAuditEvent } from '../audit';
import { hasSecondFactor, secondFactorRequired } from '../second-factor';
import { findLiveUserByEmail, presentUser, updateUser } from '../users';
import { reserveSignInAttempt } from './sign-in-throttle';
import { findRefreshToken, insertRefreshToken } from './repository';

/** Where a sign-in came from. */
export type ClientInfo = RequestOrigin;

/** A new access token and a refresh token starting a family (`session-refresh.ts` continues it). */
export async function issueSession(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'role'>,
  client: ClientInfo,
  amr: string[] = ['pwd'],
): Promise<{ accessToken: string; refreshToken: string }> {
  const familyId = randomUUID();
  const refreshToken = randomToken();
  await insertRefreshToken(app.database.db, {
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + app.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    userAgent: client.userAgent?.slice(0, 300),
    amr,
  });
  return { accessToken: await app.tokens.sign(user, familyId, amr), refreshToken };
}

/**
 * A new session for a user who passed every step of signing in, and its line in the audit log
 * (how they signed in, from where).
 */
export async function startSession(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'role' | 'email'>,
  client: ClientInfo,
  method: string,
  amr?: string[],
): Promise<{ accessToken: string; refreshToken: string }> {
  const session = await issueSession(app, user, client, amr);
  await recordAuditEvent(app.database.db, {
    action: 'auth.signin',
    actorId: user.id,
    actorEmail: user.email,
    origin: client,
    details: { method },
  });
  return session;
}

export function assertCanSignIn(user: UserRow): void {
  if (user.status === 'BANNED') throw new AppError('auth/user-disabled');
}

/** The one answer to a failed sign-in: which of e-mail or password was wrong stays unsaid. */
export const invalidCredential = () =>
  new AppError('auth/invalid-credential', { message: 'Email hoặc mật khẩu không đúng' });

/**
 * Checks an e-mail and password. The throttles are taken before the password is verified, so
 * a burst of parallel guesses cannot slip past together; a success gives them back. Failures
 * count per device for a browser that signed in to the account before (`deviceCookie`), per
 * account for the rest (`reserveSignInAttempt`). An unknown e-mail, an account without a
 * password and a wrong password get the same answer in the same time (a hash is verified in
 * every case).
 */
export async function verifyCredentials(
  app: FastifyInstance,
  input: SigninInput,
  client: ClientInfo,
  deviceCookie?: string,
): Promise<UserRow> {
  const email = input.email.toLowerCase();
  const user = await findLiveUserByEmail(app.database.db, email);
  const attempt = await reserveSignInAttempt(app, { origin: client, account: email, user, deviceCookie });
  const failed = (reason: 'unknown-email' | 'wrong-password' | 'banned') =>
    recordAuditEvent(app.database.db, {
      action: 'auth.signin-failed',
      actorId: user?.id,
      actorEmail: email,
      origin: client,
      details: { reason },
    });
  if (!(await verifyPassword(user?.passwordHash, input.password)) || !user?.passwordHash) {
    await failed(user ? 'wrong-password' : 'unknown-email');
    await attempt.failed();
    throw invalidCredential();
  }
  await attempt.succeeded();
  if (user.status === 'BANNED') await failed('banned');
  assertCanSignIn(user);
  if (passwordHashOutdated(user.passwordHash)) {
    await updateUser(app.database.db, user.id, { passwordHash: await hashPassword(input.password) });
  }
  return user;
}

export async function signIn(
  app: FastifyInstance,
  input: SigninInput,
  client: ClientInfo,
  deviceCookie?: string,
): Promise<SigninResponse> {
  const user = await verifyCredentials(app, input, client, deviceCookie);
  if (hasSecondFactor(user)) throw await secondFactorRequired(app, user);
  const session = await startSession(app, user, client, 'password');
  return { ...session, userInfo: presentUser(user) };
}

/**
 * Ends the session of the refresh token (or, without one, of the bearer's access token): its
 * access tokens are refused from the next request on and its sockets close, on every instance.
 */
export async function signOut(
  app: FastifyInstance,
  presented: string | undefined,
  bearerSessionId?: string,
): Promise<void> {
  const stored = presented ? await findRefreshToken(app.database.db, sha256(presented)) : undefined;
  const sessionId = stored?.familyId ?? bearerSessionId;
  if (!sessionId) return;
  await endSessionsAlone(app.database.db, app.realtime, { sessionId });
}
