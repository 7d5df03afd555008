import type { Server } from 'node:http';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@ftown/domain/api/envelope';
import auditContextPlugin from './audit/audit-context.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { createAuditService } from './audit/audit.service.ts';
import { createAuthService } from './auth/auth.service.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { createHandoffService } from './auth/handoff.service.ts';
import { parkDemoRoutes } from './auth/park-demo.routes.ts';
import { parkEntryUrls, parkSystemsOf, storedSecretName, unconfiguredSecrets } from './auth/park-systems.ts';
import { storedSecret } from './auth/stored-secrets.ts';
import { createQrLoginService } from './auth/qr-login.service.ts';
import { signInRoutes } from './auth/sign-in.routes.ts';
import { createSwitchService } from './auth/switch.service.ts';
import { type SmsTransport, smsTransportOf } from './auth/sms-transport.ts';
import { startSmsNoticeSender } from './workflow/sms-notices.ts';
import { type Clock, systemClock } from './clock.ts';
import { type Config, trustProxyOf } from './config.ts';
import type { DbTarget } from './db/database.ts';
import { refuseMultipartWithoutBoundary } from './files/multipart-boundary.ts';
import { uploadsPlugin } from './files/uploads.ts';
import { healthRoutes } from './health/health.routes.ts';
import { expiredRowsPlugin } from './maintenance/expired-rows.ts';
import authPlugin from './plugins/auth.ts';
import dbPlugin from './plugins/db.ts';
import errorsPlugin from './plugins/errors.ts';
import { connectionOptions } from './shutdown.ts';
import notifyPlugin from './plugins/notify.ts';
import metricsPlugin from './plugins/metrics.ts';
import openapiPlugin from './plugins/openapi.ts';
import requestIdPlugin, { requestIdOf } from './plugins/request-id.ts';
import { loggerOptions } from './plugins/logging.ts';
import securityHeadersPlugin, { frameSourcesOf } from './plugins/security-headers.ts';
import staticPlugin from './plugins/static.ts';
import { seedDemo } from './seed/demo-seed.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { createApplicationsService } from './applications/applications.service.ts';
import { startListCache } from './applications/list-cache.ts';
import { describeSections } from './applications/section-docs.ts';
import { registerRoutes } from './register/register.routes.ts';
import { presenceRoutes } from './review/presence.routes.ts';
import { createPresenceService } from './review/presence.service.ts';
import { reviewRoutes } from './review/review.routes.ts';
import { createReviewService } from './review/review.service.ts';
import { createRegisterService } from './register/register.service.ts';
import { accountRoutes } from './account/account.routes.ts';
import { administrationRoutes } from './administration/administration.routes.ts';
import { createAdministrationService } from './administration/administration.service.ts';
import { createAccountService } from './account/account.service.ts';
import { partnersRoutes } from './partners/partners.routes.ts';
import { createPartnersService } from './partners/partners.service.ts';
import { taxRoutes } from './tax/tax.routes.ts';
import { createTaxService } from './tax/tax.service.ts';
import { enterprisesRoutes } from './enterprises/enterprises.routes.ts';
import { createEnterprisesService } from './enterprises/enterprises.service.ts';
import { settleInRegister } from './enterprises/settle.ts';
import { createWorkflowWriter } from './workflow/workflow-writer.ts';
import { createClockSettings } from './workflow/clock-settings.ts';
import { createTimeLimitsService } from './time-limits/time-limits.service.ts';
import { timeLimitsRoutes } from './time-limits/time-limits.routes.ts';
import { startClockNoticeScheduler } from './time-limits/clock-notices.ts';
import { homeRoutes } from './home/home.routes.ts';
import { createHomeService } from './home/home.service.ts';
import { liveRoutes } from './live/live.routes.ts';
import { createLiveService } from './live/live.service.ts';
import { createStreamTickets } from './live/stream-tickets.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { createMessagesService } from './messages/messages.service.ts';
import { safeTextValidatorCompiler } from './validator.ts';

export type AppOptions = {
  config: Config;
  /** Defaults to DATABASE_URL when set, else PGlite files in DATA_DIR. */
  dbTarget?: DbTarget;
  clock?: Clock;
  /** Defaults to the one SMS_PROVIDER names (the log transport unless configured). */
  smsTransport?: SmsTransport;
  /** Seed the demo data into an empty database (default: outside production). Production never seeds. */
  seed?: boolean;
};

