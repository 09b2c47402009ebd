import { randomInt } from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  orders,
  referralClaims,
  referralCodes,
  referrals,
  users,
  type ReferralRow,
  type UserRow,
} from '../../db/schema';
import type { Executor } from '../../db/executor';

// No 0/O or 1/I: the code is read aloud and typed on a phone.
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 7 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');

/** The student's referral code, made the first time anything asks for it. */
export async function ensureReferralCode(db: Executor, userId: string): Promise<string> {
  for (;;) {
    const [made] = await db
      .insert(referralCodes)
      .values({ userId, code: newCode() })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (made) return made.code;
    const [found] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    // Not there either: the conflict was another student's code, so draw another.
    if (found) return found.code;
  }
}

/** The owner of a referral code (any case), if it exists. */
export async function findReferrerByCode(db: Executor, code: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code.toUpperCase()));
  return row?.user;
}

export async function findReferralOf(db: Executor, refereeId: string): Promise<ReferralRow | undefined> {
  const [row] = await db.select().from(referrals).where(eq(referrals.refereeId, refereeId));
  return row;
}

/** Orders of the student that count: a cancelled one leaves the next still "the first". */
export async function liveOrders(db: Executor, studentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.studentId, studentId), ne(orders.status, 'CANCELLED')));
  return row?.n ?? 0;
}

/**
 * The referral whose discount the student's next order would get: pending, not yet on an order
 * (or on one that was cancelled), and the student has no order that counts. `lock` holds the
 * row until the transaction ends, so two first orders at once do not both get it.
 */
export async function firstOrderReferral(
  db: Executor,
  studentId: string,
  lock = false,
): Promise<ReferralRow | undefined> {
  const query = db
    .select()
    .from(referrals)
    .where(
      and(
        eq(referrals.refereeId, studentId),
        eq(referrals.status, 'PENDING'),
        sql`(${referrals.orderId} is null or exists (select 1 from ${orders} where ${orders.id} = ${referrals.orderId} and ${orders.status} = 'CANCELLED'))`,
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (await liveOrders(db, studentId)) > 0) return undefined;
  return row;
}

export async function setReferralOrder(db: Executor, referralId: string, orderId: string): Promise<void> {
  await db.update(referrals).set({ orderId }).where(eq(referrals.id, referralId));
}

export async function insertReferral(
  db: Executor,
  values: typeof referrals.$inferInsert,
): Promise<ReferralRow | undefined> {
  const [row] = await db.insert(referrals).values(values).onConflictDoNothing().returning();
  return row;
}

/** Claims the identities for the referral; false if one of them already brought a referral. */
export async function claimIdentities(db: Executor, referralId: string, hashes: string[]): Promise<boolean> {
  if (!hashes.length) return true;
  const claimed = await db
    .insert(referralClaims)
    .values(hashes.map((identityHash) => ({ identityHash, referralId })))
    .onConflictDoNothing()
    .returning({ hash: referralClaims.identityHash });
  return claimed.length === hashes.length;
}

export async function referrerCounts(db: Executor, referrerId: string) {
  const [row] = await db
    .select({
      signedUp: count(),
      rewarded: sql<number>`count(*) filter (where ${referrals.status} = 'REWARDED')`.mapWith(Number),
      rewardTotal:
        sql<number>`coalesce(sum(${referrals.reward}) filter (where ${referrals.status} = 'REWARDED'), 0)`.mapWith(
          Number,
        ),
    })
    .from(referrals)
    .where(eq(referrals.referrerId, referrerId));
  return row ?? { signedUp: 0, rewarded: 0, rewardTotal: 0 };
}

/** Marks the referral of this first order rewarded, once: null if it was not pending on this order. */
export async function markRewarded(db: Executor, orderId: string): Promise<ReferralRow | undefined> {
  const [row] = await db
    .update(referrals)
    .set({ status: 'REWARDED', rewardedAt: sql`now()` })
    .where(and(eq(referrals.orderId, orderId), eq(referrals.status, 'PENDING')))
    .returning();
  return row;
}
