import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { IdentityProvider } from '@tsa/shared';
import type { Executor } from '../../db/executor';
import { passkeys, userIdentities, users, type UserRow } from '../../db/schema';

export type IdentityRow = typeof userIdentities.$inferSelect;

/** The live account an outside identity belongs to. */
export async function findUserByIdentity(
  db: Executor,
  provider: IdentityProvider,
  subject: string,
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject), isNull(users.deletedAt)));
  return row?.user;
}

/**
 * Ties an identity to an account. Returns false when the identity already belongs to an account
 * (the unique index decides, so two racing links cannot both win).
 */
export async function linkIdentity(
  db: Executor,
  values: Pick<IdentityRow, 'userId' | 'provider' | 'subject'> & Partial<Pick<IdentityRow, 'displayName' | 'email'>>,
): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values({ ...values, lastUsedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: userIdentities.id });
  return rows.length === 1;
}

export async function touchIdentity(db: Executor, provider: IdentityProvider, subject: string): Promise<void> {
  await db
    .update(userIdentities)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));
}

export async function listIdentities(db: Executor, userId: string): Promise<IdentityRow[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
}

/** Removes the account's identity at `provider`; true when there was one. */
export async function unlinkIdentity(db: Executor, userId: string, provider: IdentityProvider): Promise<boolean> {
  const rows = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/** A deleted account lets go of its identities, so they can sign up again. */
export async function removeIdentitiesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
}

/** How many passkeys the account holds (each one is a way in). */
export async function countPasskeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}
