import { randomInt } from 'node:crypto';
import type { MyReferral, OrderDetail, Service } from '@tsa/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, referrals, walletEntries, wallets } from '../../db/schema';
import { transaction } from '../../lib/outbox';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { catalogue, KG, notificationsOf, placeOrder, setStatus, signedIn, type Headers } from '../../test/orders';
import { rewardReferrerIfDue } from './reward';

describe('referrals', () => {
  let app: FastifyInstance;
  let services: Record<string, Service>;
  let admin: Headers;
  let staff: Headers;

  beforeAll(async () => {
    app = await createTestApp();
    services = await catalogue(app);
    admin = await authHeader(app, await testAdmin(app));
    staff = (await signedIn(app, { role: 'STAFF' })).headers;
  });
  afterAll(async () => app.close());

  /** A student with their own e-mail and mobile number (the factory's default number is shared). */
  const student = (overrides: { email?: string; phoneNumber?: string } = {}) =>
    signedIn(app, { phoneNumber: `091${String(randomInt(10_000_000)).padStart(7, '0')}`, ...overrides });
  const me = async (headers: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/referrals/me', headers })).json() as MyReferral;
  const claim = (headers: Headers, code: string) =>
    app.inject({ method: 'POST', url: '/api/referrals/claim', headers, payload: { code } });

  it('gives each student one code, made on the first look, with their friends and rewards', async () => {
    const { headers } = await student();
    const first = await me(headers);
    expect(first.code).toMatch(/^[A-Z2-9]{7}$/);
    expect(first).toMatchObject({ signedUp: 0, rewarded: 0, rewardTotal: 0, refereeDiscount: 20_000, reward: 20_000 });
    expect((await me(headers)).code).toBe(first.code);
    const friend = await student();
    const claimed = await claim(friend.headers, first.code.toLowerCase());
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ referredBy: { status: 'PENDING', discountUsed: false }, canClaim: false });
    expect(await me(headers)).toMatchObject({ signedUp: 1, rewarded: 0 });
  });

  it('is for students only', async () => {
    for (const headers of [staff, admin]) {
      expect((await app.inject({ method: 'GET', url: '/api/referrals/me', headers })).statusCode).toBe(403);
      expect((await claim(headers, 'ABCDEFG')).statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/referrals/me' })).statusCode).toBe(401);
  });

  it('refuses an unknown code, their own, a second one, and one after the first order', async () => {
    const referrer = await student();
    const { code } = await me(referrer.headers);
    const refuse = async (headers: Headers, given: string, expected: string) => {
      const response = await claim(headers, given);
      expect(response.json(), expected).toMatchObject({ code: expected, fields: { code: expect.any(String) } });
    };
    const newcomer = await student();
    await refuse(newcomer.headers, 'KHONGCO9', 'referrals/invalid-code');
    await refuse(referrer.headers, code, 'referrals/self');
    // Another account of the referrer's phone is the referrer.
    const twin = await student({ phoneNumber: referrer.user.phoneNumber! });
    await refuse(twin.headers, code, 'referrals/self');
    expect((await claim(newcomer.headers, code)).statusCode).toBe(200);
    const other = await me((await student()).headers);
    await refuse(newcomer.headers, other.code, 'referrals/already-referred');
    const late = await student();
    await placeOrder(app, late.headers);
    await refuse(late.headers, code, 'referrals/too-late');
    expect(await me(late.headers)).toMatchObject({ canClaim: false, referredBy: null });
  });

  it('gives one reward per person: a second account of the same e-mail or phone gets no referral', async () => {
    const { code } = await me((await student()).headers);
    const first = await student({ email: `an.nguyen+1@gmail.com` });
    expect((await claim(first.headers, code)).statusCode).toBe(200);
    const sameMailbox = await student({ email: `annguyen@gmail.com` });
    expect((await claim(sameMailbox.headers, code)).json()).toMatchObject({ code: 'referrals/already-claimed' });
    const samePhone = await student({ phoneNumber: `+84 ${first.user.phoneNumber!.slice(1)}` });
    expect((await claim(samePhone.headers, code)).json()).toMatchObject({ code: 'referrals/already-claimed' });
    // The refused claims left nothing behind.
    expect(await me(samePhone.headers)).toMatchObject({ referredBy: null, canClaim: true });
  });

  describe('the first order and the reward', () => {
    async function referredPair() {
      const referrer = await student();
      const referee = await student();
      expect((await claim(referee.headers, (await me(referrer.headers)).code)).statusCode).toBe(200);
      return { referrer, referee };
    }
    const walletOf = async (userId: string) => {
      const [row] = await app.database.db.select().from(wallets).where(eq(wallets.userId, userId));
      const entries = await app.database.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, userId), eq(walletEntries.kind, 'REFERRAL_REWARD')));
      return { balance: row?.balance ?? 0, entries };
    };
    const walk = async (order: OrderDetail, cash: number) => {
      for (const status of ['CONFIRMED', 'PICKED_UP', 'WASHING', 'READY', 'DELIVERING'] as const) {
        expect((await setStatus(app, staff, order.id, status)).statusCode).toBe(200);
      }
      const done = await setStatus(app, staff, order.id, 'COMPLETED', { cashCollected: cash });
      expect(done.statusCode, done.body).toBe(200);
      return done.json() as OrderDetail;
    };

    it('takes the referral discount off the first order only, and refuses a voucher with it', async () => {
      const { referee } = await referredPair();
      const created = await app.inject({
        method: 'POST',
        url: '/api/vouchers',
        headers: admin,
        payload: { code: `REF-${randomInt(1e6)}`, kind: 'FIXED', value: 5_000 },
      });
      const voucher = await app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: referee.headers,
        payload: {
          items: [{ serviceId: services[KG]!.id, quantity: 4 }],
          pickupDate: (await placeOrder(app, (await student()).headers)).pickupDate,
          pickupSlot: '17-19',
          voucherCode: created.json().code,
        },
      });
      expect(voucher.json()).toMatchObject({ code: 'vouchers/with-referral' });
      const first = await placeOrder(app, referee.headers);
      expect(first).toMatchObject({
        estimatedTotal: 40_000,
        discount: { kind: 'REFERRAL', voucherCode: null, amount: 20_000 },
      });
      const second = await placeOrder(app, referee.headers);
      expect(second).toMatchObject({ estimatedTotal: 60_000, discount: null });
      expect(await me(referee.headers)).toMatchObject({ referredBy: { status: 'PENDING', discountUsed: true } });
    });

    it('credits the referrer once the first order is completed and paid, exactly once', async () => {
      const { referrer, referee } = await referredPair();
      const order = await placeOrder(app, referee.headers);
      const done = await walk(order, 40_000);
      expect(done).toMatchObject({ status: 'COMPLETED', paymentStatus: 'PAID', finalTotal: 40_000 });
      const wallet = await walletOf(referrer.user.id);
      expect(wallet.balance).toBe(20_000);
      expect(wallet.entries).toHaveLength(1);
      expect(wallet.entries[0]).toMatchObject({ amount: 20_000, orderId: order.id });
      // Called again (a payment and a handover of the same order): nothing more.
      const [row] = await app.database.db.select().from(orders).where(eq(orders.id, order.id));
      await transaction(app.database.db, app.realtime, (tx, outbox) => rewardReferrerIfDue(tx, outbox, row!));
      await transaction(app.database.db, app.realtime, (tx, outbox) => rewardReferrerIfDue(tx, outbox, row!));
      expect((await walletOf(referrer.user.id)).entries).toHaveLength(1);
      expect(await me(referrer.headers)).toMatchObject({ signedUp: 1, rewarded: 1, rewardTotal: 20_000 });
      const notes = await notificationsOf(app, referrer.user.id, 'WALLET');
      expect(notes.map((n) => n.title)).toContain('Bạn nhận thưởng giới thiệu');
      const [referral] = await app.database.db.select().from(referrals).where(eq(referrals.refereeId, referee.user.id));
      expect(referral).toMatchObject({ status: 'REWARDED', orderId: order.id });
    });

    it('gives nothing while the first order is completed but unpaid', async () => {
      const { referrer, referee } = await referredPair();
      const order = await placeOrder(app, referee.headers);
      const done = await walk(order, 0);
      expect(done.paymentStatus).not.toBe('PAID');
      expect((await walletOf(referrer.user.id)).entries).toHaveLength(0);
    });

    it('gives the discount to one of two first orders placed at once', async () => {
      const { referee } = await referredPair();
      const [a, b] = await Promise.all([placeOrder(app, referee.headers), placeOrder(app, referee.headers)]);
      const discounted = [a, b].filter((order) => order.discount?.kind === 'REFERRAL');
      expect(discounted).toHaveLength(1);
      expect([a, b].map((order) => order.estimatedTotal).sort()).toEqual([40_000, 60_000]);
    });

    it('keeps the discount for the next order when the first one is cancelled', async () => {
      const { referee } = await referredPair();
      const first = await placeOrder(app, referee.headers);
      expect(first.discount?.kind).toBe('REFERRAL');
      const cancelled = await app.inject({
        method: 'POST',
        url: `/api/orders/${first.id}/cancel`,
        headers: referee.headers,
        payload: { reason: 'Đổi lịch' },
      });
      expect(cancelled.statusCode).toBe(200);
      const next = await placeOrder(app, referee.headers);
      expect(next.discount).toMatchObject({ kind: 'REFERRAL', amount: 20_000 });
    });
  });
});
