// The audit page keeps its filter in the URL, so a filtered log can be bookmarked, shared and
// linked to (a shift's history links here): ?actor=<user id>&targetType=shift&targetId=<id>
// &action=shift.updated&from=YYYY-MM-DD&to=YYYY-MM-DD (Helsinki days, `to` included).
import { addDays, zonedTime } from '@tuura/domain/rules/zonedTime';
import { useSearchParams } from 'react-router';
import type { AuditFilter } from './api.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const FILTER_KEYS = ['actor', 'targetType', 'targetId', 'action', 'from', 'to'] as const;
type Key = (typeof FILTER_KEYS)[number];
export type AuditSearch = Record<Key, string | null>;

/** The days as instants: from the first day's Helsinki midnight to the midnight after the last. */
export function filterOf(search: AuditSearch): AuditFilter {
  const day = (value: string | null) => (value && DAY.test(value) ? value : null);
  const from = day(search.from);
  const to = day(search.to);
  return {
    actor: search.actor,
    targetType: search.targetType,
    targetId: search.targetType ? search.targetId : null,
    action: search.action,
    from: from ? zonedTime(from, 0).toISOString() : null,
    to: to ? zonedTime(addDays(to, 1), 0).toISOString() : null,
  };
}

export function useAuditSearch(): AuditSearch & {
  update: (changes: Partial<AuditSearch>) => void;
  clear: () => void;
} {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(FILTER_KEYS.map((key) => [key, search.get(key) || null])) as AuditSearch;
  return {
    ...values,
    update: (changes) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes))
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    clear: () => setSearch(new URLSearchParams(), { replace: true }),
  };
}
