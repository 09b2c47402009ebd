import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpFactors } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { totpCode } from '../../test/second-factor';
import { createTestApp, TEST_ADMIN } from '../../test/test-app';

describe('second factor (authenticator app and recovery codes)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ rateRules: { signinPerAccount: { limit: 4, windowSeconds: 900 } } });
    // Two apps boot in this file; on a loaded machine one boot takes a minute.
  }, 240_000);
  afterAll(async () => app.close());

  const signin = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin?mobile=true', payload: { email, password } });
  const secondStep = (payload: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/auth/signin/second-factor?mobile=true', payload });
  const challengeOf = async (email: string, password: string): Promise<string> => {
    const response = await signin(email, password);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'auth/multi-factor-auth-required',
      mfa: { methods: ['totp', 'recovery-code'] },
    });
    return response.json().mfa.challenge;
  };

  /** A student who scanned the QR code and confirmed it: answers the secret and the recovery codes. */
  async function enrolledStudent() {
    const user = await createUser(app);
    const headers = await authHeader(app, user);
    const started = await app.inject({ method: 'POST', url: '/api/auth/second-factor/totp', headers });
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUrl } = started.json();
    expect(otpauthUrl).toContain('otpauth://totp/');
    expect(otpauthUrl).toContain(`secret=${secret}`);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      headers,
      payload: { code: await totpCode(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    return { user, headers, secret: secret as string, recoveryCodes: confirmed.json().recoveryCodes as string[] };
  }

  it('enrols with a scanned secret: a wrong code is refused, the right one gives 10 recovery codes once', async () => {
    const user = await createUser(app);
    const headers = await authHeader(app, user);
    const before = await app.inject({ method: 'GET', url: '/api/auth/second-factor', headers });
    expect(before.json()).toEqual({ enabled: false, required: false, enabledAt: null, recoveryCodesLeft: 0 });

    const { secret } = (await app.inject({ method: 'POST', url: '/api/auth/second-factor/totp', headers })).json();
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      headers,
      payload: { code: (await totpCode(secret)) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toMatchObject({ statusCode: 400, code: 'auth/invalid-verification-code' });

    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      headers,
      payload: { code: await totpCode(secret) },
    });
    const codes: string[] = right.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((code) => expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/));

    const after = (await app.inject({ method: 'GET', url: '/api/auth/second-factor', headers })).json();
    expect(after).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // Never handed out again, and kept sealed in the database.
    const again = await app.inject({ method: 'POST', url: '/api/auth/second-factor/totp', headers });
    expect(again.json()).toMatchObject({ statusCode: 409, code: 'auth/second-factor-already-enabled' });
    const [stored] = await app.database.db.select().from(totpFactors).where(eq(totpFactors.userId, user.id));
    expect(stored!.secretCiphertext).not.toContain(secret);
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers });
    expect(profile.json().secondFactor).toBe(true);
    expect(JSON.stringify(profile.json())).not.toContain(secret);
  });

  it('signs in in two steps; the challenge is single use and the same code is refused a second time', async () => {
    const { user, secret } = await enrolledStudent();
    const challenge = await challengeOf(user.email, user.password);
    // The code used to confirm the enrolment is already spent.
    const replayedFromEnrolment = await secondStep({ challenge, code: await totpCode(secret) });
    expect(replayedFromEnrolment.json()).toMatchObject({ code: 'auth/invalid-verification-code' });

    const nextCode = await totpCode(secret, 1);
    const done = await secondStep({ challenge, code: nextCode });
    expect(done.statusCode).toBe(200);
    expect(done.json().userInfo).toMatchObject({ id: user.id, secondFactor: true });
    const profile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${done.json().accessToken}` },
    });
    expect(profile.statusCode).toBe(200);

    const reusedChallenge = await secondStep({ challenge, code: await totpCode(secret, 1) });
    expect(reusedChallenge.json()).toMatchObject({ statusCode: 401, code: 'auth/invalid-multi-factor-challenge' });
    const replay = await secondStep({ challenge: await challengeOf(user.email, user.password), code: nextCode });
    expect(replay.json()).toMatchObject({ statusCode: 400, code: 'auth/invalid-verification-code' });
  });

  it('accepts a code one step early or late, not two', async () => {
    const late = await enrolledStudent();
    // Enrolment spent the current step; a code one step behind is older, hence refused as a replay.
    const early = await enrolledStudent();
    const twoAhead = await secondStep({
      challenge: await challengeOf(early.user.email, early.user.password),
      code: await totpCode(early.secret, 2),
    });
    expect(twoAhead.statusCode).toBe(400);
    const oneAhead = await secondStep({
      challenge: await challengeOf(late.user.email, late.user.password),
      code: await totpCode(late.secret, 1),
    });
    expect(oneAhead.statusCode).toBe(200);

    // A user whose last code is long past: one step behind is still accepted.
    const behind = await createUser(app, { secondFactor: true });
    const oneBehind = await secondStep({
      challenge: await challengeOf(behind.email, behind.password),
      code: await totpCode(behind.totpSecret!, -1),
    });
    expect(oneBehind.statusCode).toBe(200);
    const twoBehind = await createUser(app, { secondFactor: true });
    const refused = await secondStep({
      challenge: await challengeOf(twoBehind.email, twoBehind.password),
      code: await totpCode(twoBehind.totpSecret!, -2),
    });
    expect(refused.statusCode).toBe(400);
  });

  it('takes each recovery code once', async () => {
    const { user, headers, recoveryCodes } = await enrolledStudent();
    const code = recoveryCodes[0]!;
    const first = await secondStep({
      challenge: await challengeOf(user.email, user.password),
      recoveryCode: code.toUpperCase().replace('-', ' '),
    });
    expect(first.statusCode).toBe(200);
    const second = await secondStep({ challenge: await challengeOf(user.email, user.password), recoveryCode: code });
    expect(second.json()).toMatchObject({ statusCode: 400, code: 'auth/invalid-recovery-code' });
    const status = (await app.inject({ method: 'GET', url: '/api/auth/second-factor', headers })).json();
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('refuses a forged challenge, an access token passed as one, and a challenge of another user', async () => {
    const { user, secret } = await enrolledStudent();
    const other = await enrolledStudent();
    const code = await totpCode(secret, 1);
    const forged = await secondStep({ challenge: 'eyJhbGciOiJIUzI1NiJ9.e30.x', code });
    expect(forged.json()).toMatchObject({ code: 'auth/invalid-multi-factor-challenge' });
    const accessToken = (await authHeader(app, user)).authorization.slice('Bearer '.length);
    const wrongKind = await secondStep({ challenge: accessToken, code });
    expect(wrongKind.json()).toMatchObject({ code: 'auth/invalid-multi-factor-challenge' });
    // Another user's challenge with this user's code signs nobody in.
    const crossed = await secondStep({ challenge: await challengeOf(other.user.email, other.user.password), code });
    expect(crossed.statusCode).toBe(400);
  });

  it('throttles the code step like the password step', async () => {
    const { user, secret } = await enrolledStudent();
    const challenge = await challengeOf(user.email, user.password);
    const wrong = (await totpCode(secret, 1)) === '123456' ? '654321' : '123456';
    const answers: number[] = [];
    for (let i = 0; i < 5; i++) answers.push((await secondStep({ challenge, code: wrong })).statusCode);
    expect(answers).toEqual([400, 400, 400, 400, 429]);
    // Even the right code waits now.
    const right = await secondStep({ challenge, code: await totpCode(secret, 1) });
    expect(right.statusCode).toBe(429);
  });

  it('refuses admin actions until an admin enrols, and lets them reach enrolment', async () => {
    const admin = await createUser(app, { role: 'ADMIN', secondFactor: false });
    const signedIn = await signin(admin.email, admin.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().userInfo.secondFactor).toBe(false);
    const headers = { authorization: `Bearer ${signedIn.json().accessToken}` };
    const refused = await app.inject({ method: 'GET', url: '/api/users', headers });
    expect(refused.json()).toMatchObject({ statusCode: 403, code: 'auth/multi-factor-enrollment-required' });
    const status = await app.inject({ method: 'GET', url: '/api/auth/second-factor', headers });
    expect(status.json()).toMatchObject({ enabled: false, required: true });

    const { secret } = (await app.inject({ method: 'POST', url: '/api/auth/second-factor/totp', headers })).json();
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/totp/confirm',
      headers,
      payload: { code: await totpCode(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(200);
    // An admin must keep it.
    const disable = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/disable',
      headers,
      payload: { code: await totpCode(secret, 1) },
    });
    expect(disable.statusCode).toBe(403);
  });

  it('lets an admin reset a user’s second factor, and nobody else', async () => {
    const { user, headers } = await enrolledStudent();
    const staff = await createUser(app, { role: 'STAFF' });
    const byStaff = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/second-factor`,
      headers: await authHeader(app, staff),
    });
    expect(byStaff.statusCode).toBe(403);
    const admin = await testAdmin(app);
    const reset = await app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/second-factor`,
      headers: await authHeader(app, admin),
    });
    expect(reset.statusCode).toBe(204);
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
    // The reset signed the user out everywhere (admin-reset.test.ts has the rest).
    expect((await app.inject({ method: 'GET', url: '/api/auth/second-factor', headers })).statusCode).toBe(401);

    // the security log says who reset whose, and keeps the user's own enrolment before it
    const log = await app.inject({
      method: 'GET',
      url: '/api/audit-events?action=mfa',
      headers: await authHeader(app, admin),
    });
    const events = (log.json() as { items: { action: string; actor: { id: string }; target: { id: string } | null }[] })
      .items;
    expect(events.find((e) => e.action === 'mfa.reset' && e.target?.id === user.id)?.actor.id).toBe(admin.id);
    expect(events.some((e) => e.action === 'mfa.enrolled' && e.actor.id === user.id)).toBe(true);
  });

  it('lets a student turn it off with a current code', async () => {
    const { user, headers, secret } = await enrolledStudent();
    const off = await app.inject({
      method: 'POST',
      url: '/api/auth/second-factor/disable',
      headers,
      payload: { code: await totpCode(secret, 1) },
    });
    expect(off.statusCode).toBe(204);
    expect((await signin(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('the first admin of a fresh install', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ adminWithoutSecondFactor: true });
  }, 240_000);
  afterAll(async () => app.close());

  it('signs in without a second factor and is refused admin actions until enrolled', async () => {
    const signedIn = await app.inject({ method: 'POST', url: '/api/auth/signin?mobile=true', payload: TEST_ADMIN });
    expect(signedIn.json().userInfo).toMatchObject({ role: 'ADMIN', secondFactor: false });
    const orders = await app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${signedIn.json().accessToken}` },
    });
    expect(orders.json()).toMatchObject({ statusCode: 403, code: 'auth/multi-factor-enrollment-required' });
  });
});
