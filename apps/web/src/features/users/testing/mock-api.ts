import Cookies from 'js-cookie';
import { vi } from 'vitest';
import type { UserRecord } from '../types';

/**
 * A fake API at the network boundary: `fetch` is replaced, everything above it (api client,
 * query hooks, components, router) is the real thing.
 */
export interface ApiCall {
  method: string;
  /** Without the `/api` prefix, e.g. `/users/u2/status`. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ApiReply {
  status?: number;
  body?: unknown;
}

export type ApiRoutes = Record<string, (call: ApiCall) => ApiReply | Promise<ApiReply>>;

export function errorReply(status: number, code: string, message: string, fields?: Record<string, string>): ApiReply {
  return { status, body: { statusCode: status, code, message, ...(fields ? { fields } : {}) } };
}

/** Answers `"METHOD /path"` from `routes`; anything else is a 404 like the server's. */
export function mockApi(routes: ApiRoutes) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, path, query: url.searchParams, body };
    calls.push(call);
    const route = routes[`${method} ${path}`];
    const reply = route ? await route(call) : errorReply(404, 'request/not-found', 'Không tìm thấy đường dẫn yêu cầu');
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls to one endpoint, oldest first. */
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.path === path),
  };
}

type UserJson = Omit<UserRecord, 'createdAt'> & { createdAt: string };

let sequence = 0;

/** A user as the API sends it (dates as ISO strings). */
export function userJson(overrides: Partial<UserJson> = {}): UserJson {
  sequence += 1;
  return {
    id: `u${sequence}`,
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    role: 'STUDENT',
    status: 'ACTIVE',
    email: `user${sequence}@tsa.test`,
    verified: true,
    phoneNumber: '0912345678',
    photoUrl: null,
    dormitory: 'KTX Khu A',
    building: 'A1',
    room: '203',
    hasPassword: true,
    createdAt: '2025-11-21T03:00:00.000Z',
    ...overrides,
  };
}

export const ADMIN_ME = userJson({ id: 'admin-me', firstName: 'Hà', lastName: 'Trần Thu', role: 'ADMIN', email: 'ha@tsa.test', dormitory: null, building: null, room: null });

/** Signs the admin in the way a reload would find them: a token cookie, the profile from the API. */
export function signInAsAdmin(): ApiRoutes {
  Cookies.set('token', 'access-token');
  return { 'GET /users/profile': () => ({ body: ADMIN_ME }) };
}

export function usersPage(items: UserJson[], total = items.length, page = 1, pageSize = 20): ApiReply {
  return { body: { items, total, page, pageSize } };
}
