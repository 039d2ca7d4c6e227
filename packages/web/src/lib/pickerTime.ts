// The date-time pickers show and take wall-clock time in Helsinki (spec §9) whatever the
// browser's zone: the picker's `YYYY-MM-DD HH:mm:ss` strings are read as Helsinki time here,
// and the forms keep ISO instants, which the domain rules and the API take.
import { SHIFT_TIMING } from '@tuura/domain/limits';
import { type Instant, MS_PER_MINUTE, toMillis } from '@tuura/domain/rules/instant';
import { zonedParts, zonedTime } from '@tuura/domain/rules/zonedTime';

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the picker's value: its wall-clock time in Helsinki, `2026-11-23 07:00:00`. */
export function toPickerValue(instant: Instant | null | undefined): string | null {
  if (instant === null || instant === undefined || !Number.isFinite(toMillis(instant))) return null;
  const p = zonedParts(instant);
  return `${p.date} ${pad(p.hour)}:${pad(p.minute)}:00`;
}

/** The picker's value, a wall-clock time in Helsinki, as an ISO instant. */
export function fromPickerValue(value: string | null | undefined): string | null {
  const m = value ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})/.exec(value) : null;
  if (!m?.[1]) return null;
  return zonedTime(m[1], Number(m[2]), Number(m[3])).toISOString();
}

/** Now to the nearest picker step (5 minutes): the default start and end. */
export function roundedNow(now: Instant = new Date()): string {
  const step = SHIFT_TIMING.pickerStepMinutes * MS_PER_MINUTE;
  return new Date(Math.round(toMillis(now) / step) * step).toISOString();
}

/**
 * Now rounded down to the picker step: the default end of a shift being ended. Rounded to the
 * nearest step it could lie up to 2.5 minutes ahead, and the just-ended shift then showed as
 * running until that time (decision 140).
 */
export function stepBefore(now: Instant = new Date()): string {
  const step = SHIFT_TIMING.pickerStepMinutes * MS_PER_MINUTE;
  return new Date(Math.floor(toMillis(now) / step) * step).toISOString();
}
