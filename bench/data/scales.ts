// How much data each scale makes, and the per-worker shift counts that add up to it exactly.
// The totals win over its "~150 per worker per year": 3,000,000 shifts over 3 years for
// 20,000 workers is 50 a year on average, so a share of full-timers works ~170 a year (about 14
// a month, the probe worker's month) and the rest part-time (decision 090).

export type ScaleName = 'tiny' | 'small' | 'full';

export type OrgShape = {
  workers: number;
  admins: number;
  customers: number;
  departments: number;
  /** Every shift row: assigned, open (no worker), soft-deleted ones included. */
  shifts: number;
};

export type Scale = {
  /** The first organisation (the measured one) and the second, the tenant beside it. */
  orgs: [OrgShape, OrgShape];
  /** Days before and after the anchor day that shifts cover. */
  pastDays: number;
  futureDays: number;
  /** Every `fullTimeEvery`th worker (worker 1 first) is a full-timer. */
  fullTimeEvery: number;
};

/** A full-timer's shifts per year: about 14 a month. */
export const FULL_TIME_PER_YEAR = 170;
/** Share of shifts without a worker (open on the marketplace, or never filled). */
export const OPEN_SHARE = 0.04;

export const SCALES: Record<ScaleName, Scale> = {
  // For the test: four months, so a full-timer's month still holds ~14 shifts.
  tiny: {
    orgs: [
      { workers: 20, admins: 2, customers: 3, departments: 6, shifts: 500 },
      { workers: 10, admins: 2, customers: 2, departments: 3, shifts: 250 },
    ],
    pastDays: 90,
    futureDays: 30,
    fullTimeEvery: 4,
  },
  small: {
    orgs: [
      { workers: 1_000, admins: 5, customers: 30, departments: 200, shifts: 100_000 },
      { workers: 100, admins: 2, customers: 3, departments: 20, shifts: 10_000 },
    ],
    pastDays: 1_005,
    futureDays: 90,
    fullTimeEvery: 10,
  },
  full: {
    orgs: [
      { workers: 20_000, admins: 20, customers: 300, departments: 4_000, shifts: 3_000_000 },
      { workers: 2_000, admins: 5, customers: 30, departments: 400, shifts: 300_000 },
    ],
    pastDays: 1_005,
    futureDays: 90,
    fullTimeEvery: 5,
  },
};

export type ShiftPlan = {
  days: number;
  fullTimers: number;
  perFullTimer: number;
  partTimers: number;
  /** Every part-timer gets `perPartTimer`, the first `extra` of them one more. */
  perPartTimer: number;
  extra: number;
  open: number;
};

/** Shift counts per worker kind for one organisation; throws when the numbers cannot fit. */
export function planShifts(scale: Scale, org: OrgShape): ShiftPlan {
  const days = scale.pastDays + scale.futureDays;
  if (scale.fullTimeEvery < 2) throw new Error('fullTimeEvery must be at least 2');
  const fullTimers = Math.floor((org.workers - 1) / scale.fullTimeEvery) + 1;
  const partTimers = org.workers - fullTimers;
  const perFullTimer = Math.round((FULL_TIME_PER_YEAR * days) / 365);
  const open = Math.round(org.shifts * OPEN_SHARE);
  const rest = org.shifts - open - fullTimers * perFullTimer;
  if (rest < 0 || partTimers <= 0) throw new Error('scale has fewer shifts than its full-timers work');
  const perPartTimer = Math.floor(rest / partTimers);
  // One shift a day at most, so no worker's shifts overlap.
  if (perFullTimer > days || perPartTimer + 1 > days) throw new Error('more shifts than days');
  return { days, fullTimers, perFullTimer, partTimers, perPartTimer, extra: rest % partTimers, open };
}
