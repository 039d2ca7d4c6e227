// The sort of one table from the URL, and the header click that changes it. A click is a new
// history entry: back returns to the previous sort.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort, searchWithSort, sortFromSearch, type TableSort } from './tableSort.ts';

export function useTableSort<K extends string>(keys: readonly K[]) {
  const [search, setSearch] = useSearchParams();
  const sort = useMemo(() => sortFromSearch(search, keys), [search, keys]);
  const toggle = useCallback(
    (key: K) => setSearch((now) => searchWithSort(now, nextSort(sortFromSearch(now, keys), key))),
    [setSearch, keys],
  );
  return { sort, toggle } as { sort: TableSort<K>; toggle: (key: K) => void };
}
