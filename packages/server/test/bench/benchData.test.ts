// The bench's data generator (bench/data, decision 090) at its tiny scale, so it cannot rot:
// whatever the schema becomes, generated data must still load, log in and read like real data.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../../../bench/data/generate.ts';
import { BENCH_PASSWORD, PROBES } from '../../../../bench/data/probes.ts';
import { OPEN_SHARE, SCALES } from '../../../../bench/data/scales.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, type DbOrTx, openPglite, openPostgres } from '../../src/db/client.ts';
import { GLOBAL_TABLES } from '../../src/db/globalTables.ts';
import { migrate } from '../../src/db/migrate.ts';
import { cookieFrom } from '../support/app.ts';
import { tenantKeyViolations } from '../support/catalog.ts';
import { databaseUrlFor } from '../support/globalSetup.ts';

/** An empty, migrated database on the driver the tests use (PostgreSQL with TEST_DATABASE_URL). */
async function openEmptyDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = openPglite();
    await migrate(database);
    return { database, close: () => database.close() };
  }
  const name = `tuura_bd_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = openPostgres(databaseUrlFor(base, name), 2);
  await migrate(database);
  return {
    database,
    async close() {
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

const rows = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every constraint and index definition of the public tables: what the migrations made. */
const schemaShape = (db: DbOrTx) =>
  rows<{ d: string }>(
    db,
    sql`select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) as d from pg_constraint
        where connamespace = 'public'::regnamespace
      union all select indexdef from pg_indexes where schemaname = 'public' order by 1`,
  );

/** md5 over every generated row (ids included; password hashes left out: argon2 salts them). */
const checksum = async (db: DbOrTx) => {
  const tables = ['organizations', 'users', 'guest_users', 'account_emails', 'customers', 'departments'];
  tables.push('templates', 'shifts', 'suggestions', 'notifications');
  tables.push('polls', 'poll_choices', 'poll_users', 'poll_votes');
  const parts = [];
  for (const t of tables) {
    const [row] = await rows<{ sum: string }>(
      db,
      sql`select md5(string_agg((to_jsonb(r) - 'password_hash')::text, '|' order by r::text)) as sum from ${sql.identifier(t)} r`,
    );
    parts.push(`${t}:${row?.sum}`);
  }
  return parts;
};

const scale = SCALES.tiny;
// A fixed moment, so every draw (which depends on the time only through past or future) is the
// same on every run; the night Finland's clocks go forward, to hold the no-overlap rule to it.
const now = new Date('2026-03-29T00:30:00Z');
let first: Awaited<ReturnType<typeof openEmptyDatabase>>;
let second: Awaited<ReturnType<typeof openEmptyDatabase>>;
let migratedShape: { d: string }[];
let app: FastifyInstance;
/** Taken before the API runs: a login writes to its user's row. */
let sums: string[][];

beforeAll(async () => {
  [first, second] = await Promise.all([openEmptyDatabase(), openEmptyDatabase()]);
  migratedShape = await schemaShape(second.database.db);
  await generate(first.database, { scale: 'tiny', seed: 7, now });
  await generate(second.database, { scale: 'tiny', seed: 7, now });
  sums = [await checksum(first.database.db), await checksum(second.database.db)];
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  app = await buildApp({ config, db: first.database.db, logger: false });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app?.close();
  await first?.close();
  await second?.close();
});

const login = async (email: string, guest = false) => {
  const res = await app.inject({
    method: 'POST',
    url: guest ? '/api/auth/guest-user/login' : '/api/auth/login',
    payload: { email, password: BENCH_PASSWORD },
  });
  return { status: res.statusCode, cookie: cookieFrom(res) };
};

describe('bench data at the tiny scale', () => {
  it('puts in two organisations with the configured numbers of rows', async () => {
    const db = first.database.db;
    const counts = await rows<Record<string, number>>(
      db,
      sql`select o.name,
        (select count(*)::int from users u where u.organization_id = o.id) as users,
        (select count(*)::int from guest_users g where g.organization_id = o.id) as guests,
        (select count(*)::int from account_emails e where e.organization_id = o.id) as emails,
        (select count(*)::int from customers c where c.organization_id = o.id) as customers,
        (select count(*)::int from departments d where d.organization_id = o.id) as departments,
        (select count(*)::int from templates t where t.organization_id = o.id) as templates,
        (select count(*)::int from shifts s where s.organization_id = o.id) as shifts,
        (select count(*)::int from shifts s where s.organization_id = o.id and s.worker_id is null) as open,
        (select count(*)::int from suggestions q where q.organization_id = o.id) as requests
      from organizations o order by o.created_at, o.name`,
    );
    expect(counts).toHaveLength(2);
    const byOrg = scale.orgs.map((shape) => {
      const users = shape.workers + shape.admins;
      return {
        users,
        guests: 1,
        emails: users + 1,
        customers: shape.customers,
        departments: shape.departments,
        templates: 4 * shape.departments,
        shifts: shape.shifts,
        open: Math.round(shape.shifts * OPEN_SHARE),
      };
    });
    const [one, two] = counts;
    expect(one).toMatchObject({ name: 'Lääkärivälitys Penkki Oy', ...byOrg[0] });
    expect(two).toMatchObject({ name: 'Hoivapalvelu Naapuri Oy', ...byOrg[1] });
    expect(one?.requests).toBeGreaterThan(0);
  });

  it('has shifts in every state the schema has', async () => {
    const [states] = await rows<Record<string, number>>(
      first.database.db,
      sql`select
        count(*) filter (where "from" > ${now.toISOString()}::timestamptz)::int as planned,
        count(*) filter (where not submitted)::int as running,
        count(*) filter (where stamp_required and not stamped and "to" < ${now.toISOString()}::timestamptz)::int as missing,
        count(*) filter (where stamped and stamp_approved = 0)::int as pending,
        count(*) filter (where stamp_approved = 1)::int as approved,
        count(*) filter (where stamp_approved = 2 and stamp_message <> '')::int as rejected,
        count(*) filter (where stamp_not_completed)::int as not_completed,
        count(*) filter (where worker_id is null and tentative_worker <> '')::int as tentative,
        count(*) filter (where billing_status = 1)::int as billed,
        count(*) filter (where billing_status = 2)::int as received,
        count(*) filter (where deleted_at is not null)::int as deleted,
        count(*) filter (where type <> 0)::int as other_types
      from shifts`,
    );
    for (const [state, n] of Object.entries(states ?? {})) expect(n, state).toBeGreaterThan(0);
  });

  it('lets every probe account log in through the API with the bench password', async () => {
    for (const org of [PROBES.org1, PROBES.org2]) {
      for (const email of [org.worker, org.admin, org.reader]) {
        const { status, cookie } = await login(email);
        expect({ email, status, cookie: Boolean(cookie) }).toEqual({ email, status: 200, cookie: true });
      }
      expect((await login(org.guest, true)).status).toBe(200);
    }
    expect((await login('w2@org1.bench')).status).toBe(200);
  });

  it('gives the probe worker 5–25 shifts in the month around now and one running shift', async () => {
    const { cookie } = await login(PROBES.org1.worker);
    const day = 86_400_000;
    const from = new Date(now.getTime() - 15 * day).toISOString();
    const to = new Date(now.getTime() + 15 * day).toISOString();
    const month = await app.inject({
      method: 'GET',
      url: `/api/shifts/user/worker?from=${from}&to=${to}`,
      headers: { cookie: cookie ?? '' },
    });
    expect(month.statusCode).toBe(200);
    const shifts = month.json().shifts as unknown[];
    expect(shifts.length).toBeGreaterThanOrEqual(5);
    expect(shifts.length).toBeLessThanOrEqual(25);
    const running = await app.inject({
      method: 'GET',
      url: '/api/shifts/user/worker?submitted=false',
      headers: { cookie: cookie ?? '' },
    });
    expect(running.json().shifts).toHaveLength(1);
  });

  it('gives the probe worker polls answered and not, open and closed, with counts of the public ones', async () => {
    // The polls are dated from the data's `now`: the app reads them at that moment, or a later
    // day would find them all closed and past the worker list's window.
    const atDataTime = await buildApp({
      config: loadConfig({
        PUBLIC_URL: 'http://localhost:3000',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: '1000000',
      }),
      db: first.database.db,
      logger: false,
      clock: () => new Date(now.getTime() + 60 * 60 * 1000),
    });
    await atDataTime.ready();
    const loggedIn = await atDataTime.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: PROBES.org1.worker, password: BENCH_PASSWORD },
    });
    const res = await atDataTime.inject({
      method: 'GET',
      url: '/api/polls',
      headers: { cookie: cookieFrom(loggedIn) ?? '' },
    });
    await atDataTime.close();
    expect(res.statusCode).toBe(200);
    const polls = res.json().polls as { state: string; voted: boolean; totalVotes: number | null }[];
    expect(polls.some((p) => p.state === 'open')).toBe(true);
    expect(polls.some((p) => p.state === 'closed')).toBe(true);
    expect(polls.some((p) => p.voted)).toBe(true);
    expect(polls.some((p) => !p.voted)).toBe(true);
    expect(polls.some((p) => (p.totalVotes ?? 0) > 0)).toBe(true);
  });

  it("keeps every reference inside its organisation and no worker's shifts overlapping", async () => {
    const db = first.database.db;
    const [crossing] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from shifts s where
        exists (select 1 from users u where u.id = s.worker_id and u.organization_id <> s.organization_id)
        or exists (select 1 from departments d where d.id = s.department_id and d.organization_id <> s.organization_id)
        or exists (select 1 from templates t where t.id = s.template_id and t.organization_id <> s.organization_id)
        or exists (select 1 from account_emails e join users u on u.id = e.account_id
          where e.organization_id <> u.organization_id)`,
    );
    expect(crossing?.n).toBe(0);
    // A running shift counts until now, as the app's overlap rule says (db/ranges.ts).
    const [overlaps] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from shifts a join shifts b on a.organization_id = b.organization_id
        and a.worker_id = b.worker_id and a.id < b.id
        and tstzrange(a."from", coalesce(a."to", ${now.toISOString()}::timestamptz), '[)')
          && tstzrange(b."from", coalesce(b."to", ${now.toISOString()}::timestamptz), '[)')
        where a.deleted_at is null and b.deleted_at is null`,
    );
    expect(overlaps?.n).toBe(0);
  });

  it('puts back every index and foreign key it set aside while loading', async () => {
    expect(await schemaShape(first.database.db)).toEqual(migratedShape);
    expect(await tenantKeyViolations(first.database.db, GLOBAL_TABLES)).toEqual([]);
  });

  it('makes the same rows, ids included, from the same seed and time', async () => {
    const [one, two] = sums;
    expect(one?.every((s) => /:[0-9a-f]{32}$/.test(s))).toBe(true);
    expect(two).toEqual(one);
  });
});
