import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../../db/schema';
import { transaction } from '../../lib/outbox';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import type { TestDatabase } from '../../test/test-database';
import { startMailCatcher } from '../../test/mail-catcher';
import { notify } from '../../db/notify';
import { placeOrder, signedIn } from '../../test/orders';
import { browserKeys, eventually, FAST_JOBS, setPreferences, queuesSettled, startPushService } from './test-support';

describe('the job queue and the outbox', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ env: FAST_JOBS });
  });
  afterAll(async () => app.close());

  it('sends nothing for a change that rolls back: its jobs are rolled back with it', async () => {
    const student = await signedIn(app);
    const pushService = await startPushService();
    try {
      await setPreferences(app, student.headers, (p) => {
        p.quietHours.enabled = false;
      });
      await app.inject({
        method: 'POST',
        url: '/api/outreach/push/subscriptions',
        headers: student.headers,
        payload: {
          endpoint: `${pushService.base}/push/rollback`,
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
      });
      const attempt = transaction(app.database.db, app.realtime, async (tx, outbox) => {
        await notify(tx, outbox, [
          { userId: student.user.id, type: 'TICKET_REPLY', title: 'Không bao giờ gửi', body: '…', link: '/tickets' },
        ]);
        throw new Error('thay đổi bị hủy');
      });
      await expect(attempt).rejects.toThrow('thay đổi bị hủy');
      await queuesSettled(app);
      expect(
        await app.database.db.select().from(notifications).where(eq(notifications.userId, student.user.id)),
      ).toEqual([]);
      expect(
        await app.database.db
          .select()
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.userId, student.user.id)),
      ).toEqual([]);
      const { rows } = await app.database.executeSql(
        `select count(*)::int as n from pgboss.job where data->>'userId' = $1`,
        [student.user.id],
      );
      expect(rows).toEqual([{ n: 0 }]);
      expect(pushService.received).toEqual([]);
    } finally {
      await pushService.close();
    }
  });
});

const onPostgresServer = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgresServer)
  console.warn(
    '[outreach] bỏ qua bài kiểm tra hai máy chủ: cần chung một cơ sở dữ liệu PostgreSQL (dự án server-postgres)',
  );

describe.skipIf(!onPostgresServer)('two instances on one PostgreSQL database', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let pushService: Awaited<ReturnType<typeof startPushService>>;

  beforeAll(async () => {
    mail = await startMailCatcher();
    pushService = await startPushService();
    const env = { ...FAST_JOBS, SMTP_URL: mail.url, MAIL_BATCH_SECONDS: '0' };
    a = await createTestApp({ env });
    b = await createTestApp({ env, databaseUrl: (a.database as TestDatabase).url! });
  });
  afterAll(async () => {
    // The second instance first: the first one drops the database when it closes.
    await b?.close();
    await a?.close();
    await mail.close();
    await pushService.close();
  });

  it('do each e-mail and push job once between them', async () => {
    const students = await Promise.all(Array.from({ length: 6 }, () => signedIn(a)));
    for (const [i, student] of students.entries()) {
      await setPreferences(a, student.headers, (p) => {
        p.quietHours.enabled = false;
      });
      await b.inject({
        method: 'POST',
        url: '/api/outreach/push/subscriptions',
        headers: student.headers,
        payload: { endpoint: `${pushService.base}/push/${i}`, keys: browserKeys().keys },
      });
    }
    // Orders placed through both instances; confirmations (which are e-mailed) through both too.
    const orders = await Promise.all(students.map((s, i) => placeOrder(i % 2 ? a : b, s.headers)));
    const admin = await authHeader(a, await testAdmin(a));
    await Promise.all(
      orders.map((order, i) =>
        (i % 2 ? b : a).inject({
          method: 'PATCH',
          url: `/api/orders/${order.id}/status`,
          headers: admin,
          payload: { status: 'CONFIRMED' },
        }),
      ),
    );

    await eventually(
      async () => students.every((s) => mail.to(s.user.email).length >= 1) && pushService.received.length >= 12,
      30_000,
    );
    await queuesSettled(a);
    for (const [i, student] of students.entries()) {
      expect(mail.to(student.user.email), student.user.email).toHaveLength(1);
      expect(pushService.received.filter((r) => r.path === `/push/${i}`)).toHaveLength(2); // placed + confirmed
    }
    const { rows } = await a.database.executeSql(`select state, count(*)::int as n from pgboss.job group by state`);
    expect(rows).toEqual([{ state: 'completed', n: 18 }]);
  }, 90_000);
});
