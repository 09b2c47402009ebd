import type { Notification, NotificationPage } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { connectAs, listen, nextEvent } from '../../test/sockets';
import { createTestApp } from '../../test/test-app';
import { signedIn, type Headers } from '../../test/orders';

describe('notifications API', () => {
  let app: FastifyInstance;
  let baseUrl: string;

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await listen(app);
  });
  afterAll(async () => app.close());

  /** `count` notifications for `userId`, one minute apart, the last one newest. */
  async function seed(userId: string, count: number, prefix = 'Thông báo') {
    const start = Date.now() - count * 60_000;
    await app.database.db.insert(notifications).values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        type: 'ORDER_STATUS',
        title: `${prefix} ${i + 1}`,
        body: 'Nội dung',
        link: '/student/order',
        createdAt: new Date(start + i * 60_000),
      })),
    );
  }
  const list = async (headers: Headers, query = '') => {
    const response = await app.inject({ method: 'GET', url: `/api/notifications${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as NotificationPage;
  };
  const read = (headers: Headers, id: string) =>
    app.inject({ method: 'PATCH', url: `/api/notifications/${id}/read`, headers });
  const readAll = (headers: Headers) => app.inject({ method: 'POST', url: '/api/notifications/read-all', headers });

  it('lists only my notifications, newest first, paginated, with the unread count', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await seed(me.user.id, 5);
    await seed(other.user.id, 3, 'Của người khác');

    const first = await list(me.headers, '?pageSize=2');
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2, unread: 5 });
    expect(first.items.map((n) => n.title)).toEqual(['Thông báo 5', 'Thông báo 4']);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      type: 'ORDER_STATUS',
      title: 'Thông báo 5',
      body: 'Nội dung',
      link: '/student/order',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const third = await list(me.headers, '?pageSize=2&page=3');
    expect(third.items.map((n) => n.title)).toEqual(['Thông báo 1']);
    expect((await list(other.headers)).items.every((n) => n.title.startsWith('Của người khác'))).toBe(true);
  });

  it('marks one read (only my own), filters read and unread, and keeps the first read time', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await seed(me.user.id, 3);
    const [newest] = (await list(me.headers)).items as [Notification];

    const readAt = async () =>
      (await app.database.db.select().from(notifications).where(eq(notifications.id, newest.id)))[0]!.readAt;
    const response = await read(me.headers, newest.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...newest, read: true });
    const firstRead = await readAt();
    expect(firstRead).toBeInstanceOf(Date);
    expect((await read(me.headers, newest.id)).json()).toEqual({ ...newest, read: true });
    expect(await readAt()).toEqual(firstRead);

    const unread = await list(me.headers, '?unread=true');
    expect(unread).toMatchObject({ total: 2, unread: 2 });
    expect(unread.items.every((n) => !n.read)).toBe(true);
    const done = await list(me.headers, '?unread=false');
    expect(done.items.map((n) => n.id)).toEqual([newest.id]);
    expect(done.unread).toBe(2);

    // Somebody else's notification, or no notification at all, is not found.
    const foreign = await read(other.headers, newest.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'notifications/not-found', message: 'Không tìm thấy thông báo' });
    expect((await read(me.headers, 'khong-phai-uuid')).statusCode).toBe(404);
  });

  it('marks all of mine read and says how many changed, leaving other users alone', async () => {
    const me = await signedIn(app);
    const other = await signedIn(app);
    await seed(me.user.id, 4);
    await seed(other.user.id, 2);
    await read(me.headers, (await list(me.headers)).items[0]!.id);

    const response = await readAll(me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: 3 });
    expect((await readAll(me.headers)).json()).toEqual({ updated: 0 });
    expect((await list(me.headers)).unread).toBe(0);
    expect((await list(other.headers)).unread).toBe(2);
  });

  it('tells my other tabs what was read, with the unread count', async () => {
    const me = await signedIn(app);
    await seed(me.user.id, 3);
    const tab = await connectAs(app, baseUrl, me.user);
    try {
      const [first] = (await list(me.headers)).items as [Notification];
      const one = nextEvent(tab, 'notification:read');
      await read(me.headers, first.id);
      expect(await one).toEqual({ id: first.id, unread: 2 });

      const all = nextEvent(tab, 'notification:read');
      await readAll(me.headers);
      expect(await all).toEqual({ id: null, unread: 0 });
    } finally {
      tab.close();
    }
  });

  it('is for signed-in users only and checks its query', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read-all' })).statusCode).toBe(401);
    const me = await signedIn(app);
    const bad = await app.inject({ method: 'GET', url: '/api/notifications?unread=co-le', headers: me.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'request/invalid-input', message: expect.stringContaining('unread') });
    const tooBig = await app.inject({ method: 'GET', url: '/api/notifications?pageSize=101', headers: me.headers });
    expect(tooBig.json().message).toContain('Tối đa 100 dòng mỗi trang');
  });

  it('documents every notification route in the OpenAPI reference', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/notifications/', '/api/notifications/{id}/read', '/api/notifications/read-all']) {
      expect(Object.keys(spec.paths), path).toContain(path);
    }
    expect(spec.paths['/api/notifications/{id}/read'].patch.security).toEqual([{ bearerAuth: [] }]);
    expect(spec.paths['/api/notifications/read-all'].post.tags).toEqual(['notifications']);
  });
});
