import type { TicketDetail, TicketMessageAck } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../../test/factories';
import { connectAs, listen, nextEvent, record, type ClientSocket } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';
import { signedIn, type Headers } from '../../test/orders';

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

describe('tickets live: the socket `message` event and the pushes', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let admin: Headers;
  let staff: SignedIn;
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listen(app);
    admin = await authHeader(app, await testAdmin(app));
    staff = await signedIn(app, { role: 'STAFF', firstName: 'Tâm', lastName: 'Đỗ Văn' });
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.close();
  });
  afterAll(async () => app.close());

  async function socketOf(user: { id: string; role: 'STUDENT' | 'STAFF' | 'ADMIN' }) {
    const socket = await connectAs(app, baseUrl, user);
    sockets.push(socket);
    return socket;
  }
  async function ticketOf(headers: Headers): Promise<TicketDetail> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers,
      payload: { subject: 'Thiếu một chiếc tất', message: 'Em gửi 5 đôi nhưng nhận lại 4 đôi.' },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as TicketDetail;
  }
  const send = (socket: ClientSocket, payload: unknown) =>
    socket.timeout(5_000).emitWithAck('message', payload as never) as Promise<TicketMessageAck>;

  it('posts the owner’s message through the socket, answers by ack and tells the staff', async () => {
    const student = await signedIn(app);
    const ticket = await ticketOf(student.headers);
    const mine = await socketOf(student.user);
    const staffSocket = await socketOf(staff.user);
    const staffHeard = nextEvent(staffSocket, 'ticket:message');
    const staffUpdated = nextEvent(staffSocket, 'ticket:updated');

    const answer = await send(mine, { ticketId: ticket.id, body: '  Em gửi thêm ảnh sau ạ.  ' });
    expect(answer).toEqual({
      ok: true,
      message: {
        id: expect.any(String),
        ticketId: ticket.id,
        body: 'Em gửi thêm ảnh sau ạ.',
        author: { id: student.user.id, name: expect.any(String), role: 'STUDENT' },
        createdAt: expect.any(String),
      },
    });
    if (!answer.ok) throw new Error(answer.error.message);
    expect(await staffHeard).toEqual({ ticketId: ticket.id, message: answer.message });
    expect(await staffUpdated).toEqual({
      ticketId: ticket.id,
      code: ticket.code,
      subject: ticket.subject,
      status: 'OPEN',
      ownerId: student.user.id,
    });
    const detail = (
      await app.inject({ method: 'GET', url: `/api/tickets/${ticket.id}`, headers: admin })
    ).json() as TicketDetail;
    expect(detail.messages.map((m) => m.body)).toEqual([
      'Em gửi 5 đôi nhưng nhận lại 4 đôi.',
      'Em gửi thêm ảnh sau ạ.',
    ]);
  });

  it('pushes a staff reply to the owner live: the message, the new status and a notification', async () => {
    const student = await signedIn(app);
    const other = await signedIn(app);
    const ticket = await ticketOf(student.headers);
    const owner = await socketOf(student.user);
    const stranger = await socketOf(other.user);
    const strangerHeard = record(stranger, 'ticket:message');

    const message = nextEvent(owner, 'ticket:message');
    const updated = nextEvent(owner, 'ticket:updated');
    const notified = nextEvent(owner, 'notification');
    const reply = await app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.id}/messages`,
      headers: staff.headers,
      payload: { body: 'Chúng tôi đã tìm thấy chiếc tất, sẽ giao lại chiều nay.' },
    });
    expect(reply.statusCode).toBe(201);
    expect(await message).toEqual({ ticketId: ticket.id, message: reply.json() });
    expect((await updated).status).toBe('ANSWERED');
    expect(await notified).toMatchObject({ type: 'TICKET_REPLY', link: `/tickets?id=${ticket.id}`, read: false });

    // The stranger's own ticket reaches them after the reply would have: they heard nothing of it.
    const own = nextEvent(stranger, 'ticket:updated');
    await ticketOf(other.headers);
    await own;
    expect(strangerHeard).toEqual([]);
  });

  it('announces a new ticket to the staff and admins, not to other students', async () => {
    const student = await signedIn(app);
    const other = await signedIn(app);
    const staffSocket = await socketOf(staff.user);
    const adminSocket = await socketOf(await testAdmin(app));
    const otherSocket = await socketOf(other.user);
    const otherHeard = record(otherSocket, 'ticket:updated');

    const staffSaw = nextEvent(staffSocket, 'ticket:updated');
    const adminSaw = nextEvent(adminSocket, 'ticket:updated');
    const ticket = await ticketOf(student.headers);
    expect(await staffSaw).toMatchObject({ ticketId: ticket.id, status: 'OPEN', ownerId: student.user.id });
    expect((await adminSaw).ticketId).toBe(ticket.id);

    const own = nextEvent(otherSocket, 'ticket:updated');
    await ticketOf(other.headers);
    await own;
    expect(otherHeard.map((e) => e.ownerId)).toEqual([other.user.id]);
  });

  it('applies the HTTP rules to the socket: validation, another user’s ticket, a closed ticket', async () => {
    const student = await signedIn(app);
    const other = await signedIn(app);
    const ticket = await ticketOf(student.headers);
    const mine = await socketOf(student.user);
    const stranger = await socketOf(other.user);

    const tooLong = await send(mine, { ticketId: ticket.id, body: 'a'.repeat(281) });
    expect(tooLong).toEqual({
      ok: false,
      error: {
        statusCode: 400,
        code: 'request/invalid-input',
        message: 'Dữ liệu không hợp lệ: body — Tin nhắn tối đa 280 ký tự',
        fields: { body: 'Tin nhắn tối đa 280 ký tự' },
      },
    });
    const noTicket = await send(mine, { body: 'Xin chào' });
    expect(noTicket.ok === false && noTicket.error.fields).toEqual({ ticketId: 'Yêu cầu hỗ trợ không hợp lệ' });
    expect(await send(mine, 'khong-phai-doi-tuong')).toMatchObject({ ok: false, error: { statusCode: 400 } });

    const foreign = await send(stranger, { ticketId: ticket.id, body: 'Xin chào' });
    expect(foreign).toEqual({
      ok: false,
      error: { statusCode: 404, code: 'tickets/not-found', message: 'Không tìm thấy yêu cầu hỗ trợ' },
    });

    await app.inject({
      method: 'PATCH',
      url: `/api/tickets/${ticket.id}/status`,
      headers: student.headers,
      payload: { status: 'CLOSED' },
    });
    const closed = await send(mine, { ticketId: ticket.id, body: 'Còn câu hỏi' });
    expect(closed).toEqual({
      ok: false,
      error: {
        statusCode: 409,
        code: 'tickets/closed',
        message: 'Yêu cầu hỗ trợ đã đóng, không thể gửi thêm tin nhắn',
      },
    });
    expect(mine.connected).toBe(true);
  });

  it('reports a failure as an `error` event when the client asks for no ack', async () => {
    const student = await signedIn(app);
    const socket = await socketOf(student.user);
    const failed = nextEvent(socket, 'error');
    socket.emit('message', { ticketId: '00000000-0000-4000-8000-000000000000', body: 'Xin chào' });
    expect(await failed).toEqual({
      statusCode: 404,
      code: 'tickets/not-found',
      message: 'Không tìm thấy yêu cầu hỗ trợ',
    });
  });
});
