import type { AuditEventPage } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createUser, DEFAULT_PASSWORD, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

describe('the audit log', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  let adminEmail: string;

  beforeAll(async () => {
    app = await createTestApp();
    const row = await testAdmin(app);
    admin = await authHeader(app, row);
    adminEmail = row.email;
  });
  afterAll(() => app.close());

  const read = async (query = '', headers = admin) => {
    const response = await app.inject({ method: 'GET', url: `/api/audit-events${query}`, headers });
    expect(response.statusCode).toBe(200);
    return response.json() as AuditEventPage;
  };
  const signIn = (email: string, password: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password }, remoteAddress: ip });

  it('keeps sign-ins and failures with who, when and from where, and never the password', async () => {
    const student = await createUser(app, { email: 'nhat-ky@tsa.test' });
    expect((await signIn(student.email, 'Sai-mat-khau-99', '203.0.113.7')).statusCode).toBe(401);
    expect((await signIn('khong-ton-tai@tsa.test', 'Sai-mat-khau-99', '203.0.113.8')).statusCode).toBe(401);
    expect((await signIn(student.email, DEFAULT_PASSWORD, '203.0.113.9')).statusCode).toBe(200);

    const page = await read('?action=auth');
    const mine = page.items.filter(
      (e) => e.actor.email === student.email || e.actor.email === 'khong-ton-tai@tsa.test',
    );
    expect(mine.map((e) => [e.action, e.ip, e.details.reason ?? e.details.method])).toEqual([
      ['auth.signin', '203.0.113.9', 'password'],
      ['auth.signin-failed', '203.0.113.8', 'unknown-email'],
      ['auth.signin-failed', '203.0.113.7', 'wrong-password'],
    ]);
    expect(mine[0]!.actor).toMatchObject({ id: student.id, name: `${student.lastName} ${student.firstName}` });
    expect(mine[1]!.actor.id).toBeNull();
    expect(Date.parse(mine[0]!.occurredAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(page)).not.toContain('Sai-mat-khau-99');
    expect(JSON.stringify(page)).not.toContain(DEFAULT_PASSWORD);
  });

  it("records an admin's changes to accounts with the target and what changed", async () => {
    const staff = await createUser(app, { email: 'nhan-vien-nk@tsa.test', role: 'STAFF' });
    const patch = (url: string, payload: object) => app.inject({ method: 'PATCH', url, headers: admin, payload });
    expect((await patch(`/api/users/role/${staff.id}`, { role: 'STUDENT' })).statusCode).toBe(200);
    expect((await patch(`/api/users/${staff.id}/status`, { status: 'BANNED' })).statusCode).toBe(200);
    const removed = await app.inject({ method: 'DELETE', url: `/api/users/${staff.id}`, headers: admin });
    expect(removed.statusCode).toBe(204);

    const page = await read('?action=user');
    const onStaff = page.items.filter((e) => e.target?.id === staff.id);
    expect(onStaff.map((e) => [e.action, e.details])).toEqual([
      ['user.deleted', { email: staff.email, role: 'STUDENT' }],
      ['user.status-changed', { from: 'ACTIVE', to: 'BANNED' }],
      ['user.role-changed', { from: 'STAFF', to: 'STUDENT' }],
    ]);
    for (const event of onStaff) {
      expect(event.actor.email).toBe(adminEmail);
      expect(event.target).toMatchObject({ type: 'user', label: staff.email });
    }
  });

  it('records a change of the account money goes to, without the webhook secret', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/payments/settings',
      headers: admin,
      payload: {
        bankBin: '970436',
        accountNumber: '0011001234567',
        accountName: 'TSA GIAT SAY',
        webhookSecret: 'bi-mat-webhook-123456',
      },
    });
    expect(saved.statusCode).toBe(200);
    const [event] = (await read('?action=payment.settings-changed')).items;
    expect(event).toMatchObject({
      actor: { email: adminEmail },
      details: { from: null, to: { bankBin: '970436', accountNumber: '0011001234567' }, webhookSecretChanged: true },
    });
    expect(JSON.stringify(event)).not.toContain('bi-mat-webhook');
  });

  it('filters by actor e-mail and by day, and pages', async () => {
    const byStudent = await read('?actor=nhat-ky');
    expect(byStudent.items.length).toBeGreaterThanOrEqual(2);
    expect(byStudent.items.every((e) => e.actor.email === 'nhat-ky@tsa.test')).toBe(true);

    expect((await read('?from=2020-01-01&to=2020-01-31')).total).toBe(0);
    const all = await read();
    const first = await read('?pageSize=2&page=1');
    const second = await read('?pageSize=2&page=2');
    expect(first.total).toBe(all.total);
    expect([...first.items, ...second.items].map((e) => e.id)).toEqual(all.items.slice(0, 4).map((e) => e.id));
  });

  it('is for admins only, and refuses an unknown filter in Vietnamese', async () => {
    const staff = await createUser(app, { role: 'STAFF' });
    const student = await createUser(app);
    for (const who of [staff, student]) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/audit-events',
        headers: await authHeader(app, who),
      });
      expect(response.statusCode).toBe(403);
    }
    expect((await app.inject({ method: 'GET', url: '/api/audit-events' })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/api/audit-events?action=hack', headers: admin });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'request/invalid-input' });
    expect(bad.body).toContain('Loại sự kiện không hợp lệ');
  });
});
