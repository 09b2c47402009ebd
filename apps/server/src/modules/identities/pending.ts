import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { pendingIdentities } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';

export type PendingIdentityRow = typeof pendingIdentities.$inferSelect;
export type NewPendingIdentity = Omit<
  typeof pendingIdentities.$inferInsert,
  'id' | 'tokenHash' | 'expiresAt' | 'createdAt' | 'emailCodeHash' | 'emailCodeExpiresAt' | 'emailCodeAttempts'
>;

/** Long enough to fill in the profile or find the password; short enough that a leaked token soon dies. */
export const PENDING_IDENTITY_MINUTES = 30;

/**
 * Holds an identity TSA cannot tie to an account yet and returns the single-use token that
 * names it (only its hash is stored). Expired ones are swept on the way.
 */
export async function createPendingIdentity(db: Executor, values: NewPendingIdentity): Promise<string> {
  const token = randomToken();
  await db.delete(pendingIdentities).where(lt(pendingIdentities.expiresAt, new Date()));
  await db.insert(pendingIdentities).values({
    ...values,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + PENDING_IDENTITY_MINUTES * 60_000),
  });
  return token;
}

/** The unexpired pending identity behind a token, for `purpose`. */
export async function findPendingIdentity(
  db: Executor,
  token: string,
  purpose: PendingIdentityRow['purpose'],
): Promise<PendingIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(pendingIdentities)
    .where(
      and(
        eq(pendingIdentities.tokenHash, sha256(token)),
        eq(pendingIdentities.purpose, purpose),
        gt(pendingIdentities.expiresAt, new Date()),
      ),
    );
  return row;
}

/** Uses a token up: true for the one caller that took it. */
export async function takePendingIdentity(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(pendingIdentities)
    .where(eq(pendingIdentities.id, id))
    .returning({ id: pendingIdentities.id });
  return rows.length === 1;
}

export async function findPendingIdentityById(db: Executor, id: string): Promise<PendingIdentityRow | undefined> {
  const [row] = await db.select().from(pendingIdentities).where(eq(pendingIdentities.id, id));
  return row;
}

export async function updatePendingIdentity(
  db: Executor,
  id: string,
  values: Partial<Omit<PendingIdentityRow, 'id' | 'tokenHash'>>,
): Promise<void> {
  await db.update(pendingIdentities).set(values).where(eq(pendingIdentities.id, id));
}

/**
 * Counts one check of the e-mail code before it is compared, atomically, so a burst of parallel
 * guesses gets no more than `limit` between them; undefined once they are spent.
 */
export async function countPendingCodeAttempt(
  db: Executor,
  id: string,
  limit: number,
): Promise<PendingIdentityRow | undefined> {
  const [row] = await db
    .update(pendingIdentities)
    .set({ emailCodeAttempts: sql`${pendingIdentities.emailCodeAttempts} + 1` })
    .where(and(eq(pendingIdentities.id, id), lt(pendingIdentities.emailCodeAttempts, limit)))
    .returning();
  return row;
}
