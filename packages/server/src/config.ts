// The environment, parsed once. Everything configurable lives here.

import { fileURLToPath } from 'node:url';
import { API_TOKEN, AUTH, LIVE_EVENTS, RATE_LIMIT, REPORTS } from '@tuura/domain/limits';
import { z } from 'zod';
import type { S3Settings } from './lib/storage/s3Storage.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === '1' || v === 'true'));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  // Relative to the repository root, whichever workspace started the server.
  DATA_DIR: z.string().default(fileURLToPath(new URL('../../../data', import.meta.url))),
  // Unset or empty: this machine on the port the server listens on (links in emails, cookies).
  PUBLIC_URL: z.union([z.literal(''), z.url()]).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tuura <no-reply@tuura.local>'),
  DEMO_DATA: flag,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(AUTH.sessionIdleMinutesDefault),
  SESSION_ABSOLUTE_MINUTES: z.coerce.number().int().min(1).default(AUTH.sessionAbsoluteMinutesDefault),
  // API requests per client address (decision 130), and the tighter allowance on password, reset
  // and two-factor routes.
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(RATE_LIMIT.requestsPerMinute),
  CREDENTIAL_RATE_LIMIT_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .default(RATE_LIMIT.credentialRequestsPerMinute),
  // Each API token's own allowance (decision 121).
  API_TOKEN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(API_TOKEN.requestsPerMinute),
  // Heavy reports at once in this process, and how many may wait (decision 125).
  REPORTS_AT_ONCE: z.coerce.number().int().min(1).default(REPORTS.atOnce),
  REPORTS_WAITING: z.coerce.number().int().min(0).default(REPORTS.waiting),
  // The notification stream's keep-alive comment: under the idle timeout of any proxy in front.
  LIVE_HEARTBEAT_MS: z.coerce.number().int().min(10).default(LIVE_EVENTS.heartbeatMs),
  // Off unless set: the proxies (addresses or CIDRs, comma-separated) whose X-Forwarded-* we believe.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]))),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  // Keys of the sensitive fields' encryption at rest, `id:base64key` comma-separated: the first
  // encrypts, all decrypt. Unset: one key generated into DATA_DIR (docs/decisions/103).
  DATA_ENCRYPTION_KEYS: z.string().optional(),
  // The bench's own routes (floors, SQL capture); never in production (docs/decisions/091).
  BENCH_ROUTES: flag,
  // Each response checked against its contract by zod as well as written (the tests; decision 149).
  RESPONSE_CHECK: flag,
  // File contents in an S3-compatible store when S3_BUCKET is set; else DATA_DIR/files (decision 109).
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.union([z.literal(''), z.url()]).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: flag,
  S3_PREFIX: z.string().default(''),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  publicUrl: URL;
  smtpUrl: string | undefined;
  mailFrom: string;
  demoData: boolean | undefined;
  sessionIdleMinutes: number;
  sessionAbsoluteMinutes: number;
  rateLimitPerMinute: number;
  credentialRateLimitPerMinute: number;
  apiTokenRateLimitPerMinute: number;
  /** Heavy reports: slots, queue and the Retry-After of a refusal (decision 125). */
  reports: { atOnce: number; waiting: number; retryAfterSeconds: number };
  /** How often an open notification stream sends a comment and checks its session (decision 114). */
  liveHeartbeatMs: number;
  /** Proxy addresses/CIDRs whose forwarded headers are believed; empty: none. */
  trustProxy: string[];
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  webDist: string | undefined;
  /** `id:base64key` list of the data encryption keys; undefined: the key file in dataDir. */
  dataEncryptionKeys: string | undefined;
  /** Registers /api/bench/* (floor routes and SQL capture) for the bench runner; off by default. */
  benchRoutes: boolean;
  /** zod checks every response against its contract too (tests and journeys; decision 149). */
  checkResponses: boolean;
  /** The S3-compatible store of file contents; undefined: the local disk under dataDir. */
  s3: S3Settings | undefined;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL || undefined,
    dataDir: e.DATA_DIR,
    publicUrl: new URL(e.PUBLIC_URL || `http://localhost:${e.PORT}`),
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    demoData: e.DEMO_DATA,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteMinutes: e.SESSION_ABSOLUTE_MINUTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    credentialRateLimitPerMinute: e.CREDENTIAL_RATE_LIMIT_PER_MINUTE,
    apiTokenRateLimitPerMinute: e.API_TOKEN_RATE_LIMIT_PER_MINUTE,
    reports: {
      atOnce: e.REPORTS_AT_ONCE,
      waiting: e.REPORTS_WAITING,
      retryAfterSeconds: REPORTS.retryAfterSeconds,
    },
    liveHeartbeatMs: e.LIVE_HEARTBEAT_MS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    benchRoutes: e.BENCH_ROUTES ?? false,
    checkResponses: e.RESPONSE_CHECK ?? false,
    dataEncryptionKeys: e.DATA_ENCRYPTION_KEYS || undefined,
    s3: s3SettingsOf(e),
  };
}

function s3SettingsOf(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY)
    throw new Error('Invalid configuration:\n  S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT || undefined,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    prefix: e.S3_PREFIX,
  };
}
