// Planning keeps what is shown in the URL, so a view can be bookmarked and shared (UI.md):
// ?view=week|month, &date=<a day in the window>, &by=department|worker, &customer=<id>.
import { useSearchParams } from 'react-router';
import type { PlanningView, RowsBy } from './grid.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Changes = Partial<Record<'view' | 'date' | 'by' | 'customer', string | null>>;

export function usePlanningSearch(today: string) {
  const [search, setSearch] = useSearchParams();
  const date = search.get('date');
  return {
    view: (search.get('view') === 'month' ? 'month' : 'week') as PlanningView,
    date: date && DATE.test(date) ? date : today,
    by: (search.get('by') === 'worker' ? 'worker' : 'department') as RowsBy,
    customer: search.get('customer') || null,
    update: (changes: Changes) =>
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
