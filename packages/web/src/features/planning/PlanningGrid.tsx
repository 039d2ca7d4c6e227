// The planning grid: days across (Helsinki dates, Monday first, today marked), departments or
// workers down. Only what is in view is drawn (@tanstack/react-virtual: the rows, and a month's
// days), so a month of 2,000 shifts opens and scrolls smoothly; the header of days and the rows'
// names stay in place while scrolling. Rows have heights worked out from their shifts (chips have
// a fixed height), so nothing is measured and nothing jumps while scrolling sideways.
// Hot path: the cells and chips are plain elements without hooks (a month draws hundreds).

import { useMediaQuery } from '@mantine/hooks';
import { IconClipboardPlus, IconPlus } from '@tabler/icons-react';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { type CSSProperties, type DragEvent, memo, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, formatHours } from './format.ts';
import { type GridRow, NO_DEPARTMENT_ROW, type PlanningView, type RowsBy } from './grid.ts';
import classes from './PlanningGrid.module.css';

/** Shifts a month's cell lists before "+3 more". */
export const MONTH_CELL_SHIFTS = 3;

/** Pixel sizes the CSS module draws (PlanningGrid.module.css): a row's height is made of them. */
const SIZE = {
  chip: { week: 56, month: 38 },
  gap: 4,
  pad: { week: 4, month: 3 },
  more: 20,
  /** The strip under a department's day that adds shifts from its templates (edit level). */
  add: 24,
  /** A department's name and customer, two lines each; a worker's name. */
  label: { department: 90, worker: 56 },
  column: { week: 124, month: 104 },
  labelWidth: { desktop: 180, phone: 116 },
} as const;

const NONE: ReadonlySet<string> = new Set();

/** Before the box is laid out, and in tests (which lay nothing out): a desktop's size. */
const UNMEASURED = { width: 1200, height: 800 };
const observeRect: typeof observeElementRect = (instance, cb) =>
  observeElementRect(instance, (rect) => cb(rect.width === 0 && rect.height === 0 ? UNMEASURED : rect));

