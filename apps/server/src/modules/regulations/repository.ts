import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { regulationVersions, users, type NewRegulationVersion, type RegulationVersionRow } from '../../db/schema';
import type { Executor } from '../../db/executor';

export interface Author {
  id: string;
  firstName: string;
  lastName: string;
}
export interface RegulationView {
  row: RegulationVersionRow;
  author: Author | null;
}
export type RegulationSummaryView = { row: Omit<RegulationVersionRow, 'content'>; author: Author | null };

const author = { id: users.id, firstName: users.firstName, lastName: users.lastName };
const { content: _content, ...summaryColumns } = getTableColumns(regulationVersions);

function selectWithAuthor(db: Executor) {
  return db
    .select({ row: regulationVersions, author })
    .from(regulationVersions)
    .leftJoin(users, eq(users.id, regulationVersions.createdById));
}

/** The highest version: the rules in force. */
export async function findCurrentRegulation(db: Executor): Promise<RegulationView | undefined> {
  const [row] = await selectWithAuthor(db).orderBy(desc(regulationVersions.version)).limit(1);
  return row;
}

export async function currentRegulationVersion(db: Executor): Promise<number | undefined> {
  const [row] = await db
    .select({ version: regulationVersions.version })
    .from(regulationVersions)
    .orderBy(desc(regulationVersions.version))
    .limit(1);
  return row?.version;
}

export async function findRegulationVersion(db: Executor, version: number): Promise<RegulationView | undefined> {
  const [row] = await selectWithAuthor(db).where(eq(regulationVersions.version, version));
  return row;
}

/** Every version without its text, newest first. */
export async function listRegulationVersions(db: Executor): Promise<RegulationSummaryView[]> {
  return db
    .select({ row: summaryColumns, author })
    .from(regulationVersions)
    .leftJoin(users, eq(users.id, regulationVersions.createdById))
    .orderBy(desc(regulationVersions.version));
}

/**
 * Saves `values` as the next version. The table lock makes two saves at the same moment
 * queue up instead of both taking the same number (reads of the rules are not blocked).
 */
export async function insertNextRegulationVersion(
  tx: Executor,
  values: Omit<NewRegulationVersion, 'version'>,
): Promise<RegulationVersionRow> {
  await tx.execute(sql`lock table ${regulationVersions} in share row exclusive mode`);
  const [last] = await tx
    .select({ version: sql<number>`coalesce(max(${regulationVersions.version}), 0)`.mapWith(Number) })
    .from(regulationVersions);
  const [row] = await tx
    .insert(regulationVersions)
    .values({ ...values, version: (last?.version ?? 0) + 1 })
    .returning();
  return row!;
}

/** Version 1, unless any version exists (several instances may start at once). */
export async function insertFirstRegulationVersion(
  db: Executor,
  values: Omit<NewRegulationVersion, 'version'>,
): Promise<void> {
  await db
    .insert(regulationVersions)
    .values({ ...values, version: 1 })
    .onConflictDoNothing({ target: regulationVersions.version });
}
