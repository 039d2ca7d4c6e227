// A table's sort as the URL holds it (`sort=<key>&order=asc|desc`, decision 142): shareable, kept by
// a reload and by back and forward. A header click goes none → ascending → descending → none.
// Server-paged lists send the key to the API; lists loaded whole sort with `sortRows`.
import type { SortDirection } from '@tuura/domain/enums';

export type TableSort<K extends string> = { key: K; order: SortDirection } | null;

/** The URL's sort when its key is one of `keys`; anything else is no sort. */
export function sortFromSearch<K extends string>(search: URLSearchParams, keys: readonly K[]): TableSort<K> {
  const key = keys.find((k) => k === search.get('sort'));
  if (!key) return null;
  return { key, order: search.get('order') === 'desc' ? 'desc' : 'asc' };
}

/** The URL with this sort (or none); a paged list goes back to its first page. */
export function searchWithSort<K extends string>(search: URLSearchParams, sort: TableSort<K>) {
  const next = new URLSearchParams(search);
  next.delete('page');
  if (sort) {
    next.set('sort', sort.key);
    next.set('order', sort.order);
  } else {
    next.delete('sort');
    next.delete('order');
  }
  return next;
}

/** The sort after clicking `key`'s header: ascending first, then descending, then none. */
export function nextSort<K extends string>(current: TableSort<K>, key: K): TableSort<K> {
  if (current?.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : null;
}

/** The `aria-sort` of `key`'s header. */
export function ariaSortOf<K extends string>(sort: TableSort<K>, key: K) {
  if (sort?.key !== key) return 'none' as const;
  return sort.order === 'asc' ? ('ascending' as const) : ('descending' as const);
}

const collator = new Intl.Collator('fi', { numeric: true, sensitivity: 'base' });
export type SortValue = string | number | null | undefined;

/**
 * Rows sorted by `sort` on a copy, for lists the client holds whole: words in Finnish order, numbers
 * by value, empty values last either way; ties keep the list's own order (Array.sort is stable).
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: TableSort<K>,
  values: Record<K, (row: T) => SortValue>,
): T[] {
  if (!sort) return [...rows];
  const read = values[sort.key];
  const sign = sort.order === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = read(a);
    const y = read(b);
    const xEmpty = x === null || x === undefined || x === '';
    const yEmpty = y === null || y === undefined || y === '';
    if (xEmpty || yEmpty) return xEmpty === yEmpty ? 0 : xEmpty ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return sign * (x - y);
    return sign * collator.compare(String(x), String(y));
  });
}
