import { formatViDate, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS, PICKUP_SLOT_LABELS } from '@tsa/shared';
import type { NotificationRow, OrderItemRow, OrderRow } from '../../db/schema';
import type { MailMessage } from '../../plugins/mail';
import { formatVnd } from '../../lib/money';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** '3,5' — Vietnamese decimal comma. */
const quantity = (value: number | string) => String(Number(value)).replace('.', ',');

interface MailOrder {
  order: OrderRow;
  items: OrderItemRow[];
}

export interface DigestEntry {
  notification: NotificationRow;
  /** The order the notification is about, read when the e-mail is written (its latest weights and prices). */
  order?: MailOrder;
}

/** The facts an e-mail adds to the in-app text, as label/value lines. */
function orderFacts(
  event: string | null,
  { order, items }: MailOrder,
): { lines: [string, string][]; receipt: boolean } {
  const lines: [string, string][] = [];
  const final = order.finalTotal !== null;
  const weighed = items.filter((item) => item.finalQuantity !== null);
  const amount = `${formatVnd(order.finalTotal ?? order.estimatedTotal)}${final ? '' : ' (tạm tính)'}`;
  switch (event) {
    case 'CONFIRMED':
      if (order.pickupDate && order.pickupSlot) {
        lines.push(['Khung lấy đồ', `${PICKUP_SLOT_LABELS[order.pickupSlot]} ngày ${formatViDate(order.pickupDate)}`]);
        lines.push(['Địa chỉ', `${order.dormitory}, tòa ${order.building}, phòng ${order.room}`]);
      }
      break;
    case 'PICKED_UP':
    case 'WASHING': {
      const kg = items.filter((item) => item.unit === 'KG');
      const weight = kg.reduce((sum, item) => sum + Number(item.finalQuantity ?? item.quantity), 0);
      if (kg.length) lines.push([weighed.length ? 'Khối lượng' : 'Khối lượng ước tính', `${quantity(weight)} kg`]);
      lines.push([final ? 'Thành tiền' : 'Tạm tính', amount]);
      break;
    }
    case 'COMPLETED':
      return {
        lines: [
          ['Tổng cộng', amount],
          [
            'Thanh toán',
            `${PAYMENT_METHOD_LABELS[order.paymentMethod]} · ${PAYMENT_STATUS_LABELS[order.paymentStatus]}`,
          ],
        ],
        receipt: true,
      };
    default:
      break;
  }
  return { lines, receipt: false };
}

function receiptRows(items: OrderItemRow[]): [string, string, string][] {
  return items.map((item) => [
    item.serviceName,
    `${quantity(item.finalQuantity ?? item.quantity)} ${item.unitLabel}`,
    formatVnd(item.finalAmount ?? item.amount),
  ]);
}

interface DigestMail {
  to: string;
  firstName: string;
  entries: DigestEntry[];
  publicUrl: string;
  unsubscribe: {
    /** The target of the mail client's one-click POST (RFC 8058); a GET on it only leads to the page. */
    oneClickUrl: string;
    /** The page with the button, for the reader: a link a scanner may fetch without harm. */
    pageUrl: string;
  };
}

/**
 * One e-mail for everything that happened to a user within the batching window, newest last,
 * in plain text and HTML, with the one-click unsubscribe link and headers (RFC 8058).
 */
export function digestMail({ to, firstName, entries, publicUrl, unsubscribe }: DigestMail): MailMessage {
  const first = entries[0]!.notification;
  const subject = entries.length === 1 ? first.title : `${entries.length} cập nhật mới từ TSA: ${first.title}`;
  const text: string[] = [`Chào ${firstName},`, ''];
  const html: string[] = [`<p>Chào ${escape(firstName)},</p>`];

  for (const { notification, order } of entries) {
    const link = notification.link ? `${publicUrl}${notification.link}` : publicUrl;
    const facts = order ? orderFacts(notification.event, order) : { lines: [], receipt: false };
    text.push(notification.title, notification.body);
    for (const [label, value] of facts.lines) text.push(`${label}: ${value}`);
    html.push(
      `<h2 style="font-size:16px;margin:20px 0 4px">${escape(notification.title)}</h2>`,
      `<p style="margin:0 0 8px">${escape(notification.body)}</p>`,
    );
    if (facts.lines.length) {
      html.push(
        `<table cellpadding="0" cellspacing="0" style="margin:0 0 8px">${facts.lines
          .map(
            ([label, value]) =>
              `<tr><td style="color:#6c737f;padding-right:12px">${escape(label)}</td><td style="font-weight:bold">${escape(value)}</td></tr>`,
          )
          .join('')}</table>`,
      );
    }
    if (facts.receipt && order) {
      const rows = receiptRows(order.items);
      text.push('Chi tiết:', ...rows.map(([name, qty, amount]) => `  - ${name}: ${qty} — ${amount}`));
      html.push(
        `<table width="100%" cellpadding="4" cellspacing="0" style="border-top:1px solid #e5e7eb;margin:0 0 8px">${rows
          .map(
            ([name, qty, amount]) =>
              `<tr><td>${escape(name)}</td><td>${escape(qty)}</td><td align="right">${escape(amount)}</td></tr>`,
          )
          .join('')}</table>`,
      );
    }
    text.push(`Xem chi tiết: ${link}`, '');
    html.push(
      `<p style="margin:0 0 12px"><a href="${escape(link)}" style="color:#2970FF;font-weight:bold">Xem chi tiết</a></p>`,
    );
  }

  text.push('TSA · Giặt sấy ký túc xá', `Không muốn nhận email thông báo nữa? Hủy đăng ký: ${unsubscribe.pageUrl}`);
  const footer = `Bạn nhận được email này vì đã bật thông báo qua email trong tài khoản TSA. <a href="${escape(unsubscribe.pageUrl)}" style="color:#6c737f">Hủy đăng ký email thông báo</a> · chọn loại thông báo trong trang Tài khoản.`;
  return {
    to,
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="vi"><body style="margin:0;background:#f4f6fb;font-family:Arial,Helvetica,sans-serif;color:#1c2536">
<table width="100%" cellpadding="0" cellspacing="0" style="padding:24px 0"><tr><td align="center">
<table width="520" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="font-size:20px;font-weight:bold;color:#2970FF;padding-bottom:8px">TSA · Giặt sấy ký túc xá</td></tr>
<tr><td style="font-size:15px;line-height:1.6">${html.join('\n')}</td></tr>
<tr><td style="font-size:12px;color:#6c737f;padding-top:24px">${footer}</td></tr>
</table></td></tr></table></body></html>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
