import { addDays, hcmDateOf, type MyPlan, type Plan, type Service } from '@tsa/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, notificationDeliveries, planSubscriptions, walletEntries, wallets } from '../../db/schema';
import { transaction } from '../../lib/outbox';
import { authHeader, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import {
  advanceTo,
  catalogue,
  IRON,
  KG,
  notificationsOf,
  placeOrder,
  setBankAccount,
  setStatus,
  SHOES,
  signedIn,
  type Headers,
} from '../../test/orders';
import { changeWallet } from '../wallet';
import { buyAwaitingPlanFromWallet, runPlansDaily } from '.';

describe('plans (gói tháng, gói học kỳ)', () => {
  let app: FastifyInstance;
  let services: Record<string, Service>;
  let admin: Headers;
  let staff: Headers;
  const today = hcmDateOf(new Date());

  beforeAll(async () => {
    app = await createTestApp();
    services = await catalogue(app);
    admin = await authHeader(app, await testAdmin(app));
    staff = (await signedIn(app, { role: 'STAFF' })).headers;
  });
  afterAll(async () => app.close());

  const terms = (extra: Record<string, unknown> = {}) => ({
    name: 'Gói tháng 20 kg',
    description: 'Giặt sấy gấp',
    kgPerMonth: 20,
    price: 250_000,
    months: 1,
    serviceIds: [services[KG]!.id],
    rollover: false,
    skipWeekAllowed: false,
    ...extra,
  });

  async function newPlan(extra: Record<string, unknown> = {}): Promise<Plan> {
    const response = await app.inject({ method: 'POST', url: '/api/plans', headers: admin, payload: terms(extra) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  const fund = (userId: string, amount: number) =>
    transaction(app.database.db, app.realtime, (tx) =>
      changeWallet(tx, { userId, kind: 'ADJUSTMENT', amount, note: 'Thử nghiệm' }),
    );
  const balanceOf = async (userId: string) =>
    (await app.database.db.select().from(wallets).where(eq(wallets.userId, userId)))[0]?.balance ?? 0;
  const buy = (planId: string, headers: Headers, paymentMethod = 'WALLET') =>
    app.inject({ method: 'POST', url: `/api/plans/${planId}/buy`, headers, payload: { paymentMethod } });
  const mine = async (headers: Headers): Promise<MyPlan> =>
    (await app.inject({ method: 'GET', url: '/api/plans/me', headers })).json();
  const subscriptionRow = async (id: string) =>
    (await app.database.db.select().from(planSubscriptions).where(eq(planSubscriptions.id, id)))[0]!;
  const setSubscription = (id: string, values: Partial<typeof planSubscriptions.$inferInsert>) =>
    app.database.db.update(planSubscriptions).set(values).where(eq(planSubscriptions.id, id));

  /** A student with an ACTIVE plan of `extra`'s terms, bought from the wallet. */
  async function studentWithPlan(extra: Record<string, unknown> = {}) {
    const plan = await newPlan(extra);
    const student = await signedIn(app);
    await fund(student.user.id, plan.price);
    const response = await buy(plan.id, student.headers);
    expect(response.statusCode, response.body).toBe(201);
    return { plan, student, subscriptionId: (response.json() as MyPlan).subscription!.id };
  }

  describe('the admin defines plans', () => {
    it('creates, edits and deactivates a plan with audit lines; students see only the plans for sale', async () => {
      const plan = await newPlan({ name: 'Gói học kỳ 15 kg', months: 4, kgPerMonth: 15.5, price: 800_000 });
      expect(plan).toMatchObject({ months: 4, kgPerMonth: 15.5, active: true, pricePerKg: Math.round(800_000 / 62) });
      const edited = await app.inject({
        method: 'PATCH',
        url: `/api/plans/${plan.id}`,
        headers: admin,
        payload: { price: 780_000, active: false },
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ price: 780_000, active: false });
      const audits = await app.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, plan.id));
      expect(audits.map((a) => a.action).sort()).toEqual(['plan.created', 'plan.updated']);
      expect(audits.find((a) => a.action === 'plan.updated')!.details).toMatchObject({
        changed: { price: 780_000, active: false },
      });

      const student = await signedIn(app);
      const forStudent = (await app.inject({ method: 'GET', url: '/api/plans', headers: student.headers })).json();
      expect(forStudent.map((p: Plan) => p.id)).not.toContain(plan.id);
      expect(forStudent.every((p: Plan) => p.active)).toBe(true);
      const forAdmin = (await app.inject({ method: 'GET', url: '/api/plans', headers: admin })).json();
      expect(forAdmin.map((p: Plan) => p.id)).toContain(plan.id);
    });

    it('refuses bad terms in Vietnamese, services that are not KG, and anyone but an admin', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ kgPerMonth: 0.4 }, 'kgPerMonth'],
        [{ kgPerMonth: 12.25 }, 'kgPerMonth'],
        [{ kgPerMonth: 201 }, 'kgPerMonth'],
        [{ months: 13 }, 'months'],
        [{ months: 0 }, 'months'],
        [{ price: 1500.5 }, 'price'],
        [{ serviceIds: [] }, 'serviceIds'],
        [{ name: '  ' }, 'name'],
      ];
      for (const [extra, field] of cases) {
        const response = await app.inject({ method: 'POST', url: '/api/plans', headers: admin, payload: terms(extra) });
        expect(response.statusCode, JSON.stringify(extra)).toBe(400);
        expect(JSON.stringify(response.json()), field).toMatch(/[àáảãạăâđêôơư]/);
      }
      const pieces = await app.inject({
        method: 'POST',
        url: '/api/plans',
        headers: admin,
        payload: terms({ serviceIds: [services[KG]!.id, services[SHOES]!.id] }),
      });
      expect(pieces.statusCode).toBe(400);
      expect(pieces.json().code).toBe('plans/invalid-services');

      const student = await signedIn(app);
      expect(
        (await app.inject({ method: 'POST', url: '/api/plans', headers: student.headers, payload: terms() }))
          .statusCode,
      ).toBe(403);
      expect(
        (await app.inject({ method: 'POST', url: '/api/plans', headers: staff, payload: terms() })).statusCode,
      ).toBe(403);
      const plan = await newPlan();
      const patch = (headers: Headers | undefined) =>
        app.inject({ method: 'PATCH', url: `/api/plans/${plan.id}`, headers, payload: { price: 1000 } });
      expect((await patch(student.headers)).statusCode).toBe(403);
      expect((await patch(undefined)).statusCode).toBe(401);
      expect((await app.inject({ method: 'GET', url: '/api/plans' })).statusCode).toBe(401);
      const unknown = await app.inject({
        method: 'PATCH',
        url: '/api/plans/00000000-0000-4000-8000-000000000000',
        headers: admin,
        payload: { price: 1000 },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().code).toBe('plans/not-found');
    });
  });

  describe('a student buys a plan', () => {
    it('from the wallet: debited at once, active from today with the first month, terms kept as sold', async () => {
      const { plan, student, subscriptionId } = await studentWithPlan({ months: 4, kgPerMonth: 12.5, price: 600_000 });
      expect(await balanceOf(student.user.id)).toBe(0);
      const [entry] = await app.database.db
        .select()
        .from(walletEntries)
        .where(and(eq(walletEntries.userId, student.user.id), eq(walletEntries.kind, 'PLAN_PURCHASE')));
      expect(entry).toMatchObject({ amount: -600_000, planSubscriptionId: subscriptionId, balanceAfter: 0 });
      // The admin's later change does not touch what was sold.
      await app.inject({ method: 'PATCH', url: `/api/plans/${plan.id}`, headers: admin, payload: { kgPerMonth: 1 } });
      const { subscription } = await mine(student.headers);
      expect(subscription).toMatchObject({
        status: 'ACTIVE',
        startsOn: today,
        kgLeft: 12.5,
        kgPerMonth: 12.5,
        kgUsed: 0,
        months: 4,
        canSkipWeek: false,
      });
      expect(subscription!.renewsOn).toBe(addDays(subscription!.periodEndsOn!, 1));
      expect(subscription!.endsOn! > subscription!.periodEndsOn!).toBe(true);

      const again = await buy(plan.id, student.headers);
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('plans/already-active');
    });

    it('refuses a short wallet, a plan not for sale, and staff', async () => {
      const plan = await newPlan();
      const student = await signedIn(app);
      await fund(student.user.id, plan.price - 1);
      const short = await buy(plan.id, student.headers);
      expect(short.statusCode).toBe(409);
      expect(short.json().code).toBe('wallet/insufficient-funds');
      expect((await mine(student.headers)).subscription).toBeNull();
      expect(await balanceOf(student.user.id)).toBe(plan.price - 1);

      await app.inject({ method: 'PATCH', url: `/api/plans/${plan.id}`, headers: admin, payload: { active: false } });
      expect((await buy(plan.id, student.headers)).json().code).toBe('plans/inactive');
      expect((await buy(plan.id, staff)).statusCode).toBe(403);
      expect((await buy('00000000-0000-4000-8000-000000000000', student.headers)).statusCode).toBe(404);
      const bad = await buy(plan.id, student.headers, 'CASH');
      expect(bad.statusCode).toBe(400);
    });

    it('two buys at the same instant give one plan and one debit', async () => {
      const plan = await newPlan();
      const student = await signedIn(app);
      await fund(student.user.id, plan.price * 2);
      const answers = await Promise.all([
        buy(plan.id, student.headers),
        buy(plan.id, student.headers, 'BANK_TRANSFER'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      const rows = await app.database.db
        .select()
        .from(planSubscriptions)
        .where(eq(planSubscriptions.userId, student.user.id));
      expect(rows.map((r) => r.status)).toEqual(['ACTIVE']);
      expect(await balanceOf(student.user.id)).toBe(plan.price);
    });

    it('by transfer: waits with the wallet top-up content and the rest to pay, and starts once a top-up covers it', async () => {
      const plan = await newPlan({ price: 300_000 });
      const student = await signedIn(app);
      await fund(student.user.id, 50_000);
      const response = await buy(plan.id, student.headers, 'BANK_TRANSFER');
      expect(response.statusCode).toBe(201);
      const bought: MyPlan = response.json();
      const [wallet] = await app.database.db.select().from(wallets).where(eq(wallets.userId, student.user.id));
      expect(bought.subscription).toMatchObject({ status: 'AWAITING_PAYMENT', startsOn: null, kgLeft: 0 });
      expect(bought.transfer).toMatchObject({ amount: 250_000, content: wallet!.topUpCode, walletBalance: 50_000 });
      expect((await mine(student.headers)).transfer).toMatchObject({ amount: 250_000, content: wallet!.topUpCode });

      const topUp = (amount: number) =>
        transaction(app.database.db, app.realtime, async (tx, outbox) => {
          await changeWallet(tx, { userId: student.user.id, kind: 'TOP_UP', amount, note: 'Nạp tiền' });
          await buyAwaitingPlanFromWallet(tx, outbox, student.user.id, today);
        });
      await topUp(100_000);
      expect((await mine(student.headers)).subscription!.status).toBe('AWAITING_PAYMENT');
      expect((await mine(student.headers)).transfer!.amount).toBe(150_000);
      await topUp(150_000);
      const { subscription, transfer } = await mine(student.headers);
      expect(subscription).toMatchObject({ status: 'ACTIVE', startsOn: today, kgLeft: 20 });
      expect(transfer).toBeNull();
      expect(await balanceOf(student.user.id)).toBe(0);
      const [started] = await notificationsOf(app, student.user.id, 'PLAN_STARTED');
      expect(started!.link).toBe('/student/plans');
      expect(started!.body).toContain('300.000');
    });

    it('by transfer through the bank notification: the wallet top-up content buys the plan', async () => {
      const secret = 'sepay-khoa-bi-mat-goi-2026';
      await setBankAccount(app, admin, { webhookSecret: secret });
      const plan = await newPlan({ price: 180_000, kgPerMonth: 15 });
      const student = await signedIn(app);
      const bought: MyPlan = (await buy(plan.id, student.headers, 'BANK_TRANSFER')).json();
      expect(bought.transfer).toMatchObject({ amount: 180_000, automaticConfirmation: true });
      expect(bought.transfer!.qrPayload).toBeTruthy();
      const response = await app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { authorization: `Apikey ${secret}` },
        payload: {
          id: 987_654,
          gateway: 'Vietcombank',
          transactionDate: '2026-12-06 10:15:00',
          accountNumber: '0123456789',
          code: null,
          content: `MBVCB.123 ${bought.transfer!.content} mua goi`,
          transferType: 'in',
          transferAmount: 180_000,
          accumulated: 1_000_000,
          subAccount: null,
          referenceCode: 'FT987654',
          description: 'chuyen tien',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const { subscription } = await mine(student.headers);
      expect(subscription).toMatchObject({ status: 'ACTIVE', kgLeft: 15 });
      expect(await balanceOf(student.user.id)).toBe(0);
    });

    it('the student may cancel a plan awaiting its transfer, and buy another', async () => {
      const plan = await newPlan();
      const student = await signedIn(app);
      expect((await buy(plan.id, student.headers, 'BANK_TRANSFER')).statusCode).toBe(201);
      const other = await signedIn(app);
      expect((await app.inject({ method: 'DELETE', url: '/api/plans/me', headers: other.headers })).json().code).toBe(
        'plans/not-awaiting',
      );
      expect((await app.inject({ method: 'DELETE', url: '/api/plans/me', headers: staff })).statusCode).toBe(403);
      const cancelled = await app.inject({ method: 'DELETE', url: '/api/plans/me', headers: student.headers });
      expect(cancelled.statusCode).toBe(204);
      expect((await mine(student.headers)).subscription).toBeNull();
      // Money arriving later stays in the wallet: nothing awaits it.
      await transaction(app.database.db, app.realtime, async (tx, outbox) => {
        await changeWallet(tx, { userId: student.user.id, kind: 'TOP_UP', amount: plan.price, note: 'Nạp tiền' });
        await buyAwaitingPlanFromWallet(tx, outbox, student.user.id, today);
      });
      expect(await balanceOf(student.user.id)).toBe(plan.price);
      expect((await buy(plan.id, student.headers)).statusCode).toBe(201);
    });

    it('an active plan cannot be cancelled this way', async () => {
      const { student } = await studentWithPlan();
      const response = await app.inject({ method: 'DELETE', url: '/api/plans/me', headers: student.headers });
      expect(response.statusCode).toBe(409);
      expect((await mine(student.headers)).subscription!.status).toBe('ACTIVE');
    });
  });

  describe('months, the end and skipping a week', () => {
    /** A plan bought on 2026-01-10 (months from there), `kgLeft` left in its first month. */
    async function boughtInJanuary(extra: Record<string, unknown>, kgLeft: number) {
      const bought = await studentWithPlan(extra);
      const months = (extra.months as number | undefined) ?? 1;
      const endsOn = addDays(`2026-${String(1 + months).padStart(2, '0')}-10`, -1);
      await setSubscription(bought.subscriptionId, {
        startsOn: '2026-01-10',
        endsOn,
        periodStartsOn: '2026-01-10',
        periodEndsOn: months === 1 ? endsOn : '2026-02-09',
        kgLeft,
      });
      return bought;
    }

    it('a month turn gives a month of kilograms, plus what was left with rollover (at most a month)', async () => {
      const plain = await boughtInJanuary({ months: 4, kgPerMonth: 10, rollover: false }, 4);
      const rolling = await boughtInJanuary({ months: 4, kgPerMonth: 10, rollover: true }, 4);
      const full = await boughtInJanuary({ months: 4, kgPerMonth: 10, rollover: true }, 18.5);
      await runPlansDaily(app, '2026-02-09');
      expect(Number((await subscriptionRow(rolling.subscriptionId)).kgLeft)).toBe(4);
      await runPlansDaily(app, '2026-02-10');
      expect(await subscriptionRow(plain.subscriptionId)).toMatchObject({
        kgLeft: 10,
        periodStartsOn: '2026-02-10',
        periodEndsOn: '2026-03-09',
      });
      expect((await subscriptionRow(rolling.subscriptionId)).kgLeft).toBe(14);
      expect((await subscriptionRow(full.subscriptionId)).kgLeft).toBe(20);
      // Two months at once (nobody looked in March): each turn is applied in order.
      await runPlansDaily(app, '2026-04-15');
      expect(await subscriptionRow(rolling.subscriptionId)).toMatchObject({
        kgLeft: 20,
        periodStartsOn: '2026-04-10',
        periodEndsOn: '2026-05-09',
        status: 'ACTIVE',
      });
    });

    it('after its last day the plan is ENDED and unused kilograms expire', async () => {
      const { student, subscriptionId } = await boughtInJanuary({ months: 1 }, 7);
      await runPlansDaily(app, '2026-02-09');
      expect((await subscriptionRow(subscriptionId)).status).toBe('ACTIVE');
      await runPlansDaily(app, '2026-02-10');
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ status: 'ENDED', kgLeft: 0 });
      expect((await mine(student.headers)).subscription).toBeNull();
    });

    it('the student screen brings the month up to date by itself', async () => {
      const { student, subscriptionId } = await studentWithPlan({ months: 3, kgPerMonth: 8, rollover: true });
      // Bought a month and two days ago, 3 kg left of that month.
      const startsOn = addDays(today, -33);
      await setSubscription(subscriptionId, {
        startsOn,
        endsOn: addDays(today, 60),
        periodStartsOn: startsOn,
        periodEndsOn: addDays(today, -3),
        kgLeft: 3,
      });
      const { subscription } = await mine(student.headers);
      expect(subscription!.kgLeft).toBe(11);
      expect(subscription!.periodStartsOn! <= today && today <= subscription!.periodEndsOn!).toBe(true);
    });

    it('skips a week once a month where allowed: the plan ends seven days later', async () => {
      const { student, subscriptionId } = await studentWithPlan({ months: 1, skipWeekAllowed: true });
      const before = await subscriptionRow(subscriptionId);
      await setSubscription(subscriptionId, { endingNoticeSentAt: new Date() });
      const skip = () => app.inject({ method: 'POST', url: '/api/plans/me/skip-week', headers: student.headers });
      const first = await skip();
      expect(first.statusCode).toBe(200);
      const skipped = (first.json() as MyPlan).subscription!;
      expect(skipped).toMatchObject({ endsOn: addDays(before.endsOn!, 7), skippedWeeks: 1, canSkipWeek: false });
      // The last month is the one that grows.
      expect(skipped.periodEndsOn).toBe(skipped.endsOn);
      expect((await subscriptionRow(subscriptionId)).endingNoticeSentAt).toBeNull();
      const second = await skip();
      expect(second.statusCode).toBe(409);
      expect(second.json().code).toBe('plans/skip-used');

      const strict = await studentWithPlan();
      const refused = await app.inject({
        method: 'POST',
        url: '/api/plans/me/skip-week',
        headers: strict.student.headers,
      });
      expect(refused.json().code).toBe('plans/skip-not-allowed');
      const none = await signedIn(app);
      expect(
        (await app.inject({ method: 'POST', url: '/api/plans/me/skip-week', headers: none.headers })).json().code,
      ).toBe('plans/not-active');
      expect((await app.inject({ method: 'POST', url: '/api/plans/me/skip-week', headers: admin })).statusCode).toBe(
        403,
      );
    });

    it('a new month may skip again', async () => {
      const { subscriptionId } = await boughtInJanuary({ months: 2, skipWeekAllowed: true }, 5);
      await setSubscription(subscriptionId, { skippedWeeks: 1 });
      await runPlansDaily(app, '2026-02-10');
      expect((await subscriptionRow(subscriptionId)).skippedWeeks).toBe(0);
    });

    it('tells the student once, three days before the end, through the notifications', async () => {
      const { student, subscriptionId } = await boughtInJanuary({ months: 1, name: 'Gói tháng 9 kg' }, 6.5);
      await runPlansDaily(app, '2026-02-05');
      expect(await notificationsOf(app, student.user.id, 'PLAN_ENDING')).toHaveLength(0);
      await runPlansDaily(app, '2026-02-06');
      await runPlansDaily(app, '2026-02-07');
      const told = await notificationsOf(app, student.user.id, 'PLAN_ENDING');
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title: 'Gói tháng 9 kg sắp kết thúc', link: '/student/plans' });
      expect(told[0]!.body).toContain('09/02/2026');
      expect(told[0]!.body).toContain('6,5 kg');
      expect((await subscriptionRow(subscriptionId)).endingNoticeSentAt).not.toBeNull();
    });

    it('the ending notice goes by push and e-mail as the student chose for payments', async () => {
      const quiet = await boughtInJanuary({ months: 1 }, 2);
      const told = await boughtInJanuary({ months: 1 }, 2);
      const device = {
        endpoint: 'https://push.example.test/goi-sap-het',
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      const subscribed = await app.inject({
        method: 'POST',
        url: '/api/outreach/push/subscriptions',
        headers: told.student.headers,
        payload: device,
      });
      expect(subscribed.statusCode, subscribed.body).toBeLessThan(300);
      const preferences = await app.inject({
        method: 'GET',
        url: '/api/outreach/preferences',
        headers: told.student.headers,
      });
      const chosen = preferences.json();
      chosen.kinds.ORDER_PAYMENT = { push: true, email: true, wake: true };
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/outreach/preferences',
        headers: told.student.headers,
        payload: chosen,
      });
      expect(saved.statusCode, saved.body).toBe(200);

      await runPlansDaily(app, '2026-02-07');
      const channelsOf = async (userId: string) =>
        (await app.database.db.select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId)))
          .map((row) => row.channel)
          .sort();
      expect(await channelsOf(told.student.user.id)).toEqual(['EMAIL', 'PUSH']);
      // The defaults: payments by push (no device here), no e-mail.
      expect(await channelsOf(quiet.student.user.id)).toEqual([]);
      expect(await notificationsOf(app, quiet.student.user.id, 'PLAN_ENDING')).toHaveLength(1);
    });
  });

  describe('weighing uses the plan first', () => {
    async function weighedOrder(headers: Headers, kg: number, serviceName = KG) {
      const order = await placeOrder(app, headers, { items: [{ serviceId: services[serviceName]!.id, quantity: kg }] });
      await advanceTo(app, staff, order.id, 'PICKED_UP');
      return order;
    }
    const weigh = (orderId: string, itemId: string, quantity: number) =>
      setStatus(app, staff, orderId, 'WASHING', { items: [{ itemId, quantity }] });

    it('bills what the plan does not cover, and a fully covered order is PAID', async () => {
      const { student, subscriptionId } = await studentWithPlan({ kgPerMonth: 10 });
      await setSubscription(subscriptionId, { kgLeft: 3 });
      const order = await weighedOrder(student.headers, 5);
      const weighed = await weigh(order.id, order.items[0]!.id, 5);
      expect(weighed.statusCode, weighed.body).toBe(200);
      expect(weighed.json()).toMatchObject({ planKg: 3, planCredit: 45_000, finalTotal: 30_000 });
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ kgLeft: 0, kgUsed: 3 });

      await setSubscription(subscriptionId, { kgLeft: 10 });
      const covered = await weighedOrder(student.headers, 4);
      const paid = (await weigh(covered.id, covered.items[0]!.id, 4)).json();
      expect(paid).toMatchObject({ planKg: 4, planCredit: 60_000, finalTotal: 0, paymentStatus: 'PAID' });

      // A service the plan does not cover is billed in full.
      const ironed = await weighedOrder(student.headers, 3, IRON);
      expect((await weigh(ironed.id, ironed.items[0]!.id, 3)).json()).toMatchObject({ planKg: 0, finalTotal: 75_000 });
    });

    it('two orders weighed at the same instant never take the plan below zero', async () => {
      const { student, subscriptionId } = await studentWithPlan({ kgPerMonth: 10 });
      await setSubscription(subscriptionId, { kgLeft: 5 });
      const first = await weighedOrder(student.headers, 4);
      const second = await weighedOrder(student.headers, 4);
      const answers = await Promise.all([
        weigh(first.id, first.items[0]!.id, 4),
        weigh(second.id, second.items[0]!.id, 4),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const planKg = answers.map((a) => a.json().planKg as number);
      expect(planKg.reduce((a, b) => a + b, 0)).toBe(5);
      expect(planKg.sort()).toEqual([1, 4]);
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ kgLeft: 0, kgUsed: 5 });
    });

    it('a cancelled order gives its kilograms back to the plan', async () => {
      const { student, subscriptionId } = await studentWithPlan({ kgPerMonth: 10 });
      const order = await weighedOrder(student.headers, 4);
      expect((await weigh(order.id, order.items[0]!.id, 4)).json()).toMatchObject({ planKg: 4, finalTotal: 0 });
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ kgLeft: 6, kgUsed: 4 });
      const cancelled = await app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/cancel`,
        headers: admin,
        payload: { reason: 'Sinh viên đổi ý' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await subscriptionRow(subscriptionId)).toMatchObject({ kgLeft: 10, kgUsed: 0 });
    });

    it('a plan past its end covers nothing at weighing', async () => {
      const { student, subscriptionId } = await studentWithPlan();
      const order = await weighedOrder(student.headers, 4);
      await setSubscription(subscriptionId, { endsOn: addDays(today, -1), periodEndsOn: addDays(today, -1) });
      const weighed = (await weigh(order.id, order.items[0]!.id, 4)).json();
      expect(weighed).toMatchObject({ planKg: 0, finalTotal: 60_000 });
      expect((await subscriptionRow(subscriptionId)).status).toBe('ENDED');
    });
  });
});
