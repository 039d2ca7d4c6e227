// The bench's data: two organisations of one shape (the second a tenth of the first, so every
// query runs with another tenant's rows beside it) in an empty, migrated database. Same seed and
// same `now` give the same rows, ids included (decision 090).
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { count, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../packages/server/src/db/client.ts';
import * as schema from '../../packages/server/src/db/schema/index.ts';
import { hashPassword } from '../../packages/server/src/lib/passwords.ts';
import { type OrgContext, uuidFrom } from './context.ts';
import { withoutKeys } from './keys.ts';
import { insertAdmins, insertGuest, insertNotifications, insertWorkers, registerEmails } from './people.ts';
import { insertPlaces } from './places.ts';
import { insertPolls } from './polls.ts';
import { BENCH_PASSWORD, PROBES } from './probes.ts';
import { planShifts, SCALES, type ScaleName } from './scales.ts';
import { finishShifts, shiftStatements } from './shifts.ts';
import { bulk, inParallel } from './sql.ts';

export type GenerateOptions = {
  scale: ScaleName;
  seed?: string | number;
  /** The instant the shifts surround; the default is the time of the call. */
  now?: Date;
  log?: (line: string) => void;
};

const ORG_NAMES = { 1: 'Lääkärivälitys Penkki Oy', 2: 'Hoivapalvelu Naapuri Oy' } as const;

export async function generate(database: Database, options: GenerateOptions) {
  const { db } = database;
  const scale = SCALES[options.scale];
  const seed = String(options.seed ?? 1);
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  const [existing] = await db.select({ n: count() }).from(schema.organizations);
  if (existing && existing.n > 0) throw new Error('generate() needs an empty database');
  // One argon2 hash for every account: they share the password and loading stays fast.
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const orgs: OrgContext[] = [];
  for (const index of [1, 2] as const) {
    const shape = scale.orgs[index === 1 ? 0 : 1];
    orgs.push({
      db,
      index,
      id: uuidFrom(`${seed}:org:${index}`),
      prefix: `${seed}:${index}:`,
      shape,
      plan: planShifts(scale, shape),
      scale,
      now,
      anchorDate: zonedDate(now),
      passwordHash,
    });
  }
  let started = performance.now();
  const lap = (what: string) => {
    log(`${what} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    started = performance.now();
  };
  for (const o of orgs) {
    await db.insert(schema.organizations).values({
      id: o.id,
      name: ORG_NAMES[o.index],
      adminEmail: PROBES[`org${o.index}`].admin,
      pluginName: 'tuura',
      // The measured organisation is the older one.
      createdAt: new Date(now.getTime() - (1300 - o.index) * 86_400_000),
    });
    await insertAdmins(o);
    await insertWorkers(o);
    await insertGuest(o);
    await registerEmails(o);
    await insertPlaces(o);
  }
  // Planner statistics before the bulk rows: without them each row's foreign-key check scanned
  // users, departments and templates (100,000 shifts took 33 s instead of 3).
  await db.execute(sql`analyze`);
  lap('people and places');
  const statements = orgs.flatMap((o) => shiftStatements(o));
  const total = orgs.reduce((n, o) => n + o.shape.shifts, 0);
  let rows = 0;
  // Generated shifts have no history: three million 'created' entries would double the load and
  // tell the bench nothing (history is read by one shift's key). Changes the bench makes are kept.
  const historyOnInsert = (state: 'disable' | 'enable') =>
    db.execute(
      sql`alter table ${sql.identifier(getTableName(schema.shifts))} ${sql.raw(state)} trigger shifts_history_insert`,
    );
  await historyOnInsert('disable');
  await withoutKeys(database, schema.shifts, async () => {
    // Two statements at a time on PostgreSQL (two cores); PGlite has one connection anyway.
    await inParallel(database.kind === 'postgres' ? 2 : 1, statements, async ({ statement, rows: n }) => {
      await bulk(db, statement);
      rows += n;
      log(`${rows.toLocaleString('en')} of ${total.toLocaleString('en')} shifts`);
    });
    lap('shifts');
  });
  await historyOnInsert('enable');
  lap('shift indexes and foreign keys');
  await db.execute(sql`analyze ${sql.identifier(getTableName(schema.shifts))}`);
  for (const o of orgs) {
    await finishShifts(o);
    await insertNotifications(o);
    await insertPolls(o);
  }
  lap('running shifts, requests, notifications and polls');
  // Vacuumed as well as analysed, as autovacuum keeps a live database: index-only scans (counts
  // through a partial index) need the pages marked all-visible, which a bulk load leaves unmarked.
  await db.execute(sql`vacuum analyze`);
  lap('vacuum analyze');
  return { orgs: orgs.map((o) => ({ id: o.id, index: o.index })), seed, now };
}

/** Rows per table of the schema, table name → count. */
export async function rowCounts(database: Database) {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await database.db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}
