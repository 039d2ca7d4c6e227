// The shifts as other modules join them (decision 145): a cancellation's shift, a guest's view of
// its place's shifts, an alert's period, and the reports over many shifts (money, salaries) in one
// query. Only the columns listed here; history, the marketplace's marks and the template link stay
// behind shifts/service.ts, and the boundary test refuses any other column.
import { shifts } from '../../db/schema/index.ts';

export { shifts };

/** What a shift is, when and where, who works it, its stamp, and what it earns and bills. */
export const shiftsColumns = [
  'id',
  'organizationId',
  'departmentId',
  'workerId',
  'name',
  'description',
  'type',
  'from',
  'to',
  'submitted',
  'deletedAt',
  'stampRequired',
  'stamped',
  'stampFrom',
  'stampTo',
  'stampNotCompleted',
  'stampApproved',
  'salary',
  'billing',
  'billingStatus',
] as const satisfies readonly (keyof typeof shifts.$inferSelect)[];
