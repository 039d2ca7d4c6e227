// The planning grid's arithmetic, free of React: the window's Helsinki days (a week, or a calendar
// month), shifts sorted into the day they start on, and rows by department or by worker.
import { BillingStatus } from '@tuura/domain/enums';
import { toMillis } from '@tuura/domain/rules/instant';
import { addDays, zonedParts, zonedTime } from '@tuura/domain/rules/zonedTime';
import type { Customer } from '@tuura/domain/schemas/customer';
import type { AdminShift, ShiftInput } from '@tuura/domain/schemas/shift';
import { addMonths, monthStart, weekDays, weekStart } from '../../lib/week.ts';

export type PlanningView = 'week' | 'month';
export type RowsBy = 'department' | 'worker';

/** The days across the grid: the week from Monday, or the month from the 1st to its last day. */
export function windowDays(view: PlanningView, date: string): string[] {
  if (view === 'week') return weekDays(weekStart(date));
  const first = monthStart(date);
  const next = addMonths(first, 1);
  const days: string[] = [];
  for (let d = first; d < next; d = addDays(d, 1)) days.push(d);
  return days;
}

/** The date the previous/next button leads to: a week or a month away. */
export const stepDate = (view: PlanningView, date: string, step: -1 | 1) =>
  view === 'week' ? addDays(weekStart(date), 7 * step) : addMonths(date, step);

/**
 * Each day's first instant in Helsinki, plus the instant after the last day: the bounds the API is
 * asked for and the fences a shift's start is sorted between (a clock-change day is 23 or 25 h).
 */
export const dayFences = (days: readonly string[]) => {
  const last = days.at(-1);
  return [...days, ...(last ? [addDays(last, 1)] : [])].map((d) => zonedTime(d, 0).getTime());
};

/** The index of the day an instant falls on, or -1 outside the fences (binary search). */
export function dayIndexOf(ms: number, fences: readonly number[]): number {
  if (fences.length < 2 || ms < (fences[0] ?? 0) || ms >= (fences.at(-1) ?? 0)) return -1;
  let lo = 0;
  let hi = fences.length - 1;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (ms >= (fences[mid] ?? 0)) lo = mid;
    else hi = mid;
  }
  return lo;
}

export type GridRow = {
  /** A department's or worker's id; UNFILLED_ROW / NO_DEPARTMENT_ROW for the shifts without. */
  key: string;
  label: string;
  /** The customer of a department row. */
  sublabel?: string;
  /** One list per day of the window, each in start order. */
  cells: AdminShift[][];
  /** The open shifts' row (rows by worker). */
  unfilled?: boolean;
};

export const UNFILLED_ROW = 'unfilled';
export const NO_DEPARTMENT_ROW = 'no-department';

type Labels = { unfilled: string; noDepartment: string };

const emptyCells = (n: number) => Array.from({ length: n }, (): AdminShift[] => []);

/**
 * Rows of the grid. By department: every department of the customers given (empty ones too, so a
 * shift can be planned there), in the customers' order, then one for shifts without a department if
 * any. By worker: the open shifts first, then each worker with a shift in the window, by name.
 * Shifts are placed by the Helsinki date they start on; those outside the days are left out.
 */
export function buildRows(
  shifts: readonly AdminShift[],
  days: readonly string[],
  by: RowsBy,
  customers: readonly Customer[],
  labels: Labels,
): GridRow[] {
  const fences = dayFences(days);
  const rows = new Map<string, GridRow>();
  const row = (key: string, make: () => Omit<GridRow, 'cells' | 'key'>) => {
    let found = rows.get(key);
    if (!found) {
      found = { key, ...make(), cells: emptyCells(days.length) };
      rows.set(key, found);
    }
    return found;
  };
  if (by === 'department') {
    for (const c of customers)
      for (const d of c.departments) row(d._id, () => ({ label: d.name, sublabel: c.name }));
  } else row(UNFILLED_ROW, () => ({ label: labels.unfilled, unfilled: true }));
  const departmentRow = (s: AdminShift) =>
    s.department
      ? // A department of a customer not listed (removed meanwhile) still gets its row.
        row(s.department, () => ({
          label: s.place?.department ?? labels.noDepartment,
          sublabel: s.place?.customer,
        }))
      : row(NO_DEPARTMENT_ROW, () => ({ label: labels.noDepartment }));
  const workerRow = (s: AdminShift) =>
    s.worker
      ? row(s.worker, () => ({ label: s.workerName ?? s.worker ?? '' }))
      : row(UNFILLED_ROW, () => ({ label: labels.unfilled, unfilled: true }));
  const starts = shifts.map((s) => ({ s, ms: toMillis(s.from) })).sort((a, b) => a.ms - b.ms);
  for (const { s: shift, ms } of starts) {
    const day = dayIndexOf(ms, fences);
    if (day < 0) continue;
    const target = by === 'department' ? departmentRow(shift) : workerRow(shift);
    target.cells[day]?.push(shift);
  }
  const all = [...rows.values()];
  if (by === 'department') {
    const none = rows.get(NO_DEPARTMENT_ROW);
    return none ? [...all.filter((r) => r !== none), none] : all;
  }
  const [open, ...workers] = all;
  workers.sort((a, b) => a.label.localeCompare(b.label, 'fi'));
  return open ? [open, ...workers] : workers;
}

/** The workers seen in these shifts, by name: who can be picked when assigning (see WorkerPicker). */
export function workersIn(shifts: readonly AdminShift[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const s of shifts) if (s.worker && !seen.has(s.worker)) seen.set(s.worker, s.workerName ?? s.worker);
  return [...seen].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

/**
 * A shift's times moved by whole days, keeping its Helsinki wall-clock start and end: a night shift
 * copied across a clock change is then an hour shorter or longer, as the glossary says it is.
 */
export function shiftByDays(shift: { from: string; to: string }, days: number) {
  const at = (instant: string) => {
    const p = zonedParts(instant);
    return zonedTime(addDays(p.date, days), p.hour, p.minute).toISOString();
  };
  return { from: at(shift.from), to: at(shift.to) };
}

/** Whole days from one date to another (YYYY-MM-DD). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/**
 * A new open shift like this one `days` later: the same Helsinki wall-clock times, place (or the
 * given department) and details, without a worker (nor a pencilled-in one).
 */
export function copyOf(s: AdminShift & { to: string }, days: number, department = s.department): ShiftInput {
  return {
    ...shiftByDays(s, days),
    name: s.name,
    description: s.description,
    type: s.type,
    stamp: { required: s.stamp.required },
    education: s.education,
    employer: s.employer,
    template: s.template,
    department,
    salary: s.salary,
    billing: s.billing,
    meta: s.meta,
    billingStatus: BillingStatus.notBilled,
    tentativeWorker: '',
    worker: null,
  };
}

/** The week's shifts as new ones a week later (copyOf); a running shift (no end yet) is not copied. */
export function copyToNextWeek(shifts: readonly AdminShift[], days: readonly string[]): ShiftInput[] {
  const fences = dayFences(days);
  return shifts
    .filter(
      (s): s is AdminShift & { to: string } => s.to !== null && dayIndexOf(toMillis(s.from), fences) >= 0,
    )
    .map((s) => copyOf(s, 7));
}

/** The copied shift pasted on each day (YYYY-MM-DD) into a department: one new open shift a day. */
export function pastedOn(s: AdminShift & { to: string }, days: readonly string[], department: string | null) {
  const start = zonedParts(s.from).date;
  return days.map((day) => copyOf(s, daysBetween(start, day), department));
}
