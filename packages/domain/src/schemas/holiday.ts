// Holiday (spec §3): a named day off that affects pay and planning.
import { z } from 'zod';
import { DATE_TIME, HOLIDAY } from '../limits.ts';
import { date, id, requiredText, text, updateOf } from './common.ts';

export const holidaySchema = z.object({ _id: id, name: z.string(), description: z.string(), date });
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayInput = z.object({
  name: requiredText(HOLIDAY.name),
  description: text(HOLIDAY.description).default(''),
  date,
});
export type HolidayInput = z.input<typeof holidayInput>;
export const holidayUpdate = updateOf(holidayInput);

/**
 * GET /holidays: one calendar year, or the days from `from` to `to` (both included); neither
 * gives the current and the next year (the prefilled ones, docs/decisions/112).
 */
export const holidayListQuery = z.object({
  year: z.coerce.number().int().min(DATE_TIME.minYear).max(DATE_TIME.maxYear).optional(),
  from: date.optional(),
  to: date.optional(),
});
