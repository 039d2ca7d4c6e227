// The marketplace's admin calls (decision 100): the published list, publishing, withdrawing and a
// shift's possible workers. Under adminShifts in the cache: a shift change refreshes them too.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminShiftListingContracts } from '@tuura/domain/api/adminShifts';
import { type AdminMarketListQuery, shiftMarketContracts as c } from '@tuura/domain/api/shiftMarket';
import { MARKET, REQUEST } from '@tuura/domain/limits';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client.ts';
import { queryKeys } from '../../../api/queryKeys.ts';
import { showToast } from '../../../components/toast.ts';
import '../texts.ts';

export const MARKET_WINDOW_DAYS = MARKET.defaultWindowDays;

export const adminMarketQuery = (query: Partial<AdminMarketListQuery>) =>
  queryOptions({
    queryKey: [...queryKeys.adminShifts, 'market', 'list', query],
    queryFn: () => call(c.adminList, { query: { limit: REQUEST.maxPageSize, ...query } }),
    placeholderData: keepPreviousData,
  });

/** The open shifts of a window, for choosing what to publish. */
export const unfilledQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: [...queryKeys.adminShifts, 'market', 'unfilled', from, to],
    queryFn: () =>
      call(adminShiftListingContracts.unfilled, { query: { from, to, limit: REQUEST.maxPageSize } }),
  });

export const possibleWorkersQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.adminShifts, 'market', 'possible', id],
    queryFn: () => call(c.possibleWorkers, { params: { id }, query: { limit: 100 } }),
  });

export function usePublish() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (ids: string[]) => call(c.publish, { body: { ids } }),
    onSuccess: () => showToast('green', t('market.admin.published')),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminShifts }),
  });
}

export function useWithdraw() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (ids: string[]) => call(c.withdrawMany, { body: { ids } }),
    onSuccess: () => showToast('green', t('market.admin.withdrawn')),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminShifts }),
  });
}
