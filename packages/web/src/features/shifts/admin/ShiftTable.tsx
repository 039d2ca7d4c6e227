// The admin's shift table: a virtualised list of rows (only those on screen are in the DOM), so a
// week of the whole organisation scrolls as smoothly as a day. More rows load near the end. The
// headers sort on the server; ↑/↓, Space and Enter work the rows (decision 142).
import { Badge, Checkbox, Text } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { AdminShiftSortKey } from '@tuura/domain/enums';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyHint } from '../../../components/adminTable/KeyHint.tsx';
import { SortButton } from '../../../components/adminTable/SortHeader.tsx';
import { ariaSortOf, type TableSort } from '../../../components/adminTable/tableSort.ts';
import { rowKeyHandler } from '../../../components/adminTable/useRowKeys.ts';
import { formatShiftSpan } from '../../../lib/shiftTime.ts';
import '../../../i18n/shiftsTexts.ts';
import { billingKey, typeKey } from '../labels.ts';
import { stampStateOf } from './filters.ts';
import classes from './ShiftTable.module.css';

const ROW_HEIGHT = 40;

type Props = {
  shifts: AdminShift[];
  selected: ReadonlySet<string>;
  /** Selection exists only for admins who may edit. */
  selectable: boolean;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onOpen: (shift: AdminShift) => void;
  onNearEnd: () => void;
  sort: TableSort<AdminShiftSortKey>;
  onSort: (key: AdminShiftSortKey) => void;
};

export function ShiftTable({
  shifts,
  selected,
  selectable,
  onToggle,
  onToggleAll,
  onOpen,
  onNearEnd,
  sort,
  onSort,
}: Props) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const rows = useVirtualizer({
    count: shifts.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const items = rows.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (shifts.length > 0 && lastShown >= shifts.length - 20) onNearEnd();
  }, [lastShown, shifts.length, onNearEnd]);
  const allSelected = shifts.length > 0 && shifts.every((s) => selected.has(s._id));
  const onKeyDown = rowKeyHandler(shifts.length, {
    onOpen: (i) => shifts[i] && onOpen(shifts[i]),
    onToggle: selectable ? (i) => shifts[i] && onToggle(shifts[i]._id) : undefined,
    reveal: (i) => rows.scrollToIndex(i),
  });
  const header = (key: AdminShiftSortKey, label: string, className?: string) => (
    <th aria-sort={ariaSortOf(sort, key)} className={className}>
      <SortButton sortKey={key} sort={sort} onSort={onSort}>
        {label}
      </SortButton>
    </th>
  );

  return (
    <>
      <div ref={scroller} className={classes.scroller}>
        <table
          className={classes.table}
          aria-label={t('adminShifts.tableLabel')}
          aria-rowcount={shifts.length + 1}
          onKeyDown={onKeyDown}
        >
          <thead className={classes.head}>
            <tr className={classes.row} style={{ height: ROW_HEIGHT }}>
              <th>
                {selectable && (
                  <Checkbox
                    size="xs"
                    aria-label={t('adminShifts.selectAll')}
                    checked={allSelected}
                    indeterminate={!allSelected && selected.size > 0}
                    onChange={onToggleAll}
                  />
                )}
              </th>
              {header('from', t('adminShifts.col.time'))}
              {header('name', t('adminShifts.col.name'))}
              <th className={classes.wide}>{t('adminShifts.col.place')}</th>
              {header('worker', t('adminShifts.col.worker'))}
              {header('type', t('adminShifts.col.type'), classes.wide)}
              {header('billingStatus', t('adminShifts.col.billing'), classes.wide)}
              <th className={classes.wide}>{t('adminShifts.col.stamp')}</th>
            </tr>
          </thead>
          <tbody className={classes.body} style={{ height: rows.getTotalSize() }}>
            {items.map((item) => {
              const shift = shifts[item.index] as AdminShift;
              const isSelected = selected.has(shift._id);
              const stamp = stampStateOf(shift);
              return (
                <tr
                  key={shift._id}
                  tabIndex={0}
                  aria-rowindex={item.index + 2}
                  data-row-index={item.index}
                  data-testid="admin-shift-row"
                  data-selected={isSelected || undefined}
                  className={`${classes.row} ${classes.item}`}
                  style={{ height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
                  onClick={() => onOpen(shift)}
                >
                  {/* biome-ignore lint/a11y/useKeyWithClickEvents: the checkbox inside takes the keys */}
                  <td onClick={(e) => e.stopPropagation()}>
                    {selectable && (
                      <Checkbox
                        size="xs"
                        aria-label={t('adminShifts.selectOne', { name: shift.name })}
                        checked={isSelected}
                        onChange={() => onToggle(shift._id)}
                      />
                    )}
                  </td>
                  {/* The time wraps rather than cut (an overnight span is long); the title has it whole. */}
                  <td className={classes.time} title={formatShiftSpan(shift.from, shift.to)}>
                    {formatShiftSpan(shift.from, shift.to)}
                  </td>
                  <td className={classes.cell} title={shift.name}>
                    {shift.name}
                  </td>
                  <td
                    className={`${classes.cell} ${classes.wide}`}
                    title={shift.place ? `${shift.place.customer} · ${shift.place.department}` : undefined}
                  >
                    {shift.place ? `${shift.place.customer} · ${shift.place.department}` : '–'}
                  </td>
                  <td className={classes.cell} title={shift.workerName ?? undefined}>
                    {shift.workerName ?? (
                      <Badge size="sm" color="orange" variant="light">
                        {shift.tentativeWorker
                          ? t('adminShifts.tentative', { name: shift.tentativeWorker })
                          : t('adminShifts.unfilled')}
                      </Badge>
                    )}
                  </td>
                  <td className={`${classes.cell} ${classes.wide}`}>{t(typeKey(shift.type))}</td>
                  <td className={`${classes.cell} ${classes.wide}`}>{t(billingKey(shift.billingStatus))}</td>
                  <td
                    className={`${classes.cell} ${classes.wide}`}
                    title={t(`adminShifts.stampState.${stamp.key}`)}
                  >
                    <Text span size="sm" c={stamp.color}>
                      {t(`adminShifts.stampState.${stamp.key}`)}
                    </Text>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <KeyHint kind={selectable ? 'openSelect' : 'open'} />
    </>
  );
}
