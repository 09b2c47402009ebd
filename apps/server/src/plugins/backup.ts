import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tokenMatches, writeBackupToken } from '../db/backup';
import { AppError } from '../lib/app-error';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * `GET /internal/backup` on the embedded database: a consistent dump taken by the process that
 * owns it, for `npm run backup` on the same machine (loopback only, token from DATA_DIR).
 */
export const backupPlugin = fp(async (app: FastifyInstance, options: { dataDir?: string }) => {
  const dump = app.database.dumpDataDir;
  if (!dump || !options.dataDir) return;
  const token = writeBackupToken(options.dataDir);
  app.get('/internal/backup', { schema: { hide: true } }, async (request, reply) => {
    // The socket's address, not X-Forwarded-For: a proxied request is never local.
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) throw new AppError('auth/forbidden');
    if (!tokenMatches(request.headers['x-backup-token'] as string | undefined, token))
      throw new AppError('auth/forbidden');
    const archive = Buffer.from(await (await dump()).arrayBuffer());
    return reply.header('content-type', 'application/gzip').header('cache-control', 'no-store').send(archive);
  });
});
