import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Stand-ins of GitHub, Facebook, X and Zalo on loopback that speak each provider's protocol as
 * TSA's server meets it (issue #33): the authorize page checks the client id, the redirect URI
 * and the PKCE challenge, then sends the browser back with a code and the state (or with
 * `error=access_denied` when the person cancels); the token endpoint checks the client secret,
 * the code and the verifier against the S256 challenge, and refuses as the real one does; the
 * user-info endpoints check the access token. Nothing here imports the server, so the browser
 * journeys (e2e/) start the same stand-ins beside the built server.
 */

export type StandInProvider = 'github' | 'facebook' | 'x' | 'zalo';
export const STAND_IN_PROVIDERS: readonly StandInProvider[] = ['github', 'facebook', 'x', 'zalo'];

/** Who signs in at the provider on the next authorize (and every one after, until changed). */
export interface StandInPerson {
  /** The provider's stable user id. */
  id: string;
  name: string;
  /** What the provider knows of the e-mail; X and Zalo never tell it. */
  email?: string | null;
  /** GitHub may hold unverified addresses; Facebook's are verified. Default true. */
  emailVerified?: boolean;
  picture?: string;
}

export interface OAuthStandIns {
  /** `<P>_CLIENT_ID`, `<P>_CLIENT_SECRET`, `<P>_AUTHORIZE_URL`, `<P>_TOKEN_URL`, `<P>_USERINFO_URL` of all four. */
  env: Record<string, string>;
  /** Sets who signs in at `provider` from the next authorize on. */
  signInAs(provider: StandInProvider, person: StandInPerson): void;
  /** The next authorize at `provider` is cancelled by the person (`error=access_denied`). */
  cancelNext(provider: StandInProvider): void;
  /**
   * The next call to `provider`'s token or user-info endpoint fails: the connection drops
   * (`drop`, as an unreachable host) or the provider answers 503.
   */
  failNext(provider: StandInProvider, stage: 'token' | 'userinfo', how?: 'drop' | 503): void;
  /** The base address of one stand-in, for tests that call it directly. */
  baseUrl(provider: StandInProvider): string;
  close(): Promise<void>;
}

export interface OAuthStandInOptions {
  /** TSA's public address: the redirect URI each stand-in accepts is `<publicUrl>/api/auth/oauth/<p>/callback`. */
  publicUrl: string;
}

interface Grant {
  person: StandInPerson;
  challenge: string;
  redirectUri: string;
}

interface Behaviour {
  person: StandInPerson;
  cancel: boolean;
  fail: Partial<Record<'token' | 'userinfo', 'drop' | 503>>;
  grants: Map<string, Grant>;
  tokens: Map<string, StandInPerson>;
}

const credentialsOf = (p: StandInProvider) => ({
  clientId: `tsa-${p}-client`,
  clientSecret: `tsa-${p}-secret-${randomBytes(6).toString('hex')}`,
});

/** S256 as RFC 7636 defines it: base64url(sha256(verifier)) without padding. */
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

const page = (res: ServerResponse, status: number, text: string) => {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
};

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Client credentials from HTTP Basic (RFC 6749 2.3.1) or, as GitHub and Facebook also take them, the body. */
function clientCredentials(req: IncomingMessage, form: URLSearchParams): { id?: string; secret?: string } {
  const header = req.headers.authorization ?? '';
  if (header.startsWith('Basic ')) {
    const [id, secret] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return { id: id && decodeURIComponent(id), secret: secret && decodeURIComponent(secret) };
  }
  return { id: form.get('client_id') ?? undefined, secret: form.get('client_secret') ?? undefined };
}

const bearerOf = (req: IncomingMessage) => /^(?:Bearer|token|OAuth) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return { first: parts.slice(-1)[0] ?? name, last: parts.slice(0, -1).join(' ') };
};

/** Per provider: where its three endpoints live and how each answers. */
interface Shape {
  authorizePath: string;
  tokenPath: string;
  userinfoPath: string;
  /** Zalo names the client `app_id` and implies S256; the others follow RFC 6749/7636. */
  authorizeParams(q: URLSearchParams): { clientId?: string; challenge?: string; method?: string };
  tokenRefusal(res: ServerResponse, reason: string): void;
  tokenAnswer(res: ServerResponse, accessToken: string): void;
  accessTokenOf(req: IncomingMessage, url: URL): string | undefined;
  userinfo(res: ServerResponse, url: URL, person: StandInPerson): void;
}

const oauthAuthorizeParams = (q: URLSearchParams) => ({
  clientId: q.get('client_id') ?? undefined,
  challenge: q.get('code_challenge') ?? undefined,
  method: q.get('code_challenge_method') ?? undefined,
});

