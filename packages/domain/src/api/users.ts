// A person's own settings and overlap check (spec §7 Users).
import { z } from 'zod';
import { REQUEST } from '../limits.ts';
import { access } from '../permissions.ts';
import { userResponse } from '../schemas/auth.ts';
import { dateTime, endsNotBefore, id, text } from '../schemas/common.ts';
import { workerShiftSchema } from '../schemas/shift.ts';
import { suggestionSchema } from '../schemas/suggestion.ts';
import { userSettingsInput } from '../schemas/user.ts';
import { contractGroup, defineContract } from './contract.ts';

/** A picker's search: words of a colleague's name. */
export const userSearchQuery = z.object({
  q: text(REQUEST.maxSearchLength).default(''),
  limit: z.coerce.number().int().min(1).max(REQUEST.maxPickerResults).default(REQUEST.maxPickerResults),
});

/**
 * A time span an overlap check looks at: [from, to), or the instant `from` when `to` is null (a
 * shift being started runs from `from` on). It must not end before it starts ('after' on `to`).
 */
export const overlapSpan = z
  .object({
    from: dateTime,
    /** Open end: a shift being started runs from `from` on. */
    to: dateTime.nullable().default(null),
    /** The shift being edited, which does not overlap itself. */
    exclude: id.nullable().default(null),
  })
  .superRefine(endsNotBefore('from', 'to'));

/** One person's shifts and shift requests that meet the span(s) checked. */
export const overlapFound = z.object({
  shifts: z.array(workerShiftSchema),
  suggestions: z.array(suggestionSchema),
});

export const userContracts = contractGroup('user', {
  search: defineContract({
    method: 'GET',
    path: '/api/users/search',
    summary:
      "Colleagues of one's organisation whose name contains the words, by last name: id and name only (pickers: assigning a worker, sharing). Empty words list the first by name",
    tags: ['users'],
    access: access.worker,
    query: userSearchQuery,
    response: { 200: z.object({ users: z.array(z.object({ _id: id, name: z.string() })) }) },
  }),
  updateSettings: defineContract({
    method: 'PUT',
    path: '/api/users/settings',
    summary: 'Change own dark mode and locale',
    tags: ['users'],
    access: access.worker,
    allowWithoutTfa: true,
    body: z.object({ settings: userSettingsInput }),
    response: { 200: userResponse },
  }),
  overlaps: defineContract({
    method: 'POST',
    path: '/api/users/overlaps',
    summary: 'Own shifts and shift requests overlapping a time span (checked before starting or reserving)',
    tags: ['users', 'shifts (worker)'],
    access: access.worker,
    body: overlapSpan,
    response: { 200: z.object({ user: overlapFound, overlaps: z.boolean() }) },
  }),
});
