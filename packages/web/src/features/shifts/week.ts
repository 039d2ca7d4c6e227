// Calendar arithmetic for my shifts on Helsinki dates (YYYY-MM-DD): weeks start on Monday and
// carry their ISO number (`vk 48`); a week's or month's bounds as instants for the API.
import { addDays, zonedDate } from '@tuura/domain/rules/zonedTime';
import { addMonths, monthStart, weekStart } from '../../lib/week.ts';

/** The day a shift is listed under: the Helsinki date it starts on. */
export const shiftDay = (from: string) => zonedDate(from);

export {
  addMonths,
  dayRange,
  isoWeek,
  monthStart,
  todayInZone,
  weekDays,
  weekRange,
  weekStart,
} from '../../lib/week.ts';

/** The days a month view shows: whole weeks from the Monday on or before the 1st. */
export function monthGrid(date: string): { first: string; last: string } {
  const first = weekStart(monthStart(date));
  const last = addDays(weekStart(addDays(addMonths(date, 1), -1)), 6);
  return { first, last };
}
