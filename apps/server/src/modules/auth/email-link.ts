import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { safeEqual, sha256 } from '../../lib/crypto';
import type { UserRow } from '../../db/schema';
import { findLiveUserById } from '../users';
import { enqueueAccountMail } from './account-mail';
import { consumeSignInLink, findOpenSignInLink } from './repository';
import type { ClientInfo } from './sessions';

const linkInvalid = () =>
  new AppError('auth/code-expired', {
    message: 'Liên kết đăng nhập không hợp lệ, đã hết hạn hoặc đã được dùng. Vui lòng yêu cầu liên kết mới',
  });

/**
 * Takes the throttles and enqueues the link's job, the same for every address; the job mails a
 * link to an active account, bound to the browser that asked through `browserNonce` (kept by
 * the caller in an httpOnly cookie; the job sees only its hash). Unknown addresses get nothing,
 * and neither the answer nor its time tells them apart.
 */
export async function requestSignInLink(
  app: FastifyInstance,
  email: string,
  browserNonce: string,
  client: ClientInfo,
): Promise<void> {
  await app.rateLimiter.consume('emailPerIp', client.ip);
  await app.rateLimiter.consume('emailPerAccount', email);
  await enqueueAccountMail(app, { kind: 'sign-in-link', email, browserNonceHash: sha256(browserNonce) });
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
