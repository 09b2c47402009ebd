import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { advanceTo, placeOrder, signedIn, type Headers } from '../../test/orders';

/** The text a reader (or a screen reader, or a search) gets out of the PDF. */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = await Promise.all(
    Array.from({ length: pdf.numPages }, async (_, index) => (await pdf.getPage(index + 1)).getTextContent()),
  );
  return pages.flatMap((page) => page.items.map((item) => ('str' in item ? item.str : ''))).join('\n');
}

describe('the PDF receipt', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let staff: Awaited<ReturnType<typeof signedIn>>;
  let student: Awaited<ReturnType<typeof signedIn>>;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    staff = await signedIn(app, { role: 'STAFF' });
    student = await signedIn(app, { firstName: 'Hương', lastName: 'Nguyễn Thị' });
  });
  afterAll(async () => app.close());

  const download = (orderId: string, headers: Headers) =>
    app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt.pdf`, headers });

  it('is a Vietnamese PDF of a completed, paid order, with the order code and the amount intact', async () => {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, staff.headers, order.id, 'COMPLETED');
    const paid = await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/payment`,
      headers: staff.headers,
      payload: { paymentStatus: 'PAID' },
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const response = await download(order.id, student.headers);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="bien-nhan-${order.code}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Biên nhận thanh toán đơn ${order.code}`);
    expect(text).toContain('TSA · Giặt sấy ký túc xá');
    expect(text).toContain('Giặt sấy gấp theo kg');
    expect(text).toContain('4 kg × 15.000 ₫');
    expect(text).toContain('60.000 ₫');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain('Tiền mặt');
    expect(text).toContain('Thời gian thanh toán');
  });

  it('is for the student who owns the order, staff and admins only, and only once paid', async () => {
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, staff.headers, order.id, 'WASHING');
    const unpaid = await download(order.id, student.headers);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().code).toBe('payments/receipt-unavailable');

    await app.inject({
      method: 'PATCH',
      url: `/api/orders/${order.id}/payment`,
      headers: staff.headers,
      payload: { paymentStatus: 'PAID' },
    });
    expect((await download(order.id, staff.headers)).statusCode).toBe(200);
    expect((await download(order.id, admin)).statusCode).toBe(200);
    const stranger = await signedIn(app);
    const forbidden = await download(order.id, stranger.headers);
    expect(forbidden.statusCode).toBe(404);
    expect(forbidden.headers['content-type']).toContain('application/json');
    expect((await app.inject({ method: 'GET', url: `/api/orders/${order.id}/receipt.pdf` })).statusCode).toBe(401);
  });
});
