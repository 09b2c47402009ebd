import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { coalescedFor } from '../../lib/coalesce';
import { idempotencyKeys } from '../../db/schema';

/** How long an answer is kept for retries. */
const IDEMPOTENCY_TTL_HOURS = 24;
const expired = sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;

export interface KeyRef {
  userId: string;
  key: string;
}

export type StoredAnswer = typeof idempotencyKeys.$inferSelect;

interface Answer {
  statusCode: number;
  contentType: string;
  responseBody: string;
}

/**
 * Takes the key for this request: true when it is new (or its last use expired), false when
 * another request holds it. The primary key makes concurrent duplicates race on one row. This
 * and `saveAnswer` run on every creating request: requests at the same moment share one
 * statement (lib/coalesce.ts), whose text never changes.
 */
export async function claimKey(db: Db, ref: KeyRef, requestHash: string): Promise<boolean> {
  return coalescedFor(db, 'idempotency_claims', claimKeys)({ ...ref, requestHash });
}

const refId = ({ userId, key }: KeyRef) => `${userId} ${key}`;

async function claimKeys(db: Db, claims: (KeyRef & { requestHash: string })[]): Promise<boolean[]> {
  // The same key twice in one statement is an error: the first takes it, the others find it held.
  const firstAt = new Map<string, number>();
  claims.forEach((claim, index) => {
    if (!firstAt.has(refId(claim))) firstAt.set(refId(claim), index);
  });
  const unique = [...firstAt.values()].map((index) => claims[index]!);
  const { rows } = await db.execute<{ user_id: string; key: string }>(sql`
    insert into idempotency_keys (user_id, key, request_hash)
    select * from unnest(
      ${sql.param(unique.map((claim) => claim.userId))}::uuid[],
      ${sql.param(unique.map((claim) => claim.key))}::text[],
      ${sql.param(unique.map((claim) => claim.requestHash))}::text[]
    )
    on conflict (user_id, key) do update
      set request_hash = excluded.request_hash, status_code = null, content_type = null,
          response_body = null, created_at = now()
      where idempotency_keys.created_at < ${expired}
    returning user_id, key`);
  const taken = new Set(rows.map((row) => refId({ userId: row.user_id, key: row.key })));
  return claims.map((claim, index) => firstAt.get(refId(claim)) === index && taken.has(refId(claim)));
}

export async function findKey(db: Db, ref: KeyRef): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key)));
  return row;
}

export async function saveAnswer(db: Db, ref: KeyRef, answer: Answer): Promise<void> {
  await coalescedFor(db, 'idempotency_answers', saveAnswers)({ ...ref, ...answer });
}

async function saveAnswers(db: Db, answers: (KeyRef & Answer)[]): Promise<void[]> {
  const column = <K extends keyof (KeyRef & Answer)>(name: K) => sql.param(answers.map((answer) => answer[name]));
  await db.execute(sql`
    update idempotency_keys
    set status_code = answer.status_code, content_type = answer.content_type, response_body = answer.response_body
    from unnest(
      ${column('userId')}::uuid[], ${column('key')}::text[], ${column('statusCode')}::int[],
      ${column('contentType')}::text[], ${column('responseBody')}::text[]
    ) as answer(user_id, key, status_code, content_type, response_body)
    where idempotency_keys.user_id = answer.user_id and idempotency_keys.key = answer.key`);
  return answers.map(() => undefined);
}

/** Lets the key be used again (the answer could not be kept, e.g. a streamed body). */
export async function releaseKey(db: Db, ref: KeyRef): Promise<void> {
  await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key)));
}

export async function deleteExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expired));
}
