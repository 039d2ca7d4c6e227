// Choosing several open shifts on planning and undoing assignments (decision 138): the rectangle
// between two shifts of a row, a row's open shifts, toggling, a candidate's fit, and the undo
// stack's size and time limits. Hand-worked cases on a small week.
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { afterEach, describe, expect, it } from 'vitest';
import type { GridRow } from '../src/features/planning/grid.ts';
import { fitOf, openShiftsOf, rectangleOf, toggled } from '../src/features/planning/selection.ts';
import { UNDO, undoStack } from '../src/features/planning/undo.ts';

const shift = (id: string, from: string, to: string, worker: string | null = null) =>
  ({ _id: id, from, to, worker, workerName: worker }) as AdminShift;

// Three days, three places a day (m, e, n); Tuesday's evening is taken by w1.
const day = (d: number, taken?: 'e') => [
  shift(`m${d}`, `2026-12-0${d}T05:00:00Z`, `2026-12-0${d}T13:00:00Z`),
  shift(`e${d}`, `2026-12-0${d}T13:00:00Z`, `2026-12-0${d}T21:00:00Z`, taken ? 'w1' : null),
  shift(`n${d}`, `2026-12-0${d}T21:00:00Z`, `2026-12-0${d + 1}T05:00:00Z`),
];
const row: GridRow = { key: 'd1', label: 'Päivystys', cells: [day(7), day(8, 'e'), day(9)] };

describe('choosing open shifts', () => {
  it('takes the rectangle between two shifts: the same place across the days', () => {
    expect(rectangleOf(row, 'm7', 'm9')).toEqual(['m7', 'm8', 'm9']);
    expect(rectangleOf(row, 'n9', 'n7')).toEqual(['n7', 'n8', 'n9']);
  });

  it('takes several places and days, leaving out the shifts someone has', () => {
    expect(rectangleOf(row, 'm7', 'e9')).toEqual(['m7', 'e7', 'm8', 'm9', 'e9']);
  });

  it('takes nothing when an end is not in the row', () => {
    expect(rectangleOf(row, 'm7', 'elsewhere')).toEqual([]);
  });

  it("lists a row's open shifts in day and start order", () => {
    expect(openShiftsOf(row)).toEqual(['m7', 'e7', 'n7', 'm8', 'n8', 'm9', 'e9', 'n9']);
  });

  it('adds what is not chosen, and takes away a group that is chosen whole', () => {
    const some = toggled(new Set(['m7']), ['m7', 'm8']);
    expect([...some].sort()).toEqual(['m7', 'm8']);
    expect([...toggled(some, ['m7', 'm8'])]).toEqual([]);
  });
});

describe("a candidate's fit", () => {
  const all = row.cells.flat();
  it('counts the hours the window holds of theirs and the chosen shifts overlapping one', () => {
    const chosen = all.filter((s) => ['m8', 'e8', 'n8'].includes(s._id));
    // w1 has Tuesday's evening (8 h); choosing it again is no overlap with itself.
    expect(fitOf('w1', all, chosen)).toEqual({ hours: 8, overlaps: 0 });
    const clash = [shift('x', '2026-12-08T14:00:00Z', '2026-12-08T18:00:00Z')];
    expect(fitOf('w1', all, clash)).toEqual({ hours: 8, overlaps: 1 });
    expect(fitOf('nobody', all, clash)).toEqual({ hours: 0, overlaps: 0 });
  });

  it('lets shifts that only touch be (one ends as the next starts)', () => {
    const next = [shift('y', '2026-12-08T21:00:00Z', '2026-12-09T05:00:00Z')];
    expect(fitOf('w1', all, next).overlaps).toBe(0);
  });
});

describe('the undo stack', () => {
  afterEach(() => undoStack.clear());
  const entry = (n: number, at = 1_000_000) => ({
    label: `change ${n}`,
    at,
    shifts: [{ id: `s${n}`, worker: null, workerName: null }],
  });

  it('gives back the newest change first, then the one before', () => {
    undoStack.push(entry(1));
    undoStack.push(entry(2));
    expect(undoStack.take(1_000_001)?.label).toBe('change 2');
    expect(undoStack.take(1_000_001)?.label).toBe('change 1');
    expect(undoStack.take(1_000_001)).toBeNull();
  });

  it(`keeps the last ${UNDO.keep} changes`, () => {
    for (let n = 1; n <= UNDO.keep + 3; n++) undoStack.push(entry(n));
    const taken = [];
    for (let change = undoStack.take(1_000_001); change; change = undoStack.take(1_000_001))
      taken.push(change.label);
    expect(taken).toHaveLength(UNDO.keep);
    expect(taken.at(-1)).toBe('change 4');
  });

  it('lets a change older than the time limit go', () => {
    undoStack.push(entry(1));
    expect(undoStack.peek(1_000_000 + UNDO.forMs - 1)?.label).toBe('change 1');
    expect(undoStack.take(1_000_000 + UNDO.forMs)).toBeNull();
  });
});
