// The guest's shifts of one week: what the guest's filters allow (docs/decisions/106).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { guestUserContracts } from '@tuura/domain/api/guestUsers';
import { call } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import './texts.ts';

export const guestShiftsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: queryKeys.guestShifts(from, to),
    queryFn: () => call(guestUserContracts.shifts, { query: { from, to } }),
    select: (data) => data.shifts,
    // Moving a week keeps the last one on screen until the next arrives.
    placeholderData: keepPreviousData,
  });
