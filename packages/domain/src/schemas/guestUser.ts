// Guest user (spec §3): an external read-only login that sees its shifts and profile.
import { z } from 'zod';
import { GUEST_USER } from '../limits.ts';
import { email, id, meta, requiredText, updateOf } from './common.ts';

export const guestFiltersSchema = z.object({
  name: z.string().trim().max(GUEST_USER.filterName),
  /** How many days ahead the guest sees; -1 for no limit. */
  days: z.number().int().min(GUEST_USER.filterDaysMin),
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
export const guestUserUpdate = updateOf(guestUserInput);
