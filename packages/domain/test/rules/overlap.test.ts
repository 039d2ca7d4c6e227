import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOverlaps, overlaps, overlapWindow, shiftMeets, type TimeSpan } from '../../src/rules/overlap.ts';
import { span } from '../support/arbitraries.ts';

const t = (hhmm: string) => `2024-05-10T${hhmm}:00.000Z`;
const iv = (from: string, to: string): TimeSpan => ({ from: t(from), to: t(to) });
const ms = (x: string | Date) => new Date(x).getTime();
const isEmpty = (s: TimeSpan) => ms(s.to) <= ms(s.from);
const NOW = t('12:00');

describe('overlaps', () => {
  it('detects a partial overlap', () => {
    expect(overlaps(iv('08:00', '16:00'), iv('15:00', '23:00'))).toBe(true);
  });

  it('detects containment', () => {
    expect(overlaps(iv('08:00', '16:00'), iv('10:00', '11:00'))).toBe(true);
  });

  it('does not count touching end to start', () => {
    expect(overlaps(iv('06:00', '14:00'), iv('14:00', '22:00'))).toBe(false);
    expect(overlaps(iv('14:00', '22:00'), iv('06:00', '14:00'))).toBe(false);
  });

  it('does not count disjoint intervals', () => {
    expect(overlaps(iv('06:00', '10:00'), iv('12:00', '14:00'))).toBe(false);
  });

  it('never counts an empty interval, even inside another', () => {
    expect(overlaps(iv('10:00', '10:00'), iv('08:00', '16:00'))).toBe(false);
    expect(overlaps(iv('10:00', '10:00'), iv('10:00', '10:00'))).toBe(false);
  });

  it('compares instants, not strings: offsets and Dates are equivalent', () => {
    const helsinki = { from: '2024-05-10T16:00:00+03:00', to: '2024-05-10T20:00:00+03:00' };
    expect(overlaps(helsinki, iv('12:00', '14:00'))).toBe(true);
    expect(overlaps(helsinki, { from: new Date(t('17:00')), to: new Date(t('18:00')) })).toBe(false);
  });

  it('is symmetric (property)', () => {
    fc.assert(
      fc.property(span, span, (a, b) => {
        expect(overlaps(a, b)).toBe(overlaps(b, a));
      }),
    );
  });

  it('an interval overlaps itself exactly when it is not empty (property)', () => {
    fc.assert(
      fc.property(span, (a) => {
        expect(overlaps(a, a)).toBe(!isEmpty(a));
      }),
    );
  });

  it('agrees with "some minute lies in both" on a minute grid (property)', () => {
    const small = fc
      .tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 10 }))
      .map(([start, len]) => ({ start, end: start + len }));
    fc.assert(
      fc.property(small, small, (a, b) => {
        let shared = false;
        for (let m = a.start; m < a.end; m++) if (m >= b.start && m < b.end) shared = true;
        const toSpan = (x: { start: number; end: number }) => ({
          from: new Date(x.start * 60_000),
          to: new Date(x.end * 60_000),
        });
        expect(overlaps(toSpan(a), toSpan(b))).toBe(shared);
      }),
    );
  });

  it('back-to-back intervals never overlap (property)', () => {
    fc.assert(
      fc.property(span, fc.integer({ min: 0, max: 600 }), (a, minutes) => {
        const next = { from: a.to, to: new Date(ms(a.to) + minutes * 60_000).toISOString() };
        expect(overlaps(a, next)).toBe(false);
      }),
    );
  });
});

describe('findOverlaps', () => {
  const existing = [
    { id: 'night', ...iv('00:00', '06:00') },
    { id: 'morning', ...iv('06:00', '14:00') },
    { id: 'evening', ...iv('14:00', '22:00') },
  ];

  it('returns the overlapping entries with their own fields, in order', () => {
    expect(findOverlaps(iv('05:00', '15:00'), existing, NOW).map((s) => s.id)).toEqual([
      'night',
      'morning',
      'evening',
    ]);
    expect(findOverlaps(iv('06:00', '14:00'), existing, NOW).map((s) => s.id)).toEqual(['morning']);
  });

  it('returns nothing for a gap or an empty list', () => {
    expect(findOverlaps(iv('22:00', '23:59'), existing, NOW)).toEqual([]);
    expect(findOverlaps(iv('08:00', '09:00'), [], NOW)).toEqual([]);
  });

  it('returns exactly the entries that overlap the candidate (property)', () => {
    fc.assert(
      fc.property(span, fc.array(span, { maxLength: 10 }), (candidate, list) => {
        const found = findOverlaps(candidate, list, NOW);
        expect(found).toEqual(list.filter((s) => overlaps(candidate, s)));
      }),
    );
  });

  it('intervals laid end to end after sorting never overlap one another (property)', () => {
    fc.assert(
      fc.property(fc.array(span, { minLength: 1, maxLength: 8 }), (list) => {
        // Lay the spans end to end after sorting; each one overlaps only itself.
        const sorted = [...list].sort((a, b) => ms(a.from) - ms(b.from));
        let cursor = ms(sorted[0]?.from ?? new Date(0));
        const chain = sorted.map((s) => {
          const length = ms(s.to) - ms(s.from);
          const laid = { from: new Date(cursor), to: new Date(cursor + length) };
          cursor += length;
          return laid;
        });
        chain.forEach((s, i) => {
          const others = chain.filter((_, j) => j !== i);
          expect(findOverlaps(s, others, NOW)).toEqual([]);
        });
      }),
    );
  });
});

describe('running shifts and instants (spec §4 overlap check)', () => {
  const running = { from: t('08:00'), to: null };

  it('a running shift meets a window that starts by now and reaches past its start', () => {
    expect(shiftMeets(running, iv('09:00', '10:00'), NOW)).toBe(true);
    expect(shiftMeets(running, iv('07:00', '08:00'), NOW)).toBe(false);
    expect(shiftMeets(running, iv('07:00', '08:01'), NOW)).toBe(true);
  });

  it('a running shift does not reach into the future', () => {
    expect(shiftMeets(running, iv('12:01', '13:00'), NOW)).toBe(false);
    expect(shiftMeets(running, iv('12:00', '13:00'), NOW)).toBe(true);
  });

  it('starting a shift is checked at its instant, edges included', () => {
    const morning = iv('06:00', '14:00');
    expect(shiftMeets(morning, overlapWindow({ from: t('06:00'), to: null }), NOW)).toBe(true);
    expect(shiftMeets(morning, overlapWindow({ from: t('14:00'), to: null }), NOW)).toBe(false);
    expect(shiftMeets(running, overlapWindow({ from: t('08:00'), to: null }), NOW)).toBe(true);
  });

  it('a closed window includes its end instant', () => {
    expect(shiftMeets(iv('14:00', '22:00'), { from: t('06:00'), to: t('14:00'), closed: true }, NOW)).toBe(
      true,
    );
    expect(shiftMeets(iv('14:00', '22:00'), { from: t('06:00'), to: t('14:00') }, NOW)).toBe(false);
  });

  it('an empty shift meets nothing', () => {
    expect(shiftMeets(iv('10:00', '10:00'), { from: t('10:00'), to: t('10:00'), closed: true }, NOW)).toBe(
      false,
    );
  });
});
