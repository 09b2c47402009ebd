import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { randomToken, sha256, verifyPassword } from '../../lib/crypto';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { countActiveAdmins, updateUser } from './repository';
import { changeRole, changeStatus, deleteUser } from './service';

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

/** Where the service calls made directly by these tests come from, for the audit log. */
const origin = { ip: '127.0.0.1' };

const STAFF_PASSWORD = 'Nhan-vien-giat-say-1';

describe('user administration', () => {
  let app: FastifyInstance;
  let admin: { authorization: string };
  let adminId: string;

  beforeAll(async () => {
    app = await createTestApp();
    const row = await testAdmin(app);
    adminId = row.id;
    admin = await authHeader(app, row);
  });
  afterAll(async () => app.close());

  describe('POST /api/users', () => {
    it('creates a verified STAFF account by default, with a working password', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: { email: '  Staff.One@TSA.test ', password: STAFF_PASSWORD, firstName: 'Hòa', lastName: 'Phạm' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toMatchObject({
        email: 'staff.one@tsa.test',
        firstName: 'Hòa',
        lastName: 'Phạm',
        role: 'STAFF',
        status: 'ACTIVE',
        verified: true,
        hasPassword: true,
        phoneNumber: null,
        dormitory: null,
      });
      expect(body).not.toHaveProperty('passwordHash');
      expect(await verifyPassword((await storedUser(app, body.id)).passwordHash, STAFF_PASSWORD)).toBe(true);
    });

    it('creates a student with an address when asked', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: {
          email: 'walkin@st.tsa.test',
          password: STAFF_PASSWORD,
          firstName: 'Khoa',
          lastName: 'Đỗ',
          role: 'STUDENT',
          phoneNumber: '0987654321',
          dormitory: 'KTX Khu B',
          building: 'B2',
          room: '410',
        },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        role: 'STUDENT',
        phoneNumber: '0987654321',
        dormitory: 'KTX Khu B',
        room: '410',
      });
    });

    it('refuses an e-mail a live user already has, whatever its case, with 409', async () => {
      const existing = await createUser(app);
      const response = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: { email: existing.email.toUpperCase(), password: STAFF_PASSWORD, firstName: 'A', lastName: 'B' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'auth/email-already-in-use',
        message: 'Email này đã được sử dụng',
      });
    });

    it('enforces the password policy', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: { email: 'weak@tsa.test', password: '12345678', firstName: 'A', lastName: 'B' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'auth/weak-password',
        message: 'Mật khẩu quá yếu: Không phải mật khẩu phổ biến',
      });
    });

    it('refuses a bad e-mail with auth/invalid-email and missing names in Vietnamese', async () => {
      const badEmail = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: { email: 'khong-phai-email', password: STAFF_PASSWORD, firstName: 'A', lastName: 'B' },
      });
      expect(badEmail.statusCode).toBe(400);
      expect(badEmail.json().code).toBe('auth/invalid-email');

      const noNames = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: { email: 'names@tsa.test', password: STAFF_PASSWORD, firstName: ' ', lastName: '', role: 'BOSS' },
      });
      expect(noNames.statusCode).toBe(400);
      expect(noNames.json().fields).toEqual({
        firstName: 'Vui lòng nhập tên',
        lastName: 'Vui lòng nhập họ',
        role: 'Vai trò không hợp lệ',
      });
    });
  });

  describe('GET /api/users', () => {
    // Everyone here lives in "KTX Zeta" so the searches below see only them.
    let people: Record<string, Awaited<ReturnType<typeof createUser>>>;
    const list = async (query: string) => {
      const response = await app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin });
      expect(response.statusCode).toBe(200);
      return response.json() as {
        items: { id: string; email: string; lastName: string }[];
        total: number;
        page: number;
        pageSize: number;
      };
    };

    beforeAll(async () => {
      const zeta = { dormitory: 'KTX Zeta', building: 'Z1' };
      people = {
        an: await createUser(app, {
          ...zeta,
          firstName: 'An',
          lastName: 'Nguyễn Văn',
          room: '101',
          email: 'an.zeta@st.tsa.test',
        }),
        binh: await createUser(app, {
          ...zeta,
          firstName: 'Bình',
          lastName: 'Nguyễn Thị',
          room: '102',
          phoneNumber: '0900111222',
        }),
        cuong: await createUser(app, { ...zeta, firstName: 'Cường', lastName: 'Trần Văn', room: '203', role: 'STAFF' }),
        dung: await createUser(app, { ...zeta, firstName: 'Dũng', lastName: 'Đặng', room: '204', status: 'BANNED' }),
        em: await createUser(app, { ...zeta, firstName: 'Em', lastName: 'Lê Văn', room: '305' }),
      };
    });

    it('finds "nguyen van" in "Nguyễn Văn" and "dang" in "Đặng": search ignores diacritics', async () => {
      const nguyenVan = await list('search=nguyen%20van%20zeta');
      expect(nguyenVan.items.map((u) => u.id)).toEqual([people.an!.id]);
      expect(nguyenVan.total).toBe(1);
      const nguyen = await list('search=zeta%20NGUYỄN');
      expect(nguyen.items.map((u) => u.id).sort()).toEqual([people.an!.id, people.binh!.id].sort());
      expect((await list('search=zeta%20dang')).items.map((u) => u.id)).toEqual([people.dung!.id]);
    });

    it('searches e-mail, phone and room too', async () => {
      expect((await list('search=an.zeta@st')).items.map((u) => u.id)).toEqual([people.an!.id]);
      expect((await list('search=0900111222')).items.map((u) => u.id)).toEqual([people.binh!.id]);
      expect((await list('search=zeta%20305')).items.map((u) => u.id)).toEqual([people.em!.id]);
      expect((await list('search=zeta%20khong-co-ai')).total).toBe(0);
    });

    it('filters by role and by status', async () => {
      const staff = await list('search=zeta&role=STAFF');
      expect(staff.items.map((u) => u.id)).toEqual([people.cuong!.id]);
      const banned = await list('search=zeta&status=BANNED');
      expect(banned.items.map((u) => u.id)).toEqual([people.dung!.id]);
      const activeStudents = await list('search=zeta&role=STUDENT&status=ACTIVE');
      expect(activeStudents.total).toBe(3);
    });

    it('sorts by the asked field and direction', async () => {
      // first names start with A…E, so the order is the same under any collation
      const asc = await list('search=zeta&sort=firstName:asc');
      expect(asc.items.map((u) => u.id)).toEqual(['an', 'binh', 'cuong', 'dung', 'em'].map((k) => people[k]!.id));
      const desc = await list('search=zeta&sort=firstName:desc');
      expect(desc.items.map((u) => u.id)).toEqual(asc.items.map((u) => u.id).reverse());
      const newest = await list('search=zeta&sort=createdAt:desc');
      expect(newest.items.map((u) => u.id)).toEqual(asc.items.map((u) => u.id).reverse());
    });

    it('pages with the full total', async () => {
      const first = await list('search=zeta&sort=firstName:asc&page=1&pageSize=2');
      const third = await list('search=zeta&sort=firstName:asc&page=3&pageSize=2');
      const all = await list('search=zeta&sort=firstName:asc');
      expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.items).toHaveLength(2);
      expect(third).toMatchObject({ total: 5, page: 3, pageSize: 2 });
      expect(third.items.map((u) => u.id)).toEqual([people.em!.id]);
      expect(first.items.map((u) => u.id)).toEqual(all.items.slice(0, 2).map((u) => u.id));
      expect((await list('search=zeta&page=9&pageSize=2')).items).toEqual([]);
    });

    it('defaults to the newest first, 20 a page', async () => {
      const page = await list('');
      expect(page.page).toBe(1);
      expect(page.pageSize).toBe(20);
      expect(page.total).toBeGreaterThanOrEqual(6);
      expect(page.items[0]!.id).toBe(people.em!.id);
    });

    it('finds a user by the new name after a profile change', async () => {
      const user = await createUser(app, { dormitory: 'KTX Zeta', firstName: 'Giang', lastName: 'Hồ' });
      await app.inject({
        method: 'PATCH',
        url: '/api/users/profile',
        headers: await authHeader(app, user),
        payload: { lastName: 'Võ Thị', firstName: 'Hương' },
      });
      expect((await list('search=vo%20thi%20huong')).items.map((u) => u.id)).toEqual([user.id]);
      expect((await list('search=zeta%20giang')).total).toBe(0);
    });

    it('refuses a bad sort, page size or role filter in Vietnamese', async () => {
      for (const [query, field] of [
        ['sort=passwordHash:asc', 'sort'],
        ['pageSize=101', 'pageSize'],
        ['page=0', 'page'],
        ['role=BOSS', 'role'],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: `/api/users?${query}`, headers: admin });
        expect(response.statusCode, query).toBe(400);
        expect(response.json().code).toBe('request/invalid-input');
        expect(Object.keys(response.json().fields)).toContain(field);
      }
      const sort = await app.inject({ method: 'GET', url: '/api/users?sort=nope', headers: admin });
      expect(sort.json().fields.sort).toBe('Cách sắp xếp không hợp lệ');
    });
  });

  describe.each(['PATCH', 'PUT'] as const)('%s /api/users/role/:id', (method) => {
    it('changes the role, and the new role applies to the next request at once', async () => {
      const user = await createUser(app);
      const headers = await authHeader(app, user);
      expect((await app.inject({ method: 'GET', url: '/api/users', headers })).statusCode).toBe(403);
      const response = await app.inject({
        method,
        url: `/api/users/role/${user.id}`,
        headers: admin,
        payload: { role: 'ADMIN' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, role: 'ADMIN' });
      // the old token still says STUDENT, but the role is read live: a new admin is asked to
      // enrol a second factor first, where a student was simply forbidden
      const asAdmin = await app.inject({ method: 'GET', url: '/api/users', headers });
      expect(asAdmin.statusCode).toBe(403);
      expect(asAdmin.json().code).toBe('auth/multi-factor-enrollment-required');
      const back = await app.inject({
        method,
        url: `/api/users/role/${user.id}`,
        headers: admin,
        payload: { role: 'STAFF' },
      });
      expect(back.json().role).toBe('STAFF');
      expect((await storedUser(app, user.id)).role).toBe('STAFF');
    });

    it('refuses an unknown role', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: `/api/users/role/${user.id}`,
        headers: admin,
        payload: { role: 'BOSS' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.role).toBe('Vai trò không hợp lệ');
    });

    it('answers 404 auth/user-not-found for an unknown, malformed or deleted id', async () => {
      const deleted = await createUser(app);
      await app.inject({ method: 'DELETE', url: `/api/users/${deleted.id}`, headers: admin });
      for (const id of [randomUUID(), 'not-a-uuid', '------------------------------------', deleted.id]) {
        const response = await app.inject({
          method,
          url: `/api/users/role/${id}`,
          headers: admin,
          payload: { role: 'STAFF' },
        });
        expect(response.statusCode, id).toBe(404);
        expect(response.json()).toEqual({
          statusCode: 404,
          code: 'auth/user-not-found',
          message: 'Không tìm thấy người dùng',
        });
      }
    });

    it('refuses to let an admin demote themselves, but keeping ADMIN is fine', async () => {
      const response = await app.inject({
        method,
        url: `/api/users/role/${adminId}`,
        headers: admin,
        payload: { role: 'STAFF' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        statusCode: 409,
        code: 'users/cannot-change-self',
        message: 'Bạn không thể tự khóa, hạ quyền hoặc xóa chính mình',
      });
      expect((await storedUser(app, adminId)).role).toBe('ADMIN');
      const same = await app.inject({
        method,
        url: `/api/users/role/${adminId}`,
        headers: admin,
        payload: { role: 'ADMIN' },
      });
      expect(same.statusCode).toBe(200);
    });
  });

  describe.each(['PATCH', 'PUT'] as const)('%s /api/users/:id/status', (method) => {
    it('bans: every refresh token revoked at once, the access token refused with auth/user-disabled', async () => {
      const user = await createUser(app);
      const bystander = await createUser(app);
      const headers = await authHeader(app, user);
      const sessions = [await addSession(app, user.id), await addSession(app, user.id)];
      const bystanderSession = await addSession(app, bystander.id);

      const response = await app.inject({
        method,
        url: `/api/users/${user.id}/status`,
        headers: admin,
        payload: { status: 'BANNED' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: user.id, status: 'BANNED' });
      for (const session of sessions) expect((await sessionOf(app, session.id)).revokedAt).toBeInstanceOf(Date);
      expect((await sessionOf(app, bystanderSession.id)).revokedAt).toBeNull();

      const refused = await app.inject({ method: 'GET', url: '/api/users/profile', headers });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        statusCode: 403,
        code: 'auth/user-disabled',
        message: 'Tài khoản này đã bị vô hiệu hóa',
      });

      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin?mobile=true',
        payload: { email: user.email, password: user.password },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.json().code).toBe('auth/user-disabled');

      const unban = await app.inject({
        method,
        url: `/api/users/${user.id}/status`,
        headers: admin,
        payload: { status: 'ACTIVE' },
      });
      expect(unban.json().status).toBe('ACTIVE');
      // Lifting the ban does not bring the ended sessions back: the user signs in again.
      expect((await app.inject({ method: 'GET', url: '/api/users/profile', headers })).statusCode).toBe(401);
    });

    it('bans a user who is signed in: their real refresh token stops working, and says why', async () => {
      const user = await createUser(app);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin?mobile=true',
        payload: { email: user.email, password: user.password },
      });
      expect(signIn.statusCode).toBe(200);
      const { refreshToken } = signIn.json();
      const response = await app.inject({
        method,
        url: `/api/users/${user.id}/status`,
        headers: admin,
        payload: { status: 'BANNED' },
      });
      expect(response.statusCode).toBe(200);
      const refresh = () =>
        app.inject({ method: 'POST', url: '/api/auth/refresh?mobile=true', payload: { refreshToken } });
      // The revoked session learns why it ended, so the app shows /banned, not the sign-in page.
      const refreshed = await refresh();
      expect(refreshed.statusCode).toBe(403);
      expect(refreshed.json().code).toBe('auth/user-disabled');

      // Lifting the ban does not bring the revoked session back.
      await app.inject({ method, url: `/api/users/${user.id}/status`, headers: admin, payload: { status: 'ACTIVE' } });
      const again = await refresh();
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('auth/invalid-credential');
    });

    it('refuses an unknown status', async () => {
      const user = await createUser(app);
      const response = await app.inject({
        method,
        url: `/api/users/${user.id}/status`,
        headers: admin,
        payload: { status: 'DELETED' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.status).toBe('Trạng thái không hợp lệ');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'abc']) {
        const response = await app.inject({
          method,
          url: `/api/users/${id}/status`,
          headers: admin,
          payload: { status: 'BANNED' },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('auth/user-not-found');
      }
    });

    it('refuses to let an admin ban themselves', async () => {
      const response = await app.inject({
        method,
        url: `/api/users/${adminId}/status`,
        headers: admin,
        payload: { status: 'BANNED' },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('users/cannot-change-self');
      expect((await storedUser(app, adminId)).status).toBe('ACTIVE');
    });

    it('bans another admin while one remains', async () => {
      const other = await createUser(app, { role: 'ADMIN' });
      const response = await app.inject({
        method,
        url: `/api/users/${other.id}/status`,
        headers: admin,
        payload: { status: 'BANNED' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ role: 'ADMIN', status: 'BANNED' });
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('soft-deletes: signed out, gone from the list, row kept, e-mail free again', async () => {
      const user = await createUser(app, { email: 'leaving@st.tsa.test', dormitory: 'KTX Omega' });
      const headers = await authHeader(app, user);
      const session = await addSession(app, user.id);

      const response = await app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');

      const refused = await app.inject({ method: 'GET', url: '/api/users/profile', headers });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().code).toBe('auth/user-not-found');
      expect((await sessionOf(app, session.id)).revokedAt).toBeInstanceOf(Date);

      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/signin?mobile=true',
        payload: { email: user.email, password: user.password },
      });
      expect(signIn.statusCode).toBe(401);

      const listed = await app.inject({ method: 'GET', url: '/api/users?search=omega', headers: admin });
      expect(listed.json().total).toBe(0);

      const row = await storedUser(app, user.id);
      expect(row.deletedAt).toBeInstanceOf(Date);
      expect(row.email).toBe('leaving@st.tsa.test');

      const again = await app.inject({ method: 'DELETE', url: `/api/users/${user.id}`, headers: admin });
      expect(again.statusCode).toBe(404);
      expect(again.json().code).toBe('auth/user-not-found');

      const reused = await app.inject({
        method: 'POST',
        url: '/api/users',
        headers: admin,
        payload: {
          email: 'leaving@st.tsa.test',
          password: STAFF_PASSWORD,
          firstName: 'Mới',
          lastName: 'Người',
          role: 'STUDENT',
        },
      });
      expect(reused.statusCode).toBe(201);
      expect(reused.json().id).not.toBe(user.id);
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [randomUUID(), 'xyz']) {
        const response = await app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin });
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('auth/user-not-found');
      }
    });

    it('refuses to let an admin delete themselves', async () => {
      const response = await app.inject({ method: 'DELETE', url: `/api/users/${adminId}`, headers: admin });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('users/cannot-change-self');
      expect((await storedUser(app, adminId)).deletedAt).toBeNull();
    });
  });

  describe('only admins', () => {
    let target: Awaited<ReturnType<typeof createUser>>;
    beforeAll(async () => {
      target = await createUser(app, { email: 'target@st.tsa.test' });
    });

    // Bodies that would be valid, plus one invalid: a non-admin gets 403 before any validation.
    const calls = (): (InjectOptions & { name: string })[] => [
      {
        name: 'create',
        method: 'POST',
        url: '/api/users',
        payload: { email: 'x@tsa.test', password: STAFF_PASSWORD, firstName: 'A', lastName: 'B' },
      },
      { name: 'create (invalid body)', method: 'POST', url: '/api/users', payload: { email: 'nope' } },
      { name: 'list', method: 'GET', url: '/api/users' },
      { name: 'PATCH role', method: 'PATCH', url: `/api/users/role/${target.id}`, payload: { role: 'ADMIN' } },
      { name: 'PUT role', method: 'PUT', url: `/api/users/role/${target.id}`, payload: { role: 'ADMIN' } },
      { name: 'PATCH status', method: 'PATCH', url: `/api/users/${target.id}/status`, payload: { status: 'BANNED' } },
      { name: 'PUT status', method: 'PUT', url: `/api/users/${target.id}/status`, payload: { status: 'BANNED' } },
      { name: 'delete', method: 'DELETE', url: `/api/users/${target.id}` },
    ];

    it.each(['STUDENT', 'STAFF'] as const)(
      'refuses every admin call from a %s with 403 auth/forbidden',
      async (role) => {
        const caller = await createUser(app, { role });
        const headers = await authHeader(app, caller);
        for (const { name, ...call } of calls()) {
          const response = await app.inject({ ...call, headers });
          expect(response.statusCode, name).toBe(403);
          expect(response.json(), name).toEqual({
            statusCode: 403,
            code: 'auth/forbidden',
            message: 'Bạn không có quyền thực hiện thao tác này',
          });
        }
        const row = await storedUser(app, target.id);
        expect(row).toMatchObject({ role: 'STUDENT', status: 'ACTIVE', deletedAt: null });
        expect((await app.database.db.select().from(users).where(eq(users.email, 'x@tsa.test'))).length).toBe(0);
      },
    );

    it('refuses every admin call without a token with 401 auth/unauthenticated', async () => {
      for (const { name, ...call } of calls()) {
        const response = await app.inject(call);
        expect(response.statusCode, name).toBe(401);
        expect(response.json().code, name).toBe('auth/unauthenticated');
      }
    });
  });

  it('documents every call in the OpenAPI reference, in Vietnamese and behind the bearer scheme', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<
      string,
      Record<string, { summary?: string; security?: unknown; tags?: string[] }>
    >;
    const expected: [string, string[]][] = [
      ['/api/users/profile', ['get', 'patch', 'put']],
      ['/api/users/password', ['patch', 'put']],
      ['/api/users/', ['get', 'post']],
      ['/api/users/role/{id}', ['patch', 'put']],
      ['/api/users/{id}/status', ['patch', 'put']],
      ['/api/users/{id}', ['delete']],
    ];
    for (const [path, methods] of expected) {
      for (const method of methods) {
        const operation = paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(operation!.summary).toMatch(/[àáảãạăâđêôơư]/i);
        expect(operation!.security).toEqual([{ bearerAuth: [] }]);
        expect(operation!.tags).toEqual(['users']);
      }
    }
  });
});

