// The audit log page's data: pages of entries by cursor ("load more"), and the same filters as
// a CSV or XLSX file the browser saves (decision 136).
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { type AuditPage, auditContracts } from '@tuura/domain/api/audit';
import { AUDIT } from '@tuura/domain/limits';
import { ApiError, buildUrl, call, NetworkError } from '../../api/client.ts';

export type AuditFilter = {
  actor: string | null;
  targetType: string | null;
  targetId: string | null;
  action: string | null;
  from: string | null;
  to: string | null;
};

/** The filter as the query: only what is set. */
const queryOf = (filter: AuditFilter) =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== null && value !== '')) as Record<
    string,
    string
  >;

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: ['audit', filter],
    queryFn: ({ pageParam }) =>
      call(auditContracts.list, {
        query: { ...queryOf(filter), limit: AUDIT.defaultPageSize, ...(pageParam && { cursor: pageParam }) },
      }) as Promise<AuditPage>,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** Saves the filtered log as a file under the server's name; answers that name. */
export async function downloadAudit(filter: AuditFilter, format: 'csv' | 'xlsx'): Promise<string> {
  let res: Response;
  try {
    res = await fetch(buildUrl(auditContracts.export, undefined, { ...queryOf(filter), format }), {
      credentials: 'same-origin',
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
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `audit-log.${format}`;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return name;
}
