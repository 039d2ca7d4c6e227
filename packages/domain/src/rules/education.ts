// Education check for a shift requirement (spec §5): levels are ordered, a higher level is
// accepted for a lower requirement, and the worker's education is a time-effective value.
import { EDUCATION_LEVELS, EducationInvalidReason, type EducationLevel } from '../enums.ts';
import { type TimeEffective, valueOn } from './timeEffective.ts';

export type EducationCheck = { ok: true } | { ok: false; reason: EducationInvalidReason };

/** Position in the ordering: 0 for the lowest level. */
export const educationRank = (level: EducationLevel) => EDUCATION_LEVELS.indexOf(level);

/** Negative, zero or positive as `a` is lower than, equal to or higher than `b`. */
export const compareEducation = (a: EducationLevel, b: EducationLevel) => educationRank(a) - educationRank(b);

/** Whether the worker's education in effect on `date` (YYYY-MM-DD) meets `required`. */
export function meetsEducation(
  workerEducation: readonly TimeEffective<EducationLevel>[],
  required: EducationLevel | null,
  date: string,
): EducationCheck {
  if (required === null) return { ok: true };
  const held = valueOn(workerEducation, date);
  if (held === undefined) return { ok: false, reason: EducationInvalidReason.noEducationOnDate };
  if (compareEducation(held, required) < 0)
    return { ok: false, reason: EducationInvalidReason.educationTooLow };
  return { ok: true };
}
