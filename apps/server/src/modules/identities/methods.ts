import type { IdentityProvider, SignInMethods } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/executor';
import { users, type UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestOrigin } from '../../lib/request-origin';
import { recordAuditEvent } from '../audit';
import { updateUser } from '../users';
import { findPendingIdentity, takePendingIdentity } from './pending';
import { countPasskeys, listIdentities, unlinkIdentity } from './repository';
import { attachPendingIdentity } from './signup';

/** Every way into the account, as its page lists them. */
export async function signInMethodsOf(db: Executor, user: UserRow): Promise<SignInMethods> {
  const identities = await listIdentities(db, user.id);
  return {
    password: user.passwordHash !== null,
    passkeys: await countPasskeys(db, user.id),
    phone:
      user.phoneVerifiedAt && user.phoneNumber
        ? { phoneNumber: user.phoneNumber, verifiedAt: user.phoneVerifiedAt.toISOString() }
        : null,
    identities: identities.map((identity) => ({
      provider: identity.provider,
      displayName: identity.displayName,
      email: identity.email,
      createdAt: identity.createdAt.toISOString(),
      lastUsedAt: identity.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

const countOf = (methods: SignInMethods) =>
  Number(methods.password) + methods.passkeys + methods.identities.length + Number(methods.phone !== null);

/** The account row, locked until the transaction ends: two removals of its last ways in queue up. */
async function lockedUser(tx: Executor, userId: string): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new AppError('auth/user-not-found');
  return row;
}

/**
 * Removes one way in (a provider, or the phone number's sign-in: the number stays on the
 * account as a contact). Never the last one: the account would have no way in left.
 */
export async function removeSignInMethod(
  app: FastifyInstance,
  userId: string,
  provider: IdentityProvider | 'phone',
  origin: RequestOrigin,
): Promise<void> {
  await app.database.db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    const methods = await signInMethodsOf(tx, user);
    const held =
      provider === 'phone'
        ? methods.phone !== null
        : methods.identities.some((identity) => identity.provider === provider);
    if (!held) return;
    if (countOf(methods) <= 1) throw new AppError('auth/last-sign-in-method');
    if (provider === 'phone') await updateUser(tx, user.id, { phoneVerifiedAt: null });
    else await unlinkIdentity(tx, user.id, provider);
    await recordAuditEvent(tx, {
      action: 'auth.identity-unlinked',
      actorId: user.id,
      actorEmail: user.email,
      origin,
      details: { provider },
    });
  });
}

/**
 * Links the identity a `link` token holds to the signed-in account: signing in to it (any way)
 * proved the account, the token proves the identity.
 */
export async function linkPendingToSignedIn(
  app: FastifyInstance,
  user: UserRow,
  token: string,
  origin: RequestOrigin,
): Promise<SignInMethods> {
  const db = app.database.db;
  const pending = await findPendingIdentity(db, token, 'link');
  if (!pending) throw new AppError('auth/session-expired');
  return db.transaction(async (tx) => {
    if (!(await takePendingIdentity(tx, pending.id))) throw new AppError('auth/session-expired');
    if (!(await attachPendingIdentity(tx, user, pending, origin, 'signed-in')))
      throw new AppError('auth/credential-already-in-use');
    return signInMethodsOf(tx, await lockedUser(tx, user.id));
  });
}
