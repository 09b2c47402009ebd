import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  buildUrl,
  dispositionFileName,
  setAccountDisabledHandler,
  setSessionEndHandler,
} from './api-client';
import { ApiError } from './api-error';
import { setSignedInOnScreen } from './session';

type Call = { url: string; init: RequestInit };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function mockFetch(...responses: Response[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new Error(`unexpected fetch ${url}`);
      return next;
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildUrl', () => {
  it('appends arrays once per item and skips undefined', () => {
    expect(buildUrl('/users', { role: ['STUDENT', 'STAFF'], search: undefined, page: 2 })).toBe(
      '/api/users?role=STUDENT&role=STAFF&page=2',
    );
  });

  it('keeps a query already in the path', () => {
    expect(buildUrl('/auth/signin?mobile=false', { x: 'y' })).toBe('/api/auth/signin?mobile=false&x=y');
    expect(buildUrl('/services', {})).toBe('/api/services');
  });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and revives ISO date-times', async () => {
    Cookies.set('token', 'abc');
    const calls = mockFetch(json(200, { id: '1', createdAt: '2025-11-21T01:02:03.000Z', day: '2025-11-21' }));
    const result = await apiRequest<{ createdAt: Date; day: string }>('POST', '/things', { body: { a: 1 } });
    const headers = new Headers(calls[0]!.init.headers);
    expect(calls[0]!.url).toBe('/api/things');
    expect(headers.get('authorization')).toBe('Bearer abc');
    expect(headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.init.body).toBe('{"a":1}');
    expect(calls[0]!.init.credentials).toBe('same-origin');
    expect(result.createdAt).toBeInstanceOf(Date);
    expect(result.day).toBe('2025-11-21');
  });

  it('returns null for 204', async () => {
    mockFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/users/1')).resolves.toBeNull();
  });

  it('throws ApiError with the server code and Vietnamese message', async () => {
    mockFetch(json(409, { statusCode: 409, code: 'auth/email-already-in-use', message: 'Email này đã được sử dụng' }));
    const error = await apiRequest('POST', '/x', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      statusCode: 409,
      code: 'auth/email-already-in-use',
      message: 'Email này đã được sử dụng',
    });
  });

  it('hands a sign-in its second-step challenge, whose expiry is a date-time like any other', async () => {
    const mfa = { challenge: 'c.h.allenge', methods: ['totp', 'recovery-code'], expiresAt: '2026-11-25T02:05:00.000Z' };
    mockFetch(json(401, { statusCode: 401, code: 'auth/multi-factor-auth-required', message: 'Nhập mã', mfa }));
    const error = await apiRequest('POST', '/auth/signin', { body: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'auth/multi-factor-auth-required', mfa });
  });

  it('falls back to a Vietnamese message when the body has none', async () => {
    mockFetch(new Response('oops', { status: 502 }));
    await expect(apiRequest('GET', '/x')).rejects.toMatchObject({
      statusCode: 502,
      message: 'Đã có lỗi xảy ra. Vui lòng thử lại',
    });
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    Cookies.set('token', 'old');
    const calls = mockFetch(
      json(401, { statusCode: 401, code: 'auth/user-token-expired', message: 'hết hạn' }),
      json(200, { accessToken: 'new', refreshToken: 'r' }),
      json(200, { ok: true }),
    );
    await expect(apiRequest('GET', '/users/profile')).resolves.toEqual({ ok: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/profile', '/api/auth/refresh', '/api/users/profile']);
    expect(calls[1]!.init.body).toBe('{}');
    expect(new Headers(calls[2]!.init.headers).get('authorization')).toBe('Bearer new');
    expect(Cookies.get('token')).toBe('new');
  });

  it('ends the session when the refresh fails', async () => {
    Cookies.set('token', 'old');
    Cookies.set('user_data', '{"id":"1"}');
    const ended = vi.fn();
    const restore = setSessionEndHandler(ended);
    mockFetch(json(401, { statusCode: 401, code: 'auth/user-token-expired', message: 'hết hạn' }), json(401, {}));
    // Marked, so no message about the call itself competes with the sign-in page's.
    await expect(apiRequest('GET', '/orders')).rejects.toMatchObject({ statusCode: 401, endedSession: true });
    restore();
    expect(ended).toHaveBeenCalledOnce();
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('user_data')).toBeUndefined();
  });

  it('reports a ban found by the refresh, instead of sending the user to sign in', async () => {
    Cookies.set('token', 'old');
    const ended = vi.fn();
    const disabled = vi.fn();
    const restoreEnd = setSessionEndHandler(ended);
    const restoreDisabled = setAccountDisabledHandler(disabled);
    mockFetch(
      json(401, { statusCode: 401, code: 'auth/user-token-expired', message: 'hết hạn' }),
      json(403, { statusCode: 403, code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' }),
    );
    await expect(apiRequest('GET', '/orders')).rejects.toMatchObject({ statusCode: 403, code: 'auth/user-disabled' });
    restoreDisabled();
    restoreEnd();
    expect(disabled).toHaveBeenCalledOnce();
    expect(ended).not.toHaveBeenCalled();
  });

  it('refreshes for a page still showing a signed-in user whose cookies another tab removed', async () => {
    setSignedInOnScreen(true);
    try {
      const calls = mockFetch(
        json(401, { statusCode: 401, code: 'auth/unauthenticated', message: 'Bạn cần đăng nhập' }),
        json(200, { accessToken: 'new', refreshToken: 'r' }),
        json(201, { id: 'o1' }),
      );
      await expect(apiRequest('POST', '/orders', { body: {}, idempotent: true })).resolves.toEqual({ id: 'o1' });
      expect(calls.map((c) => c.url)).toEqual(['/api/orders', '/api/auth/refresh', '/api/orders']);
      expect(new Headers(calls[2]!.init.headers).get('authorization')).toBe('Bearer new');
    } finally {
      setSignedInOnScreen(false);
    }
  });

  it('does not refresh for a visitor without a session', async () => {
    const calls = mockFetch(json(401, { statusCode: 401, code: 'auth/unauthenticated', message: 'Bạn cần đăng nhập' }));
    await expect(apiRequest('GET', '/orders')).rejects.toMatchObject({ code: 'auth/unauthenticated' });
    expect(calls).toHaveLength(1);
  });

  it('treats a wrong current password as an answer, not an expired session', async () => {
    Cookies.set('token', 'abc');
    Cookies.set('user_data', '{"id":"1"}');
    const ended = vi.fn();
    const restore = setSessionEndHandler(ended);
    const calls = mockFetch(
      json(401, {
        statusCode: 401,
        code: 'auth/wrong-password',
        message: 'Mật khẩu không đúng',
        fields: { currentPassword: 'Mật khẩu không đúng' },
      }),
    );
    const error = await apiRequest('PATCH', '/users/password', { body: {} }).catch((e: unknown) => e);
    restore();
    expect(error).toMatchObject({
      statusCode: 401,
      code: 'auth/wrong-password',
      fields: { currentPassword: 'Mật khẩu không đúng' },
    });
    expect(calls.map((c) => c.url)).toEqual(['/api/users/password']);
    expect(ended).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBe('abc');
  });

  it('refreshes for each code that means the session is over', async () => {
    for (const code of ['auth/invalid-credential', 'auth/unauthenticated', 'auth/user-not-found']) {
      Cookies.set('token', 'old');
      const calls = mockFetch(
        json(401, { statusCode: 401, code, message: '…' }),
        json(200, { accessToken: 'new', refreshToken: 'r' }),
        json(200, { ok: true }),
      );
      await expect(apiRequest('GET', '/users/profile')).resolves.toEqual({ ok: true });
      expect(calls).toHaveLength(3);
    }
  });

  it('ends the session of a disabled account and reports it once a handler listens', async () => {
    Cookies.set('token', 'abc');
    Cookies.set('user_data', '{"id":"1"}');
    mockFetch(json(403, { statusCode: 403, code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' }));
    await expect(apiRequest('GET', '/orders')).rejects.toMatchObject({ code: 'auth/user-disabled' });
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('user_data')).toBeUndefined();

    // Raised before any handler (startup): delivered when the router registers one.
    const disabled = vi.fn();
    const restore = setAccountDisabledHandler(disabled);
    expect(disabled).toHaveBeenCalledOnce();

    mockFetch(json(403, { statusCode: 403, code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' }));
    await expect(apiRequest('POST', '/auth/signin', { body: {} })).rejects.toMatchObject({ statusCode: 403 });
    expect(disabled).toHaveBeenCalledTimes(2);
    restore();
  });

  it('keeps the session of a disabled account for the handler, which signs out once /banned is shown', async () => {
    Cookies.set('token', 'abc');
    const disabled = vi.fn();
    const restore = setAccountDisabledHandler(disabled);
    mockFetch(json(403, { statusCode: 403, code: 'auth/user-disabled', message: 'Tài khoản này đã bị vô hiệu hóa' }));
    await expect(apiRequest('GET', '/orders')).rejects.toMatchObject({ code: 'auth/user-disabled' });
    restore();
    expect(disabled).toHaveBeenCalledOnce();
    // A reload before /banned is on screen still has a token to ask the server with.
    expect(Cookies.get('token')).toBe('abc');
  });

  it('does not treat other 403s as a ban', async () => {
    Cookies.set('token', 'abc');
    const disabled = vi.fn();
    const restore = setAccountDisabledHandler(disabled);
    mockFetch(
      json(403, { statusCode: 403, code: 'auth/forbidden', message: 'Bạn không có quyền thực hiện thao tác này' }),
    );
    await expect(apiRequest('GET', '/users')).rejects.toMatchObject({ code: 'auth/forbidden' });
    restore();
    expect(disabled).not.toHaveBeenCalled();
    expect(Cookies.get('token')).toBe('abc');
  });

  it('reads Retry-After into the error', async () => {
    mockFetch(
      new Response(
        JSON.stringify({
          statusCode: 429,
          code: 'auth/too-many-requests',
          message: 'Vui lòng đợi 42 giây trước khi gửi lại mã',
        }),
        {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        },
      ),
    );
    await expect(apiRequest('POST', '/auth/signup/resend', { body: {} })).rejects.toMatchObject({
      retryAfterSeconds: 42,
    });
  });

  it('reads a download as raw bytes named like the server says, and its error as JSON', async () => {
    Cookies.set('token', 'abc');
    // An XLSX starts with the zip signature; a CSV with a BOM — neither survives reading as text.
    const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0x00]);
    const calls = mockFetch(
      new Response(bytes, {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="bao-cao-theo-ngay-20261101-20261130.xlsx"',
        },
      }),
      json(400, { statusCode: 400, code: 'request/invalid', message: 'Định dạng xuất phải là csv hoặc xlsx' }),
    );
    const file = await apiRequest<Blob>('GET', '/stats/report/days/export', {
      query: { format: 'xlsx' },
      responseType: 'blob',
    });
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer abc');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('bao-cao-theo-ngay-20261101-20261130.xlsx');
    expect([...new Uint8Array(await file.arrayBuffer())]).toEqual([...bytes]);
    await expect(apiRequest('GET', '/stats/report/days/export', { responseType: 'blob' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Định dạng xuất phải là csv hoặc xlsx',
    });
  });
});

describe('apiRequest with idempotent: true', () => {
  it('sends one Idempotency-Key per call and repeats it on retries after a network failure', async () => {
    const calls: Call[] = [];
    let failures = 2;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        if (failures-- > 0) throw new TypeError('Failed to fetch');
        return json(201, { id: 'o1' });
      }),
    );
    await expect(apiRequest('POST', '/orders', { body: { a: 1 }, idempotent: true })).resolves.toEqual({ id: 'o1' });
    const keys = calls.map((call) => new Headers(call.init.headers).get('idempotency-key'));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);

    const next = mockFetch(json(201, { id: 'o2' }));
    await apiRequest('POST', '/orders', { body: { a: 1 }, idempotent: true });
    expect(new Headers(next[0]!.init.headers).get('idempotency-key')).not.toBe(keys[0]);
  });

  it('sends no key on other calls and does not retry them after a network failure', async () => {
    const calls: Call[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, init });
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('POST', '/orders/1/cancel', { body: {} })).rejects.toMatchObject({ statusCode: 0 });
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0]!.init.headers).get('idempotency-key')).toBeNull();
  });
});

describe('dispositionFileName', () => {
  it('reads the plain and the encoded forms', () => {
    expect(dispositionFileName('attachment; filename="don-hang-20251121.csv"')).toBe('don-hang-20251121.csv');
    expect(dispositionFileName('attachment; filename=a.csv')).toBe('a.csv');
    expect(dispositionFileName(`attachment; filename="bao-cao.csv"; filename*=UTF-8''b%C3%A1o-c%C3%A1o.csv`)).toBe(
      'báo-cáo.csv',
    );
    expect(dispositionFileName('attachment')).toBeUndefined();
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
