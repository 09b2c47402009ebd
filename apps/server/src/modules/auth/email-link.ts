import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { UserRow } from '../../db/schema';
import { findLiveUserByEmail, findLiveUserById } from '../users';
import { signInLinkMail } from './mail-templates';
import { consumeSignInLink, findOpenSignInLink, insertSignInLink } from './repository';
import type { ClientInfo } from './sessions';

/** How long an e-mailed sign-in link works. */
export const SIGN_IN_LINK_TTL_MINUTES = 15;

const linkInvalid = () =>
  new AppError('auth/code-expired', {
    message: 'Liên kết đăng nhập không hợp lệ, đã hết hạn hoặc đã được dùng. Vui lòng yêu cầu liên kết mới',
  });

/**
 * E-mails a sign-in link when the address belongs to an active account, bound to the browser
 * that asked through `browserNonce` (kept by the caller in an httpOnly cookie). Unknown
 * addresses get nothing, and the caller answers the same either way; the mail is sent after
 * the answer, so both answers also take the same time.
 */
export async function requestSignInLink(
  app: FastifyInstance,
  email: string,
  browserNonce: string,
  client: ClientInfo,
): Promise<void> {
  await app.rateLimiter.consume('emailPerIp', client.ip);
  await app.rateLimiter.consume('emailPerAccount', email);
  const user = await findLiveUserByEmail(app.database.db, email);
  if (!user || user.status !== 'ACTIVE') return;

  const token = randomToken();
  await insertSignInLink(app.database.db, {
    userId: user.id,
    tokenHash: sha256(token),
    browserNonceHash: sha256(browserNonce),
    expiresAt: new Date(Date.now() + SIGN_IN_LINK_TTL_MINUTES * 60_000),
  });
  const link = `${app.config.publicUrl}/auth/email-link?token=${encodeURIComponent(token)}`;
  app.mailer
    .send(signInLinkMail(user.email, user.firstName, link, SIGN_IN_LINK_TTL_MINUTES))
    .catch((error: unknown) => app.log.error({ err: error, userId: user.id }, 'sign-in link mail failed'));
}

/**
 * Takes the link once: it must be open, unexpired and opened in the browser that asked for it
 * (its nonce cookie). Opened elsewhere it is refused and stays usable in the right browser.
 */
export async function completeSignInLink(
  app: FastifyInstance,
  token: string,
  browserNonce: string | undefined,
  client: ClientInfo,
): Promise<UserRow> {
  await app.rateLimiter.consume('signinPerIp', client.ip);
  const db = app.database.db;
  const link = await findOpenSignInLink(db, sha256(token));
  if (!link || link.expiresAt.getTime() <= Date.now()) throw linkInvalid();
  if (!browserNonce || !safeEqual(link.browserNonceHash, sha256(browserNonce))) {
    throw new AppError('auth/link-other-browser');
  }
  if (!(await consumeSignInLink(db, link.id))) throw linkInvalid();
  await app.rateLimiter.refund('signinPerIp', client.ip);
  const user = await findLiveUserById(db, link.userId);
  if (!user) throw linkInvalid();
  return user;
}
