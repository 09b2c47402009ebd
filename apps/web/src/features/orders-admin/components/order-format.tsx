import Chip from '@mui/material/Chip';
import {
  formatQuantity,
  PAYMENT_STATUS_LABELS,
  type OrderAddress,
  type OrderItem,
  type PaymentStatus,
} from '@tsa/shared';

/** 'KTX Khu A · Tòa A1 · Phòng 101' */
export function placeText(address: Pick<OrderAddress, 'dormitory' | 'building' | 'room'>): string {
  return [address.dormitory, address.building && `Tòa ${address.building}`, address.room && `Phòng ${address.room}`]
    .filter(Boolean)
    .join(' · ');
}

/** '3,5 kg' — the weighed quantity once known, else the estimate. */
export function quantityText(item: Pick<OrderItem, 'quantity' | 'finalQuantity' | 'unitLabel'>): string {
  return `${formatQuantity(item.finalQuantity ?? item.quantity)} ${item.unitLabel}`;
}

/** 'Giặt sấy gấp theo kg 3,5 kg · Giặt giày 1 đôi' */
export function itemsSummary(items: readonly OrderItem[]): string {
  return items.map((item) => `${item.serviceName} ${quantityText(item)}`).join(' · ');
}

/** What the student pays: the final total once weighed, else the estimate. */
export function payableTotal(order: { estimatedTotal: number; finalTotal: number | null }): number {
  return order.finalTotal ?? order.estimatedTotal;
}

export function PaymentChip({ status }: { status: PaymentStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'PAID' ? 'success' : 'default'}
      label={PAYMENT_STATUS_LABELS[status]}
      sx={{ fontWeight: 600 }}
    />
  );
}
