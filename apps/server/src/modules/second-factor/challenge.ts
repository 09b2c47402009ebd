import type { SigninChallenge } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { insertChallenge } from './repository';

/** Long enough to open the authenticator app and type a code, short enough to be worthless later. */
const CHALLENGE_TTL_SECONDS = 300;
/** A challenge is not an access token: a different audience, so neither passes for the other. */
const AUDIENCE = 'tsa-signin-challenge';
const ISSUER = 'tsa';

const keyOf = (app: FastifyInstance) => new TextEncoder().encode(app.tokens.secret);

/**
 * The answer to a first step passed by an account with a second factor: 401
 * `auth/multi-factor-auth-required` with a signed challenge naming the user and a stored row
 * that makes it single use.
 */
/**
 * `firstFactor` is how the first step proved the person (RFC 8176 names: `pwd`, `sms`, `fed`,
 * `email`), carried in the challenge so the session records both steps truly.
 */
export async function secondFactorRequired(
  app: FastifyInstance,
  user: UserRow,
  firstFactor: string[] = ['pwd'],
): Promise<AppError> {
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000);
  const id = await insertChallenge(app.database.db, user.id, expiresAt);
  const challenge = await new SignJWT({ ff: firstFactor })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setJti(id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(app));
  const mfa: SigninChallenge = { challenge, methods: ['totp', 'recovery-code'], expiresAt: expiresAt.toISOString() };
  return new AppError('auth/multi-factor-auth-required', { mfa });
}

/** The user and challenge row a challenge token names; 401 when it is forged, for another use, or expired. */
export async function readChallenge(
  app: FastifyInstance,
  token: string,
): Promise<{ userId: string; id: string; firstFactor: string[] }> {
  try {
    const { payload } = await jwtVerify(token, keyOf(app), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (!payload.sub || !payload.jti) throw new Error('incomplete challenge');
    const firstFactor = Array.isArray(payload.ff) ? payload.ff.filter((v): v is string => typeof v === 'string') : [];
    return { userId: payload.sub, id: payload.jti, firstFactor: firstFactor.length ? firstFactor : ['pwd'] };
  } catch {
    throw new AppError('auth/invalid-multi-factor-challenge');
  }
}
