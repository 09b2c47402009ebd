import type { Report, ReportPage } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { connectAs, listen, nextEvent, record } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';
import { notificationsOf, signedIn, type Headers } from '../../test/orders';
import { png, postReportForm, reportOf, completedOrder } from './test-support';

describe('incident reports: lists and the administrator’s decisions', () => {
  let app: FastifyInstance;
  let student: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  let staff: Headers;
  let admin: Headers;
  let adminName: string;

  beforeAll(async () => {
    app = await createTestApp();
    student = await signedIn(app, { firstName: 'Cúc', lastName: 'Đỗ Thị' });
    other = await signedIn(app, { firstName: 'Dũng', lastName: 'Phan' });
    staff = (await signedIn(app, { role: 'STAFF' })).headers;
    const adminRow = await testAdmin(app);
    admin = await authHeader(app, adminRow);
    adminName = `${adminRow.lastName} ${adminRow.firstName}`;
  });
  afterAll(async () => app.close());

  const decide = (headers: Headers, id: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/reports/${id}`, headers, payload });
  const list = async (headers: Headers, query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/reports${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as ReportPage;
  };

  it('students list their own reports, administrators all of them, staff none', async () => {
    const mine = await completedOrder(app, student.headers);
    const theirs = await completedOrder(app, other.headers);
    const lost = await reportOf(app, student.headers, mine.id, { type: 'LOST_ITEM', description: 'Mất một chiếc tất' });
    const late = await reportOf(app, student.headers, mine.id, { type: 'LATE', description: 'Giao trễ' });
    const foreign = (
      await postReportForm(
        app,
        other.headers,
        { orderId: theirs.id, type: 'WRONG_CHARGE', description: 'Tính sai cân' },
        [png()],
      )
    ).json() as Report;

    const own = await list(student.headers);
    expect(own.items.map((r) => r.id)).toEqual([late.id, lost.id]);
    expect(own).toMatchObject({ total: 2, page: 1, pageSize: 20 });

    const all = await list(admin);
    expect(all.items.map((r) => r.id)).toEqual([foreign.id, late.id, lost.id]);
    expect(all.items[0]!.photos).toHaveLength(1);

    expect((await list(admin, '?type=LATE,LOST_ITEM')).items.map((r) => r.id)).toEqual([late.id, lost.id]);
    expect((await list(admin, '?type=WRONG_CHARGE')).items.map((r) => r.id)).toEqual([foreign.id]);
    expect((await list(admin, `?search=${theirs.code.toLowerCase()}`)).items.map((r) => r.id)).toEqual([foreign.id]);
    expect((await list(admin, '?search=dung phan')).items.map((r) => r.id)).toEqual([foreign.id]);
    expect((await list(admin, `?orderId=${mine.id}`)).total).toBe(2);
    // A student's search never reaches other students' reports.
    expect((await list(student.headers, `?search=${theirs.code}`)).total).toBe(0);

    const paged = await list(admin, '?page=2&pageSize=2');
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items.map((r) => r.id)).toEqual([lost.id]);

    const forbidden = await app.inject({ method: 'GET', url: '/api/reports', headers: staff });
    expect(forbidden.statusCode).toBe(403);
    const bad = await app.inject({ method: 'GET', url: '/api/reports?status=DONE', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Trạng thái báo cáo không hợp lệ');
  });

  it('OPEN → IN_REVIEW → RESOLVED with an answer and a refund; the student is notified each time', async () => {
    const order = await completedOrder(app, student.headers);
    const report = await reportOf(app, student.headers, order.id);

    const review = await decide(admin, report.id, { status: 'IN_REVIEW' });
    expect(review.statusCode).toBe(200);
    expect(review.json()).toMatchObject({ status: 'IN_REVIEW', answer: null, resolvedAt: null, resolvedBy: null });
    expect((await list(student.headers, '?status=IN_REVIEW')).items.map((r) => r.id)).toContain(report.id);

    const noAnswer = await decide(admin, report.id, { status: 'RESOLVED', refundAmount: 50_000 });
    expect(noAnswer.statusCode).toBe(400);
    expect(noAnswer.json().fields.answer).toBe('Vui lòng nhập phản hồi cách giải quyết cho sinh viên');

    for (const refundAmount of [-1, 1.5, '50000']) {
      const bad = await decide(admin, report.id, { status: 'RESOLVED', answer: 'Đã bồi thường', refundAmount });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields).toHaveProperty('refundAmount');
    }
    const longAnswer = await decide(admin, report.id, { status: 'RESOLVED', answer: 'a'.repeat(1001) });
    expect(longAnswer.json().fields.answer).toBe('Phản hồi tối đa 1000 ký tự');

    const resolved = await decide(admin, report.id, {
      status: 'RESOLVED',
      answer: 'Xin lỗi bạn, TSA hoàn tiền giặt chiếc áo.',
      refundAmount: 50_000,
      refundMethod: 'CASH',
    });
    expect(resolved.statusCode).toBe(200);
    const body = resolved.json() as Report;
    expect(body).toMatchObject({
      status: 'RESOLVED',
      answer: 'Xin lỗi bạn, TSA hoàn tiền giặt chiếc áo.',
      refundAmount: 50_000,
      refundMethod: 'CASH',
      resolvedBy: { name: adminName },
    });
    expect(Date.parse(body.resolvedAt!)).not.toBeNaN();
    expect(
      (await app.inject({ method: 'GET', url: `/api/reports/${report.id}`, headers: student.headers })).json(),
    ).toEqual(body);

    const notes = await notificationsOf(app, student.user.id, 'REPORT');
    const ofReport = notes.filter((n) => n.link === `/student/report?id=${report.id}`);
    expect(ofReport.map((n) => n.title)).toEqual([
      `Báo cáo sự cố đơn ${order.code}: Đang xem xét`,
      `Báo cáo sự cố đơn ${order.code}: Đã giải quyết`,
    ]);
    expect(ofReport[1]!.body).toContain('50.000 ₫');
    expect(ofReport[1]!.body).toContain('Xin lỗi bạn, TSA hoàn tiền giặt chiếc áo.');

    // A closed report stays closed.
    for (const status of ['REJECTED', 'IN_REVIEW', 'RESOLVED']) {
      const again = await decide(admin, report.id, { status, answer: 'Thử lại' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'reports/invalid-transition' });
      expect(again.json().message).toContain('Đã giải quyết');
    }
    expect(await notificationsOf(app, student.user.id, 'REPORT')).toHaveLength(notes.length);
  });

  it('OPEN → REJECTED directly needs a reason and takes no refund', async () => {
    const order = await completedOrder(app, student.headers);
    const report = await reportOf(app, student.headers, order.id, { type: 'WRONG_CHARGE' });

    const noReason = await decide(admin, report.id, { status: 'REJECTED' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.answer).toBe('Vui lòng nhập lý do từ chối');

    const withRefund = await decide(admin, report.id, {
      status: 'REJECTED',
      answer: 'Không đúng',
      refundAmount: 10_000,
    });
    expect(withRefund.statusCode).toBe(400);
    expect(withRefund.json().fields.refundAmount).toBe('Chỉ nhập số tiền hoàn khi giải quyết báo cáo');
    const reviewRefund = await decide(admin, report.id, { status: 'IN_REVIEW', refundAmount: 0 });
    expect(reviewRefund.statusCode).toBe(400);

    const rejected = await decide(admin, report.id, {
      status: 'REJECTED',
      answer: 'Số cân đã được xác nhận khi nhận đồ.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED', refundAmount: null, resolvedBy: { name: adminName } });
    const [note] = (await notificationsOf(app, student.user.id, 'REPORT')).filter((n) => n.link?.endsWith(report.id));
    expect(note).toMatchObject({ title: `Báo cáo sự cố đơn ${order.code}: Từ chối` });
    expect(note!.body).toContain('Lý do: Số cân đã được xác nhận khi nhận đồ.');

    const reopen = await decide(admin, report.id, { status: 'OPEN' });
    expect(reopen.statusCode).toBe(400);
  });

  it('IN_REVIEW cannot be set twice, and only administrators decide', async () => {
    const order = await completedOrder(app, student.headers);
    const report = await reportOf(app, student.headers, order.id);
    for (const headers of [student.headers, staff]) {
      const response = await decide(headers, report.id, { status: 'IN_REVIEW' });
      expect(response.statusCode).toBe(403);
    }
    expect(
      (await decide(admin, report.id, { status: 'IN_REVIEW', answer: 'Đang kiểm tra với xưởng' })).json(),
    ).toMatchObject({
      status: 'IN_REVIEW',
      answer: 'Đang kiểm tra với xưởng',
    });
    const twice = await decide(admin, report.id, { status: 'IN_REVIEW' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Không thể chuyển báo cáo từ "Đang xem xét" sang "Đang xem xét"');

    const missing = await decide(admin, '00000000-0000-4000-8000-000000000000', { status: 'IN_REVIEW' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('reports/not-found');
  });

  it('the decision reaches the student live, and a new report the administrators', async () => {
    const baseUrl = await listen(app);
    const [studentSocket, otherSocket, adminSocket] = await Promise.all([
      connectAs(app, baseUrl, student.user),
      connectAs(app, baseUrl, other.user),
      connectAs(app, baseUrl, await testAdmin(app)),
    ]);
    try {
      const heardByOther = record(otherSocket, 'notification');
      const order = await completedOrder(app, student.headers);
      const toAdmin = nextEvent(adminSocket, 'notification', (n) => n.type === 'REPORT_NEW');
      const report = await reportOf(app, student.headers, order.id);
      expect((await toAdmin).link).toBe(`/dashboard/report?id=${report.id}`);

      const toStudent = nextEvent(studentSocket, 'notification', (n) => n.type === 'REPORT');
      await decide(admin, report.id, { status: 'IN_REVIEW' });
      expect(await toStudent).toMatchObject({
        title: `Báo cáo sự cố đơn ${order.code}: Đang xem xét`,
        link: `/student/report?id=${report.id}`,
        read: false,
      });
      expect(heardByOther).toEqual([]);
    } finally {
      for (const socket of [studentSocket, otherSocket, adminSocket]) socket.close();
    }
  });

  it('two administrators deciding at once: one wins, the other gets 409', async () => {
    const order = await completedOrder(app, student.headers);
    const report = await reportOf(app, student.headers, order.id);
    const responses = await Promise.all([
      decide(admin, report.id, { status: 'RESOLVED', answer: 'Giải quyết' }),
      decide(admin, report.id, { status: 'REJECTED', answer: 'Từ chối' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const notes = (await notificationsOf(app, student.user.id, 'REPORT')).filter((n) => n.link?.endsWith(report.id));
    expect(notes).toHaveLength(1);
  });
});
