// Guest user (spec §3): an external read-only login that sees its shifts and profile.
import { z } from 'zod';
import { GUEST_USER, REQUEST } from '../limits.ts';
import { MS_PER_DAY } from '../rules/instant.ts';
import { customIssue } from '../validation.ts';
import { dateTime, email, endsAfter, id, listQuery, meta, requiredText, updateOf } from './common.ts';
import { shiftType } from './shift.ts';

export const guestFiltersSchema = z.object({
  /** A department's or a customer's name, matched exactly but for case and spacing (decision 106). */
  name: z.string().trim().max(GUEST_USER.filterName),
  /** How many days before and after today the guest sees; -1 for no limit (decision 106). */
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
export type GuestUserInput = z.output<typeof guestUserInput>;
export const guestUserUpdate = updateOf(guestUserInput);

/** The admin's list: a page, optionally only those whose name or email contains `search`. */
export const guestUserListQuery = listQuery(REQUEST.maxPageSize).extend({
  search: z.string().trim().max(REQUEST.maxSearchLength).optional(),
});

/** A window of the guest's shifts, [from, to), at most GUEST_USER.shiftsMaxRangeDays long. */
export const guestShiftsQuery = z
  .object({
    from: dateTime,
    to: dateTime,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(REQUEST.maxPageSize)
      .optional()
      .describe(
        `At most this many shifts, the earliest of the window; ${REQUEST.maxPageSize} when not given.`,
      ),
  })
  .superRefine(endsAfter('from', 'to'))
  .superRefine((q, ctx) => {
    if (Date.parse(q.to) - Date.parse(q.from) > GUEST_USER.shiftsMaxRangeDays * MS_PER_DAY)
      ctx.addIssue(customIssue('maxValue', ['to'], { max: GUEST_USER.shiftsMaxRangeDays }));
  });

const place = z.object({ _id: id, name: z.string() });

/** A shift as a guest sees it: when, where and who; no billing, salary, notes or stamps. */
export const guestShiftSchema = z.object({
  _id: id,
  from: dateTime,
  /** Null while the worker's started shift is still running. */
  to: dateTime.nullable(),
  name: z.string(),
  description: z.string(),
  type: shiftType,
  department: place,
  customer: place,
  /** The worker's name; null for an open shift. */
  worker: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});
export type GuestShift = z.infer<typeof guestShiftSchema>;
