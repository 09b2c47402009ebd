/** Incident reports: about 1 % of completed orders (a quarter of the slow ones), decided by an admin unless recent. */
import { REPORT_TYPES, type ReportStatus, type ReportType } from '@tsa/shared';
import type { NewOrder, NewReport } from '../../apps/server/src/db/schema';
import type { Random } from './random';
import { REPORT_ANSWERS, REPORT_DESCRIPTIONS } from './texts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TYPE_WEIGHTS: Record<ReportType, number> = {
  LOST_ITEM: 0.2,
  DAMAGED: 0.3,
  LATE: 0.15,
  WRONG_CHARGE: 0.2,
  OTHER: 0.15,
};

export function incidentFor(
  random: Random,
  order: NewOrder,
  slow: boolean,
  now: Date,
  adminId: string,
): NewReport | null {
  if (!random.chance(slow ? 0.25 : 0.0075)) return null;
  const createdAt = order.completedAt!.getTime() + random.int(30, 3 * 24 * 60) * 60_000;
  if (createdAt > now.getTime()) return null;
  const type: ReportType =
    slow && random.chance(0.8)
      ? 'LATE'
      : random.weighted(
          REPORT_TYPES,
          REPORT_TYPES.map((t) => TYPE_WEIGHTS[t]),
        );
  const age = now.getTime() - createdAt;
  const status: ReportStatus =
    age < 2 * DAY
      ? random.weighted(['OPEN', 'IN_REVIEW'] as const, [0.7, 0.3])
      : age < 10 * DAY
        ? random.weighted(['OPEN', 'IN_REVIEW', 'RESOLVED', 'REJECTED'] as const, [0.3, 0.35, 0.25, 0.1])
        : random.weighted(['RESOLVED', 'REJECTED'] as const, [0.72, 0.28]);
  const report: NewReport = {
    id: random.uuid(),
    orderId: order.id!,
    studentId: order.studentId,
    type,
    description: random.pick(REPORT_DESCRIPTIONS[type]),
    status,
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
  };
  if (status === 'IN_REVIEW') {
    report.answer = REPORT_ANSWERS.IN_REVIEW[0];
    report.updatedAt = new Date(createdAt + Math.min(age, random.int(1, 24) * HOUR));
  }
  if (status === 'RESOLVED' || status === 'REJECTED') {
    const resolvedAt = new Date(createdAt + Math.min(age, random.int(3, 120) * HOUR));
    Object.assign(report, {
      answer: random.pick(REPORT_ANSWERS[status]),
      resolvedAt,
      resolvedById: adminId,
      updatedAt: resolvedAt,
    });
    const total = order.finalTotal ?? order.estimatedTotal;
    if (status === 'RESOLVED' && type !== 'OTHER' && random.chance(0.4)) {
      report.refundAmount = Math.max(10_000, Math.round((total * random.between(0.2, 1)) / 1000) * 1000);
    }
  }
  return report;
}
