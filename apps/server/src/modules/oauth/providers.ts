import { createHash } from 'node:crypto';
import { OAUTH_PROVIDERS, type OAuthProvider } from '@tsa/shared';
import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { Config } from '../../config';
import { ProviderCallError, accessTokenIn, fromArcticError, providerJson } from './provider-request';

/** What TSA keeps of the person a provider signed in. */
export interface ProviderProfile {
  /** The provider's stable user id (never the e-mail: e-mails change hands). */
  subject: string;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  /** Only an e-mail the provider says it verified; null otherwise. */
  verifiedEmail: string | null;
}

/** One provider's authorization-code flow with PKCE (S256). */
export interface OAuthAdapter {
  provider: OAuthProvider;
  authorizationUrl(state: string, codeVerifier: string): URL;
  accessToken(code: string, codeVerifier: string): Promise<string>;
  profile(accessToken: string): Promise<ProviderProfile>;
}

interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  redirectUri: string;
}

const ENV_PREFIX: Record<OAuthProvider, 'GITHUB' | 'FACEBOOK' | 'X' | 'ZALO'> = {
  github: 'GITHUB',
  facebook: 'FACEBOOK',
  x: 'X',
  zalo: 'ZALO',
};

function settingsOf(config: Config, provider: OAuthProvider): ProviderSettings | undefined {
  const p = ENV_PREFIX[provider];
  const clientId = config[`${p}_CLIENT_ID`];
  const clientSecret = config[`${p}_CLIENT_SECRET`];
  if (!clientId || !clientSecret) return undefined;
  return {
    clientId,
    clientSecret,
    authorizeUrl: config[`${p}_AUTHORIZE_URL`],
    tokenUrl: config[`${p}_TOKEN_URL`],
    userinfoUrl: config[`${p}_USERINFO_URL`],
    redirectUri: `${config.publicUrl}/api/auth/oauth/${provider}/callback`,
  };
}

/** The providers switched on (client id and secret set), in the order the sign-in page shows them. */
export const enabledOAuthProviders = (config: Config): OAuthProvider[] =>
  OAUTH_PROVIDERS.filter((provider) => settingsOf(config, provider) !== undefined);

/** Vietnamese order: the given name is the last word, the family and middle names come before it. */
function splitVietnameseName(name: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (!words.length) return { firstName: null, lastName: null };
  return { firstName: words.at(-1)!, lastName: words.slice(0, -1).join(' ') || null };
}

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const idOf = (value: unknown): string => {
  if ((typeof value === 'string' && value) || typeof value === 'number') return String(value);
  throw new ProviderCallError('refused', 'userinfo: no id');
};

/** GitHub, Facebook and X: the standard part through arctic's client, at our configured endpoints. */
function standardAdapter(
  provider: OAuthProvider,
  s: ProviderSettings,
  scopes: string[],
  exchange: (client: OAuth2Client, code: string, verifier: string) => Promise<string>,
  profile: (accessToken: string) => Promise<ProviderProfile>,
): OAuthAdapter {
  const client = new OAuth2Client(s.clientId, s.clientSecret, s.redirectUri);
  return {
    provider,
    authorizationUrl: (state, verifier) =>
      client.createAuthorizationURLWithPKCE(s.authorizeUrl, state, CodeChallengeMethod.S256, verifier, scopes),
    accessToken: async (code, verifier) => {
      try {
        return await exchange(client, code, verifier);
      } catch (error) {
        throw fromArcticError(error);
      }
    },
    profile,
  };
}

/** arctic's exchange (client secret in HTTP Basic); GitHub may answer a refusal with 200 and `error`. */
const basicExchange = (s: ProviderSettings) => async (client: OAuth2Client, code: string, verifier: string) =>
  accessTokenIn((await client.validateAuthorizationCode(s.tokenUrl, code, verifier)).data);

