import path from 'node:path';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { serverPackageRoot } from './lib/package-root';
import { accountMailPlugin } from './modules/auth/account-mail';
import { authRoutes } from './modules/auth/routes';
import { deliveriesRoutes } from './modules/deliveries/routes';
import { dormitoriesRoutes } from './modules/dormitories/routes';
import { ensureStartingDormitories } from './modules/dormitories/starting-dormitories';
import { healthRoutes } from './modules/health/routes';
import { identityMailPlugin } from './modules/identities';
import { notificationsRoutes } from './modules/notifications/routes';
import { ordersRoutes } from './modules/orders/routes';
import { referralsRoutes } from './modules/referrals/routes';
import { vouchersRoutes } from './modules/vouchers/routes';
import { orderWalletRoutes } from './modules/orders/wallet-routes';
import { walletAdminRoutes, walletRoutes } from './modules/wallet/routes';
import { smsPlugin } from './modules/phone';
import { paymentsRoutes } from './modules/payments/routes';
import { plansJobPlugin, plansRoutes } from './modules/plans';
import { orderRatingRoutes, ratingsRoutes } from './modules/ratings/routes';
import { outreachPlugin } from './modules/outreach/plugin';
import { outreachRoutes } from './modules/outreach/routes';
import { regulationsRoutes } from './modules/regulations/routes';
import { auditRoutes } from './modules/audit/routes';
import { ensureStartingRegulations } from './modules/regulations/starting-regulations';
import { reportsRoutes } from './modules/reports/routes';
import { floorSettingsRoutes, garmentKindsRoutes, orderProofsRoutes } from './modules/proofs/routes';
import { orderScansRoutes, racksRoutes, scansRoutes } from './modules/scans';
import { pickupReminderPlugin, runSheetsRoutes } from './modules/run-sheets';
import { servicesRoutes } from './modules/services/routes';
import { slotsRoutes } from './modules/slots/routes';
import { statsRoutes } from './modules/stats/routes';
import { ticketsRoutes } from './modules/tickets/routes';
import { ensureStartingCatalogue } from './modules/services/starting-catalogue';
import { ensureFirstAdmin } from './modules/users/bootstrap';
import { usersRoutes } from './modules/users/routes';
import { secondFactorAdminRoutes, secondFactorRoutes } from './modules/second-factor';
import { apiCacheControlPlugin } from './plugins/api-cache-control';
import { authPlugin } from './plugins/auth';
import { backupPlugin } from './plugins/backup';
import { controlCharactersPlugin } from './plugins/control-characters';
import { databaseUpkeepPlugin } from './plugins/database-upkeep';
import { docsPlugin } from './plugins/docs';
import { clientErrorHandler, errorsPlugin, toErrorBody } from './plugins/errors';
import { admissionPlugin } from './plugins/admission';
import { idempotencyPlugin } from './plugins/idempotency';
import { jobsPlugin } from './plugins/jobs';
import { mailPlugin } from './plugins/mail';
import { metricsPlugin } from './plugins/metrics';
import { rateLimitPlugin, type RateRules } from './plugins/rate-limit';
import { realtimePlugin } from './plugins/realtime';
import { requestLogPlugin } from './plugins/request-log';
import { redisPlugin } from './plugins/redis';
import { securityPlugin } from './plugins/security';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    appVersion: string;
    /** `draining` turns readiness to 503 while the instance finishes its requests before closing. */
    lifecycle: { draining: boolean };
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
  /** DATA_DIR when the database is the embedded one there: enables `GET /internal/backup`. */
  embeddedDataDir?: string;
  /** Prefix of the Socket.IO Redis channels (tests keep theirs apart); instances of one deployment share it. */
  socketRedisKey?: string;
}