const SHAPES: Record<StandInProvider, Shape> = {
  github: {
    authorizePath: '/login/oauth/authorize',
    tokenPath: '/login/oauth/access_token',
    userinfoPath: '/user',
    authorizeParams: oauthAuthorizeParams,
    // GitHub answers a bad code or verifier with 200 and an error in the body.
    tokenRefusal: (res, reason) => json(res, 200, { error: 'bad_verification_code', error_description: reason }),
    tokenAnswer: (res, token) =>
      json(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' }),
    accessTokenOf: (req) => bearerOf(req),
    userinfo: (res, url, person) => {
      if (url.pathname.endsWith('/emails')) {
        json(
          res,
          200,
          person.email
            ? [
                {
                  email: `${person.id}+noreply@users.noreply.github.com`,
                  primary: false,
                  verified: true,
                  visibility: null,
                },
                { email: person.email, primary: true, verified: person.emailVerified ?? true, visibility: 'private' },
              ]
            : [],
        );
        return;
      }
      json(res, 200, {
        id: Number(person.id),
        login: person.name.toLowerCase().replace(/\W+/g, '-'),
        name: person.name,
        avatar_url: person.picture ?? null,
        email: null,
      });
    },
  },
  facebook: {
    authorizePath: '/v21.0/dialog/oauth',
    tokenPath: '/v21.0/oauth/access_token',
    userinfoPath: '/v21.0/me',
    authorizeParams: oauthAuthorizeParams,
    tokenRefusal: (res, reason) =>
      json(res, 400, { error: { message: reason, type: 'OAuthException', code: 100, fbtrace_id: 'stand-in' } }),
    tokenAnswer: (res, token) => json(res, 200, { access_token: token, token_type: 'bearer', expires_in: 5183944 }),
    accessTokenOf: (req, url) => bearerOf(req) ?? url.searchParams.get('access_token') ?? undefined,
    userinfo: (res, url, person) => {
      const fields = new Set((url.searchParams.get('fields') ?? 'id,name').split(','));
      const { first, last } = splitName(person.name);
      const all: Record<string, unknown> = {
        id: person.id,
        name: person.name,
        first_name: first,
        last_name: last,
        ...(person.email ? { email: person.email } : {}),
        picture: { data: { url: person.picture ?? 'https://platform-lookaside.fbsbx.com/stand-in.jpg' } },
      };
      json(res, 200, Object.fromEntries(Object.entries(all).filter(([k]) => fields.has(k))));
    },
  },
  x: {
    authorizePath: '/i/oauth2/authorize',
    tokenPath: '/2/oauth2/token',
    userinfoPath: '/2/users/me',
    authorizeParams: oauthAuthorizeParams,
    tokenRefusal: (res, reason) => json(res, 400, { error: 'invalid_request', error_description: reason }),
    tokenAnswer: (res, token) =>
      json(res, 200, { token_type: 'bearer', expires_in: 7200, access_token: token, scope: 'users.read tweet.read' }),
    accessTokenOf: (req) => bearerOf(req),
    userinfo: (res, _url, person) =>
      json(res, 200, {
        data: {
          id: person.id,
          name: person.name,
          username: person.name.toLowerCase().replace(/\W+/g, '_'),
          ...(person.picture ? { profile_image_url: person.picture } : {}),
        },
      }),
  },
  zalo: {
    authorizePath: '/v4/permission',
    tokenPath: '/v4/access_token',
    userinfoPath: '/v2.0/me',
    authorizeParams: (q) => ({
      clientId: q.get('app_id') ?? undefined,
      challenge: q.get('code_challenge') ?? undefined,
      method: 'S256',
    }),
    tokenRefusal: (res, reason) =>
      json(res, 400, { error: -14019, error_name: 'Invalid code verifier', error_description: reason }),
    tokenAnswer: (res, token) =>
      json(res, 200, { access_token: token, refresh_token: randomBytes(16).toString('hex'), expires_in: '3600' }),
    accessTokenOf: (req) => (req.headers['access_token'] as string | undefined) ?? undefined,
    userinfo: (res, _url, person) =>
      json(res, 200, {
        id: person.id,
        name: person.name,
        picture: { data: { url: person.picture ?? 'https://s120-ava-talk.zadn.vn/stand-in.jpg' } },
        error: 0,
        message: 'Success',
      }),
  },
};

function standIn(
  provider: StandInProvider,
  behaviour: Behaviour,
  credentials: { clientId: string; clientSecret: string },
  redirectUri: string,
): Server {
  const shape = SHAPES[provider];

  const authorize = (res: ServerResponse, q: URLSearchParams) => {
    const { clientId, challenge, method } = shape.authorizeParams(q);
    if (clientId !== credentials.clientId) return page(res, 400, 'Ứng dụng không hợp lệ (client id)');
    if (q.get('redirect_uri') !== redirectUri) return page(res, 400, 'redirect_uri không khớp với ứng dụng');
    if (provider !== 'zalo' && q.get('response_type') !== 'code') return page(res, 400, 'response_type phải là code');
    if (!q.get('state')) return page(res, 400, 'Thiếu state');
    if (!challenge || method !== 'S256') return page(res, 400, 'Thiếu code_challenge (S256)');
    const back = new URL(redirectUri);
    back.searchParams.set('state', q.get('state')!);
    if (behaviour.cancel) {
      behaviour.cancel = false;
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user denied the request');
    } else {
      const code = randomBytes(16).toString('hex');
      behaviour.grants.set(code, { person: behaviour.person, challenge, redirectUri });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.toString() });
    res.end();
  };

  const token = async (req: IncomingMessage, res: ServerResponse) => {
    const form = await formOf(req);
    if (provider === 'zalo') {
      if (req.headers['secret_key'] !== credentials.clientSecret || form.get('app_id') !== credentials.clientId)
        return json(res, 400, { error: -14001, error_name: 'Invalid app', error_description: 'secret_key sai' });
      if (form.get('grant_type') !== 'authorization_code') return shape.tokenRefusal(res, 'grant_type');
    } else {
      const client = clientCredentials(req, form);
      if (client.id !== credentials.clientId || client.secret !== credentials.clientSecret)
        return provider === 'github'
          ? json(res, 200, { error: 'incorrect_client_credentials' })
          : json(res, 401, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'authorization_code') return shape.tokenRefusal(res, 'grant_type');
      if (form.get('redirect_uri') !== redirectUri) return shape.tokenRefusal(res, 'redirect_uri không khớp');
    }
    const code = form.get('code') ?? '';
    const grant = behaviour.grants.get(code);
    if (!grant) return shape.tokenRefusal(res, 'Mã không hợp lệ hoặc đã dùng');
    // A code is single-use even when the exchange fails (RFC 6749 4.1.2).
    behaviour.grants.delete(code);
    const verifier = form.get('code_verifier');
    if (!verifier) return shape.tokenRefusal(res, 'Thiếu code_verifier');
    if (s256(verifier) !== grant.challenge) return shape.tokenRefusal(res, 'code_verifier không khớp code_challenge');
    const accessToken = randomBytes(24).toString('base64url');
    behaviour.tokens.set(accessToken, grant.person);
    shape.tokenAnswer(res, accessToken);
  };

  const userinfo = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const person = behaviour.tokens.get(shape.accessTokenOf(req, url) ?? '');
    if (!person) {
      if (provider === 'zalo') return json(res, 200, { error: -124, message: 'Access token không hợp lệ' });
      return json(res, 401, { message: 'Bad credentials' });
    }
    shape.userinfo(res, url, person);
  };

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const stage =
      req.method === 'POST' && url.pathname === shape.tokenPath
        ? 'token'
        : req.method === 'GET' && url.pathname.startsWith(shape.userinfoPath)
          ? 'userinfo'
          : undefined;
    const failure = stage && behaviour.fail[stage];
    if (stage && failure) {
      delete behaviour.fail[stage];
      if (failure === 'drop') return void req.socket.destroy();
      return json(res, 503, { message: 'Service Unavailable' });
    }
    if (req.method === 'GET' && url.pathname === shape.authorizePath) return authorize(res, url.searchParams);
    if (stage === 'token') return void token(req, res).catch(() => page(res, 500, 'lỗi'));
    if (stage === 'userinfo') return userinfo(req, res, url);
    page(res, 404, 'Not found');
  });
}

