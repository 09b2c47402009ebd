import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { isUuid, type Executor } from '../../db/executor';
import { passkeys, recoveryCodes, signinChallenges, totpFactors, users } from '../../db/schema';

export type TotpFactor = typeof totpFactors.$inferSelect;

export async function findTotpFactor(db: Executor, userId: string): Promise<TotpFactor | undefined> {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId));
  return row;
}

/** A new, unconfirmed secret replaces any earlier unconfirmed one. */
export async function saveUnconfirmedTotp(db: Executor, userId: string, secretCiphertext: string): Promise<void> {
  await db
    .insert(totpFactors)
    .values({ userId, secretCiphertext })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secretCiphertext, confirmedAt: null, lastTimeStep: null, createdAt: new Date() },
    });
}

/**
 * Records `timeStep` as the newest accepted one; false when an equal or newer step was
 * accepted meanwhile (the same code presented twice at once: only one wins).
 */
export async function advanceTimeStep(db: Executor, userId: string, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(totpFactors)
    .set({ lastTimeStep: timeStep })
    .where(
      and(eq(totpFactors.userId, userId), or(isNull(totpFactors.lastTimeStep), lt(totpFactors.lastTimeStep, timeStep))),
    )
    .returning({ userId: totpFactors.userId });
  return rows.length === 1;
}

export async function confirmTotp(db: Executor, userId: string, at: Date): Promise<void> {
  await db.update(totpFactors).set({ confirmedAt: at }).where(eq(totpFactors.userId, userId));
  await db.update(users).set({ secondFactorAt: at, updatedAt: at }).where(eq(users.id, userId));
}

/** Removes every second factor of the user (disable, admin reset). */
export async function removeSecondFactor(db: Executor, userId: string): Promise<void> {
  await db.delete(totpFactors).where(eq(totpFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.update(users).set({ secondFactorAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Removes the user's passkeys (an admin reset: they may be on the lost phone); answers how many. */
export async function removePasskeys(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return rows.length;
}

export async function replaceRecoveryCodes(db: Executor, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends an unused recovery code; false when it is unknown or already spent. */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

export async function countUnusedRecoveryCodes(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertChallenge(db: Executor, userId: string, expiresAt: Date): Promise<string> {
  const [row] = await db.insert(signinChallenges).values({ userId, expiresAt }).returning({ id: signinChallenges.id });
  return row!.id;
}

/** The challenge when it is still open (unused, unexpired) and belongs to `userId`. */
export async function findOpenChallenge(db: Executor, id: string, userId: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db
    .select({ id: signinChallenges.id })
    .from(signinChallenges)
    .where(
      and(
        eq(signinChallenges.id, id),
        eq(signinChallenges.userId, userId),
        isNull(signinChallenges.usedAt),
        gt(signinChallenges.expiresAt, sql`now()`),
      ),
    );
  return Boolean(row);
}

/** Closes the challenge; false when another request closed it first. */
export async function closeChallenge(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(signinChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(signinChallenges.id, id), isNull(signinChallenges.usedAt)))
    .returning({ id: signinChallenges.id });
  return rows.length === 1;
}
