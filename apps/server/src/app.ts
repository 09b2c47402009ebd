import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { serverPackageRoot } from './lib/package-root';
import { authRoutes } from './modules/auth/routes';
import { deliveriesRoutes } from './modules/deliveries/routes';
import { healthRoutes } from './modules/health/routes';
import { notificationsRoutes } from './modules/notifications/routes';
import { ordersRoutes } from './modules/orders/routes';
import { regulationsRoutes } from './modules/regulations/routes';
import { ensureStartingRegulations } from './modules/regulations/starting-regulations';
import { reportsRoutes } from './modules/reports/routes';
import { servicesRoutes } from './modules/services/routes';
import { statsRoutes } from './modules/stats/routes';
import { ticketsRoutes } from './modules/tickets/routes';
import { ensureStartingCatalogue } from './modules/services/starting-catalogue';
import { ensureFirstAdmin } from './modules/users/bootstrap';
import { usersRoutes } from './modules/users/routes';
import { authPlugin } from './plugins/auth';
import { controlCharactersPlugin } from './plugins/control-characters';
import { docsPlugin } from './plugins/docs';
import { errorsPlugin, toErrorBody } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import { rateLimitPlugin, type RateRules } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    appVersion: string;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Folder of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Lower throttles for tests. */
  rateRules?: Partial<RateRules>;
  /** Prefix of the Socket.IO Redis channels (tests keep theirs apart); instances of one deployment share it. */
  socketRedisKey?: string;
}

export const APP_VERSION = '1.0.0';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // Errors Fastify answers before any route (a malformed URL, a path parameter over 100
    // characters) get our shape and Vietnamese message too, never the URL echoed back.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const payload = toErrorBody(error, request);
      void reply.status(payload.statusCode).type('application/json; charset=utf-8').send(payload);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('appVersion', APP_VERSION);

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { googleEnabled: Boolean(config.GOOGLE_CLIENT_ID) });
  await app.register(cookie);
  await app.register(docsPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin, { rules: options.rateRules });
  await app.register(mailPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(authPlugin);
  await app.register(realtimePlugin, { redisKey: options.socketRedisKey });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(servicesRoutes, { prefix: '/services' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(deliveriesRoutes, { prefix: '/deliveries' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      await api.register(ticketsRoutes, { prefix: '/tickets' });
      await api.register(reportsRoutes, { prefix: '/reports' });
      await api.register(regulationsRoutes, { prefix: '/regulations' });
      await api.register(statsRoutes, { prefix: '/stats' });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, {
    root: options.webRoot ?? path.join(serverPackageRoot(), '..', 'web', 'dist'),
  });

  await ensureFirstAdmin(app);
  await ensureStartingCatalogue(app);
  await ensureStartingRegulations(app);
  return app;
}
