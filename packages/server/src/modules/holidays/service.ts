// The organisation's holidays (spec §3, §7): read by every user login, changed by admins with all
// on the organisation. Reading the default window first makes sure the prefilled years exist.
import type { Holiday, HolidayInput } from '@tuura/domain/schemas/holiday';
import { asc, eq, gte, lte } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { prefillHolidays, prefillYears } from './prefill.ts';

const columns = {
  _id: holidays.id,
  name: holidays.name,
  description: holidays.description,
  date: holidays.date,
};

/**
 * Organisations known to have had their prefill years checked in this process: a read costs the
 * check once per organisation and year, not once per request.
 */
const prefilled = new Set<string>();

async function ensurePrefilled(ctx: Ctx) {
  const organizationId = organizationOf(ctx);
  const years = prefillYears(ctx.now);
  const key = `${organizationId}:${years[0]}`;
  if (prefilled.has(key)) return;
  await prefillHolidays(ctx.db, organizationId, years);
  prefilled.add(key);
}

type Window = { year?: number | undefined; from?: string | undefined; to?: string | undefined };

/** One year, or from/to (either end open), or by default this and next year. */
function windowOf(ctx: Ctx, q: Window): { from?: string; to?: string } {
  if (q.year) return { from: `${q.year}-01-01`, to: `${q.year}-12-31` };
  if (q.from || q.to) return { ...(q.from && { from: q.from }), ...(q.to && { to: q.to }) };
  const [year = 0, next = 0] = prefillYears(ctx.now);
  return { from: `${year}-01-01`, to: `${next}-12-31` };
}

export async function listHolidays(ctx: Ctx, query: Window): Promise<Holiday[]> {
  await ensurePrefilled(ctx);
  const w = windowOf(ctx, query);
  return ctx.db
    .select(columns)
    .from(holidays)
    .where(
      inOrganization(
        ctx,
        holidays,
        w.from ? gte(holidays.date, w.from) : undefined,
        w.to ? lte(holidays.date, w.to) : undefined,
      ),
    )
    .orderBy(asc(holidays.date), asc(holidays.name));
}

async function getHolidayIn(ctx: Ctx, db: DbOrTx, id: string): Promise<Holiday> {
  const [row] = await db
    .select(columns)
    .from(holidays)
    .where(inOrganization(ctx, holidays, eq(holidays.id, id)));
  if (!row) throw notFound('holiday.notFound');
  return row;
}

export const getHoliday = (ctx: Ctx, id: string) => getHolidayIn(ctx, ctx.db, id);

export async function createHoliday(ctx: Ctx, input: Required<HolidayInput>) {
  const [row] = await ctx.db
    .insert(holidays)
    .values({ organizationId: organizationOf(ctx), ...input, createdAt: ctx.now, updatedAt: ctx.now })
    .returning(columns);
  if (!row) throw new Error('holiday insert returned nothing');
  return row;
}

export async function updateHoliday(ctx: Ctx, id: string, input: Partial<HolidayInput>) {
  const [row] = await ctx.db
    .update(holidays)
    .set({ ...input, updatedAt: ctx.now })
    .where(inOrganization(ctx, holidays, eq(holidays.id, id)))
    .returning(columns);
  if (!row) throw notFound('holiday.notFound');
  return row;
}

export async function removeHoliday(ctx: Ctx, id: string) {
  const [row] = await ctx.db
    .delete(holidays)
    .where(inOrganization(ctx, holidays, eq(holidays.id, id)))
    .returning(columns);
  if (!row) throw notFound('holiday.notFound');
  return row;
}
