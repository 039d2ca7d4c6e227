// Finnish public holidays prefilled per organisation (docs/decisions/112). A year is filled only
// while the organisation has no holiday dated in it: running it again never duplicates, never
// overwrites an admin's edits and never brings back a holiday an admin removed (unless every
// holiday of that year was removed). It runs from the demo seed, at start-up for every
// organisation, and lazily when a list is read (an organisation created later, a new year).
import { finnishHolidays } from '@tuura/domain/rules/finnishHolidays';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';
import { allOrganizationIds } from '../organization/service.ts';

/** The Helsinki calendar year of `now` and the next one: the years kept filled. */
export function prefillYears(now: Date): number[] {
  const year = Number(zonedDate(now).slice(0, 4));
  return [year, year + 1];
}

/** Fills one organisation's missing years; answers how many holidays it added. */
export async function prefillHolidays(db: DbOrTx, organizationId: string, years: readonly number[]) {
  let added = 0;
  for (const year of years) {
    added += await db.transaction(async (tx) => {
      // One filler per organisation at a time: two processes starting together add a year once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`holidays:${organizationId}`}))`);
      const [row] = await tx
        .select({ n: count() })
        .from(holidays)
        .where(
          and(
            eq(holidays.organizationId, organizationId),
            gte(holidays.date, `${year}-01-01`),
            lte(holidays.date, `${year}-12-31`),
          ),
        );
      if ((row?.n ?? 0) > 0) return 0;
      const days = finnishHolidays(year).map((h) => ({
        organizationId,
        name: h.fi,
        // The English name, so a worker reading in English knows the day too.
        description: h.en,
        date: h.date,
      }));
      await tx.insert(holidays).values(days);
      return days.length;
    });
  }
  return added;
}

/** At start-up: every organisation gets this and next year's holidays where they are missing. */
export async function prefillAllOrganizations(db: Db, now: Date) {
  const years = prefillYears(now);
  let added = 0;
  for (const id of await allOrganizationIds(db)) added += await prefillHolidays(db, id, years);
  return added;
}
