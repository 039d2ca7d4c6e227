// What a guest user reads (docs/decisions/106): a window of the shifts its filters allow, each
// shift with its times, place and worker only. Apart from guestUser.ts, which the login route
// loads: none of this belongs in that first download.
import { z } from 'zod';
import { REQUEST } from '../limits.ts';
import { dateTime, endsAfter, id } from './common.ts';
import { shiftType } from './shift.ts';

/** A window of the guest's shifts, [from, to): the earliest `limit` of it (as the worker's list). */
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
  .superRefine(endsAfter('from', 'to'));

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
