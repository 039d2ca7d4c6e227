// Guest user (spec §3): an external read-only login that sees its shifts and profile.
import { z } from 'zod';
import { GUEST_USER } from '../limits.ts';
import { email, id, meta, requiredText, updateOf } from './common.ts';

/**
 * What a guest sees (docs/decisions/126): one customer (all its departments) or one department,
 * by id within the organisation; neither shows nothing. A department's customer is its own: a
 * `customerId` sent with a `departmentId` must be that department's customer.
 */
export const guestFiltersInput = z.object({
  customerId: id.nullable().default(null),
  departmentId: id.nullable().default(null),
  /** How many days before and after today the guest sees; -1 for no limit (decision 106). */
  days: z.number().int().min(GUEST_USER.filterDaysMin).max(GUEST_USER.filterDaysMax),
});

export const guestFiltersSchema = z.object({
  customerId: id.nullable(),
  departmentId: id.nullable(),
  days: z.number().int(),
  /** The names of the chosen places, for the admin's summary and the guest's own header. */
  customerName: z.string().nullable(),
  departmentName: z.string().nullable(),
  /**
   * A name filter of before decision 126 that named no place or more than one: kept for the admin
   * to see, it matches nothing; empty once a place is chosen (or when there was none).
   */
  unresolvedName: z.string(),
});
export type GuestFilters = z.infer<typeof guestFiltersSchema>;

export const guestUserSchema = z.object({
  _id: id,
  name: z.string(),
  email: z.string(),
  meta: z.string(),
  filters: guestFiltersSchema,
});
export type GuestUser = z.infer<typeof guestUserSchema>;

/** The guest's own view: no admin notes. */
export const guestSelfSchema = guestUserSchema.omit({ meta: true });

export const guestUserInput = z.object({
  name: requiredText(GUEST_USER.name),
  email: email(GUEST_USER.email),
  meta: meta(GUEST_USER.meta).default(''),
  filters: guestFiltersInput.default({ customerId: null, departmentId: null, days: -1 }),
});
export type GuestUserInput = z.output<typeof guestUserInput>;
export const guestUserUpdate = updateOf(guestUserInput);
