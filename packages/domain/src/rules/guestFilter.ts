// Which days a guest user's filters let through (docs/decisions/106): `days` is how many calendar
// days around today (Europe/Helsinki) they see, -1 for no limit. Which places is an id, not a rule
// (docs/decisions/126).
import { type Instant, toMillis } from './instant.ts';
import { addDays, zonedDate, zonedTime } from './zonedTime.ts';

/**
 * The instants a guest's `days` filter allows, [from, to): from the start of the day `days`
 * before today to the end of the day `days` after it; null when there is no limit (-1).
 */
export function guestDayWindow(days: number, now: Instant): { from: Date; to: Date } | null {
  if (days < 0) return null;
  const today = zonedDate(new Date(toMillis(now)));
  return { from: zonedTime(addDays(today, -days), 0), to: zonedTime(addDays(today, days + 1), 0) };
}

/** The part of a requested window [from, to) the guest's day filter allows; null when none. */
export function clampToGuestWindow(
  requested: { from: Date; to: Date },
  allowed: { from: Date; to: Date } | null,
) {
  const from = allowed && allowed.from > requested.from ? allowed.from : requested.from;
  const to = allowed && allowed.to < requested.to ? allowed.to : requested.to;
  return from < to ? { from, to } : null;
}
