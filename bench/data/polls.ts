// Polls of one organisation: one every 20 days back from now, about 1 per 500 workers
// (40 at `full`), the newest three still open. Four choices each; every other poll public; every
// fifth for a quarter of the workers only. About one worker in ten answers a poll meant for
// them, and the probe worker (worker 1) every other one, so the list shows both states.
import { sql } from 'drizzle-orm';
import { pollChoices, polls, pollUsers, pollVotes } from '../../packages/server/src/db/schema/index.ts';
import type { OrgContext } from './context.ts';
import { workerId } from './people.ts';
import { bulk, insertSelect, int, uuidOf } from './sql.ts';

export const CHOICES_PER_POLL = 4;
const SPACING_DAYS = 20;
const OPEN_DAYS = 45;

/** How many polls an organisation of this shape has. */
export const pollCount = (o: OrgContext) => Math.min(40, Math.max(5, Math.round(o.shape.workers / 500)));

const pollId = (o: OrgContext, k: ReturnType<typeof sql>) => uuidOf(o.prefix, sql`'p:' || ${k}`);
const choiceId = (o: OrgContext, k: ReturnType<typeof sql>, c: ReturnType<typeof sql>) =>
  uuidOf(o.prefix, sql`'pc:' || ${k} || ':' || ${c}`);

export async function insertPolls(o: OrgContext) {
  const k = sql.raw('k');
  const n = pollCount(o);
  const published = sql`${o.now.toISOString()}::timestamptz - (${int(n)} - k) * ${int(SPACING_DAYS)} * interval '1 day' - interval '1 hour'`;
  const polls_ = sql`from generate_series(1, ${int(n)}) as g(k)`;
  await bulk(
    o.db,
    insertSelect(
      polls,
      {
        id: pollId(o, k),
        organizationId: sql`${o.id}::uuid`,
        title: sql`'Kysely ' || k`,
        description: sql`'<p>Bench-kysely ' || k || '</p>'`,
        isPublic: sql`k % 2 = 0`,
        canChangeVote: sql`k % 3 = 0`,
        canAddChoice: sql`k % 4 = 0`,
        publishedAt: published,
        closesAt: sql`${published} + ${int(OPEN_DAYS)} * interval '1 day'`,
        createdAt: published,
        updatedAt: published,
      },
      polls_,
    ),
  );
  await bulk(
    o.db,
    insertSelect(
      pollChoices,
      {
        id: choiceId(o, k, sql.raw('c')),
        organizationId: sql`${o.id}::uuid`,
        pollId: pollId(o, k),
        text: sql`'Vaihtoehto ' || (c + 1)`,
        position: sql.raw('c'),
        createdAt: published,
      },
      sql`${polls_} cross join generate_series(0, ${int(CHOICES_PER_POLL - 1)}) as c(c)`,
    ),
  );
  // Every fifth poll is for the workers whose number is divisible by four (worker 1 is not).
  await bulk(
    o.db,
    insertSelect(
      pollUsers,
      { organizationId: sql`${o.id}::uuid`, pollId: pollId(o, k), userId: workerId(o, sql.raw('w')) },
      sql`from generate_series(5, ${int(n)}, 5) as g(k) cross join generate_series(4, ${int(o.shape.workers)}, 4) as u(w)`,
    ),
  );
  // Answers: a tenth of the workers a poll is for, and worker 1 in every other poll meant for all.
  await bulk(
    o.db,
    insertSelect(
      pollVotes,
      {
        organizationId: sql`${o.id}::uuid`,
        pollId: pollId(o, k),
        userId: workerId(o, sql.raw('w')),
        choiceId: choiceId(o, k, sql`(get_byte(h, 1) % ${int(CHOICES_PER_POLL)})`),
        votedAt: sql`${published} + (get_byte(h, 2) % ${int(OPEN_DAYS)}) * interval '1 day'`,
      },
      sql`from (
        select k, w, decode(md5(${o.prefix}::text || 'pv:' || k || ':' || w), 'hex') as h
        from generate_series(1, ${int(n)}) as g(k) cross join generate_series(1, ${int(o.shape.workers)}) as u(w)
        where (k % 5 <> 0 or w % 4 = 0)
      ) v
      where (w = 1 and k % 2 = 0 and k % 5 <> 0) or (w <> 1 and get_byte(h, 0) < 26)`,
    ),
  );
}
