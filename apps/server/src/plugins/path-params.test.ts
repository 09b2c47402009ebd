import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, testAdmin } from '../test/factories';
import { signedIn, type Headers } from '../test/orders';
import { createTestApp } from '../test/test-app';

/** What a fuzzer puts where an id goes: an emoji, a backslash, words, SQL, a number too large for any column. */
const BAD_IDS = ['%F0%9F%98%80', '%5C', 'not-a-uuid', "1'%20OR%20'1'='1", '99999999999999999999', '..%2F..%2Fetc'];

interface NavigationOperation {
  responses?: Record<string, unknown>;
}

/** One raw HTTP/1.1 request on a socket: no client in between to tidy the path first. */
function rawRequest(
  port: number,
  method: string,
  path: string,
): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        type: /^content-type: *(.+)$/im.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('ids in the path and unknown paths under /api', () => {
  let app: FastifyInstance;
  let people: Record<string, Headers>;
  beforeAll(async () => {
    // A web build, so unknown paths outside /api get the app's page: /api must never fall through to it.
    const webRoot = mkdtempSync(path.join(tmpdir(), 'tsa-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>TSA</title>');
    app = await createTestApp({ webRoot });
    people = {
      admin: await authHeader(app, await testAdmin(app)),
      staff: (await signedIn(app, { role: 'STAFF' })).headers,
      student: (await signedIn(app)).headers,
    };
  });
  afterAll(async () => app.close());

  it('answers the two requests the probe found with the JSON 404, never a 500', async () => {
    for (const id of ['%F0%9F%98%80', '%5C']) {
      const response = await app.inject({ method: 'DELETE', url: `/api/auth/passkeys/${id}`, headers: people.student });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'auth/passkey-not-found',
        message: 'Không tìm thấy khóa truy cập',
      });
    }
  });

  it('checks every id of every route against its schema before any query: 400 or 404 in JSON, never 500', async () => {
    const spec = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const templates = Object.entries(spec.paths).filter(([path]) => path.includes('{'));
    expect(templates.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const [template, operations] of templates) {
      const idsOnly = [...template.matchAll(/\{([^}]+)\}/g)].every(([, name]) => /^(id|\w+Id)$/.test(name!));
      for (const method of Object.keys(operations).map((m) => m.toUpperCase())) {
        for (const bad of BAD_IDS) {
          const url = template.replace(/\{[^}]+\}/g, bad);
          for (const [who, headers] of Object.entries(people)) {
            const response = await app.inject({
              method: method as 'GET',
              url,
              headers,
              ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
            });
            // A browser's own navigation (the provider sign-ins, which declare a 302) is sent back to the
            // sign-in page with an error code: a person must never land on a JSON page.
            const navigation = Boolean((operations[method.toLowerCase()] as NavigationOperation).responses?.['302']);
            if (navigation) {
              if (
                response.statusCode !== 302 ||
                !/\/auth\/sign-in\?error=auth%2F/.test(String(response.headers.location))
              ) {
                failures.push(`${method} ${url} as ${who}: ${response.statusCode} → ${response.headers.location}`);
              }
              continue;
            }
            const body = String(response.headers['content-type']).startsWith('application/json') ? response.json() : {};
            // A role allowed on the route is told "not found" in the resource's words before its body is
            // read; a parameter that is not an id (a version number, a table's name) may be a 400.
            const allowed = idsOnly ? [403, 404] : [400, 403, 404];
            if (!allowed.includes(response.statusCode) || typeof body.code !== 'string') {
              failures.push(`${method} ${url} as ${who}: ${response.statusCode} ${response.body.slice(0, 120)}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a malformed id with the same 404 as an unknown one', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/orders/00000000-0000-4000-8000-000000000000',
      headers: people.admin,
    });
    const malformed = await app.inject({ method: 'GET', url: '/api/orders/%F0%9F%98%80', headers: people.admin });
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual(unknown.json());
    const service = await app.inject({ method: 'PATCH', url: '/api/services/%5C', headers: people.admin, payload: {} });
    expect(service.json()).toEqual({ statusCode: 404, code: 'resource/not-found', message: 'Không tìm thấy dịch vụ' });
  });

  it('answers a path that climbs out of /api with the JSON 404, as sent on the wire', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    for (const [method, path] of [
      ['GET', '/api/../../etc/passwd'],
      ['GET', '/api/%2e%2e/%2e%2e/etc/passwd'],
      ['HEAD', '/api/../../etc/passwd'],
      ['POST', '/api/..%2f..%2fetc%2fpasswd'],
      ['GET', '/api/nothing-here.txt'],
    ] as const) {
      const response = await rawRequest(port, method, path);
      expect(response.status, path).toBe(404);
      expect(response.type, path).toMatch(/^application\/json/);
      if (method !== 'HEAD') expect(JSON.parse(response.body), path).toMatchObject({ code: 'request/not-found' });
    }
    // Outside /api the same climb is only the app's page, never a file of the server.
    const page = await rawRequest(port, 'GET', '/../../etc/passwd');
    expect(page.type).toMatch(/^text\/html/);
    expect(page.body).toBe('<!doctype html><title>TSA</title>');
  });
});
