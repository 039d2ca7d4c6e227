// The admin shift table's filters as the URL holds them (shareable, kept by back and forward) and
// as the list API takes them. Dates are Helsinki calendar dates; the window is [first, last].

import type { AdminShiftListQuery } from '@tuura/domain/api/adminShifts';
import {
  ADMIN_SHIFT_SORT_KEYS,
  ADMIN_SHIFT_STAMP_FILTERS,
  type AdminShiftSortKey,
  type AdminShiftStampFilter,
  ApprovalState,
  BillingStatus,
  ShiftType,
} from '@tuura/domain/enums';
import { addDays } from '@tuura/domain/rules/zonedTime';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { sortFromSearch, type TableSort } from '../../../components/adminTable/tableSort.ts';
import { dayRange, todayInZone, weekStart } from '../week.ts';

export type ShiftTableFilters = {
  first: string;
  last: string;
  customer: string | null;
  department: string | null;
  unfilled: boolean;
  type: ShiftType | null;
  billingStatus: BillingStatus | null;
  stamp: (typeof ADMIN_SHIFT_STAMP_FILTERS)[number] | null;
  q: string;
  /** The column sorted by on the server (decision 142); none is by start. */
  sort: TableSort<AdminShiftSortKey>;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function numberIn<V extends number>(values: readonly V[], raw: string | null): V | null {
  const n = raw === null || raw === '' ? Number.NaN : Number(raw);
  return values.includes(n as V) ? (n as V) : null;
}

/** This week (Monday to Sunday) when the URL names no window; unknown values are dropped. */
export function filtersFromSearch(search: URLSearchParams, today = todayInZone()): ShiftTableFilters {
  const monday = weekStart(today);
  const first = DATE.test(search.get('first') ?? '') ? (search.get('first') as string) : monday;
  const lastRaw = search.get('last') ?? '';
  const last = DATE.test(lastRaw) && lastRaw >= first ? lastRaw : addDays(first, 6);
  const stamp = search.get('stamp');
  return {
    first,
    last,
    customer: search.get('customer') || null,
    department: search.get('department') || null,
    unfilled: search.get('unfilled') === 'true',
    type: numberIn(ShiftType.values, search.get('type')),
    billingStatus: numberIn(BillingStatus.values, search.get('billingStatus')),
    stamp: ADMIN_SHIFT_STAMP_FILTERS.find((s) => s === stamp) ?? null,
    q: search.get('q') ?? '',
    sort: sortFromSearch(search, ADMIN_SHIFT_SORT_KEYS),
  };
}

/** The filters as URL parameters: only what differs from nothing. */
export function searchFromFilters(f: ShiftTableFilters): Record<string, string> {
  const out: Record<string, string> = { first: f.first, last: f.last };
  if (f.customer) out.customer = f.customer;
  if (f.department) out.department = f.department;
  if (f.unfilled) out.unfilled = 'true';
  if (f.type !== null) out.type = String(f.type);
  if (f.billingStatus !== null) out.billingStatus = String(f.billingStatus);
  if (f.stamp) out.stamp = f.stamp;
  if (f.q.trim()) out.q = f.q.trim();
  if (f.sort) {
    out.sort = f.sort.key;
    out.order = f.sort.order;
  }
  return out;
}

/** The list API's query for one page of the filtered window. */
export function listQueryOf(f: ShiftTableFilters, offset: number, limit: number) {
  const { from, to } = dayRange(f.first, f.last);
  const query: Record<string, string | number> = { from, to, offset, limit };
  for (const [key, value] of Object.entries(searchFromFilters(f))) {
    if (key !== 'first' && key !== 'last') query[key] = value;
  }
  return query as Partial<Record<keyof AdminShiftListQuery, string | number>>;
}

/** The window moved by whole windows (a week moves a week, a month-long window a month's days). */
export function shiftWindow(f: ShiftTableFilters, direction: -1 | 1): ShiftTableFilters {
  const days = (Date.parse(`${f.last}T12:00:00Z`) - Date.parse(`${f.first}T12:00:00Z`)) / 86_400_000 + 1;
  const step = Math.round(days) * direction;
  return { ...f, first: addDays(f.first, step), last: addDays(f.last, step) };
}

// A shift's stamp as the table shows it: the same five states as the list's `stamp` filter
// (ADMIN_SHIFT_STAMP_FILTERS), each with a colour beside its word.
const COLORS: Record<AdminShiftStampFilter, string> = {
  notRequired: 'dimmed',
  missing: 'red',
  waiting: 'orange',
  approved: 'green',
  rejected: 'gray',
};

export function stampStateOf(shift: Pick<AdminShift, 'stamp'>): {
  key: AdminShiftStampFilter;
  color: string;
} {
  const { stamp } = shift;
  const key: AdminShiftStampFilter = !stamp.required
    ? 'notRequired'
    : !stamp.stamped
      ? 'missing'
      : stamp.approved === ApprovalState.approved
        ? 'approved'
        : stamp.approved === ApprovalState.rejected
          ? 'rejected'
          : 'waiting';
  return { key, color: COLORS[key] };
}
