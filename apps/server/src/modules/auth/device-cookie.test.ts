import type { AuditEventPage } from '@tsa/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { startMailedApp, type MailCatcher } from '../../test/mailed-app';
import { totpCode } from '../../test/second-factor';

/**
 * OWASP's device cookies: strangers guessing an account's password lock out unknown devices,
 * never the browser its owner signed in with before.
 */
describe('sign-in lock-out with device cookies', () => {
  let app: FastifyInstance;
  let mail: MailCatcher;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, mail, close } = await startMailedApp()));
  afterAll(() => close());

  let nextAddress = 0;
  /** Each request from an address of its own, as a botnet (or the owner on a new network) would. */
  const freshAddress = () => `10.44.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
  const signin = (email: string, password: string, device?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password },
      remoteAddress: freshAddress(),
      cookies: device ? { tsaDevice: device } : {},
    });
  const secondStep = (payload: Record<string, unknown>, device?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signin/second-factor',
      payload,
      remoteAddress: freshAddress(),
      cookies: device ? { tsaDevice: device } : {},
    });
  const deviceCookieOf = (response: LightMyRequestResponse) =>
    response.cookies.find((cookie) => cookie.name === 'tsaDevice');
  /** Fifty wrong passwords from fifty addresses, none with a device cookie. */
  const attack = async (email: string) => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await signin(email, `Doan-mo-${i}-sai`)).statusCode);
    return statuses;
  };

  it("locks unknown devices after strangers' failures, while the owner's browser still signs in", async () => {
    const owner = await createUser(app);
    const first = await signin(owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(cookie.maxAge).toBeGreaterThanOrEqual(180 * 86_400);
    expect(cookie.value.startsWith(`${owner.id}.`)).toBe(true);

    const statuses = await attack(owner.email);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(new Set(statuses.slice(8))).toEqual(new Set([429]));

    // The right password from a browser the account does not know: locked.
    const stranger = await signin(owner.email, owner.password);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('auth/too-many-requests');
    // The owner's browser: in, and its cookie keeps its id.
    const ownerAgain = await signin(owner.email, owner.password, cookie.value);
    expect(ownerAgain.statusCode).toBe(200);
    expect(deviceCookieOf(ownerAgain)!.value).toBe(cookie.value);

    // The admin sees the attack in the security log: the failures, and the lock once.
    const admin = await authHeader(app, await testAdmin(app));
    const log = await app.inject({ method: 'GET', url: '/api/audit-events?action=auth', headers: admin });
    const events = (log.json() as AuditEventPage).items.filter((e) => e.actor.email === owner.email);
    const locks = events.filter((e) => e.action === 'auth.signin-locked');
    expect(locks.map((e) => e.details)).toEqual([{ scope: 'unknown-devices', minutes: 15 }]);
    expect(events.filter((e) => e.action === 'auth.signin-failed')).toHaveLength(8);
  });

  it('gives no device cookie to mobile clients, which keep none', async () => {
    const owner = await createUser(app);
    const mobile = await app.inject({
      method: 'POST',
      url: '/api/auth/signin?mobile=true',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: freshAddress(),
    });
    expect(mobile.statusCode).toBe(200);
    expect(deviceCookieOf(mobile)).toBeUndefined();
  });

  it("counts a known browser's own failures on that browser alone", async () => {
    const owner = await createUser(app);
    const cookie = deviceCookieOf(await signin(owner.email, owner.password))!.value;
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await signin(owner.email, `Quen-mat-${i}`, cookie)).statusCode);
    expect(statuses).toEqual([...Array(8).fill(401), 429]);
    // Its lock is not the account's: another browser may still try.
    expect((await signin(owner.email, owner.password)).statusCode).toBe(200);
  });

  it("treats a forged cookie, or another account's, as an unknown device", async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const mine = deviceCookieOf(await signin(owner.email, owner.password))!.value;
    const theirs = deviceCookieOf(await signin(other.email, other.password))!.value;
    await attack(owner.email);
    const [, deviceId, mac] = mine.split('.');
    const forged = [`${owner.id}.${deviceId}.${mac!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`, theirs];
    for (const cookie of forged) expect((await signin(owner.email, owner.password, cookie)).statusCode).toBe(429);
    expect((await signin(owner.email, owner.password, mine)).statusCode).toBe(200);
  });

  it('applies the same rule to the second-factor step', async () => {
    const owner = await createUser(app, { secondFactor: true });
    const secret = owner.totpSecret!;
    // The owner signs in once, both steps, and keeps the device cookie.
    const challenge = (await signin(owner.email, owner.password)).json().mfa.challenge;
    const done = await secondStep({ challenge, code: await totpCode(secret) });
    expect(done.statusCode).toBe(200);
    const cookie = deviceCookieOf(done)!.value;
    // A stranger who has the password holds a challenge when the account locks for unknown devices.
    const strangers = (await signin(owner.email, owner.password)).json().mfa.challenge;
    await attack(owner.email);

    expect((await secondStep({ challenge: strangers, code: await totpCode(secret, 1) })).statusCode).toBe(429);
    const ownerChallenge = await signin(owner.email, owner.password, cookie);
    expect(ownerChallenge.json().code).toBe('auth/multi-factor-auth-required');
    const ownerIn = await secondStep(
      { challenge: ownerChallenge.json().mfa.challenge, code: await totpCode(secret, 1) },
      cookie,
    );
    expect(ownerIn.statusCode).toBe(200);
  });

  it('still lets the owner in by e-mailed link while unknown devices are locked', async () => {
    const owner = await createUser(app);
    await attack(owner.email);
    expect((await signin(owner.email, owner.password)).statusCode).toBe(429);

    const asked = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/email-link',
      payload: { email: owner.email },
      remoteAddress: freshAddress(),
    });
    const nonce = asked.cookies.find((c) => c.name === 'signinLinkNonce')!.value;
    const token = /email-link\?token=([\w-]+)/.exec((await mail.waitFor(owner.email)).text)![1]!;
    const opened = await app.inject({
      method: 'POST',
      url: '/api/auth/signin/email-link/complete',
      payload: { token },
      cookies: { signinLinkNonce: nonce },
      remoteAddress: freshAddress(),
    });
    expect(opened.statusCode).toBe(200);
    // That browser is now known: the password works there too.
    expect((await signin(owner.email, owner.password, deviceCookieOf(opened)!.value)).statusCode).toBe(200);
  });
});
