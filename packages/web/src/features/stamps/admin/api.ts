// The stamps page's data: a page of the shifts whose stamp waits for approval, and approving or
// rejecting one or many in one call. A decision takes the rows and the badge's count down at once,
// puts them back if the server says no (with the error dialog of spec §8), then asks again.

import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminShiftContracts } from '@tuura/domain/api/adminShifts';
import type { AdminShiftSortKey } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { TableSort } from '../../../components/adminTable/tableSort.ts';
import { showErrorDialog } from '../../../components/errorDialog.tsx';
import { showToast } from '../../../components/toast.ts';
import './texts.ts';

export const PAGE_SIZE = REQUEST.defaultPageSize;

type StampsPage = { shifts: AdminShift[]; total: number; totalCapped: boolean };

/** The columns the stamps table sorts by on the server (decision 142). */
export const STAMP_SORT_KEYS = ['worker', 'from'] as const satisfies readonly AdminShiftSortKey[];
export type StampSortKey = (typeof STAMP_SORT_KEYS)[number];

/** By default the oldest waiting stamps first: they have waited longest. */
export const stampsPageQuery = (offset: number, sort: TableSort<StampSortKey> = null) =>
  queryOptions({
    queryKey: queryKeys.adminStampsPage(offset, sort ? `${sort.key}.${sort.order}` : ''),
    queryFn: (): Promise<StampsPage> =>
      call(adminShiftContracts.list, {
        query: {
          stamp: 'waiting',
          limit: PAGE_SIZE,
          offset,
          sort: sort?.key ?? 'from',
          order: sort?.order ?? 'asc',
        },
      }),
  });

export type Decision = 'approve' | 'reject';
export type DecisionVars = { ids: string[]; decision: Decision };

async function send({ ids, decision }: DecisionVars): Promise<void> {
  const [only] = ids;
  if (ids.length === 1 && only) {
    await call(decision === 'approve' ? adminShiftContracts.approveStamp : adminShiftContracts.rejectStamp, {
      params: { id: only },
    });
    return;
  }
  await call(decision === 'approve' ? adminShiftContracts.approveStamps : adminShiftContracts.rejectStamps, {
    body: { ids },
  });
}

type Snapshot = [readonly unknown[], unknown][];

/** Takes the decided rows off every cached page and the count down; returns what was there. */
async function takeOff(client: QueryClient, ids: string[]): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: queryKeys.adminShifts });
  const gone = new Set(ids);
  const pages = client.getQueriesData<StampsPage>({ queryKey: queryKeys.adminStampsPage(0).slice(0, 2) });
  const count = client.getQueryData(queryKeys.adminStampsWaiting);
  for (const [key, page] of pages) {
    if (!page) continue;
    const shifts = page.shifts.filter((s) => !gone.has(s._id));
    client.setQueryData<StampsPage>(key, {
      ...page,
      shifts,
      total: Math.max(0, page.total - (page.shifts.length - shifts.length)),
    });
  }
  client.setQueryData<{ count: number }>(queryKeys.adminStampsWaiting, (d) =>
    d ? { count: Math.max(0, d.count - ids.length) } : d,
  );
  return [...pages, [queryKeys.adminStampsWaiting, count]];
}

export function useStampDecision() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation<void, unknown, DecisionVars, Snapshot>({
    meta: { silent: true },
    mutationFn: send,
    onMutate: (vars) => takeOff(client, vars.ids),
    onError: (error, vars, before) => {
      for (const [key, data] of before ?? []) client.setQueryData(key, data);
      showErrorDialog(error, t(vars.decision === 'approve' ? 'stamps.approveFailed' : 'stamps.rejectFailed'));
    },
    onSuccess: (_data, vars) =>
      showToast(
        'green',
        t(vars.decision === 'approve' ? 'stamps.approved' : 'stamps.rejected', {
          count: vars.ids.length,
        }),
      ),
    // Every admin view of shifts (the count, other pages) asks the server again.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminShifts }),
  });
}
