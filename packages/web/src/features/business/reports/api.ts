// The reports page's data: the diff of two periods, shift statistics a page at a time, and the
// salary report as JSON for the table or as a file (fetched as a blob and saved).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { businessContracts } from '@tuura/domain/api/business';
import { salaryContracts } from '@tuura/domain/api/salaries';
import type { z } from 'zod';
import { ApiError, buildUrl, call } from '../../../api/client.ts';
import './texts.ts';

export type DiffBody = z.input<typeof businessContracts.diff.body>;

export function useReportDiff(body: DiffBody) {
  return useQuery({
    queryKey: ['reports', 'diff', body],
    queryFn: () => call(businessContracts.diff, { body }),
    placeholderData: keepPreviousData,
  });
}

export function useShiftStatistics(query: { from: string; to: string; limit: number; offset: number }) {
  return useQuery({
    queryKey: ['reports', 'shiftStatistics', query],
    queryFn: () => call(businessContracts.shiftStatistics, { query }),
    placeholderData: keepPreviousData,
  });
}

export type SalaryReport = z.infer<typeof import('@tuura/domain/api/salaries').salaryReportResponse>;

export function useSalaryReport(range: { from: string; to: string }) {
  return useQuery({
    queryKey: ['reports', 'salaryReport', range],
    queryFn: async () =>
      (await call(salaryContracts.report, { body: { ...range, format: 'json' } })) as SalaryReport,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The salary report as a file: POSTed like the JSON, the answer saved under the server's name. */
export async function downloadSalaryReport(range: { from: string; to: string }, format: 'csv' | 'xlsx') {
  const res = await fetch(buildUrl(salaryContracts.report), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...range, format }),
  });
  if (!res.ok) throw new ApiError(res.status, await res.json().catch(() => ({})));
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `palkkaraportti-${range.from}.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
