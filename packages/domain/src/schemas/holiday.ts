// Holiday (spec §3): a named day off that affects pay and planning.
import { z } from 'zod';
import { HOLIDAY } from '../limits.ts';
import { date, id, requiredText, text, updateOf } from './common.ts';

export const holidaySchema = z.object({ _id: id, name: z.string(), description: z.string(), date });
export type Holiday = z.infer<typeof holidaySchema>;

export const holidayInput = z.object({
  name: requiredText(HOLIDAY.name),
  description: text(HOLIDAY.description).default(''),
  date,
});
export const holidayUpdate = updateOf(holidayInput);
