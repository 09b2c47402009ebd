import type { DeliveryTask, Notification, NotificationPage } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { advanceTo, placeOrder, setStatus, signedIn, today, type Headers } from '../test/orders';
import { accessTokenFor, authHeader, testAdmin } from '../test/factories';
import {
  connect,
  connectAs,
  disconnection,
  expiredToken,
  listen,
  nextEvent,
  record,
  refusal,
  socketFor,
  type ClientSocket,
} from '../test/sockets';
import { createTestApp } from '../test/test-app';

describe('realtime: Socket.IO at /socket.io', () => {
  let app: FastifyInstance;
  let baseUrl: string;
  let admin: Headers;
  const open: ClientSocket[] = [];

  /** Every socket a test opens is closed after it. */
  async function socketOf(user: { id: string; role: 'STUDENT' | 'STAFF' | 'ADMIN' }, options = {}) {
    const socket = await connectAs(app, baseUrl, user, options);
    open.push(socket);
    return socket;
  }

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listen(app);
    admin = await authHeader(app, await testAdmin(app));
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => app.close());

  describe('the handshake', () => {
    it('refuses a missing, malformed or expired token with 401 and a Vietnamese message', async () => {
      const { user } = await signedIn(app);

      const missing = await refusal(socketFor(baseUrl));
      expect(missing.data).toEqual({
        statusCode: 401,
        code: 'auth/unauthenticated',
        message: 'Bạn cần đăng nhập để tiếp tục',
      });

      const bad = await refusal(socketFor(baseUrl, { header: 'Bearer khong-phai-token' }));
      expect(bad.data).toMatchObject({ statusCode: 401, code: 'auth/invalid-credential' });

      const badAuth = await refusal(socketFor(baseUrl, { authToken: 'khong-phai-token', transports: ['websocket'] }));
      expect(badAuth.data).toMatchObject({ statusCode: 401, code: 'auth/invalid-credential' });

      const expired = await refusal(socketFor(baseUrl, { header: `Bearer ${await expiredToken(app, user)}` }));
      expect(expired.data).toEqual({
        statusCode: 401,
        code: 'auth/user-token-expired',
        message: 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại',
      });
    });

    it('refuses a banned account with 403 auth/user-disabled and a deleted one with 401', async () => {
      const { user: banned } = await signedIn(app, { status: 'BANNED' });
      const refused = await refusal(socketFor(baseUrl, { header: `Bearer ${await accessTokenFor(app, banned)}` }));
      expect(refused.data).toEqual({
        statusCode: 403,
        code: 'auth/user-disabled',
        message: 'Tài khoản này đã bị vô hiệu hóa',
      });

      const { user: gone } = await signedIn(app);
      const token = await accessTokenFor(app, gone);
      expect((await app.inject({ method: 'DELETE', url: `/api/users/${gone.id}`, headers: admin })).statusCode).toBe(
        204,
      );
      const deleted = await refusal(socketFor(baseUrl, { header: `Bearer ${token}` }));
      expect(deleted.data).toMatchObject({ statusCode: 401 });
    });

    it('accepts the token as handshake auth.token over websocket, as a browser sends it', async () => {
      const { user } = await signedIn(app);
      const socket = await connect(
        socketFor(baseUrl, { authToken: await accessTokenFor(app, user), transports: ['websocket'] }),
      );
      open.push(socket);
      expect(socket.connected).toBe(true);
    });
  });

  describe('who hears what', () => {
    it("pushes an order's notification to its student only, and order:updated to the student and the staff", async () => {
      const a = await signedIn(app);
      const b = await signedIn(app);
      const staff = await signedIn(app, { role: 'STAFF' });
      const socketA = await socketOf(a.user);
      const socketB = await socketOf(b.user);
      const socketStaff = await socketOf(staff.user);
      const heardByB = record(socketB, 'notification');
      const heardByStaff = record(socketStaff, 'notification');
      const orderUpdatesOfB = record(socketB, 'order:updated');

      const notified = nextEvent(socketA, 'notification');
      const updated = nextEvent(socketA, 'order:updated');
      const staffSaw = nextEvent(socketStaff, 'order:updated');
      const order = await placeOrder(app, a.headers);
      const notification = await notified;
      expect(notification).toMatchObject({
        type: 'ORDER_STATUS',
        title: `Đơn ${order.code}: Chờ xác nhận`,
        read: false,
      });
      expect(await updated).toEqual({
        orderId: order.id,
        code: order.code,
        status: 'PENDING',
        paymentStatus: 'UNPAID',
      });
      expect(await staffSaw).toMatchObject({ orderId: order.id, status: 'PENDING' });

      // The pushed notification is the row the list shows, plus who caused it: A, who placed it.
      const { actorId, ...pushed } = notification;
      expect(actorId).toBe(a.user.id);
      const list = (
        await app.inject({ method: 'GET', url: '/api/notifications', headers: a.headers })
      ).json() as NotificationPage;
      expect(list.items[0]).toEqual(pushed);

      const confirmed = nextEvent(socketA, 'notification', (n) => n.title.endsWith('Đã xác nhận'));
      expect((await setStatus(app, admin, order.id, 'CONFIRMED')).statusCode).toBe(200);
      const confirmation = await confirmed;
      expect(confirmation.link).toBe(`/student/order?id=${order.id}`);
      // Caused by the admin, not by A: A's client may show it as news.
      expect(confirmation.actorId).toEqual(expect.any(String));
      expect(confirmation.actorId).not.toBe(a.user.id);

      // B's own order arrives after A's events would have: B heard nothing of A's.
      const own = Promise.all([nextEvent(socketB, 'notification'), nextEvent(socketB, 'order:updated')]);
      const orderOfB = await placeOrder(app, b.headers);
      await own;
      expect(heardByB.map((n) => n.title)).toEqual([`Đơn ${orderOfB.code}: Chờ xác nhận`]);
      expect(orderUpdatesOfB.map((e) => e.orderId)).toEqual([orderOfB.id]);
      expect(heardByStaff).toEqual([]);
    });

    it('tells the assigned staff member and the admins about a task, and the student about the confirmation', async () => {
      const student = await signedIn(app);
      const staff = await signedIn(app, { role: 'STAFF' });
      const otherStaff = await signedIn(app, { role: 'STAFF' });
      const adminSocket = await socketOf(await testAdmin(app));
      const staffSocket = await socketOf(staff.user);
      const otherSocket = await socketOf(otherStaff.user);
      const studentSocket = await socketOf(student.user);
      const tasksOfOther = record(otherSocket, 'delivery:updated');
      const order = await placeOrder(app, student.headers);

      const staffTask = nextEvent(staffSocket, 'delivery:updated');
      const staffNotified = nextEvent(staffSocket, 'notification');
      const adminTask = nextEvent(adminSocket, 'delivery:updated');
      const studentConfirmed = nextEvent(studentSocket, 'order:updated', (e) => e.status === 'CONFIRMED');
      const response = await app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: admin,
        payload: {
          orderId: order.id,
          type: 'PICKUP',
          staffId: staff.user.id,
          scheduledDate: today(),
          slot: '17-19',
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      const task = response.json() as DeliveryTask;
      const expected = {
        deliveryId: task.id,
        orderId: order.id,
        type: 'PICKUP',
        status: 'ASSIGNED',
        staffId: staff.user.id,
      };
      expect(await staffTask).toEqual(expected);
      expect(await adminTask).toEqual(expected);
      expect((await staffNotified).type).toBe('DELIVERY_ASSIGNED');
      expect(await studentConfirmed).toMatchObject({ orderId: order.id, status: 'CONFIRMED' });

      // Done by the staff member: the order follows and everybody concerned hears it.
      const picked = nextEvent(studentSocket, 'order:updated', (e) => e.status === 'PICKED_UP');
      const done = nextEvent(adminSocket, 'delivery:updated', (e) => e.status === 'DONE');
      for (const status of ['IN_PROGRESS', 'DONE']) {
        const progress = await app.inject({
          method: 'PATCH',
          url: `/api/deliveries/${task.id}/status`,
          headers: staff.headers,
          payload: { status },
        });
        expect(progress.statusCode, progress.body).toBe(200);
      }
      await Promise.all([picked, done]);
      expect(tasksOfOther).toEqual([]);
    });

    it('announces nothing when the change is refused and rolled back', async () => {
      const student = await signedIn(app);
      const socket = await socketOf(student.user);
      const order = await placeOrder(app, student.headers);
      const confirmed = Promise.all([
        nextEvent(socket, 'order:updated', (e) => e.status === 'CONFIRMED'),
        nextEvent(socket, 'notification', (n) => n.title.endsWith('Đã xác nhận')),
      ]);
      await advanceTo(app, admin, order.id, 'CONFIRMED');
      await confirmed;
      const heard = record(socket, 'order:updated');
      const notified = record(socket, 'notification');

      expect((await setStatus(app, admin, order.id, 'COMPLETED')).statusCode).toBe(409);
      const paid = nextEvent(socket, 'order:updated', (e) => e.paymentStatus === 'PAID');
      const payment = await app.inject({
        method: 'PATCH',
        url: `/api/orders/${order.id}/payment`,
        headers: admin,
        // Before weighing only an admin's recorded override marks an order paid.
        payload: { paymentStatus: 'PAID', override: true, note: 'Thu trước khi cân' },
      });
      expect(payment.statusCode, payment.body).toBe(200);
      await paid;
      expect(heard).toEqual([{ orderId: order.id, code: order.code, status: 'CONFIRMED', paymentStatus: 'PAID' }]);
      expect(notified.map((n: Notification) => n.type)).toEqual(['ORDER_PAYMENT']);
    });
  });

  describe('connection life', () => {
    it('reconnects by itself after the server drops the connection, and hears later events', async () => {
      const student = await signedIn(app);
      const socket = await socketOf(student.user, { reconnection: true });
      const [serverSide] = await app.realtime.io.in(`user:${student.user.id}`).fetchSockets();
      expect(serverSide).toBeDefined();

      const dropped = disconnection(socket);
      const back = new Promise<void>((resolve) => socket.io.once('reconnect', () => socket.once('connect', resolve)));
      // As a restarting instance or a broken network would: the transport closes, not the session.
      app.realtime.io.sockets.sockets.get(serverSide!.id)!.conn.close();
      expect(await dropped).toBe('transport close');
      await back;
      expect(socket.connected).toBe(true);

      const notified = nextEvent(socket, 'notification');
      const order = await placeOrder(app, student.headers);
      expect((await notified).title).toBe(`Đơn ${order.code}: Chờ xác nhận`);
    });

    it('can connect again after a server-side disconnect and hears later events', async () => {
      const student = await signedIn(app);
      const socket = await socketOf(student.user);
      const gone = disconnection(socket);
      app.realtime.io.in(`user:${student.user.id}`).disconnectSockets(true);
      expect(await gone).toBe('io server disconnect');

      await connect(socket);
      const notified = nextEvent(socket, 'notification');
      await placeOrder(app, student.headers);
      await notified;
    });

    it('closes the sockets of a user at once when an admin bans them, and refuses them afterwards', async () => {
      const student = await signedIn(app);
      const polling = await socketOf(student.user);
      const websocket = await socketOf(student.user, { transports: ['websocket'] });
      const closed = Promise.all([disconnection(polling), disconnection(websocket)]);

      const ban = await app.inject({
        method: 'PATCH',
        url: `/api/users/${student.user.id}/status`,
        headers: admin,
        payload: { status: 'BANNED' },
      });
      expect(ban.statusCode).toBe(200);
      expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);

      const again = await refusal(polling);
      expect(again.data).toMatchObject({ statusCode: 403, code: 'auth/user-disabled' });
    });

    it('closes the sockets of a deleted user', async () => {
      const student = await signedIn(app);
      const socket = await socketOf(student.user);
      const closed = disconnection(socket);
      expect(
        (await app.inject({ method: 'DELETE', url: `/api/users/${student.user.id}`, headers: admin })).statusCode,
      ).toBe(204);
      expect(await closed).toBe('io server disconnect');
    });

    it('moves open sockets to the room of a new role', async () => {
      const promoted = await signedIn(app);
      const socket = await socketOf(promoted.user);
      const other = await signedIn(app);

      const role = await app.inject({
        method: 'PATCH',
        url: `/api/users/role/${promoted.user.id}`,
        headers: admin,
        payload: { role: 'STAFF' },
      });
      expect(role.statusCode).toBe(200);
      const seen = nextEvent(socket, 'order:updated');
      const order = await placeOrder(app, other.headers);
      expect((await seen).orderId).toBe(order.id);
    });

    it('closes open sockets when the app closes, without waiting for the clients', async () => {
      const other = await createTestApp();
      const url = await listen(other);
      const { user } = await signedIn(other);
      const socket = await connectAs(other, url, user, { transports: ['websocket'] });
      open.push(socket);
      const closed = disconnection(socket);
      // A close that waited for clients would hang here until the test's time-out.
      await other.close();
      expect(await closed).toBe('transport close');
    });
  });
});
