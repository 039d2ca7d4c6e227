// Shifts in every state the schema has, and shift requests (suggestions). A worker's shifts fall
// on distinct days (shift j of k in the j-th of k equal slices of the span, at a drawn day of
// it), and every shape ends by 08:00 the next morning, when the earliest shape starts: no
// worker's shifts overlap. Times are Helsinki wall clock on days counted from the anchor day.
import { EDUCATION_LEVELS } from '@tuura/domain';
import { type SQL, sql } from 'drizzle-orm';
import { shifts, suggestions } from '../../packages/server/src/db/schema/index.ts';
import type { OrgContext } from './context.ts';
import { billingOf, ownSalaryOf } from './money.ts';
import { workerId } from './people.ts';
import { departmentId, shapeHours, shapeLengths, shapeNames, templateId } from './places.ts';
import { bulk, byte, col, insertSelect, int, pick, tableName, uuidOf } from './sql.ts';
import { REJECTION_MESSAGE, SHIFT_DESCRIPTIONS, TENTATIVE_WORKERS } from './words.ts';

/** Shifts per INSERT statement: big enough to be fast, small enough to report progress. */
const ROWS_PER_STATEMENT = 100_000;

const now = (o: OrgContext) => sql`${o.now.toISOString()}::timestamptz`;
const wallClock = (o: OrgContext, hours: SQL) =>
  sql`((${o.anchorDate}::date + day) + (${hours}) * interval '1 hour') at time zone 'Europe/Helsinki'`;
/** `f`/`t`: a row's start and end from its `day` and `shape` (0–3). */
const times = (o: OrgContext) =>
  sql`${wallClock(o, sql`(${shapeHours})[shape + 1]`)} as f, ${wallClock(o, sql`(${shapeHours})[shape + 1] + (${shapeLengths})[shape + 1]`)} as t`;
const educationLevels = EDUCATION_LEVELS.slice(1);

/** Columns both kinds of shift share; `b` holds f, t, shape, dept and the draw h. */
function common(o: OrgContext) {
  const created = sql`least(f - (3 + ${byte(11)} % 60) * interval '1 day', ${now(o)} - interval '1 hour')`;
  return {
    organizationId: sql`${o.id}::uuid`,
    departmentId: departmentId(o, sql`dept`),
    billing: billingOf(departmentId(o, sql`dept`)),
    templateId: templateId(o, sql`dept`, sql`shape`),
    name: pick(shapeNames, sql`shape`),
    description: pick(SHIFT_DESCRIPTIONS, byte(13)),
    from: sql`f`,
    to: sql`t`,
    stampRequired: sql`${byte(5)} < 90`,
    education: sql`case when ${byte(10)} < 77 then ${pick(educationLevels, byte(10))} end`,
    createdAt: created,
    // About 1 in 128 shifts was deleted a day after it was made.
    deletedAt: sql`case when ${byte(12)} < 2 then least(${created} + interval '1 day', ${now(o)}) end`,
  };
}