/** Starts the four stand-ins on 127.0.0.1 (free ports). Close them when done. */
export async function startOAuthStandIns(options: OAuthStandInOptions): Promise<OAuthStandIns> {
  const publicUrl = options.publicUrl.replace(/\/+$/, '');
  const env: Record<string, string> = {};
  const behaviours = {} as Record<StandInProvider, Behaviour>;
  const servers: Server[] = [];
  const bases = {} as Record<StandInProvider, string>;
  for (const provider of STAND_IN_PROVIDERS) {
    const behaviour: Behaviour = {
      person: { id: '1000', name: 'Nguyễn Văn An', email: null },
      cancel: false,
      fail: {},
      grants: new Map(),
      tokens: new Map(),
    };
    behaviours[provider] = behaviour;
    const credentials = credentialsOf(provider);
    const server = standIn(provider, behaviour, credentials, `${publicUrl}/api/auth/oauth/${provider}/callback`);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    bases[provider] = base;
    const P = provider.toUpperCase();
    const shape = SHAPES[provider];
    Object.assign(env, {
      [`${P}_CLIENT_ID`]: credentials.clientId,
      [`${P}_CLIENT_SECRET`]: credentials.clientSecret,
      [`${P}_AUTHORIZE_URL`]: `${base}${shape.authorizePath}`,
      [`${P}_TOKEN_URL`]: `${base}${shape.tokenPath}`,
      [`${P}_USERINFO_URL`]: `${base}${shape.userinfoPath}`,
    });
  }
  return {
    env,
    signInAs: (provider, person) => {
      behaviours[provider].person = person;
    },
    cancelNext: (provider) => {
      behaviours[provider].cancel = true;
    },
    failNext: (provider, stage, how = 'drop') => {
      behaviours[provider].fail[stage] = how;
    },
    baseUrl: (provider) => bases[provider],
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
