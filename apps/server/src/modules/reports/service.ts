import { listActiveAdminIds } from '../users';
import { randomUUID } from 'node:crypto';
import {
  canTransitionReport,
  isClaimType,
  personName,
  reportTransitionRefusedMessage,
  type CreateReportInput,
  type ListReportsQuery,
  type Report,
  type ReportPage,
  type ReportPhotoType,
  type UpdateReportData,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { ReportPhotoRow, UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { transaction, type Publisher } from '../../lib/outbox';
import { notify } from '../../db/notify';
import { type Executor } from '../../db/executor';
import { findOrderWithPeople } from '../order-records';
import { assertClaimable, payClaimRefund } from '../proofs';
import { newReportNotification, reportDecisionNotification } from './notify';
import { looksLikePolyglot, reencodePhoto } from './photo-reencode';
import { detectPhotoType, readStoredPhoto, removeReportPhotos, writeReportPhotos } from './photo-storage';
import { presentReport } from './presenter';
import {
  findOrderCode,
  findReportPhoto,
  findReportView,
  insertReport,
  insertReportPhotos,
  listReportPhotos,
  listReports,
  lockReport,
  updateReport,
  type ReportView,
} from './repository';
import type { Viewer } from '../../lib/viewer';
import { canSeeReport, reportListStudent } from './policy';

/** Who is asking: a report is seen by its student and by administrators, by nobody else. */

const notFound = () => new AppError('reports/not-found');

async function findVisibleReport(db: Executor, viewer: Viewer, id: string): Promise<ReportView> {
  const view = await findReportView(db, id);
  if (!view || !canSeeReport(viewer, view.report)) throw notFound();
  return view;
}

export async function getReport(db: Executor, viewer: Viewer, id: string): Promise<Report> {
  const view = await findVisibleReport(db, viewer, id);
  return presentReport(view, await listReportPhotos(db, [view.report.id]));
}

export async function listReportsPage(db: Db, viewer: Viewer, query: ListReportsQuery): Promise<ReportPage> {
  const { page, pageSize, ...filters } = query;
  const { rows, total } = await listReports(
    db,
    { ...filters, studentId: reportListStudent(viewer) },
    { limit: pageSize, offset: (page - 1) * pageSize },
  );
  const photos = await listReportPhotos(
    db,
    rows.map((row) => row.report.id),
  );
  return { items: rows.map((row) => presentReport(row, photos)), total, page, pageSize };
}

/** The bytes of a photo, for the report's student and administrators only. */
export async function getReportPhoto(
  db: Db,
  dataDir: string,
  viewer: Viewer,
  reportId: string,
  photoId: string,
): Promise<{ photo: ReportPhotoRow; bytes: Buffer }> {
  const view = await findVisibleReport(db, viewer, reportId);
  const photo = await findReportPhoto(db, view.report.id, photoId);
  const bytes = photo && (await readStoredPhoto(dataDir, photo.storageKey));
  if (!photo || !bytes) throw new AppError('reports/photo-not-found');
  return { photo, bytes };
}

/**
 * Each photo must really be a JPEG, PNG or WebP image, whatever its name says, and nothing
 * more (no polyglot); what is kept is its re-encoded copy, without metadata.
 */
async function checkPhotos(photos: Buffer[]): Promise<{ bytes: Buffer; contentType: ReportPhotoType }[]> {
  const checked = [];
  for (const [index, bytes] of photos.entries()) {
    const detected = await detectPhotoType(bytes);
    if (!detected) {
      throw new AppError('uploads/invalid-type', {
        fields: { photos: `Ảnh thứ ${index + 1} không phải ảnh JPEG, PNG hoặc WebP` },
      });
    }
    const reencoded = looksLikePolyglot(bytes, detected) ? undefined : await reencodePhoto(bytes);
    if (!reencoded) {
      throw new AppError('uploads/invalid-image', {
        fields: { photos: `Ảnh thứ ${index + 1} bị hỏng hoặc có chứa nội dung không phải ảnh` },
      });
    }
    checked.push({ bytes: reencoded, contentType: 'image/webp' as const });
  }
  return checked;
}

/**
 * A student reports a problem with one of their own orders. The photos are written first
 * (under a fresh report id) and removed again if the report cannot be saved; the report,
 * its photo rows and the administrators' notifications are one transaction, the
 * notifications pushed live once it commits.
 */
export async function createReport(
  db: Db,
  realtime: Publisher,
  dataDir: string,
  student: UserRow,
  input: CreateReportInput,
  photoBytes: Buffer[],
): Promise<Report> {
  const photos = await checkPhotos(photoBytes);
  const order = await findOrderWithPeople(db, input.orderId.toLowerCase());
  if (!order || order.order.studentId !== student.id) {
    throw new AppError('orders/not-found', {
      fields: { orderId: 'Không tìm thấy đơn hàng này trong các đơn của bạn' },
    });
  }
  assertClaimable(input.type, order.order.status);

  const reportId = randomUUID();
  const stored = await writeReportPhotos(dataDir, reportId, photos);
  try {
    await transaction(db, realtime, async (tx, outbox) => {
      const report = await insertReport(tx, {
        id: reportId,
        orderId: order.order.id,
        studentId: student.id,
        type: input.type,
        description: input.description,
      });
      await insertReportPhotos(
        tx,
        stored.map((photo, position) => ({ ...photo, reportId, position })),
      );
      const adminIds = await listActiveAdminIds(tx);
      await notify(
        tx,
        outbox,
        adminIds.map((adminId) => newReportNotification(adminId, report, order.order.code, personName(student))),
      );
    });
  } catch (error) {
    await removeReportPhotos(dataDir, reportId);
    throw error;
  }
  return getReport(db, student, reportId);
}

/**
 * `PATCH /reports/{id}` (administrators): review, resolve or reject, with the answer the
 * student reads and, when resolving, a refund. The change and the student's notification
 * are one transaction on the locked report.
 */
export async function decideReport(
  db: Db,
  realtime: Publisher,
  admin: UserRow,
  id: string,
  input: UpdateReportData,
): Promise<Report> {
  await transaction(db, realtime, async (tx, outbox) => {
    const report = await lockReport(tx, id);
    if (!report) throw notFound();
    if (!canTransitionReport(report.status, input.status)) {
      throw new AppError('reports/invalid-transition', {
        message: reportTransitionRefusedMessage(report.status, input.status),
      });
    }
    const closing = input.status !== 'IN_REVIEW';
    const refundAmount = input.status === 'RESOLVED' ? (input.refundAmount ?? null) : null;
    // A lost-or-damaged claim's refund is paid, by the method the admin names (decision 043).
    if (refundAmount && isClaimType(report.type)) {
      await payClaimRefund(
        tx,
        outbox,
        { reportId: report.id, orderId: report.orderId, type: report.type },
        { amount: refundAmount, method: input.refundMethod, byId: admin.id },
      );
    }
    const updated = await updateReport(tx, report.id, {
      status: input.status,
      answer: input.answer ?? report.answer,
      refundAmount,
      resolvedAt: closing ? new Date() : null,
      resolvedById: closing ? admin.id : null,
    });
    await notify(tx, outbox, [reportDecisionNotification(updated, await findOrderCode(tx, report.orderId))]);
  });
  return getReport(db, admin, id);
}