/** The workers' shifts, for workers first..last: past ones stamped, approved and billed by age. */
function assignedShifts(o: OrgContext, first: number, last: number): SQL {
  const { plan, scale } = o;
  const every = int(scale.fullTimeEvery);
  // A part-timer's rank among part-timers: the first `extra` of them work one shift more.
  const count = sql`case when n % ${every} = 1 then ${int(plan.perFullTimer)}
    else ${int(plan.perPartTimer)} + case when n - (n - 1) / ${every} - 1 <= ${int(plan.extra)} then 1 else 0 end end`;
  const slice = (j: SQL) => sql`((${j}) * ${int(plan.days)}) / k`;
  const stamped = sql`(t <= ${now(o)} and ${byte(5)} < 90 and ${byte(6)} < 192)`;
  const base = common(o);
  const settled = sql`t < ${now(o)} - interval '7 days'`;
  const approved = sql`case when ${stamped} and ${settled} then case when ${byte(8)} < 218 then 1 when ${byte(8)} < 226 then 2 else 0 end else 0 end`;
  const stampTo = sql`t + (${byte(7)} / 5 % 10) * interval '5 minutes'`;
  return insertSelect(
    shifts,
    {
      ...base,
      id: uuidOf(o.prefix, sql`'s:' || n || ':' || j`),
      salary: ownSalaryOf(uuidOf(o.prefix, sql`'s:' || n || ':' || j`)),
      workerId: workerId(o, sql`n`),
      type: sql`case when ${byte(4)} < 5 then 1 when ${byte(4)} < 10 then 2 when ${byte(4)} < 13 then 3 else 0 end`,
      stamped,
      stampFrom: sql`case when ${stamped} then f + (${byte(7)} % 5) * interval '5 minutes' end`,
      stampTo: sql`case when ${stamped} then ${stampTo} end`,
      stampNotCompleted: sql`${stamped} and ${byte(6)} < 5`,
      stampApproved: approved,
      stampMessage: sql`case when ${approved} = 2 then ${REJECTION_MESSAGE}::text else '' end`,
      // Old shifts are billed, then paid; a few (byte 9 < 5) were never billed.
      billingStatus: sql`case when ${byte(9)} < 5 then 0 when t < ${now(o)} - interval '28 days' then 2
        when t < ${now(o)} - interval '14 days' then 1 else 0 end`,
      updatedAt: sql`case when ${stamped} then least(${stampTo} + interval '2 hours', ${now(o)}) else ${base.createdAt} end`,
    },
    sql`from (
      select n, j, h, dept, shape, ${times(o)} from (
        select n, j, h,
          1 + ((n * 7919) % ${int(o.shape.departments)} + get_byte(h, 3) % 3) % ${int(o.shape.departments)} as dept,
          get_byte(h, 2) % 4 as shape,
          ${int(-scale.pastDays)} + ${slice(sql`j`)} + ((get_byte(h, 0) * 256 + get_byte(h, 1)) * (${slice(sql`j + 1`)} - ${slice(sql`j`)})) / 65536 as day
        from (
          select n, k, j, decode(md5(${o.prefix}::text || 'sh:' || n || ':' || j), 'hex') as h
          from generate_series(${int(first)}, ${int(last)}) as g(n)
          cross join lateral (select ${count} as k) c
          cross join lateral generate_series(0, c.k - 1) as s(j)
        ) a offset 0
      ) b offset 0
    ) b`,
  );
}

/** Shifts without a worker spread over the span: open on the marketplace, or never filled. */
function openShifts(o: OrgContext): SQL {
  const { plan, scale } = o;
  const base = common(o);
  return insertSelect(
    shifts,
    {
      ...base,
      id: uuidOf(o.prefix, sql`'o:' || i`),
      tentativeWorker: sql`case when ${byte(6)} < 26 then ${pick(TENTATIVE_WORKERS, byte(6))} else '' end`,
      updatedAt: base.createdAt,
    },
    sql`from (
      select i, h, dept, shape, ${times(o)} from (
        select i, h, 1 + (get_byte(h, 3) * 256 + get_byte(h, 4)) % ${int(o.shape.departments)} as dept,
          get_byte(h, 2) % 4 as shape,
          ${int(-scale.pastDays)} + ((i - 1) * ${int(plan.days)}) / ${int(plan.open)} as day
        from (
          select i, decode(md5(${o.prefix}::text || 'oh:' || i), 'hex') as h
          from generate_series(1, ${int(plan.open)}) as g(i)
        ) a offset 0
      ) b offset 0
    ) b`,
  );
}

/** Workers with a shift running now: the probe worker and every 50th from worker 25. */
const runningWorkers = (o: OrgContext) =>
  sql`select ${workerId(o, sql`n`)} from generate_series(1, ${int(o.shape.workers)}) as g(n) where n = 1 or n % 50 = 25`;

/**
 * Each running worker's latest started shift becomes running (no end, `submitted=false`),
 * started at most an hour before now's hour: later than its planned start, so it meets no
 * earlier shift, and every later one starts after now.
 */
