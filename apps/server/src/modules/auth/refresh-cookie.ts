import type { FastifyInstance, FastifyReply } from 'fastify';

export const REFRESH_COOKIE = 'refreshToken';
/** The auth routes' path: the only requests the browser sends the auth cookies with. */
export const AUTH_COOKIE_PATH = '/api/auth';

/**
 * With mobile=false the browser keeps the refresh token in an httpOnly cookie that page
 * scripts cannot read; the body still carries it for the contract's clients.
 */
export function setRefreshCookie(app: FastifyInstance, reply: FastifyReply, token: string): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: app.config.publicUrl.startsWith('https://'),
    path: AUTH_COOKIE_PATH,
    maxAge: app.config.REFRESH_TOKEN_TTL_DAYS * 86_400,
  });
}

export const clearRefreshCookie = (reply: FastifyReply) =>
  reply.clearCookie(REFRESH_COOKIE, { path: AUTH_COOKIE_PATH });
