// Tops a bench database's audit log up to the entries a scale asks for (`full`: 10 million, the
// audit page's acceptance size; decision 136), so a reused `full` load (minutes to make again)
// gets them without a fresh load: `node bench/data/addAudit.mjs --scale full [--db postgres://…]`.
// Does nothing when the log holds that many already. Inserted in SQL with generate_series, a
// million a statement: nine in ten in organisation 1, the rest in organisation 2; spread over
// the three years before now; actions, objects (shifts and people) and people acting mixed, a
// tenth by the probe admin and every 10,007th about them (the "one object" scenario's object).
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { PROBES } from './probes.ts';

export const AUDIT_ROWS = { full: 10_000_000 };
const CHUNK = 1_000_000;
const ACTIONS = [
  'shift.updated',
  'shift.created',
  'auth.login',
  'auth.loginFailed',
  'user.adminUpdate',
  'access.refused',
];

async function orgOf(db, adminEmail) {
  const { rows } = await db.execute(
    sql`select organization_id as org, id as admin from users where email = ${adminEmail} limit 1`,
  );
  if (!rows[0]) throw new Error(`audit top-up: no ${adminEmail} in this database`);
  return rows[0];
}

async function insertChunk(db, { org, admin }, start, end) {
  await db.execute(sql`
    with people as (
      select array_agg(id order by id) as ids from (
        select id from users where organization_id = ${org} order by id limit 500) p)
    insert into audit_log (organization_id, actor_user_id, action, target_type, target_id,
        before, after, data, ip, user_agent, created_at)
    select ${org}::uuid,
      case when i % 10 = 0 then ${admin}::uuid else people.ids[1 + i % array_length(people.ids, 1)] end,
      (${sql.raw(`array[${ACTIONS.map((a) => `'${a}'`).join(', ')}]`)})[1 + i % 6],
      case when i % 6 < 2 then 'shift' else 'user' end,
      case when i % 10007 = 0 then ${admin}::text
           when i % 6 < 2 then md5('shift' || (i / 7))::uuid::text
           else (people.ids[1 + (i * 7) % array_length(people.ids, 1)])::text end,
      case when i % 6 = 0 then jsonb_build_object('description', 'ennen ' || i) end,
      case when i % 6 = 0 then jsonb_build_object('description', 'jälkeen ' || i) end,
      case when i % 6 = 5 then jsonb_build_object('method', 'GET', 'route', '/api/audit/admin', 'key', 'auth.notAuthorized')
           else '{}'::jsonb end,
      '10.' || (i % 200) || '.' || (i % 250) || '.' || (i % 251),
      'Mozilla/5.0 (bench ' || (i % 40) || ')',
      now() - (i * interval '9 seconds')
    from generate_series(${start}::bigint, ${end}::bigint) i, people`);
}

/** Adds audit entries until the log has the scale's number; `url` is the bench database's. */
export async function topUpAudit({ url, scale, log = () => {}, wanted = AUDIT_ROWS[scale] }) {
  if (!wanted) return;
  const database = openPostgres(url, 2);
  try {
    // The columns and indexes the entries fill (migration 0025) before the server starts.
    await migrate(database);
    const { db } = database;
    const { rows } = await db.execute(sql`select count(*)::bigint as n from audit_log`);
    const have = Number(rows[0]?.n ?? 0);
    if (have >= wanted) {
      log(`audit: ${have} entries, no top-up needed`);
      return;
    }
    const orgs = [await orgOf(db, PROBES.org1.admin), await orgOf(db, PROBES.org2.admin)];
    const started = performance.now();
    const missing = wanted - have;
    for (let done = 0; done < missing; done += CHUNK) {
      const size = Math.min(CHUNK, missing - done);
      // Every tenth million to the second organisation: another tenant's rows sit in every index.
      const org = (done / CHUNK) % 10 === 9 ? orgs[1] : orgs[0];
      await insertChunk(db, org, have + done + 1, have + done + size);
      log(
        `audit: ${have + done + size} of ${wanted} entries (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    await db.execute(sql`vacuum analyze audit_log`);
    log(`audit: topped up to ${wanted} entries in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { scale: { type: 'string', default: 'full' }, db: { type: 'string' } },
  });
  const url = new URL(
    values.db ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  );
  url.pathname = `/tuura_bench_${values.scale}`;
  await topUpAudit({ url: url.toString(), scale: values.scale, log: (line) => console.log(line) });
}