function startRunningShifts(o: OrgContext): SQL {
  const s = (key: keyof typeof shifts.$inferSelect & string) => col(shifts, key);
  return sql`update ${tableName(shifts)} set
      ${s('from')} = greatest(${s('from')}, date_trunc('hour', ${now(o)}) - interval '1 hour'),
      ${s('to')} = null, ${s('submitted')} = false, ${s('stampRequired')} = false, ${s('stamped')} = false,
      ${s('stampFrom')} = null, ${s('stampTo')} = null, ${s('stampNotCompleted')} = false,
      ${s('stampApproved')} = 0, ${s('stampMessage')} = '', ${s('billingStatus')} = 0,
      ${s('updatedAt')} = ${now(o)}
    where ${s('organizationId')} = ${o.id}::uuid and ${s('id')} in (
      select distinct on (${s('workerId')}) ${s('id')} from ${tableName(shifts)}
      where ${s('organizationId')} = ${o.id}::uuid and ${s('deletedAt')} is null and ${s('from')} <= ${now(o)}
        and ${s('workerId')} = any(array(${runningWorkers(o)}))
      order by ${s('workerId')}, ${s('from')} desc)`;
}

/** Two shift requests in the coming month for every tenth worker and the probe worker. */
function requests(o: OrgContext): SQL {
  return insertSelect(
    suggestions,
    {
      id: uuidOf(o.prefix, sql`'q:' || n || ':' || k`),
      organizationId: sql`${o.id}::uuid`,
      workerId: workerId(o, sql`n`),
      departmentId: departmentId(o, sql`dept`),
      name: sql`'Toive: ' || ${pick(shapeNames, sql`shape`)}`,
      description: sql`case when ${byte(5)} < 64 then 'Sopii myös iltavuoro.' else '' end`,
      from: sql`f`,
      to: sql`t`,
      approved: sql`case when ${byte(1)} < 170 then 0 when ${byte(1)} < 230 then 1 else 2 end`,
      createdAt: sql`${now(o)} - (${byte(2)} % 10) * interval '1 day'`,
      updatedAt: sql`${now(o)} - (${byte(2)} % 10) * interval '1 day'`,
    },
    sql`from (
      select n, k, h, dept, shape, ${times(o)} from (
        select n, k, h, 1 + (n * 7919 + get_byte(h, 3)) % ${int(o.shape.departments)} as dept,
          get_byte(h, 4) % 4 as shape, 2 + get_byte(h, 0) % 28 as day
        from (
          select n, k, decode(md5(${o.prefix}::text || 'qh:' || n || ':' || k), 'hex') as h
          from generate_series(1, ${int(o.shape.workers)}) as g(n) cross join generate_series(1, 2) as r(k)
          where n = 1 or n % 10 = 3
        ) a offset 0
      ) b offset 0
    ) b`,
  );
}

/** The statements that insert the organisation's shift rows, assigned and open, with their rows. */
export function shiftStatements(o: OrgContext): { statement: SQL; rows: number }[] {
  const { plan } = o;
  const assigned = plan.fullTimers * plan.perFullTimer + plan.partTimers * plan.perPartTimer + plan.extra;
  const perWorker = assigned / o.shape.workers;
  const batch = Math.max(1, Math.floor(ROWS_PER_STATEMENT / perWorker));
  const statements = [];
  for (let first = 1; first <= o.shape.workers; first += batch) {
    const last = Math.min(o.shape.workers, first + batch - 1);
    statements.push({
      statement: assignedShifts(o, first, last),
      rows: Math.round((last - first + 1) * perWorker),
    });
  }
  statements.push({ statement: openShifts(o), rows: plan.open });
  return statements;
}

/** After the shifts' indexes are back: the running shifts, then the shift requests. */
export async function finishShifts(o: OrgContext) {
  await bulk(o.db, startRunningShifts(o));
  await bulk(o.db, requests(o));
}
