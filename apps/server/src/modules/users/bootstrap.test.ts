import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp } from '../../test/test-app';

describe('first administrator', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('is created from ADMIN_EMAIL / ADMIN_PASSWORD and can sign in', async () => {
    app = await createTestApp({ env: { ADMIN_EMAIL: 'boss@tsa.test', ADMIN_PASSWORD: 'Mat-khau-quan-tri-1' } });
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'boss@tsa.test', password: 'Mat-khau-quan-tri-1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().userInfo.role).toBe('ADMIN');
  });

  it('gets a generated password, logged once, when none is configured', async () => {
    const lines: string[] = [];
    app = await createTestApp({
      env: { ADMIN_EMAIL: '', ADMIN_PASSWORD: '', LOG_LEVEL: 'warn' },
      logStream: { write: (line: string) => lines.push(line) },
    });
    const banner = lines.find((line) => line.includes('Tài khoản quản trị đầu tiên'));
    expect(banner).toBeDefined();
    const password = banner!.match(/mật khẩu: (\S+)/)![1]!;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: 'admin@tsa.local', password },
    });
    expect(response.statusCode).toBe(200);
    const admins = await app.database.db
      .select()
      .from(users)
      .where(and(eq(users.role, 'ADMIN'), isNull(users.deletedAt)));
    expect(admins).toHaveLength(1);
  });
});
