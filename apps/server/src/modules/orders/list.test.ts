import { addDays, type Order, type OrderDetail, type Service } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  advanceTo,
  catalogue,
  placeOrder,
  SHOES,
  signedIn,
  today,
  type Headers,
  setBankAccount,
} from '../../test/orders';

describe('finding orders', () => {
  let app: FastifyInstance;
  let services: Record<string, Service>;
  let admin: Headers;
  let staff: Headers;
  let duc: Awaited<ReturnType<typeof signedIn>>;
  let lan: Awaited<ReturnType<typeof signedIn>>;
  let ducOrders: OrderDetail[];
  let lanOrder: OrderDetail;

  beforeAll(async () => {
    app = await createTestApp();
    services = await catalogue(app);
    admin = await authHeader(app, await testAdmin(app));
    staff = (await signedIn(app, { role: 'STAFF' })).headers;
    await setBankAccount(app, admin);
    duc = await signedIn(app, {
      firstName: 'Đức',
      lastName: 'Nguyễn Minh',
      room: '305',
      building: 'A2',
      email: 'duc@st.tsa.test',
    });
    lan = await signedIn(app, { firstName: 'Lan', lastName: 'Phạm Thị', room: '118', building: 'A1' });
    ducOrders = [];
    for (let i = 0; i < 3; i++) ducOrders.push(await placeOrder(app, duc.headers, { note: `Đơn số ${i + 1}` }));
    lanOrder = await placeOrder(app, lan.headers, {
      items: [{ serviceId: services[SHOES]!.id, quantity: 1 }],
      note: '=HYPERLINK("http://x")',
      paymentMethod: 'BANK_TRANSFER',
    });
    await advanceTo(app, staff, ducOrders[0]!.id, 'WASHING');
    await advanceTo(app, staff, ducOrders[1]!.id, 'CONFIRMED');
    // One order placed "last week", for the date filter.
    await app.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 7 * 24 * 3600 * 1000) })
      .where(eq(orders.id, ducOrders[2]!.id));
  });
  afterAll(async () => app.close());

  const list = async (query: string, headers: Headers = admin) => {
    const response = await app.inject({ method: 'GET', url: `/api/orders${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: Order[]; total: number; page: number; pageSize: number };
  };
  const codes = (page: { items: Order[] }) => page.items.map((o) => o.code).sort();

  it('pages through every order for staff and admins, newest first', async () => {
    const all = await list('');
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(all.items[0]!.items[0]).toMatchObject({ serviceName: SHOES });
    expect((await list('', staff)).total).toBe(4);
    const second = await list('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items).toHaveLength(1);
    const byCode = await list('?sort=code:asc');
    expect(byCode.items.map((o) => o.code)).toEqual([...byCode.items.map((o) => o.code)].sort());
    const bad = await app.inject({ method: 'GET', url: '/api/orders?sort=password', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.sort).toBe('Cách sắp xếp không hợp lệ');
  });

  it('shows a student only their own orders', async () => {
    const mine = await list('', lan.headers);
    expect(mine.total).toBe(1);
    expect(mine.items[0]!.id).toBe(lanOrder.id);
    // A student cannot widen the scope with studentId.
    expect((await list(`?studentId=${duc.user.id}`, lan.headers)).total).toBe(1);
    expect((await list(`?studentId=${duc.user.id}`)).total).toBe(3);
  });

  it('filters by one or several statuses', async () => {
    expect(codes(await list('?status=WASHING'))).toEqual([ducOrders[0]!.code]);
    const several = await list('?status=PENDING&status=CONFIRMED');
    expect(several.total).toBe(3);
    expect((await list('?status=PENDING,WASHING')).total).toBe(3);
    const bad = await app.inject({ method: 'GET', url: '/api/orders?status=LOST', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Trạng thái đơn không hợp lệ');
  });

  it('filters by the day the order was placed (Ho Chi Minh City)', async () => {
    expect((await list(`?from=${today()}&to=${today()}`)).total).toBe(3);
    const lastWeek = addDays(today(), -7);
    const earlier = await list(`?from=${lastWeek}&to=${addDays(today(), -1)}`);
    expect(codes(earlier)).toEqual([ducOrders[2]!.code]);
    // The total follows the day an order was placed and its status now (read from the figures).
    expect(earlier.total).toBe(1);
    expect((await list(`?from=${lastWeek}&status=WASHING`)).total).toBe(1);
    expect((await list(`?to=${addDays(today(), -1)}&status=WASHING`)).total).toBe(0);
    const reversed = await app.inject({
      method: 'GET',
      url: `/api/orders?from=${today()}&to=${lastWeek}`,
      headers: admin,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields.to).toBe('Ngày bắt đầu phải trước ngày kết thúc');
  });

  it('searches by code, by name with or without diacritics, and by room', async () => {
    expect(codes(await list(`?search=${ducOrders[1]!.code}`))).toEqual([ducOrders[1]!.code]);
    expect(codes(await list(`?search=${ducOrders[1]!.code.slice(-4).toLowerCase()}`))).toContain(ducOrders[1]!.code);
    expect((await list(`?search=${encodeURIComponent('nguyen minh duc')}`)).total).toBe(3);
    expect((await list(`?search=${encodeURIComponent('Nguyễn Đức')}`)).total).toBe(3);
    expect(codes(await list('?search=pham%20lan'))).toEqual([lanOrder.code]);
    expect(codes(await list('?search=118'))).toEqual([lanOrder.code]);
    expect((await list('?search=khong-ai-ca')).total).toBe(0);
    expect((await list('?search=%25')).total).toBe(0);
  });

  describe('one order', () => {
    it('shows the detail with its timeline to its student, staff and admins', async () => {
      for (const headers of [duc.headers, staff, admin]) {
        const response = await app.inject({ method: 'GET', url: `/api/orders/${ducOrders[0]!.id}`, headers });
        expect(response.statusCode).toBe(200);
        expect(response.json().history.map((h: { to: string }) => h.to)).toEqual([
          'PENDING',
          'CONFIRMED',
          'PICKED_UP',
          'WASHING',
        ]);
      }
    });

    it('answers 404 to another student, as if the order did not exist', async () => {
      const foreign = await app.inject({ method: 'GET', url: `/api/orders/${ducOrders[0]!.id}`, headers: lan.headers });
      const missing = await app.inject({
        method: 'GET',
        url: '/api/orders/00000000-0000-4000-8000-000000000000',
        headers: lan.headers,
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual(missing.json());
      expect((await app.inject({ method: 'GET', url: `/api/orders/${ducOrders[0]!.id}` })).statusCode).toBe(401);
    });
  });

  describe('CSV export', () => {
    it('downloads the filtered orders with a BOM and Vietnamese headers', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/orders/export.csv?status=PENDING',
        headers: admin,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="don-hang-\d{8}\.csv"$/);
      const raw = response.rawPayload;
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Mã đơn,Ngày đặt,Giờ đặt,Sinh viên,Email,Số điện thoại,Ký túc xá,Tòa nhà,Phòng,Ngày lấy đồ,Khung giờ,Dịch vụ,Tạm tính (₫),Thành tiền (₫),Giảm giá (₫),Ưu đãi,Trừ gói (kg),Trừ gói (₫),Đã thu (₫),Hoàn vào ví (₫),Phương thức thanh toán,Thanh toán,Trạng thái,Ghi chú,Lý do hủy',
      );
      expect(lines).toHaveLength(3);
      const lanLine = lines.find((line) => line.startsWith(lanOrder.code))!;
      expect(lanLine).toContain('Phạm Thị Lan');
      expect(lanLine).toContain('Giặt giày × 1 đôi');
      expect(lanLine).toContain(',40000,,0,,0,0,0,0,Chuyển khoản,Chưa thanh toán,Chờ xác nhận,');
      // A note that looks like a formula is neutralised for spreadsheets.
      expect(lanLine).toContain(`"'=HYPERLINK(""http://x"")"`);
    });

    it('is for admins only', async () => {
      expect((await app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: staff })).statusCode).toBe(403);
      expect(
        (await app.inject({ method: 'GET', url: '/api/orders/export.csv', headers: lan.headers })).statusCode,
      ).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/orders/export.csv' })).statusCode).toBe(401);
    });
  });

  it('documents every order route in the OpenAPI reference', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/orders/',
      '/api/orders/{id}',
      '/api/orders/{id}/status',
      '/api/orders/{id}/cancel',
      '/api/orders/{id}/payment',
      '/api/orders/export.csv',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    expect(spec.paths['/api/orders/{id}/status'].patch.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.paths['/api/orders/{id}/status'].patch.tags).toEqual(['orders']);
  });
});
