import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pendingSignups, users } from '../../db/schema';
import { createUser } from '../../test/factories';
import { codeIn, startMailCatcher } from '../../test/mail-catcher';
import { queueSettled } from '../../test/queue-settled';
import { createTestApp } from '../../test/test-app';

const ROOM = { phoneNumber: '0912 345 678', dormitory: 'KTX Khu B', building: 'B3', room: '512' };
let counter = 0;
const newEmail = () => `sv${Date.now()}${counter++}@st.tsa.test`;

describe('two-step sign-up', () => {
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  /** The regulations version in force: a new student must accept it. */
  let regulationVersion: number;

  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ env: { SMTP_URL: mail.url } });
    regulationVersion = (await app.inject({ method: 'GET', url: '/api/regulations' })).json().version;
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  const initiate = (email: string, extra: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/signup/initiate',
      payload: {
        email,
        password: 'phoi-do-kho-2026',
        firstName: 'Lan',
        lastName: 'Trần Thị',
        acceptedRegulationVersion: regulationVersion,
        ...extra,
      },
    });
  const complete = (email: string, code: string, extra: Record<string, unknown> = {}, query = '') =>
    app.inject({
      method: 'POST',
      url: `/api/auth/signup/complete${query}`,
      payload: { email, code, ...ROOM, ...extra },
    });

  it('e-mails a 6-digit code, then creates a verified student with the contract’s shape', async () => {
    const email = newEmail();
    const started = await initiate(email.toUpperCase());
    expect(started.statusCode).toBe(202);

    const message = await mail.waitFor(email);
    expect(message.subject).toContain('mã xác thực');
    expect(message.text).toContain('Chào Lan');
    expect(message.html).toContain('TSA');
    const code = codeIn(message);

    const [pending] = await app.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(pending!.codeHash).not.toContain(code);

    const done = await complete(email, code);
    expect(done.statusCode).toBe(201);
    const body = done.json();
    // The contract's fields, and the session a sign-in would answer.
    expect(Object.keys(body).sort()).toEqual([
      'accessToken',
      'createdAt',
      'email',
      'firstName',
      'id',
      'lastName',
      'phoneNumber',
      'refreshToken',
      'userInfo',
    ]);
    expect(body).toMatchObject({ email, firstName: 'Lan', lastName: 'Trần Thị', phoneNumber: '0912345678' });

    const [user] = await app.database.db.select().from(users).where(eq(users.id, body.id));
    expect(user).toMatchObject({
      role: 'STUDENT',
      verified: true,
      dormitory: 'KTX Khu B',
      building: 'B3',
      room: '512',
      acceptedRegulationVersion: regulationVersion,
    });

    const signin = await app.inject({
      method: 'POST',
      url: '/api/auth/signin?mobile=false',
      payload: { email, password: 'phoi-do-kho-2026' },
    });
    expect(signin.statusCode).toBe(200);
    expect(signin.json().userInfo.role).toBe('STUDENT');
  });

  it('signs the new student in: a session and refresh cookie as a sign-in gives, without the password again', async () => {
    const email = newEmail();
    // From another address: the file's other sign-ups use up this one's hourly allowance.
    const started = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/initiate',
      remoteAddress: '10.31.0.13',
      payload: {
        email,
        password: 'phoi-do-kho-2026',
        firstName: 'Lan',
        lastName: 'Trần Thị',
        acceptedRegulationVersion: regulationVersion,
      },
    });
    expect(started.statusCode).toBe(202);
    const done = await complete(email, codeIn(await mail.waitFor(email)), {}, '?mobile=false');
    expect(done.statusCode).toBe(201);
    const body = done.json();
    expect(body.userInfo).toMatchObject({ id: body.id, email, role: 'STUDENT', status: 'ACTIVE', verified: true });
    expect(JSON.stringify(body)).not.toContain('argon2');

    const cookie = String(done.headers['set-cookie']);
    expect(cookie).toContain(`refreshToken=${body.refreshToken}`);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toContain('Path=/api/auth');

    const profile = await app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ email, room: '512' });

    // The cookie refreshes like a sign-in's, once (rotation).
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: {},
      cookies: { refreshToken: body.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().refreshToken).not.toBe(body.refreshToken);
  });

  it('requires the regulations in force to be accepted', async () => {
    for (const acceptedRegulationVersion of [undefined, regulationVersion + 1]) {
      const email = newEmail();
      const response = await initiate(email, { acceptedRegulationVersion });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'regulations/not-accepted',
        message: 'Vui lòng đồng ý với nội quy hiện hành',
        fields: { acceptedRegulationVersion: 'Vui lòng đồng ý với nội quy hiện hành' },
      });
      const [pending] = await app.database.db.select().from(pendingSignups).where(eq(pendingSignups.email, email));
      expect(pending).toBeUndefined();
    }
  });

  it('answers a registered e-mail with the same sequence as a new one, and mails its owner a notice instead of a code', async () => {
    // Frozen, then moved by hand: a retry-after counted down by a slow step would differ by a second.
    // Before the clock goes back, the mails already asked for are sent: the queue's worker times its
    // wait for the next poll by Date, and a job that runs across a minute's step back makes it wait
    // a minute more, with the next code still queued behind it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const existing = await createUser(app);
    const fresh = newEmail();
    const sequence = async (email: string, ip: string) => {
      const post = async (url: string, payload: Record<string, unknown>) => {
        const response = await app.inject({
          method: 'POST',
          url: `/api/auth/signup/${url}`,
          payload,
          remoteAddress: ip,
        });
        return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
      };
      const signup = {
        email,
        password: 'phoi-do-kho-2026',
        firstName: 'Lan',
        lastName: 'Trần Thị',
        acceptedRegulationVersion: regulationVersion,
      };
      const steps = [await post('initiate', signup), await post('initiate', signup), await post('resend', { email })];
      steps.push(await post('complete', { email, code: '000000', ...ROOM }));
      vi.setSystemTime(Date.now() + 61_000);
      steps.push(await post('resend', { email }), await post('initiate', signup));
      return steps;
    };
    let registered, unknown;
    try {
      registered = await sequence(existing.email, '10.32.2.1');
      await queueSettled(app, 'account-mail');
      vi.setSystemTime(Date.now() - 61_000);
      unknown = await sequence(fresh, '10.32.2.2');
      await queueSettled(app, 'account-mail');
    } finally {
      vi.useRealTimers();
    }
    expect(registered).toEqual(unknown);
    expect(registered.map((s) => s.status)).toEqual([202, 429, 429, 400, 202, 429]);

    // The owner hears of the attempt, and no code reaches their mailbox; the new address gets one.
    await mail.waitFor(existing.email);
    expect(codeIn(await mail.waitFor(fresh))).toMatch(/^\d{6}$/);
    await queueSettled(app, 'account-mail');
    for (const notice of mail.to(existing.email)) {
      expect(notice.subject).toBe('Email này đã có tài khoản TSA');
      expect(notice.text).toContain('/auth/forgot-password');
      expect(notice.text).not.toMatch(/\b\d{6}\b/);
    }
  });

  it('refuses weak, common and breached passwords with auth/weak-password', async () => {
    // 'Dimazarya' is on the shipped breached-password list, not on the web's short common list.
    for (const password of ['ngan', '12345678', 'password123', 'Dimazarya']) {
      const response = await initiate(newEmail(), { password });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('auth/weak-password');
      expect(response.json().message).toMatch(/^Mật khẩu quá yếu/);
    }
  });

  it('refuses a malformed e-mail with auth/invalid-email', async () => {
    const response = await initiate('khong-phai-email');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'auth/invalid-email', fields: { email: 'Email không hợp lệ' } });
  });

  it('asks for a missing name in plain Vietnamese', async () => {
    const response = await initiate(newEmail(), { firstName: undefined, lastName: 42 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'request/invalid-input',
      fields: { firstName: 'Vui lòng nhập tên', lastName: 'Vui lòng nhập họ' },
    });
  });

  it('allows a resend only after 60 seconds', async () => {
    const email = newEmail();
    await initiate(email);
    await mail.waitFor(email);
    const tooSoon = await app.inject({ method: 'POST', url: '/api/auth/signup/resend', payload: { email } });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('auth/too-many-requests');
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);

    await app.database.db
      .update(pendingSignups)
      .set({ lastSentAt: new Date(Date.now() - 61_000) })
      .where(eq(pendingSignups.email, email));
    const resent = await app.inject({ method: 'POST', url: '/api/auth/signup/resend', payload: { email } });
    expect(resent.statusCode).toBe(202);
    const second = codeIn(await mail.waitFor(email, 2));
    expect((await complete(email, second)).statusCode).toBe(201);
  });

  it('counts wrong codes and locks the code after 5 tries', async () => {
    const email = newEmail();
    await initiate(email);
    const code = codeIn(await mail.waitFor(email));
    const wrong = code === '000000' ? '111111' : '000000';

    const first = await complete(email, wrong);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ code: 'auth/invalid-verification-code' });
    expect(first.json().message).toContain('còn 4 lần');
    for (let i = 0; i < 4; i++) await complete(email, wrong);

    const locked = await complete(email, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('auth/too-many-requests');
  });

  it('refuses an expired code', async () => {
    const email = newEmail();
    await initiate(email);
    const code = codeIn(await mail.waitFor(email));
    await app.database.db
      .update(pendingSignups)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignups.email, email));
    const response = await complete(email, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('auth/code-expired');
  });

  it('asks for the room details in Vietnamese and for a sign-up that was started', async () => {
    const missing = await complete(newEmail(), '123456');
    expect(missing.json().code).toBe('auth/missing-verification-code');

    const bad = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/complete',
      payload: { email: newEmail(), code: '12ab', phoneNumber: '123', dormitory: '', building: 'B', room: '1' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().fields;
    expect(fields.code).toBe('Mã xác thực gồm 6 chữ số');
    expect(fields.phoneNumber).toContain('Số điện thoại không hợp lệ');
    expect(fields.dormitory).toBe('Vui lòng nhập ký túc xá');
  });
});
