import { and, asc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { passkeys, webauthnChallenges } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;
export type ChallengePurpose = (typeof webauthnChallenges.$inferSelect)['purpose'];

export async function insertChallenge(db: Executor, values: typeof webauthnChallenges.$inferInsert): Promise<string> {
  const [row] = await db.insert(webauthnChallenges).values(values).returning({ id: webauthnChallenges.id });
  return row!.id;
}

/**
 * Takes a challenge: deletes it and returns it while unexpired, so an answer can use it once.
 * A registration challenge is taken only by the user it was made for.
 */
export async function takeChallenge(
  db: Executor,
  id: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string | undefined> {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose)))
    .returning();
  if (!row || row.expiresAt.getTime() <= Date.now() || row.userId !== userId) return undefined;
  return row.challenge;
}

/** Challenges nobody answered: removed whenever a new one is handed out, so the table stays small. */
export async function deleteExpiredChallenges(db: Executor): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
}

export async function listPasskeys(db: Executor, userId: string): Promise<PasskeyRow[]> {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt));
}

export async function findPasskeyByCredentialId(db: Executor, credentialId: string): Promise<PasskeyRow | undefined> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function insertPasskey(db: Executor, values: typeof passkeys.$inferInsert): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row!;
}

/** Records a use; false when the stored counter moved meanwhile (a parallel replay). */
export async function recordPasskeyUse(db: Executor, row: PasskeyRow, newCounter: number): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, row.id), eq(passkeys.counter, row.counter)))
    .returning({ id: passkeys.id });
  return updated.length === 1;
}

export async function deletePasskey(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}
