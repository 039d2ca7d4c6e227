// A real app on a real database for one test file: PGlite cloned from the migrated, seeded
// template, or a fresh PostgreSQL database created from the template database.
import { randomUUID } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openPglite, openPostgres } from '../../src/db/client.ts';
import { guestUsers, users } from '../../src/db/schema/index.ts';
import type { Mailer } from '../../src/lib/mailer.ts';
import { createSession, SESSION_COOKIE } from '../../src/modules/auth/sessions.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/demo.ts';
import { databaseUrlFor } from './globalSetup.ts';

/** The data encryption key of every test app (a fixed one: test databases are thrown away). */
export const TEST_DATA_KEYS = 'test:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };
export type Role = 'anonymous' | 'worker' | 'guest' | 'reader' | 'admin';
type SessionOwner = Parameters<typeof createSession>[1];

async function openTestDatabase(): Promise<Database & { url?: string }> {
  const template = inject('pgTemplate');
  const base = process.env.TEST_DATABASE_URL;
  if (template && base) {
    const name = `tuura_t_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    const url = databaseUrlFor(base, name);
    const database = openPostgres(url, 4);
    return {
      ...database,
      url,
      close: async () => {
        await database.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }
  const templateDir = inject('pgliteTemplateDir');
  const dir = join(dirname(templateDir), randomUUID());
  cpSync(templateDir, dir, { recursive: true });
  const database = openPglite({ dataDir: dir });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    mailer?: Mailer;
    /** Extra routes registered before the app is ready (a probe contract, for example). */
    beforeReady?: (app: FastifyInstance) => void;
    /** On PostgreSQL, live events through LISTEN/NOTIFY as with DATABASE_URL (decision 114). */
    postgresEvents?: boolean;
    /** Rate-limit counters in the database (decision 130); default: on PostgreSQL, as with DATABASE_URL. */
    sharedRateLimit?: boolean;
    /** Where the app's log lines go, at level debug (JSON, one a line); none without it. */
    logStream?: { write: (line: string) => void };
  } = {},
) {
  const database = await openTestDatabase();
  const config = loadConfig({
    // With DATABASE_URL the keys must be given (decision 128); every test app uses this one.
    DATA_ENCRYPTION_KEYS: TEST_DATA_KEYS,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    CREDENTIAL_RATE_LIMIT_PER_MINUTE: '1000000',
    API_TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
    RESPONSE_CHECK: '1',
    ...(opts.postgresEvents && database.url && { DATABASE_URL: database.url }),
    ...opts.env,
  });
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  const app: FastifyInstance = await buildApp({
    config,
    db: database.db,
    clock,
    logger: opts.logStream ? { level: 'debug', stream: opts.logStream } : false,
    mailer: opts.mailer,
    sharedRateLimit: opts.sharedRateLimit ?? database.kind === 'postgres',
  });
  opts.beforeReady?.(app);
  await app.ready();
  const db = database.db;

  /** A session cookie for any user or guest user, made directly (no argon2 per test). */
  async function sessionAs(owner: SessionOwner): Promise<string> {
    return `${SESSION_COOKIE}=${await createSession({ db, config, clock }, owner)}`;
  }

  /** A demo account's user row (its id, organisation and permissions). */
  async function demoUser(role: Exclude<keyof typeof DEMO_ACCOUNTS, 'guest'>) {
    const [u] = await db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS[role]));
    if (!u) throw new Error(`demo ${role} missing`);
    return u;
  }

  /** A session cookie for a demo account. */
  async function sessionFor(role: Exclude<Role, 'anonymous'>): Promise<string> {
    if (role === 'guest') {
      const [g] = await db.select().from(guestUsers).where(eq(guestUsers.email, DEMO_ACCOUNTS.guest));
      if (!g) throw new Error('demo guest missing');
      return sessionAs({ organizationId: g.organizationId, guestUserId: g.id });
    }
    const u = await demoUser(role);
    return sessionAs({ organizationId: u.organizationId, userId: u.id });
  }

  return {
    app,
    db,
    config,
    kind: database.kind,
    /** The PostgreSQL database's address; undefined on PGlite. */
    databaseUrl: database.url,
    clock: { advance: (ms: number) => (offsetMs += ms), now: clock },
    sessionAs,
    sessionFor,
    demoUser,
    /** Logs in through the API and returns the response and its cookie header value. */
    async login(email: string, password = DEMO_PASSWORD, extra: Record<string, string> = {}) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password, ...extra },
      });
      return { res, cookie: cookieFrom(res) };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export function cookieFrom(res: LightMyRequestResponse): string | undefined {
  const c = res.cookies.find((x) => x.name === SESSION_COOKIE && x.value);
  return c ? `${SESSION_COOKIE}=${c.value}` : undefined;
}
