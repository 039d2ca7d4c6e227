// Shift statistics per worker (spec §7 `GET /api/users/shift-statistics/admin`): each worker's
// shifts, the minutes the stamp rule counts, the shifts by type and the stamps waiting for an
// admin, in a period, a page at a time in name order.
import { REQUEST } from '@tuura/domain/limits';
import { zonedTime } from '@tuura/domain/rules/zonedTime';
import { sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { organizationOf } from '../../lib/scope.ts';
import { shifts } from '../shifts/readModel.ts';
import { users } from '../users/readModel.ts';
import { effectiveMinutesSql } from './aggregate.ts';

type Row = {
  id: string;
  name: string;
  shifts: string | number;
  minutes: string | number;
  by_type: number[];
  stamps_waiting: string | number;
  total: string | number;
};

export type ShiftStatisticsQuery = { from: string; to: string; limit?: number; offset?: number };

export async function shiftStatistics(ctx: Ctx, query: ShiftStatisticsQuery) {
  const org = organizationOf(ctx);
  const result = await ctx.db.execute(sql`
    with per_worker as (
      select s.worker_id,
        count(*) as shifts,
        -- A running shift (no end yet) has no minutes until it ends.
        coalesce(sum(${effectiveMinutesSql}), 0) as minutes,
        array[count(*) filter (where s.type = 0), count(*) filter (where s.type = 1),
          count(*) filter (where s.type = 2), count(*) filter (where s.type = 3)]::int[] as by_type,
        count(*) filter (where s.stamp_required and s.stamped and s.stamp_approved = 0) as stamps_waiting
      from ${shifts} s
      where s.organization_id = ${org} and s.deleted_at is null and s.worker_id is not null
        and s."from" >= ${zonedTime(query.from, 0).toISOString()}::timestamptz
        and s."from" < ${zonedTime(query.to, 0).toISOString()}::timestamptz
      group by s.worker_id
    )
    select u.id, u.first_name || ' ' || u.last_name as name, p.shifts, p.minutes, p.by_type,
      p.stamps_waiting, count(*) over () as total
    from per_worker p
    join ${users} u on u.organization_id = ${org} and u.id = p.worker_id
    order by u.last_name, u.first_name, u.id
    limit ${query.limit ?? REQUEST.defaultPageSize} offset ${query.offset ?? 0}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return {
    users: rows.map((r) => ({
      _id: r.id,
      name: r.name,
      shifts: Number(r.shifts),
      minutes: Number(r.minutes),
      byType: r.by_type.map(Number),
      stampsWaiting: Number(r.stamps_waiting),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}
