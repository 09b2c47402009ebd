import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

describe('an admin resets someone’s second factor (DELETE /api/users/:id/second-factor)', () => {
  let app: FastifyInstance;
  let adminHeaders: { authorization: string };
  beforeAll(async () => {
    app = await createTestApp();
    adminHeaders = await authHeader(app, await testAdmin(app));
  }, 240_000);
  afterAll(async () => app.close());

  const reset = (id: string, headers: Record<string, string>) =>
    app.inject({ method: 'DELETE', url: `/api/users/${id}/second-factor`, headers });
  const signin = (email: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin?mobile=true', payload: { email, password } });
  /** The user as the admin's list shows them. */
  const listed = async (email: string) => {
    const page = await app.inject({
      method: 'GET',
      url: '/api/users',
      query: { search: email },
      headers: adminHeaders,
    });
    expect(page.statusCode).toBe(200);
    return (page.json() as { items: { email: string; secondFactor: boolean; passkeys: number }[] }).items.find(
      (item) => item.email === email,
    );
  };
  /** A passkey as a registration leaves it (the key itself is never used here). */
  const addPasskey = (userId: string) =>
    app.database.db.insert(passkeys).values({
      userId,
      credentialId: randomUUID(),
      publicKey: 'AQID',
      name: 'Điện thoại',
    });
  const resetEvents = async (targetId: string) => {
    const log = await app.inject({ method: 'GET', url: '/api/audit-events?action=mfa.reset', headers: adminHeaders });
    type Event = { actor: { id: string }; target: { id: string } | null; details: Record<string, unknown> };
    return (log.json() as { items: Event[] }).items.filter((event) => event.target?.id === targetId);
  };

  it('is refused for an unknown user, a non-admin, the admin’s own account and an account without one', async () => {
    expect((await reset(randomUUID(), adminHeaders)).json()).toMatchObject({
      statusCode: 404,
      code: 'auth/user-not-found',
    });
    expect((await reset('not-an-id', adminHeaders)).statusCode).toBe(404);

    const student = await createUser(app, { secondFactor: true });
    for (const role of ['STAFF', 'STUDENT'] as const) {
      const headers = await authHeader(app, await createUser(app, { role }));
      expect((await reset(student.id, headers)).json()).toMatchObject({ statusCode: 403, code: 'auth/forbidden' });
    }

    // An admin manages their own on the security page, with a current code.
    const self = await reset((await testAdmin(app)).id, adminHeaders);
    expect(self.json()).toMatchObject({ statusCode: 409, code: 'users/cannot-change-self' });
    expect(self.json().message).toContain('trang Bảo mật');

    const without = await createUser(app);
    expect((await reset(without.id, adminHeaders)).json()).toMatchObject({
      statusCode: 409,
      code: 'auth/second-factor-not-enabled',
    });

    expect(await listed(student.email)).toMatchObject({ secondFactor: true });
    expect(await resetEvents(student.id)).toEqual([]);
  });

  it('removes the app, the codes and the passkeys, signs the user out everywhere and logs who did it', async () => {
    const staff = await createUser(app, { role: 'STAFF', secondFactor: true });
    await addPasskey(staff.id);
    const staffHeaders = await authHeader(app, staff);
    expect(await listed(staff.email)).toMatchObject({ secondFactor: true, passkeys: 1 });
    expect((await signin(staff.email, staff.password)).json()).toMatchObject({
      code: 'auth/multi-factor-auth-required',
    });

    const done = await reset(staff.id, adminHeaders);
    expect(done.statusCode).toBe(204);

    // The phone may still be signed in: that session ends at once.
    const profile = await app.inject({ method: 'GET', url: '/api/users/profile', headers: staffHeaders });
    expect(profile.statusCode).toBe(401);
    // The password alone signs in now.
    const signedIn = await signin(staff.email, staff.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().userInfo).toMatchObject({ email: staff.email, secondFactor: false });
    expect(await listed(staff.email)).toMatchObject({ secondFactor: false, passkeys: 0 });
    const status = await app.inject({
      method: 'GET',
      url: '/api/auth/second-factor',
      headers: { authorization: `Bearer ${signedIn.json().accessToken}` },
    });
    expect(status.json()).toMatchObject({ enabled: false, recoveryCodesLeft: 0 });

    const admin = await testAdmin(app);
    const events = await resetEvents(staff.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: { id: admin.id }, details: { totp: true, passkeys: 1 } });

    // Nothing left to reset.
    expect((await reset(staff.id, adminHeaders)).statusCode).toBe(409);
  });

  it('resets an account that only has a passkey', async () => {
    const student = await createUser(app);
    await addPasskey(student.id);
    await addPasskey(student.id);
    expect(await listed(student.email)).toMatchObject({ secondFactor: false, passkeys: 2 });
    expect((await reset(student.id, adminHeaders)).statusCode).toBe(204);
    expect(await listed(student.email)).toMatchObject({ secondFactor: false, passkeys: 0 });
    expect((await resetEvents(student.id))[0]).toMatchObject({ details: { totp: false, passkeys: 2 } });
  });

  it('sends an admin whose factor was reset to enrol again', async () => {
    const other = await createUser(app, { role: 'ADMIN' });
    expect((await reset(other.id, adminHeaders)).statusCode).toBe(204);
    const signedIn = await signin(other.email, other.password);
    expect(signedIn.statusCode).toBe(200);
    const orders = await app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${signedIn.json().accessToken}` },
    });
    expect(orders.json()).toMatchObject({ statusCode: 403, code: 'auth/multi-factor-enrollment-required' });
  });
});
