import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findLiveUserByEmail, findLiveUserByGoogleSubject, insertUser, updateUser } from '../users';

interface GoogleClaims extends JWTPayload {
  email?: string;
  email_verified?: boolean | string;
  given_name?: string;
  family_name?: string;
  name?: string;
  picture?: string;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const jwksCache = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function jwksFor(url: string) {
  let jwks = jwksCache.get(url);
  if (!jwks) {
    jwks = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    jwksCache.set(url, jwks);
  }
  return jwks;
}

/** Checks the ID token's signature against Google's keys, its audience, issuer and expiry. */
async function verifyGoogleIdToken(app: FastifyInstance, idToken: string): Promise<GoogleClaims> {
  const clientId = app.config.GOOGLE_CLIENT_ID;
  if (!clientId) throw new AppError('auth/operation-not-allowed', { message: 'Đăng nhập với Google chưa được bật' });
  try {
    const { payload } = await jwtVerify<GoogleClaims>(idToken, jwksFor(app.config.GOOGLE_JWKS_URL), {
      issuer: GOOGLE_ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
    });
    return payload;
  } catch (error) {
    app.log.info({ err: error }, 'google id token refused');
    throw new AppError('auth/invalid-credential');
  }
}

/**
 * The user behind a Google ID token: the account already linked to it, else the account with
 * the same verified e-mail (now linked), else a new student who completes the profile later.
 */
export async function userFromGoogle(app: FastifyInstance, idToken: string): Promise<UserRow> {
  const claims = await verifyGoogleIdToken(app, idToken);
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!claims.sub || !claims.email || !verified) throw new AppError('auth/email-not-verified');
  const email = claims.email.toLowerCase();
  const db = app.database.db;

  const linked = await findLiveUserByGoogleSubject(db, claims.sub);
  if (linked) return linked;
  const existing = await findLiveUserByEmail(db, email);
  if (existing) {
    return updateUser(db, existing.id, {
      googleSubject: claims.sub,
      verified: true,
      photoUrl: existing.photoUrl ?? claims.picture ?? null,
    });
  }
  const [fallbackFirst, ...rest] = (claims.name ?? email.split('@')[0]!).split(' ').reverse();
  return insertUser(db, {
    email,
    passwordHash: null,
    firstName: claims.given_name ?? fallbackFirst ?? email,
    lastName: claims.family_name ?? rest.reverse().join(' '),
    role: 'STUDENT',
    verified: true,
    googleSubject: claims.sub,
    photoUrl: claims.picture ?? null,
  });
}
