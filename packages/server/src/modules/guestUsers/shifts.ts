// The shifts a guest user sees (docs/decisions/106): live shifts of the departments the guest's
// filter name names (a department, or every department of a customer), starting inside both the
// requested window and the guest's day filter. Only times, place, name and the worker's name
// leave here: no billing, salary, notes or stamps.
import { REQUEST } from '@tuura/domain/limits';
import {
  clampToGuestWindow,
  guestDayWindow,
  guestFilterKey,
  guestFilterMatches,
} from '@tuura/domain/rules/guestFilter';
import type { GuestShift } from '@tuura/domain/schemas/guestShift';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { customers, departments, shifts, users } from '../../db/schema/index.ts';
import { inOrganization } from '../../lib/scope.ts';
import { ownGuestRow } from './service.ts';

type Place = { id: string; name: string; customerId: string; customerName: string };

/**
 * The organisation's live departments the filter names. Matched here rather than in SQL so case
 * folds the same for every letter (ä, ö) on both engines: lower() under the C collation folds
 * ASCII only. An organisation has hundreds of departments at most.
 */
async function placesNamed(ctx: Ctx, filterName: string): Promise<Place[]> {
  const rows = await ctx.db
    .select({
      id: departments.id,
      name: departments.name,
      customerId: customers.id,
      customerName: customers.name,
    })
    .from(departments)
    .innerJoin(
      customers,
      and(eq(customers.organizationId, departments.organizationId), eq(customers.id, departments.customerId)),
    )
    .where(and(inOrganization(ctx, departments), inOrganization(ctx, customers)));
  return rows.filter((p) => guestFilterMatches(filterName, { department: p.name, customer: p.customerName }));
}

export async function guestShifts(
  ctx: Ctx,
  q: { from: string; to: string; limit?: number | undefined },
): Promise<GuestShift[]> {
  const guest = await ownGuestRow(ctx);
  if (guestFilterKey(guest.filterName) === '') return [];
  const window = clampToGuestWindow(
    { from: new Date(q.from), to: new Date(q.to) },
    guestDayWindow(guest.filterDays, ctx.now),
  );
  if (!window) return [];
  const places = await placesNamed(ctx, guest.filterName);
  if (places.length === 0) return [];
  const byId = new Map(places.map((p) => [p.id, p]));
  const rows = await ctx.db
    .select({
      id: shifts.id,
      from: shifts.from,
      to: shifts.to,
      name: shifts.name,
      description: shifts.description,
      type: shifts.type,
      departmentId: shifts.departmentId,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(shifts)
    .leftJoin(users, and(eq(users.organizationId, shifts.organizationId), eq(users.id, shifts.workerId)))
    .where(
      inOrganization(
        ctx,
        shifts,
        inArray(shifts.departmentId, [...byId.keys()]),
        gte(shifts.from, window.from),
        lt(shifts.from, window.to),
      ),
    )
    .orderBy(asc(shifts.from), asc(shifts.id))
    .limit(q.limit ?? REQUEST.maxPageSize);
  return rows.map((r) => {
    const place = byId.get(r.departmentId ?? '') as Place;
    return {
      _id: r.id,
      from: r.from.toISOString(),
      to: r.to?.toISOString() ?? null,
      name: r.name,
      description: r.description,
      type: r.type,
      department: { _id: place.id, name: place.name },
      customer: { _id: place.customerId, name: place.customerName },
      worker:
        r.firstName !== null && r.lastName !== null ? { firstName: r.firstName, lastName: r.lastName } : null,
    };
  });
}
