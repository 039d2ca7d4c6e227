// A guest user as the API shows it (docs/decisions/126): the filter's customer or department by
// id with their names, read in the same query as the guest (a department's customer is its own;
// a removed place shows as none, as it shows the guest nothing). It sits in auth, below guestUsers
// (decision 145): the guest's login answers it, and the admin's guest list reads it through auth.
import type { GuestFilters, GuestUser } from '@tuura/domain/schemas/guestUser';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { guestUsers } from '../../db/schema/index.ts';
import { customers, departments } from '../customers/readModel.ts';

/** Guest rows with their filter's live place: add `.where(...)`, order and page. */
export const selectGuests = (db: DbOrTx) =>
  db
    .select({
      guest: guestUsers,
      departmentId: departments.id,
      departmentName: departments.name,
      customerId: customers.id,
      customerName: customers.name,
    })
    .from(guestUsers)
    .leftJoin(
      departments,
      and(
        eq(departments.organizationId, guestUsers.organizationId),
        eq(departments.id, guestUsers.filterDepartmentId),
        isNull(departments.deletedAt),
      ),
    )
    .leftJoin(
      customers,
      and(
        eq(customers.organizationId, guestUsers.organizationId),
        eq(customers.id, sql`coalesce(${departments.customerId}, ${guestUsers.filterCustomerId})`),
        isNull(customers.deletedAt),
      ),
    )
    .$dynamic();

export type GuestWithPlace = Awaited<ReturnType<ReturnType<typeof selectGuests>['execute']>>[number];

export function filtersOf(r: GuestWithPlace): GuestFilters {
  const department = r.customerId !== null && r.departmentId !== null;
  return {
    customerId: r.customerId,
    customerName: r.customerName,
    departmentId: department ? r.departmentId : null,
    departmentName: department ? r.departmentName : null,
    days: r.guest.filterDays,
    unresolvedName: r.guest.filterUnresolvedName,
  };
}

export const toGuestUser = (r: GuestWithPlace): GuestUser => ({
  _id: r.guest.id,
  name: r.guest.name,
  email: r.guest.email,
  meta: r.guest.meta,
  filters: filtersOf(r),
});

/** The guest's own view: no admin notes. */
export const toGuestSelf = (r: GuestWithPlace) => {
  const { meta: _meta, ...self } = toGuestUser(r);
  return self;
};

/** One guest user of an organisation with its filter's place, removed ones too; undefined if none. */
export async function guestWithPlace(db: DbOrTx, organizationId: string, id: string) {
  const [r] = await selectGuests(db).where(
    and(eq(guestUsers.organizationId, organizationId), eq(guestUsers.id, id)),
  );
  return r;
}
