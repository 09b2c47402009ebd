import { foldVietnamese, type ListUsersQuery, type Role } from '@tsa/shared';
import { and, asc, count, desc, eq, gt, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { coalescedFor } from '../../lib/coalesce';
import { hasSqlState } from '../../db/errors';
import { isUuid, type Executor } from '../../db/executor';
import { passkeys, refreshTokens, users, type UserRow } from '../../db/schema';

export type NewUser = typeof users.$inferInsert;

/** The folded text a search matches against: names, e-mail, phone, dormitory, building, room. */
export function searchTextOf(user: Partial<UserRow>): string {
  return foldVietnamese(
    [
      user.lastName,
      user.firstName,
      user.firstName,
      user.lastName,
      user.email,
      user.phoneNumber,
      user.dormitory,
      user.building,
      user.room,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

const live = isNull(users.deletedAt);

/** Anything that is not a uuid is simply not found (the database would refuse to compare it). */
export async function findLiveUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), live));
  return row;
}

interface SessionKey {
  userId: string;
  sessionId: string;
}
type SessionUser = { user: UserRow; sessionLive: boolean };

/**
 * The live user and whether the session (refresh-token family) `sessionId` of theirs is still
 * open, in one indexed query: what every authenticated request and socket handshake reads.
 * Requests that ask at the same moment share one statement (lib/coalesce.ts).
 */
export async function findSessionUser(db: Db, userId: string, sessionId: string): Promise<SessionUser | undefined> {
  if (!isUuid(userId) || !isUuid(sessionId)) return undefined;
  return coalescedFor(db, 'session_users', findSessionUsers)({ userId, sessionId });
}

/** `findSessionUser` for several sessions at once, one answer per key in the keys' order. */
async function findSessionUsers(db: Db, keys: SessionKey[]): Promise<(SessionUser | undefined)[]> {
  const rows = await preparedOnce(db, 'find_session_users', () => sessionUsersQuery(db)).execute({
    userIds: keys.map((key) => key.userId),
    sessionIds: keys.map((key) => key.sessionId),
  });
  const byPosition = new Map(rows.map(({ position, ...found }) => [position, found]));
  return keys.map((_, index) => byPosition.get(index + 1));
}

function sessionUsersQuery(db: Db) {
  const asked = sql`unnest(${sql.placeholder('userIds')}::uuid[], ${sql.placeholder('sessionIds')}::uuid[]) with ordinality as asked(user_id, session_id, position)`;
  const open = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sql`asked.session_id`),
        eq(refreshTokens.userId, sql`asked.user_id`),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    );
  return db
    .select({
      position: sql<number>`asked.position`.mapWith(Number),
      user: users,
      sessionLive: sql<boolean>`exists ${open}`,
    })
    .from(asked)
    .innerJoin(users, and(eq(users.id, sql`asked.user_id`), live))
    .prepare('find_session_users');
}

/** The live user, row-locked until the transaction ends: state checks and the change see the same row. */
export async function lockLiveUserById(tx: Executor, id: string): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), live))
    .for('update');
  return row;
}

/**
 * Locks the active administrators (always in id order, so two admin changes never deadlock) and
 * returns their ids. Two admins demoting each other at once are thus serialised: the second sees
 * the first's change and is refused as the last admin.
 */
export async function lockActiveAdminIds(tx: Executor): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(live, eq(users.role, 'ADMIN' as Role), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function findLiveUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email.toLowerCase()), live));
  return row;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase(), searchText: searchTextOf(values as Partial<UserRow>) })
    .returning();
  return row!;
}

export async function updateUser(db: Executor, id: string, values: Partial<NewUser>): Promise<UserRow> {
  const [current] = await db.select().from(users).where(eq(users.id, id));
  const merged = { ...current, ...values } as UserRow;
  const [row] = await db
    .update(users)
    .set({ ...values, searchText: searchTextOf(merged), updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function countActiveAdmins(db: Executor, exceptId?: string): Promise<number> {
  const conditions = [live, eq(users.role, 'ADMIN' as Role), eq(users.status, 'ACTIVE')];
  if (exceptId) conditions.push(ne(users.id, exceptId));
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...conditions));
  return row?.n ?? 0;
}

const SORT_COLUMNS = {
  createdAt: users.createdAt,
  lastName: users.lastName,
  firstName: users.firstName,
  email: users.email,
  role: users.role,
  status: users.status,
} as const;

/** A row of the admin's list: the account and how many passkeys it has. */
export interface ListedUser {
  user: UserRow;
  passkeys: number;
}

export async function listUsers(db: Db, query: ListUsersQuery): Promise<{ rows: ListedUser[]; total: number }> {
  const conditions: SQL[] = [live];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  if (query.search) {
    const words = foldVietnamese(query.search).split(/\s+/).filter(Boolean);
    for (const word of words) {
      const pattern = `%${word.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
      conditions.push(or(ilike(users.searchText, pattern), ilike(users.email, pattern))!);
    }
  }
  const [field, direction] = query.sort.split(':') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc' | undefined];
  const column = SORT_COLUMNS[field];
  const order = direction === 'asc' ? asc(column) : desc(column);
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        user: users,
        // Qualified by hand: inside the template Drizzle names the columns without their table.
        passkeys: sql<number>`(select count(*) from ${passkeys} where ${passkeys}.user_id = ${users}.id)`.mapWith(
          Number,
        ),
      })
      .from(users)
      .where(where)
      .orderBy(order, asc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

/** A unique index refused the row (e.g. a live user already has that e-mail). Both drivers, wrapped or not. */
export const isUniqueViolation = (error: unknown) => hasSqlState(error, '23505');

/** The admins who are told of something that needs one (a new report, the SMS budget spent). */
export async function listActiveAdminIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ADMIN' as Role), eq(users.status, 'ACTIVE'), live));
  return rows.map((row) => row.id);
}