const isWeekend = (date: string) => {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/** The height of a row: its fullest cell (and the add strip), or one chip when empty, or its name's. */
function rowHeight(row: GridRow, view: PlanningView, by: RowsBy, addable: boolean) {
  let most = 1;
  let more = false;
  for (const cell of row.cells) {
    const listed = view === 'month' && cell.length > MONTH_CELL_SHIFTS + 1 ? MONTH_CELL_SHIFTS : cell.length;
    if (listed > most || (listed === most && listed < cell.length)) {
      most = Math.max(most, listed);
      more = listed < cell.length;
    }
  }
  const content =
    most * SIZE.chip[view] +
    (most - 1) * SIZE.gap +
    (more ? SIZE.gap + SIZE.more : 0) +
    (addable ? SIZE.gap + SIZE.add : 0);
  return Math.max(SIZE.label[by], content + 2 * SIZE.pad[view] + 1);
}

/** Words the chips and cells need, worked out once per grid rather than in each. */
type Texts = {
  unfilled: string;
  shiftLabel: (hours: string, shift: AdminShift, who: string) => string;
  more: (count: number) => string;
  moreLabel: (count: number, date: string) => string;
  addLabel: (row: string, date: string) => string;
  pasteLabel: (row: string, date: string) => string;
  pickRow: (row: string) => string;
};

type Props = {
  days: string[];
  rows: GridRow[];
  view: PlanningView;
  by: RowsBy;
  today: string;
  label: string;
  loading: boolean;
  onOpen: (id: string) => void;
  onShowWeek: (date: string) => void;
  /** Given (edit level, a week by department): a department's day offers shifts from templates. */
  onAdd?: (row: GridRow, date: string) => void;
  /** Given while a shift is copied (a week by department): a department's day takes a copy. */
  onPaste?: (row: GridRow, date: string) => void;
  /** The open shifts chosen for one assignment (edit level); none without `onPick`. */
  selected?: ReadonlySet<string>;
  /** An open shift chosen: alone (toggled), or up to it from the last one chosen (a range). */
  onPick?: (row: GridRow, shiftId: string, how: PickHow) => void;
  /** A row's button that chooses all its open shifts. */
  onPickRow?: (row: GridRow) => void;
  /** A worker from the side list dropped on an open shift (edit level). */
  onDropWorker?: (shiftId: string, worker: DraggedWorker) => void;
};

export type DraggedWorker = { id: string; name: string };

/** The drag's data type: a worker from planning's side list (WorkerList). */
export const WORKER_DRAG_TYPE = 'application/x-tuura-worker';

/** The dragged worker, when the drag carries one. */
function draggedWorker(event: DragEvent<HTMLElement>): DraggedWorker | null {
  try {
    const data = JSON.parse(event.dataTransfer.getData(WORKER_DRAG_TYPE)) as Partial<DraggedWorker>;
    return typeof data.id === 'string' && typeof data.name === 'string'
      ? { id: data.id, name: data.name }
      : null;
  } catch {
    return null;
  }
}

const carriesWorker = (event: DragEvent<HTMLElement>) => event.dataTransfer.types.includes(WORKER_DRAG_TYPE);

export type PickHow = 'toggle' | 'range';

/** A row that can take new shifts (templates, a paste): a department's (not the shifts without one). */
const addableRow = (row: GridRow, onAdd: Props['onAdd']) => Boolean(onAdd) && row.key !== NO_DEPARTMENT_ROW;

export function PlanningGrid(props: Props) {
  const {
    days,
    rows,
    view,
    by,
    today,
    label,
    loading,
    onOpen,
    onShowWeek,
    onPick,
    onPickRow,
    onPaste,
    onDropWorker,
  } = props;
  // While a shift is copied, a department's day strip pastes it instead of adding from templates.
  const onAdd = onPaste ?? props.onAdd;
  const selected = props.selected ?? NONE;
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const scroller = useRef<HTMLDivElement>(null);
  const texts: Texts = {
    unfilled: t('planning.unfilled'),
    shiftLabel: (hours, shift, who) => t('planning.shiftLabel', { span: hours, name: shift.name, who }),
    more: (count) => t('planning.more', { count }),
    moreLabel: (count, date) => t('planning.moreLabel', { count, day: formatDay(date, 'dayLong', locale) }),
    addLabel: (row, date) =>
      t('planning.add.label', { department: row, day: formatDay(date, 'dayLong', locale) }),
    pasteLabel: (row, date) =>
      t('planning.paste.label', { department: row, day: formatDay(date, 'dayLong', locale) }),
    pickRow: (row) => t('planning.bulk.pickRow', { row }),
  };
  const rowsV = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => {
      const row = rows[i] as GridRow;
      return rowHeight(row, view, by, addableRow(row, onAdd));
    },
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 3,
    initialRect: UNMEASURED,
    observeElementRect: observeRect,
  });
  // A month's 28–31 days do not fit: only the days in view (and two either side) are drawn.
  const month = view === 'month';
  const labelWidth = phone ? SIZE.labelWidth.phone : SIZE.labelWidth.desktop;
  const daysV = useVirtualizer({
    horizontal: true,
    count: month ? days.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => SIZE.column.month,
    paddingStart: labelWidth,
    overscan: 2,
    initialRect: UNMEASURED,
    observeElementRect: observeRect,
  });
  const dayItems = month ? daysV.getVirtualItems().map((item) => item.index) : days.map((_, i) => i);
  const columns = month
    ? `${labelWidth}px repeat(${days.length}, ${SIZE.column.month}px)`
    : `${labelWidth}px repeat(${days.length}, minmax(${SIZE.column.week}px, 1fr))`;
  const style = {
    '--planning-columns': columns,
    // Rows as wide as their columns: the rows' names stay sticky however far one scrolls.
    '--planning-width': `${labelWidth + days.length * SIZE.column[view]}px`,
  } as CSSProperties;
  return (
    <div
      ref={scroller}
      className={classes.scroller}
      data-testid="planning-grid"
      data-loading={loading || undefined}
      data-view={view}
    >
      {/* A table, drawn as grids: only the rows in view are in it, placed by the virtualiser. */}
      <table
        className={classes.inner}
        style={style}
        aria-label={label}
        aria-rowcount={rows.length + 1}
        aria-colcount={days.length + 1}
        aria-busy={loading || undefined}
      >
        <thead className={classes.head}>
          <tr className={classes.header} aria-rowindex={1}>
            <th className={classes.corner} scope="col">
              {t(by === 'department' ? 'planning.rows.department' : 'planning.rows.worker')}
            </th>
            {dayItems.map((i) => {
              const date = days[i] ?? '';
              return (
                <th
                  key={date}
                  scope="col"
                  aria-colindex={i + 2}
                  className={classes.dayHead}
                  style={{ gridColumn: i + 2 }}
                  data-today={date === today || undefined}
                  data-weekend={isWeekend(date) || undefined}
                  data-date={date}
                  data-testid="planning-day"
                >
                  <span className={classes.weekday}>{formatDay(date, 'weekday', locale)}</span>
                  <span>{formatDay(date, month ? 'dayNumber' : 'dayOfMonth', locale)}</span>
                  {date === today && <span className={classes.hidden}>{t('planning.today')}</span>}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className={classes.body} style={{ height: rowsV.getTotalSize() }}>
          {rowsV.getVirtualItems().map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <tr
                key={item.key}
                aria-rowindex={item.index + 2}
                className={classes.row}
                style={{ transform: `translateY(${item.start}px)`, height: item.size }}
                data-testid="planning-row"
                data-row={row.key}
              >
                <th className={classes.label} scope="row" data-unfilled={row.unfilled || undefined}>
                  <span className={classes.name} title={row.label}>
                    {row.label}
                  </span>
                  {row.sublabel && (
                    <span className={classes.sublabel} title={row.sublabel}>
                      {row.sublabel}
                    </span>
                  )}
                  {onPickRow && row.cells.some((cell) => cell.some((s) => !s.worker)) && (
                    <button
                      type="button"
                      className={classes.pickRow}
                      onClick={() => onPickRow(row)}
                      data-testid="planning-pick-row"
                    >
                      {texts.pickRow(row.label)}
                    </button>
                  )}
                </th>
                {dayItems.map((i) => {
                  const date = days[i] ?? '';
                  return (
                    <Cell
                      key={date}
                      index={i}
                      date={date}
                      shifts={row.cells[i] ?? []}
                      view={view}
                      by={by}
                      today={date === today}
                      texts={texts}
                      locale={locale}
                      onOpen={onOpen}
                      onShowWeek={onShowWeek}
                      row={row}
                      onAdd={addableRow(row, onAdd) ? onAdd : undefined}
                      pasting={Boolean(onPaste)}
                      selected={selected}
                      onPick={onPick}
                      onDropWorker={onDropWorker}
                    />
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

type CellProps = {
  index: number;
  date: string;
  shifts: AdminShift[];
  view: PlanningView;
  by: RowsBy;
  today: boolean;
  texts: Texts;
  locale: string;
  onOpen: (id: string) => void;
  onShowWeek: (date: string) => void;
  row: GridRow;
  onAdd: Props['onAdd'];
  /** The day strip pastes the copied shift (onAdd is the paste then). */
  pasting: boolean;
  selected: ReadonlySet<string>;
  onPick: Props['onPick'];
  onDropWorker: Props['onDropWorker'];
};

const Cell = memo(
  function Cell(props: CellProps) {
    const {
      index,
      date,
      shifts,
      view,
      by,
      today,
      texts,
      locale,
      onOpen,
      onShowWeek,
      row,
      onAdd,
      pasting,
      selected,
      onPick,
      onDropWorker,
    } = props;
    // A month shows the open shifts first: they are what needs doing.
    const listed =
      view === 'month' && shifts.length > MONTH_CELL_SHIFTS + 1
        ? [...shifts.filter((s) => !s.worker), ...shifts.filter((s) => s.worker)].slice(0, MONTH_CELL_SHIFTS)
        : shifts;
    const hidden = shifts.length - listed.length;
    let more: ReactNode = null;
    if (hidden > 0)
      more = (
        <button
          type="button"
          className={classes.more}
          onClick={() => onShowWeek(date)}
          aria-label={texts.moreLabel(hidden, date)}
        >
          {texts.more(hidden)}
        </button>
      );
    return (
      <td
        className={classes.cell}
        style={{ gridColumn: index + 2 }}
        aria-colindex={index + 2}
        data-today={today || undefined}
        data-weekend={isWeekend(date) || undefined}
        data-date={date}
      >
        {listed.map((shift) => (
          <ShiftChip
            key={shift._id}
            shift={shift}
            view={view}
            by={by}
            texts={texts}
            locale={locale}
            onOpen={onOpen}
            selected={selected.has(shift._id)}
            picking={selected.size > 0}
            onPick={onPick && ((id, how) => onPick(row, id, how))}
            onDropWorker={onDropWorker}
          />
        ))}
        {more}
        {onAdd && (
          <button
            type="button"
            className={classes.add}
            data-pasting={pasting || undefined}
            onClick={() => onAdd(row, date)}
            aria-label={(pasting ? texts.pasteLabel : texts.addLabel)(row.label, date)}
            data-testid={pasting ? 'planning-paste-cell' : 'planning-add-cell'}
          >
            {pasting ? <IconClipboardPlus size={16} aria-hidden /> : <IconPlus size={16} aria-hidden />}
          </button>
        )}
      </td>
    );
  },
  // The texts object is new on each grid render; its words change only with the language.
  (a, b) =>
    a.shifts === b.shifts &&
    a.date === b.date &&
    a.index === b.index &&
    a.view === b.view &&
    a.by === b.by &&
    a.today === b.today &&
    a.locale === b.locale &&
    a.onOpen === b.onOpen &&
    a.onShowWeek === b.onShowWeek &&
    a.onAdd === b.onAdd &&
    a.pasting === b.pasting &&
    a.onPick === b.onPick &&
    a.onDropWorker === b.onDropWorker &&
    a.selected === b.selected &&
    a.row.label === b.row.label,
);

type ChipProps = {
  shift: AdminShift;
  view: PlanningView;
  by: RowsBy;
  texts: Texts;
  locale: string;
  onOpen: (id: string) => void;
  selected: boolean;
  /** Something is chosen already: a click on an open shift chooses it too, not opens it. */
  picking: boolean;
  onPick: ((id: string, how: PickHow) => void) | undefined;
  onDropWorker: Props['onDropWorker'];
};

/** Marks the chip a dragged worker is over (an attribute, not state: chips have no hooks). */
const markDrop = (event: DragEvent<HTMLElement>, on: boolean) => {
  if (on) event.currentTarget.dataset.dropTarget = '';
  else delete event.currentTarget.dataset.dropTarget;
};

function ShiftChip(props: ChipProps) {
  const { shift, view, by, texts, locale, onOpen, selected, picking, onPick, onDropWorker } = props;
  const hours = formatHours(shift.from, shift.to, locale);
  const unfilled = !shift.worker;
  const who = unfilled ? texts.unfilled : (shift.workerName ?? '');
  // Rows by worker name the worker already: the shift names its place instead.
  const place = shift.place?.department ?? shift.name;
  const second = by === 'worker' ? place : who;
  // Only an open shift takes a dropped worker; the drop is assigned as a pick in the panel would be.
  const drop =
    onDropWorker && unfilled
      ? {
          onDragOver: (event: DragEvent<HTMLElement>) => {
            if (!carriesWorker(event)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'copy';
            markDrop(event, true);
          },
          onDragLeave: (event: DragEvent<HTMLElement>) => markDrop(event, false),
          onDrop: (event: DragEvent<HTMLElement>) => {
            markDrop(event, false);
            const worker = draggedWorker(event);
            if (!worker) return;
            event.preventDefault();
            onDropWorker(shift._id, worker);
          },
        }
      : {};
  return (
    <button
      {...drop}
      type="button"
      className={classes.shift}
      data-unfilled={unfilled || undefined}
      data-testid="planning-shift"
      data-shift={shift._id}
      data-selected={selected || undefined}
      aria-pressed={onPick && unfilled ? selected : undefined}
      onClick={(event) => {
        // Shift: up to here from the last chosen; Ctrl/⌘, or anything chosen already: this one.
        if (onPick && unfilled && (event.shiftKey || event.ctrlKey || event.metaKey || picking))
          return onPick(shift._id, event.shiftKey ? 'range' : 'toggle');
        onOpen(shift._id);
      }}
      aria-label={texts.shiftLabel(hours, shift, by === 'worker' && !unfilled ? `${who}, ${place}` : who)}
    >
      <span className={`${classes.line} ${classes.hours}`}>{hours}</span>
      {view === 'week' && <span className={classes.line}>{shift.name}</span>}
      <span
        className={unfilled && by === 'department' ? `${classes.line} ${classes.unfilledMark}` : classes.line}
      >
        {second}
      </span>
    </button>
  );
}
