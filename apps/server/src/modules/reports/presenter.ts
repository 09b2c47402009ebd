import { personName, type ClaimRefundMethod, type Report, type ReportPhoto } from '@tsa/shared';
import type { ReportPhotoRow } from '../../db/schema';
import type { PersonNames, ReportView } from './repository';

const person = (names: PersonNames) => ({ id: names.id, name: personName(names) });

export const reportPhotoUrl = (reportId: string, photoId: string) => `/api/reports/${reportId}/photos/${photoId}`;

export function presentReportPhoto(row: ReportPhotoRow): ReportPhoto {
  return { id: row.id, url: reportPhotoUrl(row.reportId, row.id), contentType: row.contentType, size: row.size };
}

/** The only shape a report leaves the server in; `photos` may hold other reports' photos too. */
export function presentReport(
  { report, order, student, resolver, refundMethod }: ReportView,
  photos: ReportPhotoRow[],
): Report {
  return {
    id: report.id,
    order,
    student: person(student),
    type: report.type,
    description: report.description,
    status: report.status,
    answer: report.answer,
    refundAmount: report.refundAmount,
    refundMethod: (refundMethod as ClaimRefundMethod | null) ?? null,
    photos: photos.filter((photo) => photo.reportId === report.id).map(presentReportPhoto),
    createdAt: report.createdAt.toISOString(),
    updatedAt: report.updatedAt.toISOString(),
    resolvedAt: report.resolvedAt ? report.resolvedAt.toISOString() : null,
    resolvedBy: resolver ? person(resolver) : null,
  };
}
