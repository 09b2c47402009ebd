import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { authHeader, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

async function storedUser(app: FastifyInstance, id: string) {
  const [row] = await app.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function addSession(app: FastifyInstance, userId: string) {
  const [row] = await app.database.db
    .insert(refreshTokens)
    .values({
      userId,
      familyId: randomUUID(),
      tokenHash: sha256(randomToken()),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!;
}

async function sessionOf(app: FastifyInstance, id: string) {
  const [row] = await app.database.db.select().from(refreshTokens).where(eq(refreshTokens.id, id));
  return row!;
}

describe('own profile and password', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  describe('GET /api/users/profile', () => {
    it('answers the signed-in user in the contract’s shape, never the password hash', async () => {
      const user = await createUser(app, { firstName: 'Bình', lastName: 'Trần Thị' });
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: await authHeader(app, user),
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        id: user.id,
        firstName: 'Bình',
        lastName: 'Trần Thị',
        role: 'STUDENT',
        status: 'ACTIVE',
        email: user.email,
        verified: true,
        phoneNumber: '0912345678',
        phoneVerified: false,
        photoUrl: null,
        dormitory: 'KTX Khu A',
        building: 'A1',
        room: '101',
        // Stored as free text after start-up: not mapped onto the catalogue until the next mapping run.
        dormitoryId: null,
        buildingId: null,
        hasPassword: true,
        secondFactor: false,
        createdAt: user.createdAt.toISOString(),
      });
      expect(response.body).not.toContain('argon2');
    });

    it('refuses a request without a token with 401 auth/unauthenticated', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/users/profile' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        code: 'auth/unauthenticated',
        message: 'Bạn cần đăng nhập để tiếp tục',
      });
    });

    it('refuses a forged token with 401 auth/invalid-credential', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: 'Bearer not.a.jwt' },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth/invalid-credential');
    });
  });

  describe.each(['PATCH', 'PUT'] as const)('%s /api/users/profile', (method) => {
    it('changes only the given fields and keeps them', async () => {
      const user = await createUser(app);
      const headers = await authHeader(app, user);
      const response = await app.inject({
        method,
        url: '/api/users/profile',
        headers,
        payload: { firstName: '  Cường ', phoneNumber: '091 234 5679', room: '305' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        firstName: 'Cường',
        lastName: 'Nguyễn Văn',
        phoneNumber: '0912345679',
        dormitory: 'KTX Khu A',
        building: 'A1',
        room: '305',
      });
      const again = await app.inject({ method: 'GET', url: '/api/users/profile', headers });
      expect(again.json()).toMatchObject({
        firstName: 'Cường',
        phoneNumber: '0912345679',
        room: '305',
        building: 'A1',
      });
    });

    it('clears dormitory, building, room and photo with empty strings', async () => {
      const user = await createUser(app);
      const headers = await authHeader(app, user);
      const withPhoto = await app.inject({
        method,
        url: '/api/users/profile',
        headers,
        payload: { photoUrl: 'https://cdn.tsa.test/a.png' },
      });
      expect(withPhoto.json().photoUrl).toBe('https://cdn.tsa.test/a.png');
      const response = await app.inject({
        method,
        url: '/api/users/profile',
        headers,
        payload: { dormitory: '', building: '', room: '', photoUrl: '' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ dormitory: null, building: null, room: null, photoUrl: null });
    });

    it('ignores role, status, e-mail and verified: nobody promotes themselves', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: '/api/users/profile',
        headers: await authHeader(app, user),
        payload: { role: 'ADMIN', status: 'ACTIVE', email: 'other@tsa.test', verified: false, lastName: 'Lê' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: 'STUDENT', email: user.email, verified: true, lastName: 'Lê' });
      expect((await storedUser(app, user.id)).role).toBe('STUDENT');
    });

    it('refuses a bad phone number in Vietnamese and changes nothing', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: '/api/users/profile',
        headers: await authHeader(app, user),
        payload: { firstName: 'Dũng', phoneNumber: '12345' },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('request/invalid-input');
      expect(body.fields.phoneNumber).toBe('Số điện thoại không hợp lệ (ví dụ 0912345678)');
      expect((await storedUser(app, user.id)).firstName).toBe('An');
    });

    it('refuses too-long fields, an empty name and a non-web photo address', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: '/api/users/profile',
        headers: await authHeader(app, user),
        payload: {
          firstName: '',
          lastName: 'x'.repeat(51),
          dormitory: 'k'.repeat(81),
          building: 'b'.repeat(41),
          room: 'r'.repeat(21),
          photoUrl: 'javascript:alert(1)',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({
        firstName: 'Vui lòng nhập tên',
        lastName: 'Họ tối đa 50 ký tự',
        dormitory: 'Ký túc xá tối đa 80 ký tự',
        building: 'Tòa nhà tối đa 40 ký tự',
        room: 'Phòng tối đa 20 ký tự',
        photoUrl: 'Đường dẫn ảnh phải bắt đầu bằng http:// hoặc https://',
      });
    });

    it('refuses a request without a token', async () => {
      const response = await app.inject({ method, url: '/api/users/profile', payload: { firstName: 'X' } });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth/unauthenticated');
    });
  });

  describe.each(['PATCH', 'PUT'] as const)('%s /api/users/password', (method) => {
    const newPassword = 'Phoi-do-duoi-nang-9';

    it('changes the password, answers 204 and signs the user out of every session', async () => {
      const user = await createUser(app);
      const other = await createUser(app);
      const session = await addSession(app, user.id);
      const otherSession = await addSession(app, other.id);
      const response = await app.inject({
        method,
        url: '/api/users/password',
        headers: await authHeader(app, user),
        payload: { currentPassword: user.password, newPassword, confirmPassword: newPassword },
      });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      const stored = await storedUser(app, user.id);
      expect(await verifyPassword(stored.passwordHash, newPassword)).toBe(true);
      expect(await verifyPassword(stored.passwordHash, user.password)).toBe(false);
      expect((await sessionOf(app, session.id)).revokedAt).toBeInstanceOf(Date);
      expect((await sessionOf(app, otherSession.id)).revokedAt).toBeNull();
    });

    it('signs in with the new password only, and the old sessions cannot refresh', async () => {
      const user = await createUser(app);
      const signIn = (password: string) =>
        app.inject({ method: 'POST', url: '/api/auth/signin?mobile=true', payload: { email: user.email, password } });
      const before = await signIn(user.password);
      expect(before.statusCode).toBe(200);
      const { accessToken, refreshToken } = before.json();

      const response = await app.inject({
        method,
        url: '/api/users/password',
        headers: { authorization: `Bearer ${accessToken}` },
        payload: { currentPassword: user.password, newPassword, confirmPassword: newPassword },
      });
      expect(response.statusCode).toBe(204);

      const refreshed = await app.inject({
        method: 'POST',
        url: '/api/auth/refresh?mobile=true',
        payload: { refreshToken },
      });
      expect(refreshed.statusCode).toBe(401);
      expect((await signIn(user.password)).json().code).toBe('auth/invalid-credential');
      expect((await signIn(newPassword)).statusCode).toBe(200);
    });

    it('answers a confirmation that does not match with 400 auth/password-mismatch', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: '/api/users/password',
        headers: await authHeader(app, user),
        payload: { currentPassword: user.password, newPassword, confirmPassword: `${newPassword}x` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        code: 'auth/password-mismatch',
        message: 'Nhập lại mật khẩu không khớp',
        fields: { confirmPassword: 'Nhập lại mật khẩu không khớp' },
      });
      expect(await verifyPassword((await storedUser(app, user.id)).passwordHash, user.password)).toBe(true);
    });

    it('answers a wrong current password with 401 auth/wrong-password and keeps the old one', async () => {
      const user = await createUser(app);
      const session = await addSession(app, user.id);
      const response = await app.inject({
        method,
        url: '/api/users/password',
        headers: await authHeader(app, user),
        payload: { currentPassword: 'khong-phai-mat-khau', newPassword, confirmPassword: newPassword },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'auth/wrong-password', message: 'Mật khẩu không đúng' });
      expect(await verifyPassword((await storedUser(app, user.id)).passwordHash, user.password)).toBe(true);
      expect((await sessionOf(app, session.id)).revokedAt).toBeNull();
    });

    it('asks for the current password when the account has one', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: '/api/users/password',
        headers: await authHeader(app, user),
        payload: { newPassword, confirmPassword: newPassword },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'request/invalid-input',
        fields: { currentPassword: 'Vui lòng nhập mật khẩu hiện tại' },
      });
    });

    it.each([
      ['too short', 'qx7k2', 'Ít nhất 8 ký tự'],
      ['common', 'matkhau123', 'Không phải mật khẩu phổ biến'],
    ])('refuses a %s new password with 400 auth/weak-password', async (_, weak, rule) => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: '/api/users/password',
        headers: await authHeader(app, user),
        payload: { currentPassword: user.password, newPassword: weak, confirmPassword: weak },
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.code).toBe('auth/weak-password');
      expect(body.message).toBe(`Mật khẩu quá yếu: ${rule}`);
      expect(await verifyPassword((await storedUser(app, user.id)).passwordHash, user.password)).toBe(true);
    });

    it('refuses an empty new password as invalid input', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: '/api/users/password',
        headers: await authHeader(app, user),
        payload: { currentPassword: user.password, newPassword: '', confirmPassword: '' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.newPassword).toBe('Vui lòng nhập mật khẩu');
    });

    it('lets an account without a password (made through Google) set one without a current password', async () => {
      const user = await createUser(app, { password: null });
      const headers = await authHeader(app, user);
      expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers })).json().hasPassword).toBe(false);
      const response = await app.inject({
        method,
        url: '/api/users/password',
        headers,
        payload: { newPassword, confirmPassword: newPassword },
      });
      expect(response.statusCode).toBe(204);
      expect(await verifyPassword((await storedUser(app, user.id)).passwordHash, newPassword)).toBe(true);
      // Setting a password ends every session: a new one sees it.
      expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers })).statusCode).toBe(401);
      const fresh = await authHeader(app, user);
      expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers: fresh })).json().hasPassword).toBe(
        true,
      );
    });

    it('refuses a request without a token', async () => {
      const response = await app.inject({
        method,
        url: '/api/users/password',
        payload: { currentPassword: 'a', newPassword, confirmPassword: newPassword },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('auth/unauthenticated');
    });
  });
});

describe('password change throttle', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ rateRules: { signinPerAccount: { limit: 2, windowSeconds: 900 } } });
  });
  afterAll(async () => app.close());

  it('stops guessing the current password with 429, even when the guess is finally right', async () => {
    const user = await createUser(app);
    const headers = await authHeader(app, user);
    const attempt = (currentPassword: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/users/password',
        headers,
        payload: { currentPassword, newPassword: 'Phoi-do-duoi-nang-9', confirmPassword: 'Phoi-do-duoi-nang-9' },
      });
    expect((await attempt('doan-sai-1')).statusCode).toBe(401);
    expect((await attempt('doan-sai-2')).statusCode).toBe(401);
    const throttled = await attempt(user.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({
      code: 'auth/too-many-requests',
      message: 'Quá nhiều yêu cầu. Vui lòng thử lại sau',
    });
    expect(throttled.headers['retry-after']).toBeDefined();
    expect(await verifyPassword((await storedUser(app, user.id)).passwordHash, user.password)).toBe(true);
  });
});
