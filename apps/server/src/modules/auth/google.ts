import type { FastifyInstance } from 'fastify';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findUserByIdentity, linkIdentity, touchIdentity } from '../identities';
import { findLiveUserByEmail, insertUser, updateUser } from '../users';

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

  const identity = { provider: 'google' as const, subject: claims.sub, email, displayName: claims.name ?? null };

  const linked = await findUserByIdentity(db, 'google', claims.sub);
  if (linked) {
    await touchIdentity(db, 'google', claims.sub);
    return linked;
  }
  // Google is the mailbox's own provider for the addresses it vouches for (Gmail, Workspace),
  // so its verified e-mail links the account at once; the redirect providers, which vouch for
  // addresses they do not host, ask the owner to prove the account first (decision 041).
  const existing = await findLiveUserByEmail(db, email);
  if (existing) {
    return db.transaction(async (tx) => {
      if (!(await linkIdentity(tx, { userId: existing.id, ...identity })))
        throw new AppError('auth/credential-already-in-use');
      return updateUser(tx, existing.id, { verified: true, photoUrl: existing.photoUrl ?? claims.picture ?? null });
    });
  }
  const [fallbackFirst, ...rest] = (claims.name ?? email.split('@')[0]!).split(' ').reverse();
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email,
      passwordHash: null,
      firstName: claims.given_name ?? fallbackFirst ?? email,
      lastName: claims.family_name ?? rest.reverse().join(' '),
      role: 'STUDENT',
      verified: true,
      photoUrl: claims.picture ?? null,
    });
    if (!(await linkIdentity(tx, { userId: user.id, ...identity })))
      throw new AppError('auth/credential-already-in-use');
    return user;
  });
}
