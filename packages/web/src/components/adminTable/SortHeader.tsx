// A sortable column's header: the column's name as a button (a click cycles ascending, descending,
// none) and `aria-sort` on the header cell, as the UI guide's dense tables want (decision 142).
import { Table, type TableThProps, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/adminTexts.ts';
import { ariaSortOf, type TableSort } from './tableSort.ts';

type ButtonProps<K extends string> = {
  sortKey: K;
  sort: TableSort<K>;
  onSort: (key: K) => void;
  children: ReactNode;
};

/** The button alone, for tables drawn without Mantine's Table (the virtualised shift table). */
export function SortButton<K extends string>({ sortKey, sort, onSort, children }: ButtonProps<K>) {
  const { t } = useTranslation();
  const state = ariaSortOf(sort, sortKey);
  const Icon = state === 'ascending' ? IconArrowUp : state === 'descending' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton
      onClick={() => onSort(sortKey)}
      title={t(`adminTable.sortTitle.${state}`)}
      data-testid={`sort-${sortKey}`}
      fz="inherit"
      fw="inherit"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, textAlign: 'start' }}
    >
      {children}
      <Icon size={14} aria-hidden style={{ flexShrink: 0, opacity: state === 'none' ? 0.4 : 1 }} />
    </UnstyledButton>
  );
}

/** A Mantine header cell that sorts its table. */
export function SortTh<K extends string>({
  sortKey,
  sort,
  onSort,
  children,
  ...th
}: ButtonProps<K> & Omit<TableThProps, 'children'>) {
  return (
    <Table.Th aria-sort={ariaSortOf(sort, sortKey)} {...th}>
      <SortButton sortKey={sortKey} sort={sort} onSort={onSort}>
        {children}
      </SortButton>
    </Table.Th>
  );
}
