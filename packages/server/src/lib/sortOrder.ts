// A list's ORDER BY from a whitelisted sort key (decision 142): the key's expressions in the asked
// direction, then the row's id the same way, so that rows tied on the key keep one order and a
// page boundary never repeats or skips one.
import type { SortDirection } from '@tuura/domain/enums';
import { type AnyColumn, asc, desc, type SQL } from 'drizzle-orm';

type Sortable = AnyColumn | SQL | SQL.Aliased;

export function orderByKey<K extends string>(
  columns: Record<K, readonly Sortable[]>,
  key: K,
  direction: SortDirection,
  id: AnyColumn,
): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  return [...columns[key].map((c) => by(c)), by(id)];
}
