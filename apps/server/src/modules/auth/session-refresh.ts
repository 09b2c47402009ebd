import type { FastifyInstance } from 'fastify';
import { endSessionsAlone } from '../../db/end-sessions';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { hmac, sha256 } from '../../lib/crypto';
import { findLiveUserById } from '../users';
import { findRefreshToken, insertRefreshToken, markRotated, type RefreshToken } from './repository';
import type { ClientInfo } from './sessions';

/**
 * How long a refresh token, once rotated, may be presented again and still get the pair its
 * rotation made: the other tabs of a browser, or a retry after a lost answer, refreshing at the
 * same moment (decision 039). After it, presenting the token again is a replay: the session ends.
 */
export const REFRESH_GRACE_SECONDS = 5;

interface SessionPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * The refresh token that follows `presented`. Derived, not drawn, so that every request that
 * presents the same token within the grace answers the same pair without the database keeping
 * a usable token: it stores only hashes, and deriving needs the server's secret as well.
 */
const successorOf = (app: FastifyInstance, presented: string) =>
  hmac(app.tokens.secret, `refresh-successor:${presented}`);

/**
 * Rotates a refresh token. Presenting it again within the grace answers the same pair; after
 * it, the token leaked or was replayed: the whole family (the session) ends, its sockets too.
 */
export async function refresh(app: FastifyInstance, presented: string, client: ClientInfo): Promise<SessionPair> {
  const stored = await findRefreshToken(app.database.db, sha256(presented));
  if (!stored) throw new AppError('auth/invalid-credential');
  return answer(app, stored, presented, client);
}

async function answer(
  app: FastifyInstance,
  stored: RefreshToken,
  presented: string,
  client: ClientInfo,
): Promise<SessionPair> {
  const db = app.database.db;
  const now = new Date();
  if (stored.revokedAt) {
    // A ban revokes every session: its holder is told of the ban (and shown /banned), not
    // merely asked to sign in again only to be refused then.
    const user = await findLiveUserById(db, stored.userId);
    throw new AppError(user?.status === 'BANNED' ? 'auth/user-disabled' : 'auth/invalid-credential');
  }
  if (stored.rotatedAt) {
    if (now.getTime() - stored.rotatedAt.getTime() > REFRESH_GRACE_SECONDS * 1000) {
      await endSessionsAlone(db, app.realtime, { sessionId: stored.familyId });
      app.log.warn({ userId: stored.userId, familyId: stored.familyId }, 'refresh token reuse: session ended');
      throw new AppError('auth/invalid-credential');
    }
    const user = await sessionHolder(app, stored);
    return pairOf(app, user, stored, presented, stored.rotatedAt);
  }
  if (stored.expiresAt.getTime() <= now.getTime()) throw new AppError('auth/user-token-expired');

  const user = await sessionHolder(app, stored);
  const rotated = await db.transaction(async (tx) => {
    if (!(await markRotated(tx, stored.id, now))) return false;
    await insertRefreshToken(tx, {
      userId: user.id,
      familyId: stored.familyId,
      tokenHash: sha256(successorOf(app, presented)),
      expiresAt: new Date(now.getTime() + app.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      userAgent: client.userAgent?.slice(0, 300),
      amr: stored.amr,
    });
    return true;
  });
  if (rotated) return pairOf(app, user, stored, presented, now);
  // Another request rotated or revoked it since it was read: answered as a repeat of that one.
  const current = await findRefreshToken(db, stored.tokenHash);
  if (!current) throw new AppError('auth/invalid-credential');
  return answer(app, current, presented, client);
}

/** The live user of a session; a deleted or banned one ends it. */
async function sessionHolder(app: FastifyInstance, stored: RefreshToken): Promise<UserRow> {
  const user = await findLiveUserById(app.database.db, stored.userId);
  if (user && user.status !== 'BANNED') return user;
  await endSessionsAlone(app.database.db, app.realtime, { sessionId: stored.familyId });
  throw user ? new AppError('auth/user-disabled') : new AppError('auth/user-not-found', { statusCode: 401 });
}

/** The pair a rotation at `rotatedAt` made: the same inputs give the same tokens. */
async function pairOf(
  app: FastifyInstance,
  user: UserRow,
  stored: RefreshToken,
  presented: string,
  rotatedAt: Date,
): Promise<SessionPair> {
  return {
    accessToken: await app.tokens.sign(user, stored.familyId, stored.amr, rotatedAt),
    refreshToken: successorOf(app, presented),
  };
}
