import { PAYMENT_METHOD_LABELS, type Receipt } from '@tsa/shared';
import { formatVnd } from '../../lib/money';

/** A time as the receipt writes it, in Vietnam's time zone: '21/11/2026, 10:15'. */
export const viTime = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'short' })
    : '—';

/** '2,5 kg': Vietnamese decimals use a comma. */
export const quantityText = (quantity: number, unit: string) => `${String(quantity).replace('.', ',')} ${unit}`;

/** The labelled facts under the lines, the same on the e-mail and the PDF. */
export const receiptFacts = (receipt: Receipt): [string, string][] => [
  ['Mã đơn', receipt.code],
  ['Khách hàng', receipt.studentName],
  ['Địa chỉ', receipt.address],
  // "Gói: 3 kg", "Giảm giá (mã XYZ)", "Ưu đãi giới thiệu": what the total already takes off.
  ...receipt.deductions.map((line): [string, string] => [line.label, `−${formatVnd(-line.amount)}`]),
  ['Tổng cộng', formatVnd(receipt.total)],
  ['Đã thanh toán', formatVnd(receipt.paidAmount)],
  ...(receipt.refundedAmount > 0
    ? [['Đã hoàn vào ví TSA', formatVnd(receipt.refundedAmount)] as [string, string]]
    : []),
  ['Phương thức', PAYMENT_METHOD_LABELS[receipt.paymentMethod]],
  ['Thời gian thanh toán', viTime(receipt.paidAt)],
];
