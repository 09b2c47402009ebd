import type { OrderDetail, Receipt } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { placeOrder, setStatus, signedIn, type Headers } from '../../test/orders';

async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, index) => (await pdf.getPage(index + 1)).getTextContent()),
  );
  return pages.flatMap((page) => page.items.map((item) => ('str' in item ? item.str : ''))).join('\n');
}

/** The discount on the receipt, its e-mail's facts and the PDF (decision 042). */
describe('a discounted order’s receipt', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let staff: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    staff = (await signedIn(app, { role: 'STAFF' })).headers;
  });
  afterAll(async () => app.close());

  async function completedWithCash(order: OrderDetail) {
    for (const status of ['CONFIRMED', 'PICKED_UP', 'WASHING', 'READY', 'DELIVERING'] as const) {
      expect((await setStatus(app, staff, order.id, status)).statusCode).toBe(200);
    }
    const done = await setStatus(app, staff, order.id, 'COMPLETED', { cashCollected: order.estimatedTotal });
    expect(done.json()).toMatchObject({ paymentStatus: 'PAID' });
  }

  it('shows "Giảm giá (mã …)" with its amount on the receipt and in the PDF', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/vouchers',
      headers: admin,
      payload: { code: 'BIENNHAN10', kind: 'FIXED', value: 10_000 },
    });
    expect(created.statusCode).toBe(201);
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers, { voucherCode: 'biennhan10' });
    await completedWithCash(order);
    const receipt = (
      await app.inject({ method: 'GET', url: `/api/orders/${order.id}/receipt`, headers: student.headers })
    ).json() as Receipt;
    expect(receipt).toMatchObject({
      deductions: [{ kind: 'DISCOUNT', label: 'Giảm giá (mã BIENNHAN10)', amount: -10_000 }],
      total: 50_000,
      refundedAmount: 0,
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/receipt.pdf`,
      headers: student.headers,
    });
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Giảm giá (mã BIENNHAN10)');
    expect(text).toContain('−10.000 ₫');
    expect(text).not.toContain('Đã hoàn vào ví TSA');
  });
});
