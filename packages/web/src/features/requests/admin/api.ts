// The shift requests page's data: a page of the organisation's requests (pending first), and
// approving or rejecting one or many in one call. A decision takes the pending rows and the badge's
// count down at once, puts them back if the server says no (with the error dialog of spec §8),
// then asks again. Approval first asks the overlap question (the worker's shifts at that time).
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSuggestionContracts as c } from '@tuura/domain/api/suggestions';
import { ApprovalState, type SuggestionSortKey } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { AdminSuggestion } from '@tuura/domain/schemas/suggestion';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import type { TableSort } from '../../../components/adminTable/tableSort.ts';
import { showErrorDialog } from '../../../components/errorDialog.tsx';
import { showToast } from '../../../components/toast.ts';
import './texts.ts';

export const PAGE_SIZE = REQUEST.defaultPageSize;

/** The state filter: a state's number, or 'all'. */
export type StateFilter = 'all' | `${ApprovalState}`;

type SuggestionsPage = { suggestions: AdminSuggestion[]; total: number };

/** A page of requests in a state; by default pending first, or sorted by a column (decision 142). */
export const suggestionsPageQuery = (
  offset: number,
  state: StateFilter,
  sort: TableSort<SuggestionSortKey> = null,
) =>
  queryOptions({
    queryKey: [...queryKeys.adminSuggestions, 'page', offset, state, sort ? `${sort.key}.${sort.order}` : ''],
    queryFn: (): Promise<SuggestionsPage> =>
      call(c.list, {
        query: {
          limit: PAGE_SIZE,
          offset,
          ...(state !== 'all' && { state }),
          ...(sort && { sort: sort.key, order: sort.order }),
        },
      }),
  });

export type DecisionVars =
  | { ids: string[]; decision: 'approve' }
  | { ids: string[]; decision: 'reject'; message: string };

async function send(vars: DecisionVars): Promise<void> {
  const [only] = vars.ids;
  if (vars.decision === 'approve') {
    await call(c.approveMany, { body: { ids: vars.ids } });
    return;
  }
  if (vars.ids.length === 1 && only) {
    await call(c.reject, { params: { id: only }, body: { message: vars.message } });
    return;
  }
  await call(c.rejectMany, { body: { ids: vars.ids, message: vars.message } });
}

type Snapshot = [readonly unknown[], unknown][];

/** Takes the decided rows' pending state off every cached page and the count down. */
async function takeOff(client: QueryClient, vars: DecisionVars): Promise<Snapshot> {
  await client.cancelQueries({ queryKey: queryKeys.adminSuggestions });
  const gone = new Set(vars.ids);
  const state = vars.decision === 'approve' ? ApprovalState.approved : ApprovalState.rejected;
  const pages = client.getQueriesData<SuggestionsPage>({ queryKey: [...queryKeys.adminSuggestions, 'page'] });
  const count = client.getQueryData(queryKeys.adminSuggestionsWaiting);
  for (const [key, page] of pages) {
    if (!page) continue;
    client.setQueryData<SuggestionsPage>(key, {
      ...page,
      suggestions: page.suggestions.map((s) => (gone.has(s._id) ? { ...s, approved: state } : s)),
    });
  }
  client.setQueryData<{ count: number }>(queryKeys.adminSuggestionsWaiting, (d) =>
    d ? { count: Math.max(0, d.count - vars.ids.length) } : d,
  );
  return [...pages, [queryKeys.adminSuggestionsWaiting, count]];
}

export function useSuggestionDecision() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation<void, unknown, DecisionVars, Snapshot>({
    meta: { silent: true },
    mutationFn: send,
    onMutate: (vars) => takeOff(client, vars),
    onError: (error, vars, before) => {
      for (const [key, data] of before ?? []) client.setQueryData(key, data);
      showErrorDialog(
        error,
        t(vars.decision === 'approve' ? 'suggestions.approveFailed' : 'suggestions.rejectFailed'),
      );
    },
    onSuccess: (_data, vars) =>
      showToast(
        'green',
        t(vars.decision === 'approve' ? 'suggestions.approved' : 'suggestions.rejected', {
          count: vars.ids.length,
        }),
      ),
    // The requests (pages, the badge) and the shifts an approval made are asked again.
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.adminSuggestions });
      void client.invalidateQueries({ queryKey: queryKeys.adminShifts });
    },
  });
}
