import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';

/** How long an answer is kept for retries. */
const IDEMPOTENCY_TTL_HOURS = 24;
const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

export interface KeyRef {
  userId: string;
  key: string;
}

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

/**
 * Takes the key for this request: true when it is new (or its last use expired), false when
 * another request holds it. The primary key makes concurrent duplicates race on one row. This
 * and `saveAnswer` run on every creating request: their SQL is built once (db/prepared.ts).
 */
export async function claimKey(db: Db, ref: KeyRef, requestHash: string): Promise<boolean> {
  const rows = await preparedOnce(db, 'idempotency_claim', () => {
    const hash = sql`${sql.placeholder('requestHash')}`;
    return db
      .insert(idempotencyKeys)
      .values({ userId: sql.placeholder('userId'), key: sql.placeholder('key'), requestHash: hash })
      .onConflictDoUpdate({
        target: [idempotencyKeys.userId, idempotencyKeys.key],
        set: { requestHash: hash, statusCode: null, contentType: null, responseBody: null, createdAt: sql`now()` },
        setWhere: lt(idempotencyKeys.createdAt, expired),
      })
      .returning({ userId: idempotencyKeys.userId })
      .prepare('idempotency_claim');
  }).execute({ ...ref, requestHash });
  return rows.length > 0;
}

export async function findKey(db: Db, ref: KeyRef): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key)));
  return row;
}

export async function saveAnswer(
  db: Db,
  ref: KeyRef,
  answer: { statusCode: number; contentType: string; responseBody: string },
): Promise<void> {
  await preparedOnce(db, 'idempotency_answer', () =>
    db
      .update(idempotencyKeys)
      .set({
        statusCode: sql`${sql.placeholder('statusCode')}`,
        contentType: sql`${sql.placeholder('contentType')}`,
        responseBody: sql`${sql.placeholder('responseBody')}`,
      })
      .where(
        and(eq(idempotencyKeys.userId, sql.placeholder('userId')), eq(idempotencyKeys.key, sql.placeholder('key'))),
      )
      .prepare('idempotency_answer'),
  ).execute({ ...ref, ...answer });
}

/** Lets the key be used again (the answer could not be kept, e.g. a streamed body). */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key)));
}

export async function deleteExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
}
