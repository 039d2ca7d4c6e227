// A cold start on /shifts: the page's first queries start beside the session check instead of
// after it, the page's chunk and the layout (the largest paint waited for all three in turn).
import type { QueryClient } from '@tanstack/react-query';
import { comingShiftsQuery, ongoingShiftQuery, shiftsBetweenQuery, stampsMissingQuery } from './queries.ts';
import { todayInZone, weekRange, weekStart } from './week.ts';

/** The queries the page asks first; the week only when the URL shows the week (the default). */
export function warmUpMyShifts(client: QueryClient, search: string) {
  const params = new URLSearchParams(search);
  void client.prefetchQuery(ongoingShiftQuery);
  void client.prefetchQuery(comingShiftsQuery);
  void client.prefetchQuery(stampsMissingQuery);
  const view = params.get('view');
  if ((view === null || view === 'week') && !params.has('week')) {
    const range = weekRange(weekStart(todayInZone()));
    void client.prefetchQuery(shiftsBetweenQuery(range.from, range.to));
  }
}
