// Adds the generator's polls (data/polls.ts) to a bench database loaded before polls existed, so
// a reused `full` load (minutes to make again) gets them without a fresh load:
// `node bench/data/addPolls.mjs --scale full [--db postgres://…admin URL]`. Does nothing when the
// database has polls already. The polls surround the time of the call.
import { parseArgs } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { openPostgres } from '../../packages/server/src/db/client.ts';
import { polls } from '../../packages/server/src/db/schema/index.ts';
import { uuidFrom } from './context.ts';
import { insertPolls } from './polls.ts';
import { SCALES } from './scales.ts';

const { values } = parseArgs({
  options: { scale: { type: 'string', default: 'full' }, db: { type: 'string' }, seed: { type: 'string' } },
});
const scale = SCALES[values.scale];
if (!scale) throw new Error(`unknown scale ${values.scale}`);
const seed = values.seed ?? '1';
const url = new URL(values.db ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
url.pathname = `/tuura_bench_${values.scale}`;
const database = openPostgres(url.toString(), 2);
try {
  const [row] = await database.db.select({ n: count() }).from(polls);
  if ((row?.n ?? 0) > 0) {
    console.log(`${url.pathname.slice(1)} has ${row?.n} polls already: nothing to add`);
  } else {
    for (const index of [1, 2]) {
      const o = {
        db: database.db,
        index,
        id: uuidFrom(`${seed}:org:${index}`),
        prefix: `${seed}:${index}:`,
        shape: scale.orgs[index - 1],
        now: new Date(),
      };
      await insertPolls(o);
      console.log(`organisation ${index}: polls added`);
    }
    await database.db.execute(sql`analyze polls, poll_choices, poll_users, poll_votes`);
  }
} finally {
  await database.close();
}
