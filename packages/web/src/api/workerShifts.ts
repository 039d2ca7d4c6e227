// A worker's shift endpoints and what my shifts asks first, free of the query library, so a cold
// start can send those requests before the app's code is in (app/boot.ts) and the page's queries
// (queries.ts) take their answers: the same URL, asked within the same minute.
import type { workerShiftContracts } from '@tuura/domain/api/shifts';
import type { workerTemplateContracts } from '@tuura/domain/api/templates';
import type { userContracts } from '@tuura/domain/api/users';
import { REQUEST } from '@tuura/domain/limits';
import { todayInZone, weekRange, weekStart } from '../lib/week.ts';
import { buildUrl, endpoint } from './client.ts';

type Shifts = typeof workerShiftContracts;
export const shiftApi = {
  list: endpoint<Shifts['list']>('GET', '/api/shifts/user/worker'),
  count: endpoint<Shifts['count']>('GET', '/api/shifts/count/worker'),
  get: endpoint<Shifts['get']>('GET', '/api/shifts/:id/worker'),
  near: endpoint<Shifts['near']>('GET', '/api/shifts/:id/near/worker'),
  create: endpoint<Shifts['create']>('POST', '/api/shifts/worker'),
  update: endpoint<Shifts['update']>('PUT', '/api/shifts/:id/worker'),
  stamp: endpoint<Shifts['stamp']>('PUT', '/api/shifts/:id/stamp/worker'),
  stampMany: endpoint<Shifts['stampMany']>('PUT', '/api/shifts/stamp/mass/worker'),
  templates: endpoint<(typeof workerTemplateContracts)['customers']>(
    'GET',
    '/api/templates/customers/worker',
  ),
  overlaps: endpoint<(typeof userContracts)['overlaps']>('POST', '/api/users/overlaps'),
};

/** Now, to the minute: "from now" asked twice within a minute is the same request. */
const thisMinute = () => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString();

/** The list queries behind my shifts' first screen. */
export const firstShiftsQuery = {
  /** The running shift (spec §4: the first with submitted=false). */
  ongoing: () => ({ submitted: 'false' }) as const,
  /** The next few shifts, a running one first. */
  coming: () => ({ from: thisMinute(), limit: 5 }),
  /** Ended shifts whose stamp is required and missing. */
  stampsMissing: () => ({ stampMissing: 'true', to: thisMinute(), limit: REQUEST.maxPageSize }) as const,
  /** Shifts meeting [from, to]. */
  between: (from: string, to: string) => ({ from, to }),
};

/**
 * The URLs my shifts asks for on opening `search`: its top always, the week when the URL shows
 * the week (the default view, this week).
 */
export function myShiftsFirstUrls(search: string): string[] {
  const list = (query: Record<string, unknown>) => buildUrl(shiftApi.list, undefined, query);
  const urls = [firstShiftsQuery.ongoing(), firstShiftsQuery.coming(), firstShiftsQuery.stampsMissing()].map(
    list,
  );
  const params = new URLSearchParams(search);
  const view = params.get('view');
  if ((view === null || view === 'week') && !params.has('week')) {
    const range = weekRange(weekStart(todayInZone()));
    urls.push(list(firstShiftsQuery.between(range.from, range.to)));
  }
  return urls;
}
