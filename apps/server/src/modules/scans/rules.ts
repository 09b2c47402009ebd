import {
  ORDER_STATUS_LABELS,
  SCAN_STAGE_LABELS,
  SCAN_STAGES,
  type OrderStatus,
  type ScanStage,
  type ScanWarningKind,
} from '@tsa/shared';

/**
 * Which order statuses each scan stage fits (decision 043). A scan never moves the status: the
 * status machine stays its single writer (weights at WASHING, the door's cash at COMPLETED), so a
 * stage that does not fit the status is recorded with a warning rather than refused.
 */
const FITTING_STATUSES: Record<ScanStage, readonly OrderStatus[]> = {
  PICKED_UP: ['CONFIRMED', 'PICKED_UP'],
  WEIGHED: ['PICKED_UP', 'WASHING'],
  WASHING: ['PICKED_UP', 'WASHING'],
  DRYING: ['WASHING'],
  FOLDING: ['WASHING', 'READY'],
  SHELVED: ['WASHING', 'READY'],
  OUT_FOR_DELIVERY: ['READY', 'DELIVERING'],
  DELIVERED: ['DELIVERING', 'COMPLETED'],
};

/** A closed order's bag is refused, except the last hand-over of one completed a moment before. */
export function closedFor(status: OrderStatus, stage: ScanStage): boolean {
  if (status === 'CANCELLED') return true;
  return status === 'COMPLETED' && stage !== 'DELIVERED';
}

export interface ScanWarning {
  kind: ScanWarningKind;
  message: string;
}

/** What the scanner shows at once when a scan comes out of order; null when it is in order. */
export function scanWarning(status: OrderStatus, last: ScanStage | null, stage: ScanStage): ScanWarning | null {
  if (last) {
    const before = SCAN_STAGES.indexOf(last);
    const now = SCAN_STAGES.indexOf(stage);
    if (now === before) {
      return { kind: 'REPEATED', message: `Túi này đã được quét ở khâu "${SCAN_STAGE_LABELS[stage]}" rồi` };
    }
    if (now < before) {
      return {
        kind: 'BACKWARDS',
        message: `Túi này đã qua khâu "${SCAN_STAGE_LABELS[last]}", nay lại quét về "${SCAN_STAGE_LABELS[stage]}"`,
      };
    }
  }
  if (!FITTING_STATUSES[stage].includes(status)) {
    return {
      kind: 'STATUS',
      message: `Đơn đang ở trạng thái "${ORDER_STATUS_LABELS[status]}", chưa khớp với khâu "${SCAN_STAGE_LABELS[stage]}"`,
    };
  }
  return null;
}