describe('the last active admin', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('is never removed, even by an admin whose own demotion has not reached them yet', async () => {
    const first = await testAdmin(app);
    const second = await createUser(app, { role: 'ADMIN' });

    // second demotes first over HTTP; second is now the only active admin
    const demoted = await app.inject({
      method: 'PATCH',
      url: `/api/users/role/${first.id}`,
      headers: await authHeader(app, second),
      payload: { role: 'STAFF' },
    });
    expect(demoted.statusCode).toBe(200);

    // first's request was already past its checks (its loaded row still says ADMIN): the guard
    // inside the transaction is what stops it
    const db = app.database.db;
    await expect(changeRole(db, app.realtime, first, second.id, 'STUDENT', origin)).rejects.toMatchObject({
      code: 'users/last-admin',
      statusCode: 409,
    });
    await expect(changeStatus(db, app.realtime, first, second.id, 'BANNED', origin)).rejects.toMatchObject({
      code: 'users/last-admin',
    });
    await expect(deleteUser(db, app.realtime, first, second.id, origin)).rejects.toMatchObject({
      code: 'users/last-admin',
    });
    expect(await storedUser(app, second.id)).toMatchObject({ role: 'ADMIN', status: 'ACTIVE', deletedAt: null });

    // and over HTTP the demoted first admin is simply no longer an admin
    const late = await app.inject({
      method: 'DELETE',
      url: `/api/users/${second.id}`,
      headers: await authHeader(app, first),
    });
    expect(late.statusCode).toBe(403);
  });

  // Needs a second connection holding a row lock, which only the PostgreSQL server offers.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'survives two admins demoting each other at the same moment',
    async () => {
      const db = app.database.db;
      const a = await createUser(app, { role: 'ADMIN' });
      const b = await createUser(app, { role: 'ADMIN' });
      // leave exactly a and b as the active admins
      for (const row of await db.select().from(users).where(eq(users.role, 'ADMIN'))) {
        if (row.id !== a.id && row.id !== b.id) await updateUser(db, row.id, { role: 'STAFF' });
      }
      expect(await countActiveAdmins(db)).toBe(2);

      // a's demotion of b is in flight (uncommitted) on its own connection...
      const other = await (db as unknown as { $client: Pool }).$client.connect();
      try {
        await other.query('begin');
        await other.query(`update users set role = 'STAFF' where id = $1`, [b.id]);
        // ...while b, still an admin when its request was checked, demotes a
        const late = changeRole(db, app.realtime, b, a.id, 'STAFF', origin);
        const outcome = late.then(
          () => 'demoted',
          (error: { code?: string }) => error.code,
        );
        // ...and is held at the admins' row locks, not merely slow to start, when a's commits
        await vi.waitFor(
          async () => {
            const { rows } = await other.query<{ waiting: number }>(
              `select count(*)::int as waiting from pg_stat_activity
                where wait_event_type = 'Lock' and datname = current_database()`,
            );
            expect(rows[0]!.waiting).toBe(1);
          },
          { timeout: 10_000, interval: 10 },
        );
        await other.query('commit');
        // without the row locks b would have read a stale "two admins" and removed the last one
        expect(await outcome).toBe('users/last-admin');
      } finally {
        other.release();
      }
      expect(await countActiveAdmins(db)).toBe(1);
      expect((await storedUser(app, a.id)).role).toBe('ADMIN');
    },
  );
});
