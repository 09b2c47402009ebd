import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundBody } from './errors';

/**
 * Serves the built web app. Unknown paths outside /api get index.html so the client router
 * can answer them (including its own 404 page); unknown /api paths get a JSON 404.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const hasBuild = existsSync(path.join(opts.root, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.root,
      wildcard: false,
      index: false,
      // Hashed assets never change; index.html must always be revalidated.
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
