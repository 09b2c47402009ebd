import { and, eq, isNull } from 'drizzle-orm';
import { transaction, type Outbox, type Publisher, type SessionScope } from '../lib/outbox';
import type { Db } from './client';
import type { Executor } from './executor';
import { refreshTokens } from './schema';

/**
 * The one way sessions end: a sign-out, a replayed refresh token, a new password, a ban, a
 * deletion, a second-factor reset. The refresh tokens are revoked inside the caller's
 * transaction, so from the next request on the session's access tokens are refused too
 * (decision 019); its sockets are closed on every instance once that transaction commits (the
 * outbox, `plugins/realtime.ts`). A path that revoked without closing left a live socket
 * listening to the account's events, and a socket closed before the commit could reconnect
 * while the session still looked open.
 */
export async function endSessions(tx: Executor, outbox: Outbox, scope: SessionScope): Promise<void> {
  const whose =
    'sessionId' in scope ? eq(refreshTokens.familyId, scope.sessionId) : eq(refreshTokens.userId, scope.userId);
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(whose, isNull(refreshTokens.revokedAt)));
  outbox.endedSessions.push(scope);
}

/** `endSessions` in a transaction of its own, for a path that changes nothing else. */
export const endSessionsAlone = (db: Db, publisher: Publisher, scope: SessionScope): Promise<void> =>
  transaction(db, publisher, (tx, outbox) => endSessions(tx, outbox, scope));
