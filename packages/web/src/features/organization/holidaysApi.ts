// The organisation's holidays of one year for the admin's editor, and the changes, each of which
// refreshes every holiday list.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { holidayContracts } from '@tuura/domain/api/holidays';
import type { HolidayInput } from '@tuura/domain/schemas/holiday';
import { call } from '../../api/client.ts';
import './holidayTexts.ts';
import { communicationKeys } from '../../api/communicationKeys.ts';

export const holidaysOfYearQuery = (year: number) =>
  queryOptions({
    queryKey: communicationKeys.holidaysOfYear(year),
    queryFn: () => call(holidayContracts.list, { query: { year } }).then((r) => r.holidays),
  });

function useChange<V, R>(fn: (v: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: communicationKeys.holidays }),
  });
}

export const useSaveHoliday = () =>
  useChange((v: { id?: string; holiday: HolidayInput }) =>
    v.id
      ? call(holidayContracts.update, { params: { id: v.id }, body: { holiday: v.holiday } })
      : call(holidayContracts.create, { body: { holiday: v.holiday } }),
  );

export const useRemoveHoliday = () =>
  useChange((id: string) => call(holidayContracts.remove, { params: { id } }));