export const APP_VERSION = '1.0.0';

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const requestTimeout = Math.round(config.REQUEST_TIMEOUT_SECONDS * 1000);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    },
    trustProxy: config.TRUST_PROXY,
    // Fastify's own "incoming request"/"request completed" pair is off: plugins/request-log.ts writes one line.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // A client gets REQUEST_TIMEOUT_SECONDS to send its whole request (Fastify's default is no
    // limit): one that trickles or stalls is answered 408 and cut off, so slow senders cannot
    // pile up connections and memory (decision 037). Node checks every few seconds, not at once.
    requestTimeout,
    http: {
      headersTimeout: Math.min(requestTimeout, 60_000),
      connectionsCheckingInterval: Math.min(Math.round(requestTimeout / 4), 5_000),
    },
    clientErrorHandler,
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
  app.decorate('lifecycle', { draining: false });
  app.addHook('preClose', async () => {
    app.lifecycle.draining = true;
  });

  await app.register(requestLogPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { googleEnabled: Boolean(config.GOOGLE_CLIENT_ID) });
  await app.register(apiCacheControlPlugin);
  await app.register(cookie);
  await app.register(docsPlugin);
  await app.register(redisPlugin);
  await app.register(rateLimitPlugin, { rules: options.rateRules });
  await app.register(mailPlugin);
  await app.register(controlCharactersPlugin);
  await app.register(authPlugin);
  await app.register(idempotencyPlugin);
  await app.register(admissionPlugin);
  await app.register(realtimePlugin, { redisKey: options.socketRedisKey });
  await app.register(metricsPlugin);
  await app.register(backupPlugin, { dataDir: options.embeddedDataDir });
  await app.register(databaseUpkeepPlugin);
  await app.register(jobsPlugin);
  await app.register(outreachPlugin);
  await app.register(accountMailPlugin);
  await app.register(identityMailPlugin);
  await app.register(smsPlugin);
  await app.register(plansJobPlugin);
  await app.register(pickupReminderPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(secondFactorRoutes, { prefix: '/auth/second-factor' });
      await api.register(secondFactorAdminRoutes, { prefix: '/users' });
      await api.register(servicesRoutes, { prefix: '/services' });
      await api.register(dormitoriesRoutes, { prefix: '/dormitories' });
      await api.register(slotsRoutes, { prefix: '/slots' });
      await api.register(vouchersRoutes, { prefix: '/vouchers' });
      await api.register(referralsRoutes, { prefix: '/referrals' });
      await api.register(ordersRoutes, { prefix: '/orders' });
      await api.register(orderRatingRoutes, { prefix: '/orders' });
      await api.register(orderWalletRoutes, { prefix: '/orders' });
      await api.register(orderProofsRoutes, { prefix: '/orders' });
      await api.register(garmentKindsRoutes, { prefix: '/garment-kinds' });
      await api.register(floorSettingsRoutes, { prefix: '/floor-settings' });
      await api.register(walletRoutes, { prefix: '/wallet' });
      await api.register(walletAdminRoutes, { prefix: '/users' });
      await api.register(ratingsRoutes, { prefix: '/ratings' });
      await api.register(deliveriesRoutes, { prefix: '/deliveries' });
      await api.register(runSheetsRoutes, { prefix: '/run-sheets' });
      await api.register(paymentsRoutes, { prefix: '/payments' });
      await api.register(plansRoutes, { prefix: '/plans' });
      await api.register(notificationsRoutes, { prefix: '/notifications' });
      await api.register(outreachRoutes, { prefix: '/outreach' });
      await api.register(ticketsRoutes, { prefix: '/tickets' });
      await api.register(reportsRoutes, { prefix: '/reports' });
      await api.register(regulationsRoutes, { prefix: '/regulations' });
      await api.register(statsRoutes, { prefix: '/stats' });
      await api.register(auditRoutes, { prefix: '/audit-events' });
      await api.register(scansRoutes, { prefix: '/scans' });
      await api.register(racksRoutes, { prefix: '/racks' });
      await api.register(orderScansRoutes, { prefix: '/orders' });
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, {
    root: options.webRoot ?? path.join(serverPackageRoot(), '..', 'web', 'dist'),
  });

  // Instances starting together on an empty database would each create the first admin.
  await database.exclusive(async () => {
    await ensureFirstAdmin(app);
    await ensureStartingCatalogue(app);
    await ensureStartingDormitories(app);
    await ensureStartingRegulations(app);
  });
  return app;
}
