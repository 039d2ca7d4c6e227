// My shifts keeps what is shown in the URL (a view can be bookmarked, Back closes the detail):
// ?view=week|list|month, &week=<Monday>, &when=upcoming|past, &month=<1st>, &day=<date>,
// &shift=<id> for the detail, &stamp=1 for its stamp form.
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { WHEN_CHOICES } from './ListView.tsx';
import { monthStart, weekStart } from './week.ts';

export type View = 'week' | 'list' | 'month';
const VIEWS: View[] = ['week', 'list', 'month'];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

type Changes = Partial<Record<'view' | 'week' | 'when' | 'month' | 'day' | 'shift' | 'stamp', string | null>>;

export function useShiftsSearch(today: string) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const date = (name: string) => {
    const value = search.get(name);
    return value && DATE.test(value) ? value : null;
  };
  const view = (VIEWS as string[]).includes(search.get('view') ?? '') ? (search.get('view') as View) : 'week';
  const day = date('day') ?? today;

  const update = (changes: Changes, options: { push?: boolean; state?: unknown } = {}) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes))
          if (value === null || value === undefined) next.delete(key);
          else next.set(key, value);
        return next;
      },
      { replace: !options.push, state: options.state ?? location.state },
    );

  return {
    view,
    monday: weekStart(date('week') ?? today),
    when: WHEN_CHOICES.find((w) => w === search.get('when')) ?? 'upcoming',
    month: monthStart(date('month') ?? day),
    day,
    shiftId: search.get('shift'),
    stamping: search.get('stamp') === '1',
    update,
    /** Opens a shift's detail (or its stamp form) as a step Back can undo. */
    openShift: (id: string, stamp = false) =>
      update(
        { shift: id, stamp: stamp ? '1' : null },
        { push: !search.get('shift'), state: { shiftDrawer: true } },
      ),
    /** Closes the detail: Back when it was opened here, so history does not grow. */
    closeShift: () => {
      if ((location.state as { shiftDrawer?: boolean } | null)?.shiftDrawer) navigate(-1);
      else update({ shift: null, stamp: null });
    },
  };
}
