// buildApp(config, database) → a ready-to-listen Fastify instance. Never listens itself.
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Deps } from './context.ts';
import type { Db } from './db/client.ts';
import { bindEventBus } from './lib/events/afterCommit.ts';
import { createLocalBus, type EventBus } from './lib/events/bus.ts';
import { createPostgresBus } from './lib/events/postgresBus.ts';
import { Gate } from './lib/gate.ts';
import { type Job, startJobs } from './lib/jobs.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { deleteStaleCounters, RateLimitLeases, sharedRateLimitStore } from './lib/rateLimitStore.ts';
import { runDueAlerts } from './modules/alerts/job.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { apiTokenRoutes } from './modules/apiTokens/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { deleteStaleTries } from './modules/auth/bruteForce.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { authConsumerRoutes } from './modules/authConsumers/routes.ts';
import { benchRoutes } from './modules/bench/routes.ts';
import type { SqlCapture } from './modules/bench/service.ts';
import { billRoutes } from './modules/bills/routes.ts';
import { businessRoutes } from './modules/business/routes.ts';
import { cancellationRoutes } from './modules/cancellations/routes.ts';
import { customerRoutes } from './modules/customers/routes.ts';
import { departmentRoutes } from './modules/departments/routes.ts';
import { drainEmailQueue } from './modules/emails/queue.ts';
import { emailRoutes } from './modules/emails/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { filterRoutes } from './modules/filters/routes.ts';
import { groupRoutes } from './modules/groups/routes.ts';
import { guestUserRoutes } from './modules/guestUsers/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { holidayRoutes } from './modules/holidays/routes.ts';
import { instructionRoutes } from './modules/instructions/routes.ts';
import { noteRoutes } from './modules/notes/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { deleteExpiredEntries } from './modules/oidc/adapter.ts';
import { oidcRoutes } from './modules/oidc/routes.ts';
import { organizationRoutes } from './modules/organization/routes.ts';
import { adminOverlapRoutes } from './modules/overlaps/routes.ts';
import { personalDataRoutes } from './modules/personalData/routes.ts';
import { runRetentionPurge } from './modules/personalData/service.ts';
import { pollRoutes } from './modules/polls/routes.ts';
import { presetRoutes } from './modules/presets/routes.ts';
import { salaryRoutes } from './modules/salaries/routes.ts';
import { adminShiftRoutes } from './modules/shifts/adminRoutes.ts';
import { shiftMarketRoutes } from './modules/shifts/marketRoutes.ts';
import { workerShiftRoutes } from './modules/shifts/routes.ts';
import { skillRoutes } from './modules/skills/routes.ts';
import { suggestionRoutes } from './modules/suggestions/routes.ts';
import { adminTemplateRoutes } from './modules/templates/adminRoutes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { userAdminRoutes } from './modules/users/adminRoutes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { placeholderPage } from './placeholder.ts';
import { delegatedAuditPlugin } from './plugins/delegatedAudit.ts';
import { withContractExtras } from './plugins/documentExtras.ts';
import { earlyAnswerPlugin } from './plugins/earlyAnswer.ts';
import { clientError, errorsPlugin, frameworkError } from './plugins/errors.ts';
import { guardPlugin } from './plugins/guard.ts';
import { recordMethods } from './plugins/methods.ts';
import { originPlugin } from './plugins/origin.ts';
import { refusalAuditPlugin } from './plugins/refusalAudit.ts';
import { recordRoutes } from './plugins/routes.ts';
import { securityPlugin } from './plugins/security.ts';
import { responseSerializer } from './plugins/serialization.ts';
import { sessionPlugin } from './plugins/session.ts';
import { validatorCompiler } from './plugins/validation.ts';

