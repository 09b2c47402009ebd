import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Helmet's headers that only mean something on a document (or a worker's script): policies for
 * what a page may load, frame or open. On a hashed script, style sheet or font they are dead
 * weight, ~550 bytes on each of the dozens of chunks a phone fetches. `nosniff`, the
 * cross-origin resource policy and HSTS stay: they do apply to assets.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Vite names everything under assets/ by content hash: a changed file gets a new name. */
function isHashedAsset(filePath: string): boolean {
  return filePath.includes(`${path.sep}assets${path.sep}`);
}

/**
 * Pages the build rendered ahead (the sign-in page, painted before any script runs): their
 * own HTML instead of index.html's start-up overlay. The app takes over from either.
 */
const PRERENDERED: Record<string, string> = { '/auth': 'auth.html', '/auth/': 'auth.html' };

/**
 * Serves the built web app. Unknown paths outside /api get index.html so the client router
 * can answer them (including its own 404 page); unknown /api paths get a JSON 404.
 *
 * The build writes a brotli and a gzip copy beside every text file; @fastify/static picks the
 * one the browser accepts, so nothing is compressed per request. Hashed assets are cached for
 * a year; everything else (index.html, the service worker, the manifest) is revalidated on
 * every use so a new release is seen at once. Source maps stay on disk for reading error
 * reports and are never served.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasBuild = existsSync(path.join(opts.root, 'index.html'));
  const prerendered = new Map(Object.entries(PRERENDERED).filter(([, file]) => existsSync(path.join(opts.root, file))));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // send's own Cache-Control (max-age=0) would overwrite the one set below.
      cacheControl: false,
      allowedPath: (pathname) => !pathname.endsWith('.map'),
      setHeaders: (res, filePath) => {
        const hashed = isHashedAsset(filePath);
        res.setHeader('cache-control', hashed ? IMMUTABLE : REVALIDATE);
        res.setHeader('vary', 'Accept-Encoding');
        // The plugin hands over the raw response (its type only declares the setters).
        if (hashed) for (const name of DOCUMENT_ONLY_HEADERS) (res as unknown as ServerResponse).removeHeader(name);
      },
    });
  } else {
    app.log.warn({ root: opts.root }, 'web build not found: run `npm run build` to serve the app');
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(pathname);
    if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || !hasBuild) {
      return reply.status(404).send(notFoundBody());
    }
    return reply.header('cache-control', REVALIDATE).sendFile(prerendered.get(pathname) ?? 'index.html');
  });
});
