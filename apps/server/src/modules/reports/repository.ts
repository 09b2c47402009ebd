import { foldVietnamese, type ListReportsQuery } from '@tsa/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  claimRefunds,
  orders,
  reportPhotos,
  reports,
  users,
  type NewReport,
  type NewReportPhoto,
  type ReportPhotoRow,
  type ReportRow,
} from '../../db/schema';
import { isUuid, type Executor } from '../../db/executor';

const resolvers = alias(users, 'resolvers');

export interface PersonNames {
  id: string;
  firstName: string;
  lastName: string;
}
export interface ReportView {
  report: ReportRow;
  order: { id: string; code: string };
  student: PersonNames;
  resolver: PersonNames | null;
  /** A claim's refund method (decision 043), when one was paid. */
  refundMethod: string | null;
}

// ---- writing

export async function insertReport(tx: Executor, values: NewReport): Promise<ReportRow> {
  const [row] = await tx.insert(reports).values(values).returning();
  return row!;
}

export async function insertReportPhotos(tx: Executor, values: NewReportPhoto[]): Promise<void> {
  if (values.length) await tx.insert(reportPhotos).values(values);
}

/** The report, row-locked until the transaction ends: the status check and the change see the same row. */
export async function lockReport(tx: Executor, id: string): Promise<ReportRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await tx.select().from(reports).where(eq(reports.id, id)).for('update');
  return row;
}

export async function updateReport(tx: Executor, id: string, values: Partial<NewReport>): Promise<ReportRow> {
  const [row] = await tx
    .update(reports)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(reports.id, id))
    .returning();
  return row!;
}

// ---- reading

function selectReports(db: Executor) {
  return db
    .select({
      report: reports,
      order: { id: orders.id, code: orders.code },
      student: { id: users.id, firstName: users.firstName, lastName: users.lastName },
      resolver: { id: resolvers.id, firstName: resolvers.firstName, lastName: resolvers.lastName },
      refundMethod: claimRefunds.method,
    })
    .from(reports)
    .innerJoin(orders, eq(orders.id, reports.orderId))
    .innerJoin(users, eq(users.id, reports.studentId))
    .leftJoin(resolvers, eq(resolvers.id, reports.resolvedById))
    .leftJoin(claimRefunds, eq(claimRefunds.reportId, reports.id));
}

export async function findReportView(db: Executor, id: string): Promise<ReportView | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await selectReports(db).where(eq(reports.id, id));
  return row;
}

export async function findOrderCode(db: Executor, orderId: string): Promise<string> {
  const [row] = await db.select({ code: orders.code }).from(orders).where(eq(orders.id, orderId));
  return row?.code ?? '';
}

/** The photos of several reports, each report's in the order they were sent. */
export async function listReportPhotos(db: Executor, reportIds: string[]): Promise<ReportPhotoRow[]> {
  if (!reportIds.length) return [];
  return db
    .select()
    .from(reportPhotos)
    .where(inArray(reportPhotos.reportId, reportIds))
    .orderBy(asc(reportPhotos.reportId), asc(reportPhotos.position));
}

export async function findReportPhoto(
  db: Executor,
  reportId: string,
  photoId: string,
): Promise<ReportPhotoRow | undefined> {
  if (!isUuid(photoId)) return undefined;
  const [row] = await db
    .select()
    .from(reportPhotos)
    .where(and(eq(reportPhotos.id, photoId), eq(reportPhotos.reportId, reportId)));
  return row;
}

// ---- lists

export type ReportFilters = Omit<ListReportsQuery, 'page' | 'pageSize'> & { studentId?: string };

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

/** Every word of `search` must match the order code or the student (folded name, e-mail, phone). */
function reportConditions(filters: ReportFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.studentId) conditions.push(eq(reports.studentId, filters.studentId));
  if (filters.orderId) conditions.push(eq(reports.orderId, filters.orderId.toLowerCase()));
  if (filters.status?.length) conditions.push(inArray(reports.status, filters.status));
  if (filters.type?.length) conditions.push(inArray(reports.type, filters.type));
  if (filters.search) {
    for (const word of foldVietnamese(filters.search).split(/\s+/).filter(Boolean)) {
      const pattern = `%${escapeLike(word)}%`;
      conditions.push(or(ilike(orders.code, pattern), ilike(users.searchText, pattern))!);
    }
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first. */
export async function listReports(
  db: Executor,
  filters: ReportFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: ReportView[]; total: number }> {
  const where = reportConditions(filters);
  const [rows, [totalRow]] = await Promise.all([
    selectReports(db)
      .where(where)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(reports)
      .innerJoin(orders, eq(orders.id, reports.orderId))
      .innerJoin(users, eq(users.id, reports.studentId))
      .where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}
