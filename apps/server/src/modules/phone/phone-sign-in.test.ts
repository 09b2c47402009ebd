import { decodeJwt } from 'jose';
import { addDays, hcmDateOf, hcmInstant } from '@tsa/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../../db/schema';
import { createUser } from '../../test/factories';
import { realTimersOnceSettled } from '../../test/queue-settled';
import { totpCode } from '../../test/second-factor';
import { startEsmsStandIn } from '../../test/sms-stand-ins';
import { createTestApp } from '../../test/test-app';
import { findPendingIdentity } from '../identities';
import {
  codeSentTo,
  esmsEnv,
  freshAddress,
  freshNumber,
  otherCode,
  startCode,
  userWithVerifiedPhone,
  verifyCode,
  type EsmsStandIn,
} from './phone-test-kit';

const DAILY_CAP = 3;
const PER_ADDRESS = 4;

describe('sign-in with a phone number and an SMS code (eSMS)', () => {
  let app: FastifyInstance;
  let esms: EsmsStandIn;
  beforeAll(async () => {
    esms = await startEsmsStandIn();
    app = await createTestApp({
      env: esmsEnv(esms, { SMS_DAILY_CAP_PER_NUMBER: String(DAILY_CAP), SMS_HOURLY_BUDGET: '10000' }),
      rateRules: { smsPerIp: { limit: PER_ADDRESS, windowSeconds: 3600 } },
    });
  });
  afterAll(async () => {
    await app.close();
    await esms.close();
  });
  afterEach(() => realTimersOnceSettled(app, 'sms'));

  it('is offered to the web', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(response.json().phone).toBe(true);
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths).filter((route) => route.startsWith('/api/auth/phone/'))).toEqual([
      '/api/auth/phone/start',
      '/api/auth/phone/verify',
      '/api/auth/phone/link/start',
      '/api/auth/phone/link/verify',
    ]);
  });

  it('signs in a verified number however it is typed, with the code eSMS carried', async () => {
    const number = freshNumber();
    const user = await userWithVerifiedPhone(app, number.e164);
    const start = await startCode(app, number.typed);
    expect(start.statusCode).toBe(202);
    expect(start.json()).toMatchObject({ phoneNumber: number.e164, resendAfterSeconds: 60, expiresInSeconds: 300 });
    const code = await codeSentTo(esms, number.esms);

    const signin = await verifyCode(app, `+84 ${number.e164.slice(3, 6)}-${number.e164.slice(6)}`, code);
    expect(signin.statusCode).toBe(200);
    expect(signin.json().userInfo).toMatchObject({ id: user.id, phoneNumber: number.e164, phoneVerified: true });
    expect(String(signin.headers['set-cookie'])).toContain('refreshToken=');
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${signin.json().accessToken}` },
    });
    expect(me.json().id).toBe(user.id);
    const audit = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'auth.signin')));
    expect(audit.map((row) => row.details)).toEqual([{ method: 'phone' }]);

    // The code is used up.
    expect((await verifyCode(app, number.e164, code)).json().code).toBe('auth/code-expired');
  });

  it('answers the mobile app without a cookie', async () => {
    const number = freshNumber();
    await userWithVerifiedPhone(app, number.e164);
    await startCode(app, number.typed);
    const signin = await verifyCode(app, number.typed, await codeSentTo(esms, number.esms), '?mobile=true');
    expect(signin.statusCode).toBe(200);
    expect(signin.json().refreshToken).toBeTruthy();
    expect(signin.headers['set-cookie']).toBeUndefined();
  });

  it('answers the same whether or not the number has an account', async () => {
    const known = freshNumber();
    await userWithVerifiedPhone(app, known.e164);
    const unknown = freshNumber();
    const [a, b] = [await startCode(app, known.typed), await startCode(app, unknown.typed)];
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    expect({ ...a.json(), phoneNumber: undefined }).toEqual({ ...b.json(), phoneNumber: undefined });
    await codeSentTo(esms, known.esms);
    await codeSentTo(esms, unknown.esms);
  });

  it('starts a sign-up for a number no account has proved', async () => {
    const number = freshNumber();
    // Typed on a profile but never proved: it does not sign in to that account.
    await createUser(app, { phoneNumber: number.e164 });
    await startCode(app, number.typed);
    const response = await verifyCode(app, number.typed, await codeSentTo(esms, number.esms));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ next: 'complete-signup', token: expect.any(String) });
    const pending = await findPendingIdentity(app.database.db, body.token, 'signup');
    expect(pending).toMatchObject({ provider: 'phone', subject: number.e164, phoneNumber: number.e164 });
  });

  it('refuses landlines, foreign numbers and junk without sending anything', async () => {
    const before = esms.received.length;
    for (const phoneNumber of ['028 3822 0000', '+1 202 555 0123', '1900 1234', '0912 345']) {
      const response = await startCode(app, phoneNumber);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('auth/invalid-phone-number');
    }
    expect((await startCode(app, 'không phải số')).statusCode).toBe(400);
    expect(esms.received.length).toBe(before);
  });

  it('refuses a banned account after its code', async () => {
    const number = freshNumber();
    const user = await userWithVerifiedPhone(app, number.e164, { status: 'BANNED' });
    await startCode(app, number.typed);
    const response = await verifyCode(app, number.typed, await codeSentTo(esms, number.esms));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('auth/user-disabled');
    const audit = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'auth.signin-failed')));
    expect(audit.map((row) => row.details)).toEqual([{ reason: 'banned', method: 'phone' }]);
  });

  it('still asks an account with an authenticator for it, and the SMS code does not replace it', async () => {
    const number = freshNumber();
    const user = await userWithVerifiedPhone(app, number.e164, { secondFactor: true });
    await startCode(app, number.typed);
    const response = await verifyCode(app, number.typed, await codeSentTo(esms, number.esms));
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('auth/multi-factor-auth-required');
    expect(response.json().accessToken).toBeUndefined();
    const challenge = response.json().mfa.challenge as string;

    const second = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor',
      payload: { challenge, code: await totpCode(user.totpSecret!) },
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().userInfo).toMatchObject({ id: user.id, secondFactor: true });
    // The session says truly how it was signed in: an SMS code, then the authenticator.
    expect(decodeJwt(second.json().accessToken as string).amr).toEqual(['sms', 'otp']);
  });

  it('checks exactly 5 of 20 parallel wrong codes; the right one is refused afterwards', async () => {
    const number = freshNumber();
    await userWithVerifiedPhone(app, number.e164);
    await startCode(app, number.typed);
    const code = await codeSentTo(esms, number.esms);
    const answers = await Promise.all(Array.from({ length: 20 }, () => verifyCode(app, number.typed, otherCode(code))));
    const count = (status: number) => answers.filter((a) => a.statusCode === status).length;
    expect(count(400)).toBe(5);
    expect(answers.filter((a) => a.json().code === 'auth/invalid-verification-code')).toHaveLength(5);
    expect(count(429)).toBe(15);
    const late = await verifyCode(app, number.typed, code);
    expect(late.statusCode).toBe(429);
    expect(late.json().code).toBe('auth/too-many-requests');
  });

  it('refuses a code after its 5 minutes', async () => {
    const number = freshNumber();
    await userWithVerifiedPhone(app, number.e164);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await startCode(app, number.typed);
    const code = await codeSentTo(esms, number.esms);
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const response = await verifyCode(app, number.typed, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth/code-expired');
  });

  it('waits 60 seconds between two codes for a number, and the newest code is the one that works', async () => {
    const number = freshNumber();
    await userWithVerifiedPhone(app, number.e164);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    await startCode(app, number.typed);
    const first = await codeSentTo(esms, number.esms, 1);

    vi.setSystemTime(Date.now() + 30_000);
    const early = await startCode(app, number.typed);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('auth/too-many-requests');
    expect(Number(early.headers['retry-after'])).toBe(30);

    vi.setSystemTime(Date.now() + 31_000);
    expect((await startCode(app, number.typed)).statusCode).toBe(202);
    const second = await codeSentTo(esms, number.esms, 2);
    expect(esms.messagesTo(number.esms)).toHaveLength(2);
    if (first !== second) expect((await verifyCode(app, number.typed, first)).statusCode).toBe(400);
    expect((await verifyCode(app, number.typed, second)).statusCode).toBe(200);
  });

  it(`sends a number at most ${DAILY_CAP} codes a Ho Chi Minh City day`, async () => {
    const number = freshNumber();
    // Late evening in Ho Chi Minh City: the next day starts at its midnight, not UTC's.
    const today = hcmDateOf(new Date());
    vi.useFakeTimers({ toFake: ['Date'], now: hcmInstant(today, 20, 0) });
    for (let i = 1; i <= DAILY_CAP; i++) {
      expect((await startCode(app, number.typed)).statusCode).toBe(202);
      await codeSentTo(esms, number.esms, i);
      vi.setSystemTime(Date.now() + 61_000);
    }
    const capped = await startCode(app, number.typed);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().code).toBe('auth/too-many-requests');
    const untilMidnight = (hcmInstant(addDays(today, 1)).getTime() - Date.now()) / 1000;
    expect(Number(capped.headers['retry-after'])).toBe(Math.ceil(untilMidnight));

    vi.setSystemTime(hcmInstant(addDays(today, 1), 0, 1));
    expect((await startCode(app, number.typed)).statusCode).toBe(202);
    await codeSentTo(esms, number.esms, DAILY_CAP + 1);
  });

  it(`sends at most ${PER_ADDRESS} codes an hour asked from one address`, async () => {
    const address = freshAddress();
    for (let i = 0; i < PER_ADDRESS; i++)
      expect((await startCode(app, freshNumber().typed, address)).statusCode).toBe(202);
    const refused = await startCode(app, freshNumber().typed, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('auth/too-many-requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await startCode(app, freshNumber().typed, freshAddress())).statusCode).toBe(202);
  });

  it('sends exactly one SMS for a burst of 50 parallel requests for one number', async () => {
    const number = freshNumber();
    const answers = await Promise.all(Array.from({ length: 50 }, () => startCode(app, number.typed)));
    expect(answers.filter((a) => a.statusCode === 202)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(49);
    await codeSentTo(esms, number.esms);
    const { rows } = await app.database.executeSql(
      `select count(*)::int as "n" from pgboss.job where name = 'sms' and data->>'phoneNumber' = $1`,
      [number.e164],
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect(esms.messagesTo(number.esms)).toHaveLength(1);
  });
});
