import Chip from '@mui/material/Chip';
import {
  formatQuantity,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
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

const PAYMENT_STATE_COLORS = { UNPAID: 'default', TRANSFER_CLAIMED: 'warning', PAID: 'success' } as const;

/** Paid, unpaid, or "Chờ kiểm tra chuyển khoản" when the student said the transfer was sent. */
export function PaymentChip({
  order,
}: {
  order: { paymentStatus: PaymentStatus; transferClaimedAt: Date | string | null };
}) {
  const state = paymentStateOf(order);
  return (
    <Chip
      size="small"
      variant={state === 'TRANSFER_CLAIMED' ? 'filled' : 'outlined'}
      color={PAYMENT_STATE_COLORS[state]}
      label={PAYMENT_STATE_LABELS[state]}
      sx={{ fontWeight: 600 }}
    />
  );
}