export type BuildOptions = {
  config: Config;
  db: Db;
  clock?: () => Date;
  mailer?: Mailer;
  /** Pino logger options; tests pass false. */
  logger?: boolean | object;
  /** The database's statement capture, switched by the bench routes (config.benchRoutes). */
  sqlCapture?: SqlCapture;
  /** The live events' bus; default: PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in-process. */
  events?: EventBus;
  /**
   * Runs the scheduled jobs (mass-email queue, alerts) while the app is up. Default: on, except
   * under Vitest, whose tests run a job's tick themselves with their own clock.
   */
  jobs?: boolean;
  /**
   * Rate-limit counters in the database, shared by every process on it (decision 130). Default:
   * with DATABASE_URL; the embedded single-process database counts in memory.
   */
  sharedRateLimit?: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events (decision 114): notifications and badge changes for the open streams. */
    events: EventBus;
  }
}

/** Work that outlives a request, each tick claiming its rows with SKIP LOCKED (lib/jobs.ts). */
export const JOBS: readonly Job[] = [
  { name: 'emails', intervalMs: 2_000, tick: (deps) => drainEmailQueue(deps, 5_000) },
  { name: 'alerts', intervalMs: 60_000, tick: runDueAlerts },
  { name: 'oidc-entries', intervalMs: 15 * 60_000, tick: deleteExpiredEntries },
  // Once a night across processes (the job's row is locked, decision 135).
  { name: 'retention', intervalMs: 15 * 60_000, tick: runRetentionPurge },
  { name: 'rate-limit-counters', intervalMs: 15 * 60_000, tick: deleteStaleCounters },
  { name: 'login-attempts', intervalMs: 15 * 60_000, tick: deleteStaleTries },
];

/**
 * Never logged, wherever an object carrying them is logged (decision 103): credentials and the
 * users' sensitive fields. Request bodies are not logged at all; this catches what a log call adds.
 */
export const LOG_REDACT = {
  paths: [
    'req.headers.cookie',
    'req.headers.authorization',
    'res.headers["set-cookie"]',
    '*.password',
    '*.nationalId',
    '*.bankAccount',
    '*.salaryValue',
    '*.*.nationalId',
    '*.*.bankAccount',
    '*.*.salaryValue',
    '*.*.*.nationalId',
    '*.*.*.bankAccount',
    '*.*.*.salaryValue',
  ],
  censor: '[redacted]',
};

const API_MODULES = [
  healthRoutes,
  authRoutes,
  organizationRoutes,
  notificationRoutes,
  userRoutes,
  userAdminRoutes,
  personalDataRoutes,
  presetRoutes,
  workerShiftRoutes,
  adminShiftRoutes,
  adminOverlapRoutes,
  shiftMarketRoutes,
  templateRoutes,
  adminTemplateRoutes,
  customerRoutes,
  departmentRoutes,
  filterRoutes,
  cancellationRoutes,
  suggestionRoutes,
  groupRoutes,
  skillRoutes,
  guestUserRoutes,
  fileRoutes,
  noteRoutes,
  holidayRoutes,
  instructionRoutes,
  pollRoutes,
  alertRoutes,
  emailRoutes,
  billRoutes,
  salaryRoutes,
  businessRoutes,
  apiTokenRoutes,
  authConsumerRoutes,
  oidcRoutes,
  auditRoutes,
];

