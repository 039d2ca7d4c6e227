// Choosing several open shifts on the planning grid at once (decision 138): a row's open shifts,
// or a rectangle as in a spreadsheet: from the first chosen chip to a shift-clicked one, the same
// places in each day's list between the two days (Monday's to Sunday's morning: all seven).
import type { AdminShift } from '@tuura/domain/schemas/shift';
import type { GridRow } from './grid.ts';

type Place = { day: number; slot: number };

function placeOf(row: GridRow, id: string): Place | null {
  for (const [day, cell] of row.cells.entries()) {
    const slot = cell.findIndex((s) => s._id === id);
    if (slot >= 0) return { day, slot };
  }
  return null;
}

const isOpen = (shift: AdminShift) => !shift.worker;

/** The open shifts of a row, in day and start order. */
export const openShiftsOf = (row: GridRow): string[] =>
  row.cells
    .flat()
    .filter(isOpen)
    .map((s) => s._id);

/**
 * The open shifts in the rectangle between two shifts of one row (days and places in the day's
 * list, both ends included); empty when either is not in the row.
 */
export function rectangleOf(row: GridRow, anchorId: string, targetId: string): string[] {
  const a = placeOf(row, anchorId);
  const b = placeOf(row, targetId);
  if (!a || !b) return [];
  const [firstDay, lastDay] = [Math.min(a.day, b.day), Math.max(a.day, b.day)];
  const [firstSlot, lastSlot] = [Math.min(a.slot, b.slot), Math.max(a.slot, b.slot)];
  return row.cells
    .slice(firstDay, lastDay + 1)
    .flatMap((cell) => cell.slice(firstSlot, lastSlot + 1))
    .filter(isOpen)
    .map((s) => s._id);
}

/** The set with `ids` added, or taken away when every one of them is in it already. */
export function toggled(selected: ReadonlySet<string>, ids: readonly string[]): Set<string> {
  const next = new Set(selected);
  const all = ids.every((id) => next.has(id));
  for (const id of ids) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}

type Fit = { hours: number; overlaps: number };

type Span = { from: string; to: string | null };
/** A shift without an end (still running) counts as ending where it starts. */
const endOf = (s: Span) => Date.parse(s.to ?? s.from);
const overlapsWith = (a: Span, b: Span) => Date.parse(a.from) < endOf(b) && Date.parse(b.from) < endOf(a);

/**
 * How a worker fits the chosen shifts by what the window holds: their hours in it already, and how
 * many chosen shifts overlap one of theirs. The placement rules plug in beside these (one slot).
 */
export function fitOf(workerId: string, shifts: readonly AdminShift[], chosen: readonly AdminShift[]): Fit {
  const theirs = shifts.filter((s) => s.worker === workerId);
  const hours = theirs.reduce((sum, s) => sum + (endOf(s) - Date.parse(s.from)) / 3_600_000, 0);
  const overlaps = chosen.filter((c) => theirs.some((s) => s._id !== c._id && overlapsWith(s, c))).length;
  return { hours, overlaps };
}
