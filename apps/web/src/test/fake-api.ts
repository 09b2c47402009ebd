import { vi } from 'vitest';
import { DORMITORIES } from './dormitory-fixtures';

/** One request as the page sent it. */
export interface FakeRequest {
  method: string;
  /** The path under /api, without the query: '/orders/abc/status'. */
  path: string;
  query: URLSearchParams;
  /** The parsed JSON body, if any. */
  body: unknown;
  /** Values of `:name` segments of the matched route. */
  params: Record<string, string>;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Returns the JSON body (status 200), or a full response with `reply(...)`. */
export type FakeHandler = (request: FakeRequest) => unknown | Promise<unknown>;

const REPLY = Symbol('reply');
type Reply = FakeResponse & { [REPLY]: true };

/** A response with a status or headers of its own: `reply(409, {code…})`. */
export function reply(status: number, body?: unknown, headers?: Record<string, string>): Reply {
  return { [REPLY]: true, status, body, headers };
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && REPLY in value;
}

export const ADMIN_USER = {
  id: '00000000-0000-4000-8000-000000000001',
  firstName: 'Quản trị',
  lastName: 'TSA',
  role: 'ADMIN',
  status: 'ACTIVE',
  email: 'admin@tsa.test',
  verified: true,
  phoneNumber: null,
  photoUrl: null,
  dormitory: null,
  building: null,
  room: null,
  createdAt: '2025-01-01T00:00:00.000Z',
} as const;

/** Signs the browser in as the admin: the cookies a real sign-in leaves behind. */
export function signInAsAdmin(): void {
  document.cookie = 'token=test-admin-token; path=/';
  document.cookie = `user_data=${encodeURIComponent(JSON.stringify(ADMIN_USER))}; path=/`;
}

function compile(pattern: string): { method: string; test: (path: string) => Record<string, string> | null } {
  const [method, route] = pattern.split(' ') as [string, string];
  const names: string[] = [];
  const source = route.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return {
    method,
    test: (path) => {
      const match = regex.exec(path);
      if (!match) return null;
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    },
  };
}

/**
 * Stubs `fetch` — the network boundary — with a tiny API: `'GET /orders'`, `'PATCH
 * /orders/:id/status'`… The signed-in admin's profile is served unless a route overrides it;
 * anything else answers 404 like the real server. Every request is recorded in `requests`.
 */
export function fakeApi(routes: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = [];
  const all: Record<string, FakeHandler> = {
    'GET /users/profile': () => ADMIN_USER,
    'GET /dormitories': () => DORMITORIES,
    'GET /slots': () => [],
    // A shop that is fully set up; a test of the missing set-up overrides it.
    'GET /payments/options': () => ({ bankTransfer: true, automaticConfirmation: true }),
    ...routes,
  };
  const table = Object.entries(all).map(([pattern, handler]) => ({
    ...compile(pattern),
    handler,
  }));

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    for (const route of table) {
      if (route.method !== method) continue;
      const params = route.test(path);
      if (!params) continue;
      const request: FakeRequest = { method, path, query: url.searchParams, body, params };
      requests.push(request);
      const result = await route.handler(request);
      const response: FakeResponse = isReply(result) ? result : { status: 200, body: result };
      const headers = { 'content-type': 'application/json', ...response.headers };
      const text =
        response.body === undefined
          ? ''
          : typeof response.body === 'string'
            ? response.body
            : JSON.stringify(response.body);
      return new Response(response.status === 204 ? null : text, { status: response.status ?? 200, headers });
    }
    requests.push({ method, path, query: url.searchParams, body, params: {} });
    return new Response(
      JSON.stringify({ statusCode: 404, code: 'request/not-found', message: 'Không tìm thấy đường dẫn yêu cầu' }),
      {
        status: 404,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    requests,
    /** The requests to one route, e.g. `calls('GET', '/orders')`. */
    calls(method: string, path: string): FakeRequest[] {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}
