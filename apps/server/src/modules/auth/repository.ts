import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { passwordResets, pendingSignups, refreshTokens, signInLinks } from '../../db/schema';

export type PendingSignup = typeof pendingSignups.$inferSelect;
export type PasswordReset = typeof passwordResets.$inferSelect;
export type RefreshToken = typeof refreshTokens.$inferSelect;
export type SignInLink = typeof signInLinks.$inferSelect;

export async function findPendingSignup(db: Executor, email: string): Promise<PendingSignup | undefined> {
  const [row] = await db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
  return row;
}

export async function upsertPendingSignup(db: Executor, values: typeof pendingSignups.$inferInsert): Promise<void> {
  await db
    .insert(pendingSignups)
    .values(values)
    .onConflictDoUpdate({ target: pendingSignups.email, set: { ...values, attempts: 0, createdAt: new Date() } });
}

export async function updatePendingSignup(db: Executor, email: string, values: Partial<PendingSignup>): Promise<void> {
  await db.update(pendingSignups).set(values).where(eq(pendingSignups.email, email));
}

/**
 * Counts one check of the sign-up's code, in one statement: parallel guesses cannot all read
 * the same count before any of them writes it back. Undefined when no sign-up is waiting or its
 * `limit` checks are spent.
 */
export async function countSignupAttempt(
  db: Executor,
  email: string,
  limit: number,
): Promise<PendingSignup | undefined> {
  const [row] = await db
    .update(pendingSignups)
    .set({ attempts: sql`${pendingSignups.attempts} + 1` })
    .where(and(eq(pendingSignups.email, email), lt(pendingSignups.attempts, limit)))
    .returning();
  return row;
}

export async function deletePendingSignup(db: Executor, email: string): Promise<void> {
  await db.delete(pendingSignups).where(eq(pendingSignups.email, email));
}

export async function insertPasswordReset(db: Executor, values: typeof passwordResets.$inferInsert): Promise<void> {
  // Only the newest reset of a user is valid.
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, values.userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values(values);
}

export async function findOpenResetForUser(db: Executor, userId: string): Promise<PasswordReset | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1);
  return row;
}

export async function findOpenResetByTokenHash(db: Executor, tokenHash: string): Promise<PasswordReset | undefined> {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)));
  return row;
}

/** Counts one check of the reset's code atomically (as `countSignupAttempt`); undefined once `limit` are spent. */
export async function countResetAttempt(db: Executor, id: string, limit: number): Promise<PasswordReset | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(and(eq(passwordResets.id, id), lt(passwordResets.attempts, limit)))
    .returning();
  return row;
}

export async function updatePasswordReset(db: Executor, id: string, values: Partial<PasswordReset>): Promise<void> {
  await db.update(passwordResets).set(values).where(eq(passwordResets.id, id));
}

export async function insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

export async function findRefreshToken(db: Executor, tokenHash: string): Promise<RefreshToken | undefined> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks the token used at `at`; false when another request rotated or revoked it first. */
export async function markRotated(db: Executor, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ rotatedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

export async function insertSignInLink(db: Executor, values: typeof signInLinks.$inferInsert): Promise<void> {
  // Only the newest link of a user works.
  await db
    .update(signInLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(signInLinks.userId, values.userId), isNull(signInLinks.usedAt)));
  await db.insert(signInLinks).values(values);
}

export async function findOpenSignInLink(db: Executor, tokenHash: string): Promise<SignInLink | undefined> {
  const [row] = await db
    .select()
    .from(signInLinks)
    .where(and(eq(signInLinks.tokenHash, tokenHash), isNull(signInLinks.usedAt)));
  return row;
}

/** Marks the link used; false when another request took it first. */
export async function consumeSignInLink(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(signInLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(signInLinks.id, id), isNull(signInLinks.usedAt)))
    .returning({ id: signInLinks.id });
  return rows.length === 1;
}
