// The shifts a guest user sees (docs/decisions/106, 126): live shifts of the department the
// guest's filter names by id, or of every department of the customer it names, starting inside
// both the requested window and the guest's day filter. Only times, place, name and the worker's name
// leave here: no billing, salary, notes or stamps.
import { REQUEST } from '@tuura/domain/limits';
import { clampToGuestWindow, guestDayWindow } from '@tuura/domain/rules/guestFilter';
import type { GuestShift } from '@tuura/domain/schemas/guestShift';
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import { inOrganization } from '../../lib/scope.ts';
import { customers, departments } from '../customers/readModel.ts';
import { shifts } from '../shifts/readModel.ts';
import { users } from '../users/readModel.ts';
import { ownGuestRow } from './service.ts';

type Place = { id: string; name: string; customerId: string; customerName: string };

/**
 * The live departments (of live customers) the guest's filter names: the one department, or every
 * department of the one customer; none without either. Joined by id in the guest's organisation,
 * so another customer's department of the same name is never among them.
 */
async function placesOf(
  ctx: Ctx,
  guest: { filterCustomerId: string | null; filterDepartmentId: string | null },
) {
  const which = guest.filterDepartmentId
    ? eq(departments.id, guest.filterDepartmentId)
    : guest.filterCustomerId
      ? eq(departments.customerId, guest.filterCustomerId)
      : undefined;
  if (!which) return [];
  return ctx.db
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
    .where(and(inOrganization(ctx, departments, which), inOrganization(ctx, customers)));
}

export async function guestShifts(
  ctx: Ctx,
  q: { from: string; to: string; limit?: number | undefined },
): Promise<GuestShift[]> {
  const guest = await ownGuestRow(ctx);
  const window = clampToGuestWindow(
    { from: new Date(q.from), to: new Date(q.to) },
    guestDayWindow(guest.filterDays, ctx.now),
  );
  if (!window) return [];
  const places: Place[] = await placesOf(ctx, guest);
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
