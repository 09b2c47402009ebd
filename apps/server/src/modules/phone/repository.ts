import { and, eq, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { phoneCodes, smsHourlyBudget, users, type UserRow } from '../../db/schema';

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;

/** What a code used up leaves in `codeHash`: matches no code, keeps the row's counters. */
export const USED_CODE = 'used';

/**
 * Writes a new code for the number in one statement, only when the number is past its cooldown
 * (`lastSentAt` ≤ `cooldownEdge`) and under its daily cap: a burst of parallel requests for one
 * number gets exactly one row back. The day's count restarts on a new Ho Chi Minh City day.
 */
export async function claimCodeSlot(
  db: Executor,
  values: {
    phoneNumber: string;
    userId: string | null;
    codeHash: string;
    expiresAt: Date;
    now: Date;
    today: string;
    cooldownEdge: Date;
    dailyCap: number;
  },
): Promise<PhoneCodeRow | undefined> {
  const { phoneNumber, userId, codeHash, expiresAt, now, today, cooldownEdge, dailyCap } = values;
  const fresh = { userId, codeHash, expiresAt, attempts: 0, lastSentAt: now };
  const [row] = await db
    .insert(phoneCodes)
    .values({ phoneNumber, ...fresh, sentOnDay: today, sentThatDay: 1 })
    .onConflictDoUpdate({
      target: phoneCodes.phoneNumber,
      set: {
        ...fresh,
        sentThatDay: sql`case when ${phoneCodes.sentOnDay} = ${today} then ${phoneCodes.sentThatDay} + 1 else 1 end`,
        sentOnDay: today,
      },
      setWhere: and(
        lte(phoneCodes.lastSentAt, cooldownEdge),
        or(ne(phoneCodes.sentOnDay, today), lt(phoneCodes.sentThatDay, dailyCap)),
      ),
    })
    .returning();
  return row;
}

export async function findPhoneCode(db: Executor, phoneNumber: string): Promise<PhoneCodeRow | undefined> {
  const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phoneNumber, phoneNumber));
  return row;
}

/**
 * Counts one attempt at the number's code, atomically: no row once `limit` attempts were made,
 * so parallel guesses cannot check more than `limit` codes between them.
 */
export async function takeCodeAttempt(
  db: Executor,
  phoneNumber: string,
  limit: number,
): Promise<PhoneCodeRow | undefined> {
  const [row] = await db
    .update(phoneCodes)
    .set({ attempts: sql`${phoneCodes.attempts} + 1` })
    .where(and(eq(phoneCodes.phoneNumber, phoneNumber), lt(phoneCodes.attempts, limit)))
    .returning();
  return row;
}

/** Uses the code up (true for the one caller that did), keeping the cooldown and the day's count. */
export async function useCode(db: Executor, phoneNumber: string, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(phoneCodes)
    .set({ codeHash: USED_CODE })
    .where(and(eq(phoneCodes.phoneNumber, phoneNumber), eq(phoneCodes.codeHash, codeHash)))
    .returning({ phoneNumber: phoneCodes.phoneNumber });
  return rows.length === 1;
}

/** Counts one SMS against the clock hour's budget, atomically; false once the hour has sent `budget`. */
export async function takeHourlyBudget(db: Executor, hour: Date, budget: number): Promise<boolean> {
  const rows = await db
    .insert(smsHourlyBudget)
    .values({ hour, sent: 1 })
    .onConflictDoUpdate({
      target: smsHourlyBudget.hour,
      set: { sent: sql`${smsHourlyBudget.sent} + 1` },
      setWhere: lt(smsHourlyBudget.sent, budget),
    })
    .returning({ sent: smsHourlyBudget.sent });
  return rows.length === 1;
}

/** Marks the hour's budget as reported to the admins: true for the one caller that marked it. */
export async function markBudgetAlerted(db: Executor, hour: Date, now: Date): Promise<boolean> {
  const rows = await db
    .update(smsHourlyBudget)
    .set({ alertedAt: now })
    .where(and(eq(smsHourlyBudget.hour, hour), isNull(smsHourlyBudget.alertedAt)))
    .returning({ hour: smsHourlyBudget.hour });
  return rows.length === 1;
}

/** The live account that proved this number (E.164) with an SMS code, if any. */
export async function findUserByVerifiedPhone(db: Executor, phoneNumber: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phoneNumber), isNotNull(users.phoneVerifiedAt), isNull(users.deletedAt)));
  return row;
}
