import { generateCodeVerifier, generateState } from 'arctic';
import { oauthLinkStartResponseSchema, oauthProviderSchema, type ErrorCode, type OAuthProvider } from '@tsa/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, isAppError } from '../../lib/app-error';
import { safeEqual } from '../../lib/crypto';
import { originOf } from '../../lib/request-origin';
import { errorResponses } from '../../lib/route-schemas';
import { DEVICE_COOKIE, rememberDevice, setRefreshCookie } from '../auth';
import { oauthAdapter, type OAuthAdapter } from './providers';
import { finishOAuth } from './service';
import { OAUTH_COOKIE, clearOAuthFlowCookie, readOAuthFlow, setOAuthFlowCookie } from './state-cookie';

const tags = ['auth'];
const params = z.object({ provider: oauthProviderSchema });
/**
 * The browser's own navigations take any provider name and any query: what does not fit is
 * answered with a redirect to the sign-in page, not with a JSON error the person would land on.
 */
const navigationParams = z.object({ provider: z.string() });
const navigationQuery = z.record(z.string(), z.unknown());
const textIn = (query: Record<string, unknown>, name: string) =>
  typeof query[name] === 'string' ? (query[name] as string) : undefined;
const isOAuthProvider = (name: string): name is OAuthProvider => oauthProviderSchema.safeParse(name).success;

/** A page of the web app on the public address (never an address the request names). */
const webPage = (app: FastifyInstance, path: string) => `${app.config.publicUrl}${path}`;

const signInError = (app: FastifyInstance, code: ErrorCode) =>
  webPage(app, `/auth/sign-in?error=${encodeURIComponent(code)}`);

function enabled(app: FastifyInstance, provider: OAuthProvider): OAuthAdapter {
  const adapter = oauthAdapter(app.config, provider);
  if (!adapter) throw new AppError('auth/operation-not-allowed');
  return adapter;
}

function startFlow(
  app: FastifyInstance,
  reply: FastifyReply,
  adapter: OAuthAdapter,
  intent: 'signin' | 'link',
  userId?: string,
): string {
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  setOAuthFlowCookie(app, reply, { provider: adapter.provider, state, codeVerifier, intent, userId });
  return adapter.authorizationUrl(state, codeVerifier).toString();
}

/**
 * Sign-in with GitHub, Facebook, X and Zalo: authorization code with PKCE (S256) and `state`,
 * done here so the client secret never reaches the browser. Every answer to the browser's own
 * navigation is a redirect into the web app, failures included (`/auth/sign-in?error=<code>`):
 * a JSON page is never what a person lands on. The redirects are listed in
 * packages/shared/src/schemas/identities.ts.
 */
export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/oauth/:provider',
    {
      schema: {
        tags,
        summary: 'Đăng nhập qua GitHub, Facebook, X hoặc Zalo: chuyển (302) tới nhà cung cấp',
        params: navigationParams,
        response: { 302: z.null().describe('Chuyển tới nhà cung cấp') },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const adapter = isOAuthProvider(provider) ? oauthAdapter(app.config, provider) : undefined;
      if (!adapter) return reply.redirect(signInError(app, 'auth/operation-not-allowed'));
      return reply.redirect(startFlow(app, reply, adapter, 'signin'));
    },
  );

  app.post(
    '/oauth/:provider/link',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary:
          'Liên kết thêm một nhà cung cấp vào tài khoản đang đăng nhập: trả địa chỉ của nhà cung cấp để trình duyệt mở',
        params,
        response: { 200: oauthLinkStartResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const adapter = enabled(app, request.params.provider);
      return { url: startFlow(app, reply, adapter, 'link', request.user.id) };
    },
  );

  app.get(
    '/oauth/:provider/callback',
    {
      schema: {
        tags,
        summary:
          'Nhà cung cấp chuyển trình duyệt về đây: kiểm tra state và PKCE, rồi đăng nhập, liên kết, hoặc chuyển tới bước hoàn tất đăng ký (luôn trả 302 về ứng dụng web)',
        params: navigationParams,
        querystring: navigationQuery,
        response: { 302: z.null().describe('Chuyển về ứng dụng web') },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      // The flow is used once, whatever happens next.
      clearOAuthFlowCookie(reply);
      try {
        if (!isOAuthProvider(provider)) throw new AppError('auth/operation-not-allowed');
        const flow = readOAuthFlow(app, request.cookies[OAUTH_COOKIE], provider);
        const adapter = enabled(app, provider);
        const [code, state, error] = ['code', 'state', 'error'].map((name) => textIn(request.query, name));
        if (!flow || !state || !safeEqual(state, flow.state)) throw new AppError('auth/invalid-oauth-state');
        if (error === 'access_denied') throw new AppError('auth/user-cancelled');
        if (error || !code) throw new AppError('auth/invalid-oauth-state');
        // Counted like the other sign-ins (each callback costs two calls to the provider); the
        // students of one dormitory share an address, so a finished sign-in gives its count back.
        await app.rateLimiter.consume('signinPerIp', request.ip);
        const outcome = await finishOAuth(app, adapter, flow, code, originOf(request));
        await app.rateLimiter.refund('signinPerIp', request.ip);
        if (outcome.kind === 'redirect') return reply.redirect(webPage(app, outcome.path));
        setRefreshCookie(app, reply, outcome.session.refreshToken);
        rememberDevice(app, reply, request.cookies[DEVICE_COOKIE], outcome.user.id);
        return reply.redirect(webPage(app, '/'));
      } catch (failure) {
        if (!isAppError(failure)) {
          request.log.error({ err: failure, provider }, 'oauth callback failed');
          return reply.redirect(signInError(app, 'server/internal'));
        }
        request.log.info({ code: failure.code, provider }, 'oauth callback refused');
        return reply.redirect(signInError(app, failure.code));
      }
    },
  );
};
