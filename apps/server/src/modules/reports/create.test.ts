import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Report } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportPhotos, reports } from '../../db/schema';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { notificationsOf, signedIn, type Headers } from '../../test/orders';
import { JPEG, multipart, PNG, png, postReportForm, reportOf, WEBP, completedOrder } from './test-support';

describe('incident reports: creating, photos, who sees them', () => {
  let app: FastifyInstance;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  let staff: Headers;
  let admin: Headers;
  let orderId: string;
  let orderCode: string;

  beforeAll(async () => {
    app = await createTestApp();
    student = await signedIn(app, { firstName: 'Bình', lastName: 'Trần Văn' });
    other = await signedIn(app);
    staff = (await signedIn(app, { role: 'STAFF' })).headers;
    admin = await authHeader(app, await testAdmin(app));
    const order = await completedOrder(app, student.headers);
    orderId = order.id;
    orderCode = order.code;
  });
  afterAll(async () => app.close());

  const uploadsOf = (reportId: string) => path.join(app.config.dataDir, 'uploads', 'reports', reportId);
  const reportCount = async () => (await app.database.db.select().from(reports)).length;
  const fields = (extra: Record<string, string> = {}) => ({
    orderId,
    type: 'LOST_ITEM',
    description: 'Thiếu một chiếc áo khoác màu xanh',
    ...extra,
  });

  it('a student reports a problem with their order as JSON, without photos', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: student.headers,
      payload: { orderId: orderId.toUpperCase(), type: 'LATE', description: '  Giao trễ hai ngày so với hẹn  ' },
    });
    expect(response.statusCode).toBe(201);
    const report = response.json() as Report;
    expect(report).toMatchObject({
      order: { id: orderId, code: orderCode },
      student: { id: student.user.id, name: 'Trần Văn Bình' },
      type: 'LATE',
      description: 'Giao trễ hai ngày so với hẹn',
      status: 'OPEN',
      answer: null,
      refundAmount: null,
      photos: [],
      resolvedAt: null,
      resolvedBy: null,
    });
    expect(Date.parse(report.createdAt)).not.toBeNaN();

    // Every administrator hears about it.
    const [note] = await notificationsOf(app, (await testAdmin(app)).id, 'REPORT_NEW');
    expect(note).toMatchObject({ link: `/dashboard/report?id=${report.id}` });
    expect(note!.title).toContain(orderCode);
  });

  it('accepts real JPEG, PNG and WebP photos, keeps them re-encoded as WebP and serves them to the owner and admins only', async () => {
    const response = await postReportForm(app, student.headers, fields(), [
      { bytes: JPEG, name: 'IMG_0001.JPG', type: 'image/jpeg' },
      { bytes: PNG, name: '../../etc/passwd.png', type: 'application/octet-stream' },
      { bytes: WEBP, name: 'anh.webp', type: 'image/webp' },
    ]);
    expect(response.statusCode).toBe(201);
    const report = response.json() as Report;
    expect(report).toMatchObject({
      type: 'LOST_ITEM',
      description: 'Thiếu một chiếc áo khoác màu xanh',
      status: 'OPEN',
    });
    expect(report.photos.map((p) => p.contentType)).toEqual(['image/webp', 'image/webp', 'image/webp']);
    for (const photo of report.photos) expect(photo.url).toBe(`/api/reports/${report.id}/photos/${photo.id}`);

    // Stored under DATA_DIR/uploads/reports/<id>/ with names of our own.
    const files = readdirSync(uploadsOf(report.id)).sort();
    expect(files).toHaveLength(3);
    for (const file of files) expect(file).toMatch(/^[0-9a-f]{32}\.(jpg|png|webp)$/);

    for (const viewer of [student.headers, admin]) {
      for (const photo of report.photos) {
        const served = await app.inject({ method: 'GET', url: photo.url, headers: viewer });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
        expect(served.rawPayload.length).toBe(photo.size);
        expect(served.headers['content-type']).toBe(photo.contentType);
        expect(served.headers['cache-control']).toMatch(/^private/);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
      }
    }

    const url = report.photos[0]!.url;
    for (const stranger of [other.headers, staff]) {
      const refused = await app.inject({ method: 'GET', url, headers: stranger });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().code).toBe('reports/not-found');
      expect(refused.headers['content-type']).toMatch(/^application\/json/);
    }
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const wrongPhoto = await app.inject({
      method: 'GET',
      url: `/api/reports/${report.id}/photos/${report.id}`,
      headers: student.headers,
    });
    expect(wrongPhoto.statusCode).toBe(404);
    expect(wrongPhoto.json().code).toBe('reports/photo-not-found');
  });

  it('only the own orders can be reported', async () => {
    const before = await reportCount();
    const foreign = await completedOrder(app, other.headers);
    const response = await postReportForm(app, student.headers, fields({ orderId: foreign.id }), [png()]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'orders/not-found', message: 'Không tìm thấy đơn hàng' });
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: student.headers,
      payload: { ...fields(), orderId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(await reportCount()).toBe(before);
  });

  it('only students report', async () => {
    for (const headers of [staff, admin]) {
      const response = await app.inject({ method: 'POST', url: '/api/reports', headers, payload: fields() });
      expect(response.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'POST', url: '/api/reports', payload: fields() })).statusCode).toBe(401);
  });

  it('checks the fields in Vietnamese, as JSON and as a form', async () => {
    const long = 'a'.repeat(251);
    const json = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: student.headers,
      payload: fields({ description: long }),
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      code: 'request/invalid-input',
      fields: { description: 'Mô tả sự cố tối đa 250 ký tự' },
    });

    const form = await postReportForm(app, student.headers, fields({ description: long }), [png()]);
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({
      code: 'request/invalid-input',
      message: 'Dữ liệu không hợp lệ: description — Mô tả sự cố tối đa 250 ký tự',
      fields: { description: 'Mô tả sự cố tối đa 250 ký tự' },
    });
    expect((await postReportForm(app, student.headers, fields({ description: 'a'.repeat(250) }))).statusCode).toBe(201);

    const missing = await postReportForm(app, student.headers, { type: 'KHONG_CO' }, [png()]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toMatchObject({
      orderId: 'Vui lòng chọn đơn hàng gặp sự cố',
      description: 'Vui lòng mô tả sự cố',
    });
    expect(missing.json().fields.type).toContain('Loại sự cố không hợp lệ');

    const blank = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: student.headers,
      payload: fields({ description: '   ' }),
    });
    expect(blank.json().fields.description).toBe('Vui lòng mô tả sự cố');
  });

  it('refuses a fourth photo', async () => {
    const before = await reportCount();
    const response = await postReportForm(app, student.headers, fields(), [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'reports/too-many-photos',
      message: 'Chỉ được gửi tối đa 3 ảnh cho mỗi báo cáo',
    });
    expect(await reportCount()).toBe(before);
  });

  it('refuses a photo over 5 MB with 413', async () => {
    const before = await reportCount();
    const big = Buffer.alloc(6 * 1024 * 1024);
    PNG.copy(big);
    const response = await postReportForm(app, student.headers, fields(), [
      { bytes: big, name: 'lon.png', type: 'image/png' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'uploads/too-large', message: 'Mỗi ảnh tối đa 5 MB' });
    expect(await reportCount()).toBe(before);
  });

  it('judges a file by its content: a text file renamed .jpg is refused, nothing is stored', async () => {
    const before = await reportCount();
    const text = Buffer.from('Đây không phải là ảnh, chỉ là một tệp văn bản.\n', 'utf8');
    const response = await postReportForm(app, student.headers, fields(), [
      png(),
      { bytes: text, name: 'anh-that.jpg', type: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      code: 'uploads/invalid-type',
      message: 'Chỉ chấp nhận ảnh JPEG, PNG hoặc WebP',
      fields: { photos: 'Ảnh thứ 2 không phải ảnh JPEG, PNG hoặc WebP' },
    });

    // Other real formats are not photos we accept either.
    const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const bytes of [gif, svg]) {
      const refused = await postReportForm(app, student.headers, fields(), [
        { bytes, name: 'a.png', type: 'image/png' },
      ]);
      expect(refused.statusCode).toBe(415);
    }
    expect(await reportCount()).toBe(before);
    const dirs = existsSync(path.join(app.config.dataDir, 'uploads', 'reports'))
      ? readdirSync(path.join(app.config.dataDir, 'uploads', 'reports'))
      : [];
    const stored = await app.database.db.select({ reportId: reportPhotos.reportId }).from(reportPhotos);
    expect(new Set(dirs)).toEqual(new Set(stored.map((row) => row.reportId)));
  });

  it('refuses files in another field and an unreadable form', async () => {
    const wrongField = await postReportForm(app, student.headers, fields(), [{ ...png(), field: 'avatar' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('uploads/invalid-form');

    const { contentType } = await multipart(fields());
    const broken = await app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { ...student.headers, 'content-type': contentType },
      payload: 'day khong phai multipart',
    });
    expect(broken.statusCode).toBe(400);
  });

  it('a report is seen by its student and administrators; others get 404', async () => {
    const report = await reportOf(app, student.headers, orderId);
    for (const viewer of [student.headers, admin]) {
      const response = await app.inject({ method: 'GET', url: `/api/reports/${report.id}`, headers: viewer });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(report);
    }
    for (const stranger of [other.headers, staff]) {
      const response = await app.inject({ method: 'GET', url: `/api/reports/${report.id}`, headers: stranger });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'reports/not-found', message: 'Không tìm thấy báo cáo sự cố' });
    }
    expect((await app.inject({ method: 'GET', url: '/api/reports/khong-phai-uuid', headers: admin })).statusCode).toBe(
      404,
    );
    const [row] = await app.database.db.select().from(reports).where(eq(reports.id, report.id));
    expect(row!.studentId).toBe(student.user.id);
  });
});
