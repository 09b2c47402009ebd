import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '../../db/schema';
import { authHeader, createUser } from '../../test/factories';
import { realTimersOnceSettled } from '../../test/queue-settled';
import { startEsmsStandIn } from '../../test/sms-stand-ins';
import { createTestApp } from '../../test/test-app';
import {
  codeSentTo,
  esmsEnv,
  freshAddress,
  freshNumber,
  startCode,
  userWithVerifiedPhone,
  verifyCode,
  type EsmsStandIn,
} from './phone-test-kit';

describe('proving a phone number from the account page', () => {
  let app: FastifyInstance;
  let esms: EsmsStandIn;
  beforeAll(async () => {
    esms = await startEsmsStandIn();
    app = await createTestApp({ env: esmsEnv(esms) });
  });
  afterAll(async () => {
    await app.close();
    await esms.close();
  });
  afterEach(() => realTimersOnceSettled(app, 'sms'));

  const linkStart = async (headers: { authorization: string }, phoneNumber: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/phone/link/start',
      headers,
      payload: { phoneNumber },
      remoteAddress: freshAddress(),
    });
  const linkVerify = (headers: { authorization: string }, phoneNumber: string, code: string) =>
    app.inject({ method: 'POST', url: '/api/auth/phone/link/verify', headers, payload: { phoneNumber, code } });
  const editPhone = (headers: { authorization: string }, phoneNumber: string) =>
    app.inject({ method: 'PATCH', url: '/api/users/profile', headers, payload: { phoneNumber } });

  it('makes the number a verified way to sign in to that account', async () => {
    const user = await createUser(app, { phoneNumber: '0987 000 000' });
    const headers = await authHeader(app, user);
    const number = freshNumber('98');
    expect((await linkStart(headers, number.typed)).statusCode).toBe(202);
    const linked = await linkVerify(headers, number.typed, await codeSentTo(esms, number.esms));
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ id: user.id, phoneNumber: number.e164, phoneVerified: true });
    const audit = await app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'auth.phone-verified')));
    expect(audit.map((row) => row.details)).toEqual([{ phoneNumber: number.e164 }]);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    expect((await startCode(app, number.typed)).statusCode).toBe(202);
    const signin = await verifyCode(app, number.typed, await codeSentTo(esms, number.esms, 2));
    expect(signin.statusCode).toBe(200);
    expect(signin.json().userInfo.id).toBe(user.id);
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/phone/link/start',
      payload: { phoneNumber: freshNumber().typed },
    });
    expect(response.statusCode).toBe(401);
  });

  it('binds the code to the account that asked: it neither signs in nor proves the number elsewhere', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const number = freshNumber();
    await linkStart(await authHeader(app, user), number.typed);
    const code = await codeSentTo(esms, number.esms);
    expect((await verifyCode(app, number.typed, code)).json().code).toBe('auth/invalid-verification-code');
    const elsewhere = await linkVerify(await authHeader(app, other), number.typed, code);
    expect(elsewhere.json().code).toBe('auth/invalid-verification-code');
    expect((await linkVerify(await authHeader(app, user), number.typed, code)).statusCode).toBe(200);
  });

  it('refuses a number verified on another account', async () => {
    const number = freshNumber();
    const holder = await userWithVerifiedPhone(app, number.e164);
    const user = await createUser(app);
    const headers = await authHeader(app, user);
    await linkStart(headers, number.typed);
    const response = await linkVerify(headers, number.typed, await codeSentTo(esms, number.esms));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('auth/credential-already-in-use');
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(profile.json().phoneVerified).toBe(false);
    const holderProfile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: await authHeader(app, holder),
    });
    expect(holderProfile.json()).toMatchObject({ phoneNumber: number.e164, phoneVerified: true });
  });

  it('keeps the verification when the profile gives the same number in another spelling, drops it for another number', async () => {
    const number = freshNumber();
    const user = await userWithVerifiedPhone(app, number.e164);
    const headers = await authHeader(app, user);

    const same = await editPhone(headers, number.typed);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ phoneNumber: number.e164, phoneVerified: true });

    const changed = await editPhone(headers, freshNumber().typed);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().phoneVerified).toBe(false);

    // The old number no longer signs in to the account: it would start a new sign-up.
    await startCode(app, number.typed);
    const signin = await verifyCode(app, number.typed, await codeSentTo(esms, number.esms));
    expect(signin.json().next).toBe('complete-signup');
  });
});
