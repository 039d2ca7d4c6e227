// Planning's grid logic: the window's Helsinki days, shifts placed on the day they start in
// Helsinki across both clock changes, rows by department and by worker, moving and copying on the
// wall clock, the overlap check on loaded shifts, and reading every page of the admin list.
import { ShiftType } from '@tuura/domain/enums';
import { REQUEST } from '@tuura/domain/limits';
import type { Customer } from '@tuura/domain/schemas/customer';
import type { AdminShift } from '@tuura/domain/schemas/shift';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAllShifts } from '../src/features/planning/api.ts';
import {
  buildRows,
  copyToNextWeek,
  dayFences,
  dayIndexOf,
  daysBetween,
  NO_DEPARTMENT_ROW,
  pastedOn,
  shiftByDays,
  stepDate,
  UNFILLED_ROW,
  windowDays,
  workersIn,
} from '../src/features/planning/grid.ts';
import { json } from './render.tsx';
import { shift as workerShift } from './shiftFixtures.ts';

let n = 0;
const adminShift = (extra: Partial<AdminShift> = {}): AdminShift => ({
  ...workerShift(),
  _id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  meta: '',
  billing: '',
  workerName: null,
  ...extra,
});

const customers: Customer[] = [
  {
    _id: 'c1',
    name: 'HUS',
    departments: [
      { _id: 'd1', name: 'Meilahden päivystys' },
      { _id: 'd2', name: 'Jorvin päivystys' },
    ],
  },
  { _id: 'c2', name: 'Terveystalo', departments: [{ _id: 'd3', name: 'Kampin lääkäriasema' }] },
];
const labels = { unfilled: 'Avoimet vuorot', noDepartment: 'Ei osastoa' };

