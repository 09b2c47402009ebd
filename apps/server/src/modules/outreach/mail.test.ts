import type { FastifyInstance } from 'fastify';
import { UNSUBSCRIBE_LINK_DAYS } from '@tsa/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMailCatcher } from '../../test/mail-catcher';
import { authHeader, testAdmin } from '../../test/factories';
import { runWaitingJobsNow } from '../../test/queue-settled';
import { createTestApp } from '../../test/test-app';
import {
  advanceTo,
  notificationsOf,
  placeOrder,
  setStatus,
  signedIn,
  today,
  tomorrow,
  type Headers,
} from '../../test/orders';
import { deliveriesOf, eventually, FAST_JOBS, setPreferences, queuesSettled } from './test-support';

describe('e-mail for the moments that matter', () => {
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let admin: Headers;

  // A batch window no test sits through: whatever a test does inside it joins one e-mail, however
  // slow the machine, and the test then ends the wait itself (`mailNow`). It is inside
  // `queuesSettled`'s minute, so a mail left waiting makes that wait fail rather than pass.
  const BATCH_SECONDS = '30';
  const mailNow = () => runWaitingJobsNow(app, 'mail-digest');

  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ env: { SMTP_URL: mail.url, ...FAST_JOBS, MAIL_BATCH_SECONDS: BATCH_SECONDS } });
    admin = await authHeader(app, await testAdmin(app));
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  it('sends one Vietnamese e-mail for a burst of order events, with the weight, the final price and the receipt', async () => {
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'PICKED_UP');
    const washing = await setStatus(app, admin, order.id, 'WASHING', {
      items: [{ itemId: order.items[0]!.id, quantity: 5.5 }],
    });
    expect(washing.statusCode, washing.body).toBe(200);
    for (const status of ['READY', 'DELIVERING', 'COMPLETED']) {
      const cash = status === 'COMPLETED' ? { cashCollected: 0 } : {};
      expect((await setStatus(app, admin, order.id, status, cash)).statusCode).toBe(200);
    }

    await mailNow();
    const message = await eventually(async () => mail.to(student.user.email)[0]);
    await queuesSettled(app);
    expect(mail.to(student.user.email)).toHaveLength(1);
    expect(message.subject).toMatch(/^\d+ cập nhật mới từ TSA: Đơn TSA-\d{6}-\d{4}: Đã xác nhận$/);
    for (const text of [message.text, message.html]) {
      expect(text).toContain('Đã xác nhận');
      expect(text).toContain('Khung lấy đồ');
      expect(text).toContain('Đã lấy đồ');
      expect(text).toContain('Đang giao');
      expect(text).toContain('Hoàn thành');
      expect(text).toContain('5,5 kg');
      expect(text).toContain('82.500 ₫'); // 5.5 kg × 15.000
      expect(text).toContain('Giặt sấy gấp theo kg');
    }
    expect(message.text).toContain(`/student/order?id=${order.id}`);
    expect(message.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/outreach\/unsubscribe\?token=[^>]+>$/,
    );
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const sent = await eventually(async () => {
      const rows = await deliveriesOf(app, student.user.id, 'EMAIL');
      return rows.every((d) => d.status === 'SENT') && rows;
    });
    expect(sent.length).toBe(5); // confirmed, picked up, ready, delivering, completed — not pending or washing
    expect(sent.every((d) => d.status === 'SENT' && d.sentAt)).toBe(true);
  });

  it('respects the e-mail choice per kind: order progress off, ticket replies still e-mailed', async () => {
    const student = await signedIn(app);
    await setPreferences(app, student.headers, (p) => {
      p.kinds.ORDER_PROGRESS.email = false;
    });
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'CONFIRMED');
    const ticket = await app.inject({
      method: 'POST',
      url: '/api/tickets',
      headers: student.headers,
      payload: { subject: 'Hỏi về giờ giao', message: 'Khi nào giao đồ ạ?' },
    });
    expect(ticket.statusCode, ticket.body).toBe(201);
    const reply = await app.inject({
      method: 'POST',
      url: `/api/tickets/${ticket.json().id}/messages`,
      headers: admin,
      payload: { body: 'Chiều nay bạn nhé.' },
    });
    expect(reply.statusCode, reply.body).toBe(201);

    await mailNow();
    const message = await eventually(async () => mail.to(student.user.email)[0]);
    await queuesSettled(app);
    expect(mail.to(student.user.email)).toHaveLength(1);
    expect(message.text).toContain('Chiều nay bạn nhé.');
    expect(message.text).not.toContain('Đã xác nhận');
    // In-app is always on.
    expect((await notificationsOf(app, student.user.id, 'ORDER_STATUS')).length).toBe(2);
  });

  it('unsubscribes only on the one-click POST (RFC 8058): a GET opens the page and changes nothing', async () => {
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'CONFIRMED');
    await mailNow();
    const message = await eventually(async () => mail.to(student.user.email)[0]);
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(message.headers['list-unsubscribe']!.slice(1, -1));
    expect(link.pathname).toBe('/api/outreach/unsubscribe');
    const path = `${link.pathname}${link.search}`;
    const token = link.searchParams.get('token')!;
    // What a reader clicks in the mail is the page with the button, never the POST target.
    const page = `${link.origin}/unsubscribe?token=${encodeURIComponent(token)}`;
    expect(message.text).toContain(page);
    expect(message.html).toContain(page.replaceAll('&', '&amp;'));
    const preferences = async () =>
      (await app.inject({ method: 'GET', url: '/api/outreach/preferences', headers: student.headers })).json();
    const emailOn = async () => (await preferences()).kinds.ORDER_PROGRESS.email as boolean;

    // A mail scanner prefetching the link: sent on to the page, nothing changed.
    for (const scan of [path, `${path}&List-Unsubscribe=One-Click`]) {
      const prefetch = await app.inject({ method: 'GET', url: scan });
      expect(prefetch.statusCode).toBe(303);
      expect(prefetch.headers.location).toBe(`/unsubscribe?token=${encodeURIComponent(token)}`);
    }
    expect(await emailOn()).toBe(true);

    const other = await signedIn(app);
    const [, expires, signature] = token.split('.');
    for (const bad of [
      `${other.user.id}.${expires}.${signature}`,
      `${token}x`,
      'abc',
      `${student.user.id}.${signature}`,
    ]) {
      const post = await app.inject({
        method: 'POST',
        url: `/api/outreach/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(post.statusCode, bad).toBe(400);
      expect(post.json()).toMatchObject({ code: 'notifications/invalid-unsubscribe-link' });
    }
    expect(await emailOn()).toBe(true);

    // The mail client's one-click POST, as a form.
    const oneClick = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(204);
    const after = await preferences();
    expect(Object.values(after.kinds).every((k) => !(k as { email: boolean }).email)).toBe(true);
    expect(after.kinds.ORDER_PROGRESS.push).toBe(true);

    expect((await setStatus(app, admin, order.id, 'PICKED_UP')).statusCode).toBe(200);
    await mailNow();
    await queuesSettled(app);
    expect(mail.to(student.user.email)).toHaveLength(1);
  });

  it(`refuses an unsubscribe link ${UNSUBSCRIBE_LINK_DAYS} days after its mail, with a message that says so`, async () => {
    const student = await signedIn(app);
    const order = await placeOrder(app, student.headers);
    await advanceTo(app, admin, order.id, 'CONFIRMED');
    await mailNow();
    const message = await eventually(async () => mail.to(student.user.email)[0]);
    const link = new URL(message.headers['list-unsubscribe']!.slice(1, -1));
    const post = () => app.inject({ method: 'POST', url: `${link.pathname}${link.search}` });
    const sentAt = Date.now();
    const day = 24 * 60 * 60 * 1000;
    let expired;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(sentAt + (UNSUBSCRIBE_LINK_DAYS + 1) * day);
      expired = await post();
    } finally {
      vi.useRealTimers();
    }
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      statusCode: 400,
      code: 'notifications/unsubscribe-link-expired',
      message: expect.stringContaining(`${UNSUBSCRIBE_LINK_DAYS} ngày`),
    });
    const preferences = await app.inject({ method: 'GET', url: '/api/outreach/preferences', headers: student.headers });
    expect(preferences.json().kinds.ORDER_PROGRESS.email).toBe(true);

    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(sentAt + (UNSUBSCRIBE_LINK_DAYS - 1) * day);
      expect((await post()).statusCode).toBe(204);
    } finally {
      vi.useRealTimers();
    }
  });

  it('e-mails staff a task assigned to them for today, not one for another day', async () => {
    const staff = await signedIn(app, { role: 'STAFF' });
    const student = await signedIn(app);
    const assign = async (scheduledDate: string) => {
      const order = await placeOrder(app, student.headers);
      const response = await app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: admin,
        payload: { orderId: order.id, type: 'PICKUP', staffId: staff.user.id, scheduledDate, slot: '19-21' },
      });
      expect(response.statusCode, response.body).toBe(201);
      return order;
    };
    await assign(tomorrow());
    const forToday = await assign(today());
    await mailNow();
    const message = await eventually(async () => mail.to(staff.user.email)[0]);
    await queuesSettled(app);
    expect(mail.to(staff.user.email)).toHaveLength(1);
    expect(message.subject).toBe(`Nhiệm vụ mới: Lấy đồ đơn ${forToday.code}`);
    expect(message.text).toContain('/staff/delivery?id=');
  });

  it('keeps preferences per user, checks them, and lists defaults first', async () => {
    const student = await signedIn(app);
    const get = await app.inject({ method: 'GET', url: '/api/outreach/preferences', headers: student.headers });
    expect(get.json()).toMatchObject({
      kinds: { ORDER_PROGRESS: { push: true, email: true, wake: false }, ORDER_PAYMENT: { push: true, email: false } },
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/outreach/preferences',
      headers: student.headers,
      payload: { ...(get.json() as object), quietHours: { enabled: true, start: '25:00', end: '07:00' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'request/invalid-input', message: expect.stringContaining('HH:MM') });
    expect((await app.inject({ method: 'GET', url: '/api/outreach/preferences' })).statusCode).toBe(401);
  });
});

describe('a failing mail server', () => {
  it('is retried with back-off until it accepts, and the e-mail goes out once', async () => {
    const mail = await startMailCatcher({ failFirst: 1 });
    const app = await createTestApp({ env: { SMTP_URL: mail.url, ...FAST_JOBS } });
    try {
      const admin = await authHeader(app, await testAdmin(app));
      const student = await signedIn(app);
      const order = await placeOrder(app, student.headers);
      await advanceTo(app, admin, order.id, 'CONFIRMED');
      // Each look moves the queue past its wait: the batch window first, then the retry's back-off.
      await eventually(async () => {
        await runWaitingJobsNow(app, 'mail-digest');
        return mail.to(student.user.email)[0];
      });
      expect(mail.stats.refused).toBe(1);
      expect(mail.to(student.user.email)).toHaveLength(1);
      const delivery = await eventually(async () => {
        const [row] = await deliveriesOf(app, student.user.id, 'EMAIL');
        return row?.status === 'SENT' && row;
      });
      expect(delivery.error).toBeNull();
      // The delivery row turns SENT inside the handler; the queue marks the job completed just after.
      const job = await eventually(async () => {
        const found = await app.jobs.getJob('mail-digest', delivery!.jobId!);
        return found?.state === 'completed' && found;
      });
      expect(job).toMatchObject({ state: 'completed', retryCount: 1 });
    } finally {
      await app.close();
      await mail.close();
    }
  });

  it('does not slow the API when it hangs, and gives up after the retry limit with the reason', async () => {
    // A server that accepts connections and never speaks: the SMTP greeting times out.
    const net = await import('node:net');
    const sockets = new Set<InstanceType<typeof net.Socket>>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const app = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}/?greetingTimeout=200`,
        ...FAST_JOBS,
        MAIL_BATCH_SECONDS: '0',
        JOBS_RETRY_LIMIT: '1',
      },
    });
    try {
      const admin = await authHeader(app, await testAdmin(app));
      const student = await signedIn(app);
      const order = await placeOrder(app, student.headers);
      const confirmed = await setStatus(app, admin, order.id, 'CONFIRMED');
      expect(confirmed.statusCode).toBe(200);
      // The request has its answer while the e-mail still waits for a greeting that never
      // comes: it can fail for good only after its retry, which waits for its back-off.
      const [pending] = await deliveriesOf(app, student.user.id, 'EMAIL');
      expect(pending?.status).not.toBe('FAILED');

      const failed = await eventually(async () => {
        await runWaitingJobsNow(app, 'mail-digest');
        const [delivery] = await deliveriesOf(app, student.user.id, 'EMAIL');
        return delivery?.status === 'FAILED' && delivery;
      });
      expect(failed.error).toMatch(/^Gửi email thất bại sau 2 lần: .*Greeting never received/);
      const job = await app.jobs.getJob('mail-digest', failed.jobId!);
      expect(job).toMatchObject({ state: 'failed', retryCount: 1 });
    } finally {
      await app.close();
      sockets.forEach((socket) => socket.destroy());
      silent.close();
    }
  });
});
