// The bills page keeps its filter in the URL, so a bill can be bookmarked and shared (UI.md):
// ?month=YYYY-MM (last month when absent: the month usually billed), &customer=<id>,
// &department=<id>, &status=0|1|2.
import { BillingStatus } from '@tuura/domain/enums';
import { useSearchParams } from 'react-router';
import { addMonths, currentMonth } from '../../lib/money.ts';
import type { BillsFilter } from './api.ts';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
type Changes = Partial<Record<'month' | 'customer' | 'department' | 'status', string | null>>;

export function useBillsSearch(): BillsFilter & { update: (changes: Changes) => void } {
  const [search, setSearch] = useSearchParams();
  const month = search.get('month');
  const status = Number(search.get('status') ?? Number.NaN);
  return {
    month: month && MONTH.test(month) ? month : addMonths(currentMonth(), -1),
    customerId: search.get('customer') || null,
    departmentId: search.get('department') || null,
    billingStatus: (BillingStatus.values as readonly number[]).includes(status)
      ? (status as BillingStatus)
      : null,
    update: (changes) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes))
            if (value === null || value === undefined) next.delete(key);
            else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
  };
}
