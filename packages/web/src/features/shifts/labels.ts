// What a shift's states look like: the stamp state as a colour AND a word (UI.md: stamp needed
// red, stamped green, approved neutral with a check; a stamp of a shift not yet ended neutral),
// the i18n keys of type and billing, and the times that count, all from the domain's stamp rule.
import { ApprovalState, BillingStatus, ShiftType, type StampState } from '@tuura/domain/enums';
import { effectiveTimes, hasEnded, type Stamp, stampState } from '@tuura/domain/rules/stamp';

export type StampLook = {
  state: Exclude<StampState, 'notRequired'>;
  color: 'red' | 'green' | 'gray';
  /** `shifts.stamp.<state>` */
  labelKey: string;
  icon: 'alert' | 'later' | 'clock' | 'check';
};

const LOOKS: Record<StampLook['state'], StampLook> = {
  later: { state: 'later', color: 'gray', labelKey: 'shifts.stamp.later', icon: 'later' },
  required: { state: 'required', color: 'red', labelKey: 'shifts.stamp.required', icon: 'alert' },
  stamped: { state: 'stamped', color: 'green', labelKey: 'shifts.stamp.stamped', icon: 'clock' },
  approved: { state: 'approved', color: 'gray', labelKey: 'shifts.stamp.approved', icon: 'check' },
};

/** How a stamp state shows; a shift that needs no stamp shows none. */
export const stampLook = (state: StampState): StampLook | null =>
  state === 'notRequired' ? null : LOOKS[state];

/** The key of a numeric enum's value (`ShiftType.sick` → `sick`). */
function nameOf<E extends Record<string, unknown>>(byName: E, value: number): string | undefined {
  return Object.keys(byName).find((key) => key !== 'values' && byName[key] === value);
}

/** `shifts.type.sick` and so on, a normal shift included. */
export const typeKey = (type: number) => `shifts.type.${nameOf(ShiftType, type) ?? 'shift'}`;

/** The type's label key when it is worth a badge: a normal shift (type 0) needs none. */
export const shiftTypeKey = (type: number): string | null =>
  type === ShiftType.shift ? null : typeKey(type);

/** `shifts.billing.billed` and so on. */
export const billingKey = (status: number) =>
  `shifts.billing.${nameOf(BillingStatus, status) ?? 'notBilled'}`;

/** `shifts.approval.pending` and so on. */
export const approvalKey = (state: number) => `shifts.approval.${nameOf(ApprovalState, state) ?? 'pending'}`;

type TimedShift = { from: string; to: string | null; stamp: Stamp<string> };

/** The times that count (spec §4, rules/stamp.ts); a running shift has no end yet. */
export function countingTimes(shift: TimedShift): { from: string; to: string | null } {
  if (shift.to === null) return { from: shift.from, to: null };
  return effectiveTimes<string>({ from: shift.from, to: shift.to, stamp: shift.stamp });
}

/** Whether the worker's stamped times are shown apart from the plan (they differ from it). */
export function stampedTimesDiffer(shift: TimedShift): boolean {
  const counting = countingTimes(shift);
  const same = (a: string | null, b: string | null) => (a && b ? Date.parse(a) === Date.parse(b) : a === b);
  return !same(counting.from, shift.from) || !same(counting.to, shift.to);
}

/** A past shift whose stamp is required and not approved can be stamped (again). */
export function canStamp(shift: TimedShift, now: number): boolean {
  const state = stampState(shift);
  return (state === 'required' || state === 'stamped') && hasEnded(shift, now);
}
