import {
  formatQuantity,
  formatViDate,
  hcmDateOf,
  HCM_OFFSET_MS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  paymentStateOf,
  personName,
  PICKUP_SLOT_LABELS,
  type ListOrdersQuery,
} from '@tsa/shared';
import type { Db } from '../../db/client';
import type { OrderItemRow } from '../../db/schema';
import { csvFile } from '../../lib/csv';
import { listOrderItems, listOrders, type OrderWithPeople } from '../order-records';

/** More than this is a job for the reports, not a download. */
export const EXPORT_LIMIT = 10_000;

const HEADERS = [
  'Mã đơn',
  'Ngày đặt',
  'Giờ đặt',
  'Sinh viên',
  'Email',
  'Số điện thoại',
  'Ký túc xá',
  'Tòa nhà',
  'Phòng',
  'Ngày lấy đồ',
  'Khung giờ',
  'Dịch vụ',
  'Tạm tính (₫)',
  'Thành tiền (₫)',
  'Giảm giá (₫)',
  'Ưu đãi',
  'Trừ gói (kg)',
  'Trừ gói (₫)',
  'Đã thu (₫)',
  'Hoàn vào ví (₫)',
  'Phương thức thanh toán',
  'Thanh toán',
  'Trạng thái',
  'Ghi chú',
  'Lý do hủy',
];

function hcmTime(instant: Date): string {
  return new Date(instant.getTime() + HCM_OFFSET_MS).toISOString().slice(11, 16);
}

function row({ order, student }: OrderWithPeople, items: OrderItemRow[]): (string | number | null)[] {
  const services = items
    .filter((item) => item.orderId === order.id)
    .map(
      (item) =>
        `${item.serviceName} × ${formatQuantity(Number(item.finalQuantity ?? item.quantity))} ${item.unitLabel}`,
    )
    .join('; ');
  return [
    order.code,
    formatViDate(hcmDateOf(order.createdAt)),
    hcmTime(order.createdAt),
    personName(student),
    student.email,
    order.phoneNumber,
    order.dormitory,
    order.building,
    order.room,
    order.pickupDate ? formatViDate(order.pickupDate) : 'Tại quầy',
    order.pickupSlot ? PICKUP_SLOT_LABELS[order.pickupSlot] : '',
    services,
    order.estimatedTotal,
    order.finalTotal,
    order.discountAmount,
    order.discountKind === 'REFERRAL' ? 'Giới thiệu bạn bè' : (order.voucherCode ?? ''),
    Number(order.planKg),
    order.planCredit,
    order.paidAmount,
    order.refundedAmount,
    PAYMENT_METHOD_LABELS[order.paymentMethod],
    PAYMENT_STATE_LABELS[paymentStateOf(order)],
    ORDER_STATUS_LABELS[order.status],
    order.note,
    order.cancelReason,
  ];
}

/** The filtered orders as CSV: UTF-8 with a BOM (so Excel reads the Vietnamese), CRLF lines. */
export async function exportOrdersCsv(db: Db, query: Omit<ListOrdersQuery, 'page' | 'pageSize'>): Promise<string> {
  const { rows } = await listOrders(db, query, { limit: EXPORT_LIMIT, offset: 0 });
  const items = await listOrderItems(
    db,
    rows.map((r) => r.order.id),
  );
  return csvFile([HEADERS, ...rows.map((r) => row(r, items))]);
}
