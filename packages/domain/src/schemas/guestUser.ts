// Guest user (spec §3): an external read-only login that sees its shifts and profile.
import { z } from 'zod';
import { GUEST_USER } from '../limits.ts';
import { email, id, meta, requiredText, updateOf } from './common.ts';

export const guestFiltersSchema = z.object({
  /** A department's or a customer's name, matched exactly but for case and spacing (decision 106). */
  name: z.string().trim().max(GUEST_USER.filterName),
  /** How many days before and after today the guest sees; -1 for no limit (decision 106). */
  days: z.number().int().min(GUEST_USER.filterDaysMin).max(GUEST_USER.filterDaysMax),
});

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
  filters: guestFiltersSchema.default({ name: '', days: -1 }),
});
export type GuestUserInput = z.output<typeof guestUserInput>;
export const guestUserUpdate = updateOf(guestUserInput);
