// The business page's data: statistics of a range by period with a breakdown.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type BusinessStatisticsInput, businessContracts } from '@tuura/domain/api/business';
import { call } from '../../api/client.ts';
import './texts.ts';

export function useBusinessStatistics(input: BusinessStatisticsInput, enabled: boolean) {
  return useQuery({
    queryKey: ['business', 'statistics', input],
    queryFn: () => call(businessContracts.statistics, { body: input }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
