import type { Ticket, TicketDetail, TicketMessage, TicketPage } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { notificationsOf, placeOrder, signedIn, type Headers } from '../../test/orders';

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

describe('support tickets', () => {
  let app: FastifyInstance;
  let admin: Headers;
  let student: SignedIn;
  let otherStudent: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await authHeader(app, await testAdmin(app));
    student = await signedIn(app, { firstName: 'Lan', lastName: 'Trần Thị' });
    otherStudent = await signedIn(app, { firstName: 'Bình', lastName: 'Lê Văn' });
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Tâm', lastName: 'Đỗ Văn' });
  });
  afterAll(async () => app.close());

  const open = (headers: Headers, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/tickets', headers, payload });
  async function opened(headers: Headers, payload: Record<string, unknown> = {}): Promise<TicketDetail> {
    const response = await open(headers, {
      subject: 'Áo bị phai màu',
      message: 'Áo trắng của em bị loang màu sau khi giặt.',
      ...payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TicketDetail;
  }
  const get = (headers: Headers, id: string) => app.inject({ method: 'GET', url: `/api/tickets/${id}`, headers });
  const post = (headers: Headers, id: string, body: unknown) =>
    app.inject({ method: 'POST', url: `/api/tickets/${id}/messages`, headers, payload: { body } });
  const setStatus = (headers: Headers, id: string, status: string) =>
    app.inject({ method: 'PATCH', url: `/api/tickets/${id}/status`, headers, payload: { status } });
  const list = async (headers: Headers, query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/tickets${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TicketPage;
  };

  describe('opening a ticket', () => {
    it('gives any signed-in user a ticket with a code and its first message', async () => {
      const ticket = await opened(student.headers);
      expect(ticket).toMatchObject({
        code: expect.stringMatching(/^TK-\d{5}$/),
        subject: 'Áo bị phai màu',
        status: 'OPEN',
        owner: { id: student.user.id, name: 'Trần Thị Lan', role: 'STUDENT' },
        order: null,
        messageCount: 1,
        closedAt: null,
      });
      expect(ticket.messages).toEqual([
        {
          id: expect.any(String),
          ticketId: ticket.id,
          body: 'Áo trắng của em bị loang màu sau khi giặt.',
          author: { id: student.user.id, name: 'Trần Thị Lan', role: 'STUDENT' },
          createdAt: ticket.lastMessageAt,
        },
      ]);
      expect((await opened(staff.headers)).owner.role).toBe('STAFF');
      expect((await opened(admin)).owner.role).toBe('ADMIN');
      expect((await open({ authorization: 'Bearer x' }, { subject: 'a', message: 'b' })).statusCode).toBe(401);
    });

    it('may be about one of my orders, never about somebody else’s', async () => {
      const order = await placeOrder(app, student.headers);
      const ticket = await opened(student.headers, { orderId: order.id });
      expect(ticket.order).toEqual({ id: order.id, code: order.code });

      const foreign = await open(otherStudent.headers, {
        subject: 'Đơn của bạn',
        message: 'Xin chào',
        orderId: order.id,
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json()).toMatchObject({
        code: 'tickets/invalid-order',
        message: 'Đơn hàng không tồn tại hoặc không phải đơn của bạn',
        fields: { orderId: expect.any(String) },
      });
      const missing = await open(student.headers, {
        subject: 'Đơn lạ',
        message: 'Xin chào',
        orderId: '00000000-0000-4000-8000-000000000000',
      });
      expect(missing.json().code).toBe('tickets/invalid-order');
      // Staff open tickets about any order (e.g. on a student's behalf).
      expect((await opened(staff.headers, { orderId: order.id })).order?.code).toBe(order.code);
    });

    it('checks the subject (≤ 80) and the message (≤ 280) with Vietnamese messages', async () => {
      const subject81 = await open(student.headers, { subject: 'a'.repeat(81), message: 'Xin chào' });
      expect(subject81.statusCode).toBe(400);
      expect(subject81.json()).toMatchObject({
        code: 'request/invalid-input',
        message: 'Dữ liệu không hợp lệ: subject — Tiêu đề tối đa 80 ký tự',
        fields: { subject: 'Tiêu đề tối đa 80 ký tự' },
      });
      const message281 = await open(student.headers, { subject: 'Hỏi', message: 'ă'.repeat(281) });
      expect(message281.statusCode).toBe(400);
      expect(message281.json().fields).toEqual({ message: 'Tin nhắn tối đa 280 ký tự' });
      const blank = await open(student.headers, { subject: '   ', message: 'Xin chào' });
      expect(blank.json().fields).toEqual({ subject: 'Vui lòng nhập tiêu đề' });
      const missing = await open(student.headers, { subject: 'Hỏi' });
      expect(missing.json().fields).toEqual({ message: 'Vui lòng nhập nội dung tin nhắn' });

      const longest = await opened(student.headers, { subject: 'ư'.repeat(80), message: 'ệ'.repeat(280) });
      expect(longest.subject).toHaveLength(80);
      expect(longest.messages[0]!.body).toHaveLength(280);
    });
  });

  describe('reading', () => {
    it('shows a ticket to its owner, staff and admins only; to anybody else it does not exist', async () => {
      const ticket = await opened(student.headers);
      for (const headers of [student.headers, staff.headers, admin]) {
        const response = await get(headers, ticket.id);
        expect(response.statusCode).toBe(200);
        expect((response.json() as TicketDetail).messages).toHaveLength(1);
      }
      const foreign = await get(otherStudent.headers, ticket.id);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'tickets/not-found', message: 'Không tìm thấy yêu cầu hỗ trợ' });
      expect((await get(student.headers, 'khong-phai-uuid')).statusCode).toBe(404);
      expect((await get({ authorization: '' }, ticket.id)).statusCode).toBe(401);
    });

    it('lists my own tickets to a student and every ticket to staff and admins, most recent activity first', async () => {
      const lonely = await signedIn(app);
      const mine = await opened(lonely.headers, { subject: 'Của tôi' });
      const theirs = await opened(otherStudent.headers, { subject: 'Của bạn khác' });

      const own = await list(lonely.headers);
      expect(own.items.map((t) => t.id)).toEqual([mine.id]);
      expect(own.total).toBe(1);
      for (const headers of [staff.headers, admin]) {
        const all = await list(headers, '?pageSize=100');
        expect(all.items.map((t) => t.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      }
      // A new message brings a ticket to the top.
      await post(staff.headers, mine.id, 'Chúng tôi đã nhận được.');
      const [top] = (await list(staff.headers)).items as [Ticket];
      expect(top).toMatchObject({ id: mine.id, messageCount: 2, status: 'ANSWERED' });
    });

    it('filters by status and finds by subject without diacritics, by code, or by the owner', async () => {
      const searcher = await signedIn(app, { firstName: 'Khoa', lastName: 'Phạm Đăng' });
      const shoes = await opened(searcher.headers, { subject: 'Giày bị rách đế' });
      const blanket = await opened(searcher.headers, { subject: 'Chăn còn ướt' });
      await setStatus(searcher.headers, blanket.id, 'CLOSED');

      expect((await list(searcher.headers, '?search=giay rach')).items.map((t) => t.id)).toEqual([shoes.id]);
      expect((await list(searcher.headers, `?search=${blanket.code.toLowerCase()}`)).items.map((t) => t.id)).toEqual([
        blanket.id,
      ]);
      expect((await list(searcher.headers, '?status=CLOSED')).items.map((t) => t.id)).toEqual([blanket.id]);
      expect((await list(searcher.headers, '?status=OPEN,ANSWERED')).items.map((t) => t.id)).toEqual([shoes.id]);
      expect((await list(staff.headers, '?search=pham dang')).items.map((t) => t.id).sort()).toEqual(
        [shoes.id, blanket.id].sort(),
      );
      const page = await list(searcher.headers, '?pageSize=1&page=2');
      expect(page).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(page.items).toHaveLength(1);

      const bad = await app.inject({ method: 'GET', url: '/api/tickets?status=DONE', headers: searcher.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('Trạng thái yêu cầu hỗ trợ không hợp lệ');
    });
  });

  describe('the thread', () => {
    it('marks a staff reply ANSWERED and notifies the owner; the owner’s answer reopens it', async () => {
      const ticket = await opened(student.headers);
      const reply = await post(staff.headers, ticket.id, '  Chúng tôi sẽ giặt lại miễn phí cho bạn.  ');
      expect(reply.statusCode, reply.body).toBe(201);
      expect(reply.json()).toMatchObject({
        ticketId: ticket.id,
        body: 'Chúng tôi sẽ giặt lại miễn phí cho bạn.',
        author: { id: staff.user.id, name: 'Đỗ Văn Tâm', role: 'STAFF' },
      } satisfies Partial<TicketMessage>);
      expect(((await get(student.headers, ticket.id)).json() as TicketDetail).status).toBe('ANSWERED');

      const replies = (await notificationsOf(app, student.user.id, 'TICKET_REPLY')).filter((n) =>
        n.link?.endsWith(ticket.id),
      );
      expect(replies).toHaveLength(1);
      expect(replies[0]).toMatchObject({
        title: `Yêu cầu ${ticket.code} đã có phản hồi`,
        body: 'Đỗ Văn Tâm: Chúng tôi sẽ giặt lại miễn phí cho bạn.',
        link: `/tickets?id=${ticket.id}`,
      });

      expect((await post(student.headers, ticket.id, 'Cảm ơn ạ')).statusCode).toBe(201);
      const detail = (await get(admin, ticket.id)).json() as TicketDetail;
      expect(detail.status).toBe('OPEN');
      expect(detail.messages.map((m) => m.author.role)).toEqual(['STUDENT', 'STAFF', 'STUDENT']);
      // The owner's own messages notify nobody by row; staff follow the thread live.
      expect(await notificationsOf(app, staff.user.id, 'TICKET_REPLY')).toEqual([]);
    });

    it('refuses messages from other students, oversized or empty ones, and any on a closed ticket', async () => {
      const ticket = await opened(student.headers);
      expect((await post(otherStudent.headers, ticket.id, 'Xin chào')).statusCode).toBe(404);

      const tooLong = await post(student.headers, ticket.id, 'a'.repeat(281));
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json()).toMatchObject({ message: 'Dữ liệu không hợp lệ: body — Tin nhắn tối đa 280 ký tự' });
      expect((await post(student.headers, ticket.id, '   ')).json().fields).toEqual({
        body: 'Vui lòng nhập nội dung tin nhắn',
      });
      expect((await post(student.headers, ticket.id, 'a'.repeat(280))).statusCode).toBe(201);

      expect((await setStatus(staff.headers, ticket.id, 'CLOSED')).statusCode).toBe(200);
      const closed = await post(student.headers, ticket.id, 'Còn một câu hỏi');
      expect(closed.statusCode).toBe(409);
      expect(closed.json()).toEqual({
        statusCode: 409,
        code: 'tickets/closed',
        message: 'Yêu cầu hỗ trợ đã đóng, không thể gửi thêm tin nhắn',
      });
      expect((await post(staff.headers, ticket.id, 'Bổ sung')).statusCode).toBe(409);
    });
  });

  describe('closing and reopening', () => {
    it('lets the owner close their own ticket but not reopen it; staff and admins do both', async () => {
      const ticket = await opened(student.headers);
      const closed = await setStatus(student.headers, ticket.id, 'CLOSED');
      expect(closed.statusCode).toBe(200);
      expect(closed.json()).toMatchObject({ status: 'CLOSED', closedAt: expect.any(String) });
      // Closing one's own ticket notifies nobody.
      expect(
        (await notificationsOf(app, student.user.id, 'TICKET_CLOSED')).filter((n) => n.link?.endsWith(ticket.id)),
      ).toEqual([]);

      const reopen = await setStatus(student.headers, ticket.id, 'OPEN');
      expect(reopen.statusCode).toBe(403);
      expect(reopen.json().code).toBe('auth/forbidden');

      const reopened = await setStatus(staff.headers, ticket.id, 'OPEN');
      expect(reopened.json()).toMatchObject({ status: 'OPEN', closedAt: null });
      expect((await setStatus(admin, ticket.id, 'CLOSED')).json().status).toBe('CLOSED');
      // Closed by somebody else: the owner is told.
      const told = (await notificationsOf(app, student.user.id, 'TICKET_CLOSED')).filter((n) =>
        n.link?.endsWith(ticket.id),
      );
      expect(told).toHaveLength(1);
      expect(told[0]!.title).toBe(`Yêu cầu ${ticket.code} đã được đóng`);
      // Asking again for the same status changes nothing.
      const again = await setStatus(admin, ticket.id, 'CLOSED');
      expect(again.statusCode).toBe(200);
      expect(
        (await notificationsOf(app, student.user.id, 'TICKET_CLOSED')).filter((n) => n.link?.endsWith(ticket.id)),
      ).toHaveLength(1);
    });

    it('does not let other students touch the ticket, and only takes CLOSED or OPEN', async () => {
      const ticket = await opened(student.headers);
      expect((await setStatus(otherStudent.headers, ticket.id, 'CLOSED')).statusCode).toBe(404);
      const answered = await setStatus(staff.headers, ticket.id, 'ANSWERED');
      expect(answered.statusCode).toBe(400);
      expect(answered.json().message).toContain('Chỉ có thể đóng (CLOSED) hoặc mở lại (OPEN) yêu cầu hỗ trợ');
    });
  });

  it('documents every ticket route in the OpenAPI reference', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/tickets/',
      '/api/tickets/{id}',
      '/api/tickets/{id}/messages',
      '/api/tickets/{id}/status',
    ]) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    expect(spec.paths['/api/tickets/{id}/messages'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.paths['/api/tickets/{id}/status'].patch.tags).toEqual(['tickets']);
  });
});
