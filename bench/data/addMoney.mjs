// Adds money (data/money.ts) to a bench database loaded before it existed, so a reused `full`
// load (minutes to make again) gets it: `node bench/data/addMoney.mjs --scale full [--db URL]`.
// Migrates first; then fills only what is still empty (templates' and shifts' billing, workers'
// salaries), so a second run does nothing.
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../packages/server/src/db/client.ts';
import { migrate } from '../../packages/server/src/db/migrate.ts';
import { billingOf, ownSalaryOf, salariesOf } from './money.ts';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'full' }, db: { type: 'string' } },
});
const url = new URL(values.db ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = `/tuura_bench_${values.scale}`;
const database = openPostgres(url.toString(), 2);
const timed = async (label, statement) => {
  const started = performance.now();
  const result = await database.db.execute(statement);
  console.log(
    `${label}: ${result.rowCount ?? result.affectedRows ?? '?'} rows in ${Math.round(performance.now() - started)} ms`,
  );
};
try {
  await migrate(database);
  const anchor = new Date().toISOString().slice(0, 10);
  const workerNumber = sql.raw(`('x' || substr(md5(id::text), 1, 6))::bit(24)::int`);
  await timed(
    'templates',
    sql`update templates set billing = ${billingOf(sql.raw('department_id'))} where billing = ''`,
  );
  await timed(
    'shifts',
    sql`update shifts set billing = ${billingOf(sql.raw('department_id'))}, salary = ${ownSalaryOf(sql.raw('id'))}
      where billing = '' and department_id is not null`,
  );
  await timed(
    'workers',
    sql`update users set salaries = ${salariesOf(workerNumber, anchor)}, accounting_id = 'AC-' || lpad((${workerNumber} % 1000000)::text, 6, '0')
      where salaries = '[]'::jsonb and pay_type in ('hourly', 'monthly')`,
  );
  await database.db.execute(sql`vacuum analyze shifts`);
  await database.db.execute(sql`analyze users, templates`);
} finally {
  await database.close();
}
