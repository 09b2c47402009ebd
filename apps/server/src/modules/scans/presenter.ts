import { personName, type BagScan, type ScannedBag } from '@tsa/shared';
import type { BagRow, ScanRow } from './repository';

export function presentBag({ order, student }: BagRow): ScannedBag {
  return {
    orderId: order.id,
    code: order.code,
    status: order.status,
    studentName: personName(student),
    room: [order.building, order.room].filter(Boolean).join(' · '),
    lastScanStage: order.lastScanStage,
    rackCode: order.rackCode,
  };
}

/** A scan as the timeline shows it: the scanner by first name only (a student sees it too). */
export function presentScan(row: ScanRow): BagScan {
  return {
    id: String(row.id),
    stage: row.stage,
    rackCode: row.rackCode,
    scannedBy: row.by ? { id: row.by.id, name: row.by.firstName, role: row.by.role } : null,
    scannedAt: row.scannedAt.toISOString(),
    warning: row.warning,
  };
}
