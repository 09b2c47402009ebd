import type { FastifyInstance } from 'fastify';
import { hashPassword, randomToken } from '../../lib/crypto';
import { countActiveAdmins, findLiveUserByEmail, insertUser, updateUser } from './repository';

/**
 * Makes sure the product has an administrator: from ADMIN_EMAIL/ADMIN_PASSWORD, or a generated
 * password printed once. Runs at every start; does nothing once an active admin exists.
 */
export async function ensureFirstAdmin(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  if ((await countActiveAdmins(db)) > 0) return;

  const email = (app.config.ADMIN_EMAIL ?? 'admin@tsa.local').toLowerCase();
  const generated = app.config.ADMIN_PASSWORD ? undefined : randomToken(12);
  const passwordHash = await hashPassword(app.config.ADMIN_PASSWORD ?? generated!);
  const existing = await findLiveUserByEmail(db, email);
  if (existing) {
    await updateUser(db, existing.id, { role: 'ADMIN', status: 'ACTIVE', verified: true, passwordHash });
  } else {
    await insertUser(db, {
      email,
      passwordHash,
      firstName: 'Quản trị',
      lastName: 'TSA',
      role: 'ADMIN',
      verified: true,
    });
  }
  if (generated) {
    const banner = `Tài khoản quản trị đầu tiên: ${email} / mật khẩu: ${generated} (chỉ hiển thị một lần — hãy đổi mật khẩu sau khi đăng nhập)`;
    app.log.warn(banner);
  } else {
    app.log.info({ email }, 'first admin created from ADMIN_EMAIL');
  }
}
