// Builds the HTTP application: the API under /api/v4 and /api/v3, and the web app beside it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { registerClientTimestamp } from './middleware/clientTimestamp.ts';
import { registerCompression } from './middleware/compression.ts';
import { registerCors } from './middleware/cors.ts';
import { registerEnvelope } from './middleware/envelope.ts';
import { registerErrorHandler, sendError } from './middleware/errorHandler.ts';
import { registerIdempotency } from './middleware/idempotency.ts';
import { registerInputGuard } from './middleware/inputGuard.ts';
import { registerJsonBody } from './middleware/jsonBody.ts';
import { withRedactedRequests } from './middleware/logRedaction.ts';
import { registerOpenapi } from './middleware/openapi.ts';
import { registerRateLimit } from './middleware/rateLimit.ts';
import { generateRequestId, registerRequestIdHeader } from './middleware/requestId.ts';
import { registerRequestUser } from './middleware/requestUser.ts';
import { buildSerializer, buildValidator } from './middleware/schemaCompilers.ts';
import { registerSecurityHeaders } from './middleware/securityHeaders.ts';
import { registerSiteBlockers } from './middleware/siteBlockers.ts';
import { registerWebApp } from './middleware/webApp.ts';
import { registerEvents } from './plugins/events.ts';
import { registerLiveStreams } from './plugins/liveStreams.ts';
import { registerRetention } from './plugins/retention.ts';
import { API_PREFIXES, apiRoutes } from './routes/api.ts';
import { logoutRoutes } from './routes/logout/logout.ts';
import { dataExportRoutes } from './routes/dataExport/dataExport.ts';
import { paymentRoutes } from './routes/payments/payments.ts';
import { createClock, type Clock } from './services/clock.ts';
import { openLimitStores, type LimitStores } from './services/limits/limitStores.ts';
import { registerWorldBossRewards } from './services/parties/worldBossRewards.ts';
import { registerWebhooks } from './services/webhooks/webhookDispatcher.ts';
import { createMailer, type Mailer } from './services/mailer.ts';
import { systemRandom, type RandomSource } from './services/random.ts';

export interface AppOptions {
  db: Database;
  config: Config;
  /** Fastify logger settings; defaults to pino at `config.logLevel`. Tests pass `false`. */
  logger?: FastifyServerOptions['logger'];
  /** Where every part of the server reads time (default: the system clock). */
  clock?: Clock;
  /** How e-mail leaves (default: SMTP when SMTP_URL is set, else .eml files in the outbox). */
  mailer?: Mailer;
  /** Where chance comes from (crits, drops); default Math.random. */
  random?: RandomSource;
  /** Run the event worker in this app (startServer: EVENT_WORKER); default off (tests). */
  runEventWorker?: boolean;
  /**
   * Where the event worker reads time and sets its timers (default: the system clock, which
   * /debug/jump-time leaves alone). Tests move a fixed one to bring retries due.
   */
  eventClock?: Clock;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    clock: Clock;
    mailer: Mailer;
    random: RandomSource;
    limits: LimitStores;
  }
}

export function buildApp({
  db,
  config,
  logger,
  clock,
  mailer,
  random,
  runEventWorker = false,
  eventClock = createClock(),
}: AppOptions) {
  const app = Fastify({
    logger: withRedactedRequests(logger ?? { level: config.logLevel }),
    bodyLimit: config.bodyLimit,
    // Only the named proxies' X-Forwarded-For is believed; none named, the socket's address counts.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    genReqId: generateRequestId,
    schemaController: { compilersFactory: { buildValidator, buildSerializer } },
    // A malformed URL (bad percent-encoding) is the caller's mistake: our 400, not Fastify's shape.
    frameworkErrors: (error, request, reply) => {
      void sendError(error, request, reply);
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('clock', clock ?? createClock());
  app.decorate('mailer', mailer ?? createMailer(config, app.log));
  app.decorate('random', random ?? systemRandom);
  const limits = openLimitStores(db, config.redisUrl);
  app.decorate('limits', limits);
  app.addHook('onClose', () => limits.close());
  registerEvents(app, { runWorker: runEventWorker, workerOptions: { clock: eventClock } });
  registerRetention(app, { isRunning: runEventWorker, clock: eventClock });
  registerLiveStreams(app);
  registerWorldBossRewards(app);
  registerWebhooks(app);
  registerRequestUser(app);
  registerIdempotency(app);
  registerEnvelope(app, config.appVersion);
  registerRequestIdHeader(app);
  registerSecurityHeaders(app, config);
  registerCors(app);
  registerCompression(app);
  registerJsonBody(app);
  registerRateLimit(app, config.rateLimit);
  registerSiteBlockers(app);
  registerInputGuard(app);
  registerClientTimestamp(app);
  registerErrorHandler(app);
  registerOpenapi(app, config.appVersion);
  for (const prefix of API_PREFIXES) void app.register(apiRoutes, { prefix });
  void app.register(logoutRoutes);
  void app.register(dataExportRoutes);
  void app.register(paymentRoutes);
  registerWebApp(app, config.webDist);
  return app;
}

export type App = ReturnType<typeof buildApp>;