describe('the window', () => {
  it('a week runs Monday to Sunday around any of its days', () => {
    expect(windowDays('week', '2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('a month is its calendar days, February too', () => {
    const feb = windowDays('month', '2027-02-14');
    expect(feb).toHaveLength(28);
    expect([feb[0], feb.at(-1)]).toEqual(['2027-02-01', '2027-02-28']);
    expect(windowDays('month', '2026-12-31')).toHaveLength(31);
  });

  it('steps a week from its Monday, a month from its first day', () => {
    expect(stepDate('week', '2026-11-26', 1)).toBe('2026-11-30');
    expect(stepDate('week', '2026-11-26', -1)).toBe('2026-11-16');
    expect(stepDate('month', '2026-12-15', 1)).toBe('2027-01-01');
    expect(stepDate('month', '2026-01-31', -1)).toBe('2025-12-01');
  });
});

describe('Helsinki days across the clock changes', () => {
  it('the spring day is 23 hours, the autumn day 25', () => {
    const spring = dayFences(['2026-03-29']);
    expect(((spring[1] ?? 0) - (spring[0] ?? 0)) / 3_600_000).toBe(23);
    const autumn = dayFences(['2026-10-25']);
    expect(((autumn[1] ?? 0) - (autumn[0] ?? 0)) / 3_600_000).toBe(25);
    // Midnight is 22.00 UTC in winter and 21.00 UTC in summer.
    expect(new Date(spring[0] ?? 0).toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(new Date(spring[1] ?? 0).toISOString()).toBe('2026-03-29T21:00:00.000Z');
  });

  it('places a start on its Helsinki date, not its UTC date', () => {
    const days = windowDays('week', '2026-10-19'); // 19.–25.10., the week ending with the change
    const fences = dayFences(days);
    const at = (iso: string) => days[dayIndexOf(Date.parse(iso), fences)];
    // 0.30 on Monday in Helsinki is still Sunday in UTC.
    expect(at('2026-10-18T21:30:00Z')).toBe('2026-10-19');
    // 23.30 on Saturday the 24th (summer time) is Saturday; 0.30 on Sunday the 25th is Sunday.
    expect(at('2026-10-24T20:30:00Z')).toBe('2026-10-24');
    expect(at('2026-10-24T21:30:00Z')).toBe('2026-10-25');
    // The repeated hour: 3.30 EEST and 3.30 EET are both on Sunday the 25th.
    expect(at('2026-10-25T00:30:00Z')).toBe('2026-10-25');
    expect(at('2026-10-25T01:30:00Z')).toBe('2026-10-25');
    // 23.30 on Sunday (winter time) is the week's last day; midnight after it is outside.
    expect(at('2026-10-25T21:30:00Z')).toBe('2026-10-25');
    expect(dayIndexOf(Date.parse('2026-10-25T22:00:00Z'), fences)).toBe(-1);
    expect(dayIndexOf(Date.parse('2026-10-18T20:59:59Z'), fences)).toBe(-1);
  });

  it('in spring, 0.30 and 4.30 on the change day are on it', () => {
    const days = windowDays('month', '2026-03-01');
    const fences = dayFences(days);
    expect(days[dayIndexOf(Date.parse('2026-03-28T22:30:00Z'), fences)]).toBe('2026-03-29');
    expect(days[dayIndexOf(Date.parse('2026-03-29T01:30:00Z'), fences)]).toBe('2026-03-29');
    expect(days[dayIndexOf(Date.parse('2026-03-29T21:30:00Z'), fences)]).toBe('2026-03-30');
  });
});

describe('rows by department', () => {
  const days = windowDays('week', '2026-11-23');
  it('lists every department of the customers, empty ones too, and places each shift', () => {
    const monday = adminShift({ department: 'd2', from: '2026-11-23T05:00:00Z', to: '2026-11-23T13:00:00Z' });
    const sunday = adminShift({ department: 'd2', from: '2026-11-29T20:00:00Z', to: '2026-11-30T06:00:00Z' });
    const early = adminShift({ department: 'd2', from: '2026-11-29T04:00:00Z', to: '2026-11-29T12:00:00Z' });
    const rows = buildRows([sunday, monday, early], days, 'department', customers, labels);
    expect(rows.map((r) => [r.key, r.label, r.sublabel])).toEqual([
      ['d1', 'Meilahden päivystys', 'HUS'],
      ['d2', 'Jorvin päivystys', 'HUS'],
      ['d3', 'Kampin lääkäriasema', 'Terveystalo'],
    ]);
    const jorvi = rows[1]?.cells ?? [];
    expect(jorvi[0]).toEqual([monday]);
    // Sunday's cell in start order, the night shift after the morning.
    expect(jorvi[6]).toEqual([early, sunday]);
    expect(rows[0]?.cells.every((c) => c.length === 0)).toBe(true);
  });

  it('leaves out shifts outside the window and gives shifts without a department their own row', () => {
    const before = adminShift({ department: 'd1', from: '2026-11-22T21:59:00Z', to: '2026-11-23T05:00:00Z' });
    const nowhere = adminShift({ department: null, place: null, from: '2026-11-24T06:00:00Z' });
    const gone = adminShift({
      department: 'd9',
      place: { customer: 'Poistettu', department: 'Vanha osasto' },
      from: '2026-11-25T06:00:00Z',
    });
    const rows = buildRows([before, nowhere, gone], days, 'department', customers, labels);
    expect(rows.map((r) => r.key)).toEqual(['d1', 'd2', 'd3', 'd9', NO_DEPARTMENT_ROW]);
    expect(rows[0]?.cells.flat()).toEqual([]);
    expect(rows[3]?.label).toBe('Vanha osasto');
    expect(rows[4]?.cells[1]).toEqual([nowhere]);
  });

  it('one customer: only its departments', () => {
    const rows = buildRows([], days, 'department', customers.slice(1), labels);
    expect(rows.map((r) => r.key)).toEqual(['d3']);
  });
});

describe('rows by worker', () => {
  it('open shifts first, then each worker seen, by Finnish name order', () => {
    const days = windowDays('week', '2026-11-23');
    const open = adminShift({ worker: null, from: '2026-11-24T06:00:00Z' });
    const aino = adminShift({ worker: 'w1', workerName: 'Aino Ahonen', from: '2026-11-25T06:00:00Z' });
    const vaino = adminShift({ worker: 'w2', workerName: 'Väinö Työntekijä', from: '2026-11-23T06:00:00Z' });
    const zeta = adminShift({ worker: 'w3', workerName: 'Zeta Zetterberg', from: '2026-11-26T06:00:00Z' });
    const rows = buildRows([vaino, zeta, open, aino], days, 'worker', customers, labels);
    // Finnish sorts Ä after Z... and V before Z: Aino, Väinö, Zeta.
    expect(rows.map((r) => r.label)).toEqual([
      'Avoimet vuorot',
      'Aino Ahonen',
      'Väinö Työntekijä',
      'Zeta Zetterberg',
    ]);
    expect(rows[0]?.key).toBe(UNFILLED_ROW);
    expect(rows[0]?.unfilled).toBe(true);
    expect(rows[0]?.cells[1]).toEqual([open]);
    expect(workersIn([vaino, zeta, open, aino, aino])).toEqual([
      { id: 'w1', name: 'Aino Ahonen' },
      { id: 'w2', name: 'Väinö Työntekijä' },
      { id: 'w3', name: 'Zeta Zetterberg' },
    ]);
  });

  it('keeps the open shifts row when there are none', () => {
    const rows = buildRows([], windowDays('week', '2026-11-23'), 'worker', customers, labels);
    expect(rows.map((r) => r.key)).toEqual([UNFILLED_ROW]);
  });
});

describe('moving and copying keep the Helsinki wall clock', () => {
  it('a night shift a week later across the autumn change is an hour longer', () => {
    // Sat 17.10.2026 22.00 – Sun 18.10. 8.00 (summer time), moved to 24.–25.10.
    const night = { from: '2026-10-17T19:00:00.000Z', to: '2026-10-18T05:00:00.000Z' };
    const moved = shiftByDays(night, 7);
    expect(moved).toEqual({ from: '2026-10-24T19:00:00.000Z', to: '2026-10-25T06:00:00.000Z' });
    expect((Date.parse(moved.to) - Date.parse(moved.from)) / 3_600_000).toBe(11);
  });

  it('a day shift moved back over the spring change starts at the same time', () => {
    const day = { from: '2026-04-01T04:00:00.000Z', to: '2026-04-01T12:00:00.000Z' }; // 7.00–15.00 EEST
    expect(shiftByDays(day, daysBetween('2026-04-01', '2026-03-25'))).toEqual({
      from: '2026-03-25T05:00:00.000Z',
      to: '2026-03-25T13:00:00.000Z',
    });
  });

  it('copies the week unassigned, keeping place and details, skipping a running shift', () => {
    const days = windowDays('week', '2026-11-23');
    const filled = adminShift({
      worker: 'w1',
      workerName: 'Aino',
      tentativeWorker: 'Aino?',
      department: 'd1',
      description: 'Tuo avaimet',
      meta: 'note',
      type: ShiftType.training,
      from: '2026-11-23T05:00:00.000Z',
      to: '2026-11-23T13:00:00.000Z',
    });
    const running = adminShift({ to: null, from: '2026-11-24T05:00:00.000Z' });
    const nextWeek = adminShift({ from: '2026-11-30T05:00:00.000Z' });
    const copies = copyToNextWeek([filled, running, nextWeek], days);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({
      from: '2026-11-30T05:00:00.000Z',
      to: '2026-11-30T13:00:00.000Z',
      name: filled.name,
      department: 'd1',
      description: 'Tuo avaimet',
      meta: 'note',
      type: ShiftType.training,
      worker: null,
      tentativeWorker: '',
    });
  });
});

describe('pasting a copied shift onto other days', () => {
  // Friday 23.10.2026 8.00–16.00 in Helsinki is 5.00–13.00 UTC (summer time); the clocks go back on
  // Sunday 25.10, so Monday's 8.00–16.00 is 6.00–14.00 UTC and Thursday's before it 5.00–13.00.
  const copied = {
    ...adminShift({ from: '2026-10-23T05:00:00.000Z', to: '2026-10-23T13:00:00.000Z', department: 'd1' }),
    to: '2026-10-23T13:00:00.000Z',
    worker: 'w1',
    workerName: 'Aino',
    tentativeWorker: 'Eino',
    education: 'licensed' as const,
  };

  it('keeps the wall clock on each day, across the clock change, in the row department, open', () => {
    const pasted = pastedOn(copied, ['2026-10-22', '2026-10-26'], 'd2');
    expect(pasted.map((s) => [s.from, s.to])).toEqual([
      ['2026-10-22T05:00:00.000Z', '2026-10-22T13:00:00.000Z'],
      ['2026-10-26T06:00:00.000Z', '2026-10-26T14:00:00.000Z'],
    ]);
    for (const s of pasted)
      expect(s).toMatchObject({ department: 'd2', worker: null, tentativeWorker: '', education: 'licensed' });
  });

  it('a night shift pasted keeps ending the next morning', () => {
    const night = { ...copied, from: '2026-11-27T20:00:00.000Z', to: '2026-11-28T06:00:00.000Z' };
    expect(pastedOn(night, ['2026-12-01'], null)).toMatchObject([
      { from: '2026-12-01T20:00:00.000Z', to: '2026-12-02T06:00:00.000Z', department: null },
    ]);
  });
});

describe('reading the window page by page', () => {
  afterEach(() => vi.unstubAllGlobals());
  const page = REQUEST.maxPageSize;

  function serve(count: number) {
    const all = Array.from({ length: count }, () => adminShift());
    const asked: number[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      const q = new URL(url, 'http://x').searchParams;
      const offset = Number(q.get('offset'));
      asked.push(offset);
      const total = Math.min(count, REQUEST.maxCountedTotal);
      return Promise.resolve(
        json({
          shifts: all.slice(offset, offset + Number(q.get('limit'))),
          total,
          totalCapped: count > REQUEST.maxCountedTotal,
        }),
      );
    });
    return { all, asked };
  }

  it('one page when it is not full', async () => {
    const { all, asked } = serve(12);
    expect(await fetchAllShifts({ from: 'a', to: 'b' })).toEqual(all);
    expect(asked).toEqual([0]);
  });

  it('the counted rest at once', async () => {
    const { all, asked } = serve(page * 2);
    expect(await fetchAllShifts({ from: 'a', to: 'b' })).toEqual(all);
    expect(asked.sort((a, b) => a - b)).toEqual([0, page]);
  });

  it('past the counted total, until a page comes back short (2,000 shifts)', async () => {
    const { all, asked } = serve(2000);
    const got = await fetchAllShifts({ from: 'a', to: 'b' });
    expect(got).toHaveLength(2000);
    expect(got).toEqual(all);
    expect(Math.max(...asked)).toBeGreaterThanOrEqual(2000);
  });
});
