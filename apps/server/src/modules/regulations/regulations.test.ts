import type { Regulation, RegulationSummary } from '@tsa/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { authHeader, createUser, testAdmin } from '../../test/factories';
import { codeIn, startMailCatcher } from '../../test/mail-catcher';
import { createTestApp } from '../../test/test-app';

describe('regulations', () => {
  let app: FastifyInstance;
  let mail: Awaited<ReturnType<typeof startMailCatcher>>;
  let admin: { authorization: string };
  let adminName: string;

  beforeAll(async () => {
    mail = await startMailCatcher();
    app = await createTestApp({ env: { SMTP_URL: mail.url } });
    const row = await testAdmin(app);
    admin = await authHeader(app, row);
    adminName = `${row.lastName} ${row.firstName}`;
  });
  afterAll(async () => {
    await app.close();
    await mail.close();
  });

  const current = async () => (await app.inject({ method: 'GET', url: '/api/regulations' })).json() as Regulation;
  const save = (headers: Record<string, string>, payload: unknown) =>
    app.inject({ method: 'POST', url: '/api/regulations', headers, payload: payload as object });

  it('are public, and version 1 holds the service rules on first start', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/regulations' });
    expect(response.statusCode).toBe(200);
    const rules = response.json() as Regulation;
    expect(rules).toMatchObject({ version: 1, createdBy: null });
    expect(rules.title).toBeTruthy();
    expect(Date.parse(rules.createdAt)).not.toBeNaN();
    for (const topic of [
      '07:00–09:00',
      'giấy tờ',
      'bồi thường',
      '24–48 giờ',
      'Thanh toán',
      'Chờ xác nhận',
      '48 giờ',
      'Hỗ trợ',
    ]) {
      expect(rules.content).toContain(topic);
    }
    expect(rules.content).toMatch(/^# /);

    const versions = await app.inject({ method: 'GET', url: '/api/regulations/versions' });
    expect(versions.statusCode).toBe(200);
    expect(versions.json()).toEqual([{ version: 1, title: rules.title, createdAt: rules.createdAt, createdBy: null }]);
  });

  it('only an administrator saves them', async () => {
    const student = await createUser(app);
    const staff = await createUser(app, { role: 'STAFF' });
    const payload = { content: '# Nội quy\n\nKhông hợp lệ.' };
    expect((await save({}, payload)).statusCode).toBe(401);
    for (const user of [student, staff]) {
      const response = await save(await authHeader(app, user), payload);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth/forbidden');
    }
    expect((await current()).version).toBe(1);
  });

  it('checks the content in Vietnamese', async () => {
    const blank = await save(admin, { content: '   \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.content).toBe('Vui lòng nhập nội dung nội quy');

    const long = await save(admin, { content: 'a'.repeat(20_001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.content).toBe('Nội dung nội quy tối đa 20.000 ký tự');

    const title = await save(admin, { content: 'ok', title: 't'.repeat(121) });
    expect(title.statusCode).toBe(400);
    expect(title.json().fields.title).toBe('Tiêu đề tối đa 120 ký tự');
    expect((await current()).version).toBe(1);
  });

  it('each save is a new version, the history is kept, markdown stored as written', async () => {
    const first = await current();
    const content = '# Nội quy mới\n\n- Giờ lấy đồ: 07:00–21:00\n- <b>HTML</b> được lưu nguyên văn\n'.padEnd(
      20_000,
      '.',
    );
    const saved = await save(admin, { content, title: '  Bản cập nhật tháng 6  ' });
    expect(saved.statusCode).toBe(201);
    const two = saved.json() as Regulation;
    expect(two).toMatchObject({ version: 2, title: 'Bản cập nhật tháng 6', content });
    expect(two.createdBy).toMatchObject({ name: adminName });

    expect(await current()).toEqual(two);
    const three = (await save(admin, { content: 'Bản 3' })).json() as Regulation;
    expect(three).toMatchObject({ version: 3, title: null, content: 'Bản 3' });

    const versions = (
      await app.inject({ method: 'GET', url: '/api/regulations/versions' })
    ).json() as RegulationSummary[];
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0]).not.toHaveProperty('content');

    const old = await app.inject({ method: 'GET', url: '/api/regulations/versions/1' });
    expect(old.statusCode).toBe(200);
    expect(old.json()).toEqual(first);
    expect((await app.inject({ method: 'GET', url: '/api/regulations/versions/2' })).json()).toEqual(two);

    const missing = await app.inject({ method: 'GET', url: '/api/regulations/versions/99' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: 'regulations/not-found',
      message: 'Không tìm thấy phiên bản nội quy',
    });
    expect((await app.inject({ method: 'GET', url: '/api/regulations/versions/abc' })).statusCode).toBe(400);
  });

  it('saves made at the same moment get distinct versions', async () => {
    const before = (await current()).version;
    const responses = await Promise.all(
      Array.from({ length: 4 }, (_, i) => save(admin, { content: `Bản song song ${i}` })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    const numbers = responses.map((r) => (r.json() as Regulation).version).sort((a, b) => a - b);
    expect(numbers).toEqual([before + 1, before + 2, before + 3, before + 4]);
  });

  it('sign-up requires the version in force (a stale one is refused) and records it', async () => {
    const version = (await current()).version;
    expect(version).toBeGreaterThan(1);
    const email = `sv-noi-quy-${Date.now()}@st.tsa.test`;
    const initiate = (acceptedRegulationVersion?: number) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/signup/initiate',
        payload: { email, password: 'phoi-do-kho-2026', firstName: 'Mai', lastName: 'Lê', acceptedRegulationVersion },
      });

    for (const stale of [undefined, 1, version - 1]) {
      const refused = await initiate(stale);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'regulations/not-accepted',
        message: 'Vui lòng đồng ý với nội quy hiện hành',
      });
    }

    expect((await initiate(version)).statusCode).toBe(202);
    const code = codeIn(await mail.waitFor(email));
    const done = await app.inject({
      method: 'POST',
      url: '/api/auth/signup/complete',
      payload: { email, code, phoneNumber: '0912345678', dormitory: 'KTX Khu A', building: 'A2', room: '305' },
    });
    expect(done.statusCode).toBe(201);
    const [user] = await app.database.db.select().from(users).where(eq(users.id, done.json().id));
    expect(user!.acceptedRegulationVersion).toBe(version);
  });
});
