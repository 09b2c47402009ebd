import { createRequire } from 'node:module';
import type { Receipt } from '@tsa/shared';
import PDFDocument from 'pdfkit';
import { formatVnd } from '../../lib/money';
import { quantityText, receiptFacts, viTime } from './receipt-text';

// PDF's built-in fonts have no Vietnamese glyphs: the receipt embeds Be Vietnam Pro (the web
// app's typeface), as full TTFs from an npm package; pdfkit subsets them to the glyphs used.
const require = createRequire(import.meta.url);
const REGULAR = require.resolve('@expo-google-fonts/be-vietnam-pro/400Regular/BeVietnamPro_400Regular.ttf');
const BOLD = require.resolve('@expo-google-fonts/be-vietnam-pro/700Bold/BeVietnamPro_700Bold.ttf');

const BRAND = '#2970FF';
const MUTED = '#6C737F';

/** The receipt as an A5 PDF, the same content as the printable page and the e-mail. */
export function receiptPdf(receipt: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    lang: 'vi-VN',
    info: { Title: `Biên nhận thanh toán đơn ${receipt.code}`, Author: receipt.shopName },
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  /** A label on the left and its value on the right of the same line. */
  const row = (label: string, value: string, options: { strong?: boolean; muted?: boolean } = {}) => {
    const y = doc.y;
    doc
      .font(options.strong ? 'bold' : 'regular')
      .fillColor(options.muted ? MUTED : 'black')
      .text(label, left, y, { width: width * 0.55 });
    const labelEnd = doc.y;
    doc
      .font(options.strong ? 'bold' : 'regular')
      .fillColor('black')
      .text(value, left, y, { width, align: 'right' });
    doc.y = Math.max(labelEnd, doc.y);
  };
  const rule = () => {
    doc.moveDown(0.4);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#D0D5DD')
      .lineWidth(0.5)
      .stroke();
    doc.moveDown(0.4);
  };

  doc.font('bold').fontSize(14).fillColor(BRAND).text(receipt.shopName);
  doc.font('bold').fontSize(12).fillColor('black').text(`Biên nhận thanh toán đơn ${receipt.code}`);
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Lập lúc ${viTime(receipt.issuedAt)}`);
  rule();
  doc.fontSize(10);
  for (const line of receipt.lines) {
    row(line.serviceName, formatVnd(line.amount));
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${quantityText(line.quantity, line.unitLabel)} × ${formatVnd(line.unitPrice)}`, left);
    doc.fontSize(10).moveDown(0.3);
  }
  rule();
  for (const [label, value] of receiptFacts(receipt))
    row(label, value, { strong: label === 'Tổng cộng', muted: label !== 'Tổng cộng' });
  doc.moveDown(1);
  doc.font('regular').fontSize(10).fillColor('black').text('Cảm ơn bạn đã sử dụng dịch vụ!', left);
  doc.end();
  return done;
}
