// The cancellations page's data: a page of the active cancellations, oldest first, and an
// admin's reaction to one. A reaction takes the row and the badge's count down at once, puts them
// back if the server says no (with the error dialog of spec §8), then asks again.
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cancellationContracts } from '@tuura/domain/api/cancellations';
import type { CancellationSortKey } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { Cancellation } from '@tuura/domain/schemas/cancellation';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { TableSort } from '../../../components/adminTable/tableSort.ts';
import { showErrorDialog } from '../../../components/errorDialog.tsx';
import { showToast } from '../../../components/toast.ts';
import '../texts.ts';

export const PAGE_SIZE = REQUEST.defaultPageSize;

type Page = { cancellations: Cancellation[]; total: number };

/** A page of the active cancellations, by default the oldest sent first (decision 142). */
export const activeCancellationsQuery = (offset: number, sort: TableSort<CancellationSortKey> = null) =>
  queryOptions({
    queryKey: queryKeys.adminCancellations('page', offset, sort ? `${sort.key}.${sort.order}` : ''),
    queryFn: (): Promise<Page> =>
      call(cancellationContracts.listActive, {
        query: { limit: PAGE_SIZE, offset, ...(sort && { sort: sort.key, order: sort.order }) },
      }),
  });

export type Reaction = { id: string; accept: boolean; message: string };

type Snapshot = [readonly unknown[], unknown][];

async function takeOff(client: QueryClient, id: string): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: queryKeys.adminCancellations() });
  const pages = client.getQueriesData<Page>({ queryKey: queryKeys.adminCancellations('page') });
  const count = client.getQueryData(queryKeys.adminCancellations('count'));
  for (const [key, page] of pages) {
    if (!page) continue;
    const left = page.cancellations.filter((c) => c._id !== id);
    client.setQueryData<Page>(key, {
      cancellations: left,
      total: Math.max(0, page.total - (page.cancellations.length - left.length)),
    });
  }
  client.setQueryData<{ count: number }>(queryKeys.adminCancellations('count'), (d) =>
    d ? { count: Math.max(0, d.count - 1) } : d,
  );
  return [...pages, [queryKeys.adminCancellations('count'), count]];
}

export function useReaction() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation<unknown, unknown, Reaction, Snapshot>({
    meta: { silent: true },
    mutationFn: ({ id, accept, message }) =>
      call(cancellationContracts.react, { params: { id }, body: { accept, message } }),
    onMutate: (vars) => takeOff(client, vars.id),
    onError: (error, vars, before) => {
      for (const [key, data] of before ?? []) client.setQueryData(key, data);
      showErrorDialog(
        error,
        t(vars.accept ? 'cancellations.admin.acceptFailed' : 'cancellations.admin.rejectFailed'),
      );
    },
    onSuccess: (_data, vars) =>
      showToast('green', t(vars.accept ? 'cancellations.admin.accepted' : 'cancellations.admin.rejected')),
    // Every admin view of shifts (the count, the freed shift in the tables) asks the server again.
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminShifts }),
  });
}
