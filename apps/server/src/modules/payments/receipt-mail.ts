import type { Receipt } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../plugins/mail';
import { formatVnd } from '../../lib/money';
import { findOrderWithPeople } from '../order-records';
import { buildReceipt } from './receipt';
import { quantityText, receiptFacts } from './receipt-text';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function receiptMail(to: string, receipt: Receipt): MailMessage {
  const lines = receipt.lines.map(
    (line) =>
      `- ${line.serviceName}: ${quantityText(line.quantity, line.unitLabel)} × ${formatVnd(line.unitPrice)} = ${formatVnd(line.amount)}`,
  );
  const facts = receiptFacts(receipt);
  const rows = receipt.lines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0">${escape(line.serviceName)}<br><span style="color:#6c737f">${escape(quantityText(line.quantity, line.unitLabel))} × ${escape(formatVnd(line.unitPrice))}</span></td><td align="right">${escape(formatVnd(line.amount))}</td></tr>`,
    )
    .join('');
  const factRows = facts
    .map(
      ([k, v]) =>
        `<tr><td style="color:#6c737f;padding:2px 0">${escape(k)}</td><td align="right"><b>${escape(v)}</b></td></tr>`,
    )
    .join('');
  return {
    to,
    subject: `Biên nhận thanh toán đơn ${receipt.code}`,
    text: [
      `${receipt.shopName}`,
      `BIÊN NHẬN THANH TOÁN — đơn ${receipt.code}`,
      '',
      ...lines,
      '',
      ...facts.map(([k, v]) => `${k}: ${v}`),
      '',
      'Cảm ơn bạn đã sử dụng dịch vụ!',
    ].join('\n'),
    html: `<!doctype html><html lang="vi"><body style="font-family:Arial,Helvetica,sans-serif;color:#1c2536;background:#f4f6fb;padding:24px">
<table width="520" align="center" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:12px;padding:32px">
<tr><td colspan="2" style="font-size:20px;font-weight:bold;color:#2970FF">${escape(receipt.shopName)}</td></tr>
<tr><td colspan="2" style="font-size:18px;font-weight:bold;padding:8px 0 16px">Biên nhận thanh toán đơn ${escape(receipt.code)}</td></tr>
${rows}<tr><td colspan="2"><hr></td></tr>${factRows}
<tr><td colspan="2" style="padding-top:16px">Cảm ơn bạn đã sử dụng dịch vụ!</td></tr></table></body></html>`,
  };
}

/** E-mails the receipt of a just-paid order to its student. */
export async function sendReceiptMail(app: FastifyInstance, orderId: string): Promise<void> {
  const view = await findOrderWithPeople(app.database.db, orderId);
  if (!view) return;
  const receipt = await buildReceipt(app.database.db, { id: view.order.studentId, role: 'STUDENT' }, orderId);
  await app.mailer.send(receiptMail(view.student.email, receipt));
}
