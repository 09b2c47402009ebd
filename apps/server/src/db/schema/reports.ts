import type { ReportPhotoType, ReportStatus, ReportType } from '@tsa/shared';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

/** A student's incident report about one of their orders, and the administrator's decision. */
export const reports = pgTable(
  'reports',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => orders.id),
    studentId: uuid()
      .notNull()
      .references(() => users.id),
    type: text().$type<ReportType>().notNull(),
    description: text().notNull(),
    status: text().$type<ReportStatus>().notNull().default('OPEN'),
    answer: text(),
    /** VND, decided when resolving. */
    refundAmount: integer(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedById: uuid().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_student_created_idx').on(t.studentId, t.createdAt),
    index('reports_status_created_idx').on(t.status, t.createdAt),
    index('reports_order_idx').on(t.orderId),
    index('reports_created_at_idx').on(t.createdAt),
  ],
);

/**
 * A photo of a report. The bytes live on disk under DATA_DIR/uploads/<storageKey>; the
 * key is made by the server (never the client's file name) and the type read from the bytes.
 */
export const reportPhotos = pgTable(
  'report_photos',
  {
    id: uuid().primaryKey().defaultRandom(),
    reportId: uuid()
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    storageKey: text().notNull(),
    contentType: text().$type<ReportPhotoType>().notNull(),
    size: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_photos_report_idx').on(t.reportId, t.position)],
);

export type ReportRow = typeof reports.$inferSelect;
export type NewReport = typeof reports.$inferInsert;
export type ReportPhotoRow = typeof reportPhotos.$inferSelect;
export type NewReportPhoto = typeof reportPhotos.$inferInsert;