function github(s: ProviderSettings): OAuthAdapter {
  return standardAdapter('github', s, ['read:user', 'user:email'], basicExchange(s), async (accessToken) => {
    const headers = { authorization: `Bearer ${accessToken}`, accept: 'application/vnd.github+json' };
    const user = (await providerJson(s.userinfoUrl, { headers })) as Record<string, unknown>;
    // The profile's e-mail is only the public one: the list says which address is primary and verified.
    const emails = (await providerJson(`${s.userinfoUrl.replace(/\/+$/, '')}/emails`, { headers })) as unknown;
    const primary = Array.isArray(emails)
      ? (emails as { email?: unknown; primary?: unknown; verified?: unknown }[]).find(
          (e) => e.primary === true && e.verified === true,
        )
      : undefined;
    const displayName = str(user.name) ?? str(user.login);
    return {
      subject: idOf(user.id),
      displayName,
      ...splitVietnameseName(displayName),
      verifiedEmail: str(primary?.email)?.toLowerCase() ?? null,
    };
  });
}

function facebook(s: ProviderSettings): OAuthAdapter {
  // Facebook takes the client secret in the body, not in HTTP Basic.
  const exchange = async (_client: OAuth2Client, code: string, verifier: string) =>
    accessTokenIn(
      await providerJson(s.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: s.clientId,
          client_secret: s.clientSecret,
          redirect_uri: s.redirectUri,
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
        }),
      }),
    );
  return standardAdapter('facebook', s, ['email', 'public_profile'], exchange, async (accessToken) => {
    const url = new URL(s.userinfoUrl);
    url.searchParams.set('fields', 'id,name,first_name,last_name,email');
    const me = (await providerJson(url, { headers: { authorization: `Bearer ${accessToken}` } })) as Record<
      string,
      unknown
    >;
    const split = splitVietnameseName(str(me.name));
    return {
      subject: idOf(me.id),
      displayName: str(me.name),
      firstName: str(me.first_name) ?? split.firstName,
      lastName: str(me.last_name) ?? split.lastName,
      // Facebook only returns an e-mail its owner confirmed.
      verifiedEmail: str(me.email)?.toLowerCase() ?? null,
    };
  });
}

function x(s: ProviderSettings): OAuthAdapter {
  return standardAdapter('x', s, ['users.read', 'tweet.read'], basicExchange(s), async (accessToken) => {
    const url = new URL(s.userinfoUrl);
    url.searchParams.set('user.fields', 'profile_image_url');
    const body = (await providerJson(url, { headers: { authorization: `Bearer ${accessToken}` } })) as {
      data?: Record<string, unknown>;
    };
    const me = body.data ?? {};
    const displayName = str(me.name) ?? str(me.username);
    // X tells no e-mail: the new student proves one with a code.
    return {
      subject: idOf(me.id),
      displayName,
      ...splitVietnameseName(displayName),
      verifiedEmail: null,
    };
  });
}

/**
 * Zalo v4 is not RFC 6749: the client is `app_id`, the secret rides in a `secret_key` header,
 * S256 is implied, the user-info call takes the token in an `access_token` header, and a
 * refusal may come as a 200 with a non-zero `error`.
 */
function zalo(s: ProviderSettings): OAuthAdapter {
  return {
    provider: 'zalo',
    authorizationUrl: (state, verifier) => {
      const url = new URL(s.authorizeUrl);
      url.searchParams.set('app_id', s.clientId);
      url.searchParams.set('redirect_uri', s.redirectUri);
      url.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
      url.searchParams.set('state', state);
      return url;
    },
    accessToken: async (code, verifier) =>
      accessTokenIn(
        await providerJson(s.tokenUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', secret_key: s.clientSecret },
          body: new URLSearchParams({
            app_id: s.clientId,
            code,
            code_verifier: verifier,
            grant_type: 'authorization_code',
          }),
        }),
      ),
    profile: async (accessToken) => {
      const url = new URL(s.userinfoUrl);
      url.searchParams.set('fields', 'id,name');
      const me = (await providerJson(url, { headers: { access_token: accessToken } })) as Record<string, unknown>;
      if (me.error !== undefined && me.error !== 0) throw new ProviderCallError('refused', `userinfo: ${me.error}`);
      return {
        subject: idOf(me.id),
        displayName: str(me.name),
        ...splitVietnameseName(str(me.name)),
        verifiedEmail: null,
      };
    },
  };
}

const ADAPTERS: Record<OAuthProvider, (s: ProviderSettings) => OAuthAdapter> = { github, facebook, x, zalo };

/** The provider's flow as configured, or undefined when it is switched off. */
export function oauthAdapter(config: Config, provider: OAuthProvider): OAuthAdapter | undefined {
  const settings = settingsOf(config, provider);
  return settings && ADAPTERS[provider](settings);
}
