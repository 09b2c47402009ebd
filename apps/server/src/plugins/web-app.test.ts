import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';

/** A build laid out as the web app's (index.html, hashed assets with their .br/.gz copies, maps, sw.js). */
function writeBuild(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tsa-web-'));
  mkdirSync(path.join(root, 'assets'));
  const write = (name: string, content: string, compressed = true) => {
    writeFileSync(path.join(root, name), content);
    if (!compressed) return;
    writeFileSync(path.join(root, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(root, `${name}.gz`), gzipSync(content));
  };
  write('index.html', `<!doctype html><title>TSA</title>${'<div id="root"></div>'.repeat(80)}`);
  write(
    'auth.html',
    `<!doctype html><title>Đăng nhập — TSA</title>${'<form aria-label="Đăng nhập"></form>'.repeat(80)}`,
  );
  write('assets/index-abc123.js', `console.log(${JSON.stringify('x'.repeat(4000))});`);
  write('assets/index-abc123.js.map', '{"version":3,"sources":["secret.ts"]}', false);
  write('assets/be-vietnam-pro-def456.woff2', 'wOF2', false);
  write('sw.js', `self.addEventListener('install', () => {});${' '.repeat(2000)}`);
  write('manifest.webmanifest', JSON.stringify({ name: 'TSA', padding: 'x'.repeat(2000) }));
  return root;
}

describe('serving the web app', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ webRoot: writeBuild() });
  });
  afterAll(async () => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy of a script to a browser that accepts it, gzip otherwise', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('console.log');
    expect(br.rawPayload.length).toBeLessThan(500);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('console.log');
  });

  it('caches hashed assets for a year and revalidates everything else', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/assets/be-vietnam-pro-def456.woff2', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/sw.js', '/manifest.webmanifest']) {
      const response = await get(url, 'br');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
    }
  });

  it('answers a page of the app with the compressed index.html, never cached without revalidation', async () => {
    for (const url of ['/', '/dashboard', '/student/order/add', '/auth/register']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>TSA</title>');
    }
  });

  it('answers the sign-in page with the page the build rendered, compressed and revalidated', async () => {
    for (const url of ['/auth', '/auth/', '/auth?returnTo=%2Fstudent']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('<form aria-label="Đăng nhập">');
    }
  });

  it("keeps the page's security policy on documents and the service worker, not on each hashed chunk", async () => {
    for (const url of ['/auth', '/sw.js']) {
      const response = await get(url, 'br');
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    const chunk = await get('/assets/index-abc123.js', 'br');
    expect(chunk.headers['content-security-policy']).toBeUndefined();
    expect(chunk.headers['x-frame-options']).toBeUndefined();
    // What does apply to a script stays.
    expect(chunk.headers['x-content-type-options']).toBe('nosniff');
    expect(chunk.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('never serves a source map', async () => {
    const response = await get('/assets/index-abc123.js.map', 'br');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('secret.ts');
  });
});
