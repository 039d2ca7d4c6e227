// The bills page's data: a period's bill (lines, subtotals, totals, all computed by the server),
// the billing status moved in bulk, and the bill as a CSV or XLSX file the browser downloads.
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type BillingData, billContracts } from '@tuura/domain/api/bills';
import type { BillingStatus } from '@tuura/domain/enums';
import { ApiError, call, NetworkError } from '../../api/client.ts';
import { queryKeys } from '../../api/queryKeys.ts';
import { monthRange } from '../../lib/money.ts';
import './texts.ts';

/** What the page shows: a month, optionally one customer, one department, one status. */
/** A period's bill, under adminShifts: a changed shift refreshes it (kept out of the shared keys: the login route carries those). */
const billsKey = (filter: object) => ['adminShifts', 'bills', filter] as const;

export type BillsFilter = {
  month: string;
  customerId: string | null;
  departmentId: string | null;
  billingStatus: BillingStatus | null;
};

/** The filter as the calls' body: the month's dates and the ids given. */
export function billBody(filter: BillsFilter) {
  return {
    ...monthRange(filter.month),
    ...(filter.customerId && { customerId: filter.customerId }),
    ...(filter.departmentId && { departmentId: filter.departmentId }),
    ...(filter.billingStatus !== null && { billingStatus: filter.billingStatus }),
  };
}

export const billsQuery = (filter: BillsFilter) =>
  queryOptions({
    queryKey: billsKey(filter),
    // The contract answers JSON or a file; asked without a format, it is always the JSON.
    queryFn: async () => (await call(billContracts.billingData, { body: billBody(filter) })) as BillingData,
    // The previous month stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export type StatusChange = { filter: BillsFilter; status: BillingStatus; shiftIds?: string[] };

export function useSetBillingStatus() {
  const client = useQueryClient();
  return useMutation({
    // The page explains a failure in its own dialog.
    meta: { silent: true },
    mutationFn: ({ filter, status, shiftIds }: StatusChange) =>
      call(billContracts.setStatus, {
        body: { ...billBody(filter), status, ...(shiftIds && { shiftIds }) },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.adminShifts }),
  });
}

/** The file name the server gave (`laskutus-2026-11.xlsx`), or a fallback. */
function filenameOf(res: Response, fallback: string) {
  const header = res.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (star?.[1]) return decodeURIComponent(star[1]);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? fallback;
}

/**
 * Asks for the bill as a file and saves it: a POST with the session cookie and a JSON body (a
 * plain form cannot send JSON), the answer as a Blob behind a temporary link.
 */
export async function downloadBill(filter: BillsFilter, format: 'csv' | 'xlsx'): Promise<string> {
  const { method, path } = billContracts.billingData;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...billBody(filter), format }),
    });
  } catch (error) {
    throw new NetworkError(String(error));
  }
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(
      res.status,
      body ?? { statusCode: res.status, error: res.statusText, message: res.statusText },
    );
  }
  const filename = filenameOf(res, `bill-${filter.month}.${format}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return filename;
}
