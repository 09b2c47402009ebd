import type { FastifyInstance, FastifyReply } from 'fastify';
import { hmac, randomToken, safeEqual } from '../../lib/crypto';
import { AUTH_COOKIE_PATH } from './refresh-cookie';

/**
 * The device cookie (OWASP's defence against lock-out by strangers, decision 040): a browser that
 * signed in to an account keeps `<userId>.<deviceId>.<mac>`, signed with the server's secret. Its
 * failed sign-ins then count against that device alone, so failures from elsewhere, which lock
 * unknown devices out of the account, do not lock it.
 */
export const DEVICE_COOKIE = 'tsaDevice';
/** Long-lived: a browser stays known for as long as its owner might go without signing in. */
const DEVICE_COOKIE_DAYS = 365;

const macOf = (app: FastifyInstance, userId: string, deviceId: string) =>
  hmac(app.tokens.secret, `device-cookie:${userId}:${deviceId}`);

/** The device id a presented cookie proves for `userId`; undefined when absent, forged or another account's. */
export function knownDevice(app: FastifyInstance, cookie: string | undefined, userId: string): string | undefined {
  const [cookieUser, deviceId, mac, ...rest] = (cookie ?? '').split('.');
  if (rest.length || cookieUser !== userId || !deviceId || !mac) return undefined;
  return safeEqual(mac, macOf(app, userId, deviceId)) ? deviceId : undefined;
}

/**
 * After a successful sign-in in a browser (mobile=false, as the refresh cookie; the contract's
 * mobile clients keep no cookies): it keeps (or gets) its device cookie for `userId`. A browser
 * that was known to this account keeps its id, so its own failures stay counted.
 */
export function rememberDevice(
  app: FastifyInstance,
  reply: FastifyReply,
  presented: string | undefined,
  userId: string,
): void {
  const deviceId = knownDevice(app, presented, userId) ?? randomToken(16);
  reply.setCookie(DEVICE_COOKIE, `${userId}.${deviceId}.${macOf(app, userId, deviceId)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.publicUrl.startsWith('https://'),
    path: AUTH_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_DAYS * 86_400,
  });
}