export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? { level: opts.config.logLevel, redact: LOG_REDACT },
    // Forwarded headers count only from the proxies TRUST_PROXY names; otherwise anyone could
    // pick their own address (and a fresh rate-limit allowance) with X-Forwarded-For.
    trustProxy: opts.config.trustProxy.length > 0 ? opts.config.trustProxy : false,
    // A malformed URL answers in the one error shape, not Fastify's own body.
    frameworkErrors: frameworkError,
    // Bytes Node's HTTP parser refuses (a bad header) answer in the same shape, with a key.
    clientErrorHandler: clientError,
    // Hostile JSON: `__proto__` and `constructor.prototype` keys are refused with a 400.
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(opts.config));

  const clock = opts.clock ?? (() => new Date());
  const mailer =
    opts.mailer ??
    createMailer({ db: opts.db, smtpUrl: opts.config.smtpUrl, from: opts.config.mailFrom, log: app.log });
  const deps: Deps = { db: opts.db, config: opts.config, mailer, clock, log: app.log };
  app.decorate('deps', deps);
  app.decorate('reportGate', new Gate(opts.config.reports.atOnce, opts.config.reports.waiting));
  // A second server process on the same PostgreSQL hears what this one publishes, and back.
  const events =
    opts.events ??
    (opts.config.databaseUrl ? await createPostgresBus(opts.config.databaseUrl, app.log) : createLocalBus());
  app.decorate('events', events);
  const unbind = bindEventBus(opts.db, events);
  app.addHook('onClose', async () => {
    unbind();
    await events.close();
  });
  recordRoutes(app);
  recordMethods(app);

  await app.register(errorsPlugin);
  await app.register(earlyAnswerPlugin);
  // The limiter's hook is added by the session plugin, right after the caller is known (an API
  // token has its own allowance, decision 121) and before the origin check and the guard, so
  // requests they refuse (401/403) and unknown API paths count too. `global: false`: not a
  // per-route hook, which would run after every app-wide one.
  const leases =
    (opts.sharedRateLimit ?? Boolean(opts.config.databaseUrl)) ? new RateLimitLeases(opts.db) : null;
  if (leases) app.addHook('onClose', () => leases.close());
  await app.register(rateLimit, {
    global: false,
    max: opts.config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(leases && { store: sharedRateLimitStore(leases) }),
  });
  await app.register(securityPlugin);
  // Before any route: it adds its onSend to each route as it is declared. Answers that already
  // carry a Content-Encoding (the web build's precompressed files) pass through untouched.
  await app.register(compress, { threshold: COMPRESS_ABOVE_BYTES, encodings: ['br', 'gzip'] });
  await app.register(sessionPlugin);
  await app.register(originPlugin);
  await app.register(guardPlugin);
  await app.register(delegatedAuditPlugin);
  await app.register(refusalAuditPlugin);

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Tuura API',
        description: 'Staffing and shift management for healthcare work',
        version: '0.1.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API is where the document is served, whatever the public address.
      servers: [{ url: '/', description: 'The server this document comes from' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'tuura_sid' },
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API token from /admin/integrations (`tuura_…`): admin operations within its scope that list this scheme',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Upload bodies and required headers the zod schemas do not carry (decision 131).
    transformObject: (documents) =>
      withContractExtras(
        'openapiObject' in documents ? documents.openapiObject : documents.swaggerObject,
        app.routeTable.map((r) => r.contract),
      ),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  for (const module of API_MODULES) await app.register(module);
  if (opts.config.benchRoutes) await app.register(benchRoutes(opts.sqlCapture));

  await registerWeb(app, opts.config);
  if (opts.jobs ?? !process.env.VITEST) {
    let runner: ReturnType<typeof startJobs> | undefined;
    app.addHook('onReady', async () => {
      runner = startJobs(deps, JOBS);
    });
    app.addHook('onClose', async () => runner?.stop());
  }
  return app;
}

/** Smaller answers gain less from compression than it costs (a packet holds about 1.4 KB). */
const COMPRESS_ABOVE_BYTES = 1024;
/** Files under assets/ have their content's hash in their name: a new build means a new name. */
const HASHED_ASSETS_CACHE = 'public, max-age=31536000, immutable';
/** index.html, the service worker, the manifest, robots.txt: asked again at every use (304). */
const REVALIDATE = 'no-cache';

/** The built web app when there is one; otherwise a small page pointing at the API. */
async function registerWeb(app: FastifyInstance, config: Config) {
  const dist = config.webDist ?? new URL('../../web/dist', import.meta.url).pathname;
  if (existsSync(`${dist}/index.html`)) {
    const hashedAssets = join(dist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      // The build writes .br and .gz beside each file (packages/web/build/precompress.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) =>
        reply.header('cache-control', path.startsWith(hashedAssets) ? HASHED_ASSETS_CACHE : REVALIDATE),
    });
    // Client routes get the app; a missing asset (an old build's chunk) a 404, not HTML as JS.
    app.get('/*', { schema: { hide: true } }, (req, reply) =>
      req.url.startsWith('/api/') || req.url.startsWith('/assets/') || req.url.startsWith('/oidc/')
        ? reply.callNotFound()
        : reply.sendFile('index.html'),
    );
    return;
  }
  app.get('/', { schema: { hide: true } }, (_, reply) => reply.type('text/html').send(placeholderPage));
}
