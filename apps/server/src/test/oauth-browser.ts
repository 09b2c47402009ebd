import type { FastifyInstance } from 'fastify';
import type { OAuthStandIns, StandInPerson, StandInProvider } from './oauth-stand-in';

/**
 * A browser going through a provider sign-in by hand: TSA's routes through `inject`, the
 * stand-in provider over real HTTP, each redirect followed one at a time and the cookies TSA
 * sets carried to its next request (as a browser does for its own site).
 */
export class OAuthBrowser {
  readonly cookies: Record<string, string> = {};

  constructor(
    private readonly app: FastifyInstance,
    private readonly standIns: OAuthStandIns,
  ) {}

  /** A request to TSA with this browser's cookies; keeps the cookies it sets. */
  async visit(url: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {}) {
    const response = await this.app.inject({
      method: init.method ?? 'GET',
      url,
      headers: init.headers,
      cookies: this.cookies,
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const cleared = cookie.value === '' || cookie.maxAge === 0 || (cookie.expires && cookie.expires <= new Date());
      if (cleared) delete this.cookies[cookie.name];
      else this.cookies[cookie.name] = cookie.value;
    }
    return response;
  }

  /** Opens the provider's page (the address TSA sent the browser to) and returns where it sends it back. */
  async atProvider(authorizeUrl: string): Promise<URL> {
    const answer = await fetch(authorizeUrl, { redirect: 'manual' });
    const location = answer.headers.get('location');
    if (answer.status !== 302 || !location) throw new Error(`provider said ${answer.status}: ${await answer.text()}`);
    return new URL(location);
  }

  /** Where TSA's answer sends the browser, relative to TSA's public address. */
  static landing(response: { statusCode: number; headers: Record<string, unknown> }): URL {
    if (response.statusCode !== 302) throw new Error(`expected a redirect, got ${response.statusCode}`);
    return new URL(String(response.headers.location));
  }

  /**
   * Clicks "sign in with <provider>", signs in there as `person` and follows the provider's
   * redirect back: the URL of the web app's page TSA lands the browser on.
   */
  async signInWith(provider: StandInProvider, person?: StandInPerson): Promise<URL> {
    if (person) this.standIns.signInAs(provider, person);
    const start = await this.visit(`/api/auth/oauth/${provider}`);
    const back = await this.atProvider(OAuthBrowser.landing(start).toString());
    return OAuthBrowser.landing(await this.visit(back.pathname + back.search));
  }

  /** Who this browser is signed in as: its refresh cookie traded for an access token. */
  async accessToken(): Promise<string> {
    const response = await this.visit('/api/auth/refresh', { method: 'POST' });
    if (response.statusCode !== 200) throw new Error(`not signed in: ${response.statusCode} ${response.body}`);
    return (response.json() as { accessToken: string }).accessToken;
  }

  async profile(): Promise<{ id: string; email: string } & Record<string, unknown>> {
    const response = await this.app.inject({
      method: 'GET',
      url: '/api/users/profile',
      headers: { authorization: `Bearer ${await this.accessToken()}` },
    });
    return response.json();
  }
}

/** The parameters of a landing URL's fragment (`#token=…&provider=…`). */
export const fragmentOf = (url: URL) => new URLSearchParams(url.hash.slice(1));
