import type { OAuthProvider } from '@tsa/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { hmac, safeEqual } from '../../lib/crypto';

/**
 * The flow's secrets between the start and the provider's redirect back: the `state` that ties
 * the answer to this browser, the PKCE verifier, and whether the browser signs in or links a
 * provider to the signed-in account (then whose). Signed with the server's secret and httpOnly,
 * so neither a page script nor another site can read or forge it. SameSite=Lax: the provider
 * sends the browser back with a top-level GET from its own site, which Strict would strip.
 */
export const OAUTH_COOKIE = 'tsaOAuth';
export const OAUTH_COOKIE_PATH = '/api/auth/oauth';
/** Enough to sign in at a provider, short enough that a forgotten tab's flow dies. */
export const OAUTH_FLOW_MINUTES = 10;

export interface OAuthFlow {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string;
  intent: 'signin' | 'link';
  /** The account a link goes to. */
  userId?: string;
  /** Epoch milliseconds after which the flow is refused. */
  expiresAt: number;
}

const macOf = (app: FastifyInstance, payload: string) => hmac(app.tokens.secret, `oauth-flow:${payload}`);

export function setOAuthFlowCookie(app: FastifyInstance, reply: FastifyReply, flow: Omit<OAuthFlow, 'expiresAt'>) {
  const payload = Buffer.from(
    JSON.stringify({ ...flow, expiresAt: Date.now() + OAUTH_FLOW_MINUTES * 60_000 } satisfies OAuthFlow),
  ).toString('base64url');
  reply.setCookie(OAUTH_COOKIE, `${payload}.${macOf(app, payload)}`, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.publicUrl.startsWith('https://'),
    path: OAUTH_COOKIE_PATH,
    maxAge: OAUTH_FLOW_MINUTES * 60,
  });
}

export const clearOAuthFlowCookie = (reply: FastifyReply) =>
  reply.clearCookie(OAUTH_COOKIE, { path: OAUTH_COOKIE_PATH });

/** The flow a presented cookie proves; undefined when missing, forged, expired or for another provider. */
export function readOAuthFlow(
  app: FastifyInstance,
  cookie: string | undefined,
  provider: OAuthProvider,
): OAuthFlow | undefined {
  const [payload, mac, ...rest] = (cookie ?? '').split('.');
  if (rest.length || !payload || !mac || !safeEqual(mac, macOf(app, payload))) return undefined;
  let flow: OAuthFlow;
  try {
    flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as OAuthFlow;
  } catch {
    return undefined;
  }
  if (flow.provider !== provider || typeof flow.expiresAt !== 'number' || flow.expiresAt <= Date.now())
    return undefined;
  return flow;
}