export const dbTargetOf = (config: Config): DbTarget =>
  config.DATABASE_URL ? { kind: 'postgres', url: config.DATABASE_URL } : { kind: 'pglite', dataDir: config.DATA_DIR };

/** Everything the server does, as one plugin; plugins are registered here in order, nothing is autoloaded. */
export const appPlugin = fp(async (app: FastifyInstance, opts: AppOptions) => {
  const { config } = opts;
  const clock = opts.clock ?? systemClock;

  app.setValidatorCompiler(safeTextValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(requestIdPlugin);
  await app.register(auditContextPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { frameSources: frameSourcesOf(parkEntryUrls(config)) });
  // Before any route, whose onSend it hooks. Replies under 1 KiB go as they are (the headers would cost more
  // than they save); event streams are hijacked and never pass through it. Request bodies stay as sent: nothing
  // the portal's clients send is compressed, and accepting it would only add a way to inflate a body.
  // Brotli at quality 1 (issue 15): a 6 KB application read took 200 µs at the plugin's default of 4 and takes
  // 60 µs, for about 10 % more bytes; under the submit-and-read bench, compression was 11 % of the server's CPU.
  // The build's files are compressed once, at the highest quality (web/build/precompress.ts).
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
    globalDecompression: false,
  });
  app.addHook('preValidation', refuseMultipartWithoutBoundary);
  await app.register(dbPlugin, { target: opts.dbTarget ?? dbTargetOf(config) });
  await app.register(notifyPlugin);
  await app.register(authPlugin, { clock, idleMinutes: config.TOKEN_IDLE_MINUTES });
  await app.register(openapiPlugin, { mode: config.OPENAPI_DOCS, describe: describeSections });
  const live = createLiveService({
    db: app.db,
    notify: app.notify,
    sessions: app.sessions,
    clock,
    log: app.log,
    heartbeatMs: config.LIVE_HEARTBEAT_SECONDS * 1000,
  });
  const lists = await startListCache({ notify: app.notify, log: app.log });
  app.addHook('onClose', lists.stop);
  // Before every route, whose replies its onResponse hook counts.
  await app.register(metricsPlugin, {
    NODE_ENV: config.NODE_ENV,
    METRICS_TOKEN: config.METRICS_TOKEN,
    openStreams: live.openStreams,
    lists: lists.cache,
    database: app.database,
  });
  await app.register(expiredRowsPlugin, { clock, auditRetentionDays: config.AUDIT_RETENTION_DAYS });
  await app.register(uploadsPlugin, { maxFileBytes: config.ATTACHMENT_MAX_BYTES, perUser: config.UPLOADS_PER_USER, total: config.UPLOADS_TOTAL });

  if (config.NODE_ENV !== 'production' && (opts.seed ?? true)) {
    if (await seedDemo(app.db, clock)) app.log.info('seeded the demo accounts into an empty database');
  }

  // The dev outbox shows codes to anyone who asks: only a developer's own server, whose codes go to its log.
  const devOutbox = config.NODE_ENV === 'development' && config.SMS_PROVIDER === 'log' && opts.smsTransport === undefined;
  const sms = opts.smsTransport ?? smsTransportOf(config, app.log);
  const smsNotices = await startSmsNoticeSender({ db: app.db, notify: app.notify, sms, clock, log: app.log });
  app.addHook('onClose', smsNotices.stop);
  const authService = createAuthService({
    db: app.db,
    clock,
    sms,
    outbox: devOutbox ? new Map() : null,
    evictSessions: (sessionIds) => app.evictSessions({ sessionIds }),
    absoluteHours: config.TOKEN_ABSOLUTE_HOURS,
    limits: {
      smsPerClientPerHour: config.SMS_PER_CLIENT_PER_HOUR,
      smsPerHour: config.SMS_PER_HOUR,
      passwordFailuresPerClient: config.PASSWORD_FAILURES_PER_CLIENT,
    },
  });

  await app.register(healthRoutes);
  await app.register(healthRoutes, { prefix: API_BASE });
  await app.register(authRoutes, {
    prefix: API_BASE,
    service: authService,
    devOutbox,
  });
  const storedSecrets = Object.fromEntries(
    await Promise.all(unconfiguredSecrets(config).map(async (s) => [s, await storedSecret(app.db, clock, storedSecretName(s))])),
  );
  const parkSystems = parkSystemsOf(config, storedSecrets);
  const sessionDeps = {
    db: app.db,
    clock,
    absoluteHours: config.TOKEN_ABSOLUTE_HOURS,
    evictSessions: (sessionIds: number[]) => app.evictSessions({ sessionIds }),
  };
  await app.register(signInRoutes, {
    prefix: API_BASE,
    qr: createQrLoginService(sessionDeps),
    handoff: createHandoffService({ ...sessionDeps, systems: parkSystems }),
    switching: createSwitchService(sessionDeps),
  });
  await app.register(parkDemoRoutes, { systems: parkSystems, clock });
  await app.register(taxRoutes, { prefix: API_BASE, service: createTaxService({ db: app.db, clock }) });
  await app.register(homeRoutes, { prefix: API_BASE, service: createHomeService({ db: app.db, clock }) });
  await app.register(enterprisesRoutes, { prefix: API_BASE, service: createEnterprisesService({ db: app.db, clock }) });
  await app.register(accountRoutes, {
    prefix: API_BASE,
    service: createAccountService({
      db: app.db,
      clock,
      verifySmsCode: authService.checkSmsCode,
      evictSessions: (payload) => app.evictSessions(payload),
    }),
  });
  await app.register(administrationRoutes, {
    prefix: API_BASE,
    service: createAdministrationService({ db: app.db, clock, evictSessions: (payload) => app.evictSessions(payload) }),
  });
  await app.register(partnersRoutes, {
    prefix: API_BASE,
    service: createPartnersService({ db: app.db, clock }),
  });
  const clockSettings = createClockSettings();
  const workflow = createWorkflowWriter({ notify: app.notify, settleInRegister, clockSettings });
  const timeLimits = createTimeLimitsService({ db: app.db, clock, settings: clockSettings, notify: app.notify });
  await timeLimits.scheduleMissing();
  const clockNotices = await startClockNoticeScheduler({ db: app.db, notify: app.notify, clock, settings: clockSettings, log: app.log });
  app.addHook('onClose', clockNotices.stop);
  await app.register(timeLimitsRoutes, { prefix: API_BASE, service: timeLimits });
  await app.register(applicationsRoutes, {
    prefix: API_BASE,
    service: createApplicationsService({
      db: app.db,
      clock,
      maxAttachmentBytes: config.ATTACHMENT_MAX_BYTES,
      notify: app.notify,
      workflow,
      lists: lists.cache,
      evictUsers: (userIds) => app.evictSessions({ userIds }),
    }),
  });
  await app.register(registerRoutes, { prefix: API_BASE, service: createRegisterService({ db: app.db, clock }) });
  await app.register(reviewRoutes, {
    prefix: API_BASE,
    service: createReviewService({ db: app.db, clock, notify: app.notify, maxAttachmentBytes: config.ATTACHMENT_MAX_BYTES, workflow }),
  });
  await app.register(presenceRoutes, { prefix: API_BASE, service: createPresenceService({ db: app.db, clock, notify: app.notify }) });
  await app.register(auditRoutes, { prefix: API_BASE, service: createAuditService({ db: app.db, clock }) });
  await app.register(messagesRoutes, { prefix: API_BASE, service: createMessagesService({ db: app.db, notify: app.notify }) });

  await app.register(liveRoutes, {
    prefix: API_BASE,
    service: live,
    tickets: createStreamTickets({ db: app.db, clock }),
  });

  await app.register(staticPlugin, { webDist: config.WEB_DIST });
});

export const fastifyOptions = (config: Config): FastifyHttpOptions<Server> => ({
  bodyLimit: config.BODY_LIMIT,
  logger: loggerOptions(config),
  genReqId: requestIdOf,
  ...connectionOptions(config),
  // X-Forwarded-For names the client only when it comes from a configured proxy: anyone can send the header.
  trustProxy: trustProxyOf(config.TRUST_PROXY),
  routerOptions: { ignoreTrailingSlash: true },
  // Opening PGlite (WASM) and hashing the demo passwords can take more than the default 10 s on a busy machine.
  pluginTimeout: 120_000,
});

/** Builds a ready app (database open and migrated, seeded unless told not to); used by main, tests and benchmarks. */
export const buildApp = async (
  options: AppOptions,
  serverOptions: FastifyHttpOptions<Server> = fastifyOptions(options.config),
): Promise<FastifyInstance> => {
  const app = Fastify(serverOptions).withTypeProvider<ZodTypeProvider>();
  try {
    await app.register(appPlugin, options);
    await app.ready();
  } catch (error) {
    await app.close().catch(() => {});
    throw error;
  }
  return app;
};
