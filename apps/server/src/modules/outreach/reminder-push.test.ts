import { hcmInstant, type PushPayload } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { floorSettings } from '../../db/schema';
import { placeOrder, signedIn, today, tomorrow } from '../../test/orders';
import { createTestApp } from '../../test/test-app';
import { browserKeys, eventually, FAST_JOBS, setPreferences, startPushService } from './test-support';
import { runPickupReminders } from '../run-sheets';

describe('the night-before reminder on a phone', () => {
  let app: FastifyInstance;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  beforeAll(async () => {
    pushService = await startPushService();
    app = await createTestApp({ env: FAST_JOBS });
  });
  afterAll(async () => {
    await app.close();
    await pushService.close();
  });

  it('pushes Xác nhận, Đổi giờ and Hủy, each opening the order on its dialog', async () => {
    const student = await signedIn(app);
    await setPreferences(app, student.headers, (p) => {
      p.quietHours.enabled = false;
    });
    const browser = browserKeys();
    const subscribed = await app.inject({
      method: 'POST',
      url: '/api/outreach/push/subscriptions',
      headers: student.headers,
      payload: { endpoint: `${pushService.base}/push/reminded`, keys: browser.keys },
    });
    expect(subscribed.statusCode).toBe(204);
    const order = await placeOrder(app, student.headers, { pickupDate: tomorrow(), pickupSlot: '07-09' });
    await app.database.db.update(floorSettings).set({ reminderTime: '00:00' });
    await runPickupReminders(app.database.db, app.realtime, hcmInstant(today(), 0, 5));

    const payloads = await eventually(async () => {
      const received = pushService.received.filter((r) => r.path === '/push/reminded');
      const decoded = received.map((r) => {
        const plain = ece.decrypt(r.body, {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.keys.auth,
        });
        return JSON.parse(plain.toString('utf8')) as PushPayload;
      });
      const reminder = decoded.find((p) => p.title.startsWith('Ngày mai lấy đồ'));
      return reminder ?? false;
    });
    const base = `/student/order?id=${order.id}`;
    expect(payloads).toMatchObject({
      link: `${base}&action=confirm`,
      actions: [
        { action: 'confirm', title: 'Xác nhận', link: `${base}&action=confirm-now` },
        { action: 'reschedule', title: 'Đổi giờ', link: `${base}&action=reschedule` },
        { action: 'cancel', title: 'Hủy', link: `${base}&action=cancel` },
      ],
    });
  });
});
