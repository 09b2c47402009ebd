import { REPORT_STATUS_LABELS, REPORT_TYPE_LABELS, type ReportStatus } from '@tsa/shared';
import type { NewNotification, ReportRow } from '../../db/schema';
import { formatVnd } from '../../lib/money';

export const studentReportLink = (reportId: string) => `/student/report?id=${reportId}`;
export const adminReportLink = (reportId: string) => `/dashboard/report?id=${reportId}`;

function decisionBody(report: ReportRow, status: ReportStatus): string {
  const kind = `"${REPORT_TYPE_LABELS[report.type]}"`;
  const answer = report.answer ? ` Phản hồi: ${report.answer}` : '';
  switch (status) {
    case 'IN_REVIEW':
      return `Chúng tôi đang xem xét báo cáo ${kind} của bạn.${answer}`;
    case 'RESOLVED': {
      const refund = report.refundAmount ? ` Bạn được hoàn ${formatVnd(report.refundAmount)}.` : '';
      return `Báo cáo ${kind} của bạn đã được giải quyết.${refund}${answer}`;
    }
    case 'REJECTED':
      return `Báo cáo ${kind} của bạn không được chấp nhận. Lý do: ${report.answer ?? ''}`.trim();
    case 'OPEN':
      return `Báo cáo ${kind} của bạn đã được ghi nhận.`;
  }
}

/** For the student, on every decision about their report. */
export function reportDecisionNotification(report: ReportRow, orderCode: string): NewNotification {
  return {
    userId: report.studentId,
    type: 'REPORT',
    title: `Báo cáo sự cố đơn ${orderCode}: ${REPORT_STATUS_LABELS[report.status]}`,
    body: decisionBody(report, report.status),
    link: studentReportLink(report.id),
    event: report.status,
  };
}

/** For each administrator, when a student reports a problem. */
export function newReportNotification(
  adminId: string,
  report: ReportRow,
  orderCode: string,
  studentName: string,
): NewNotification {
  return {
    userId: adminId,
    type: 'REPORT_NEW',
    title: `Báo cáo sự cố mới: ${REPORT_TYPE_LABELS[report.type]} — đơn ${orderCode}`,
    body: `${studentName}: ${report.description}`,
    link: adminReportLink(report.id),
  };
}
