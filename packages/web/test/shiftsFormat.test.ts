// How shift times read: Finnish `ma 23.11. klo 7.00–15.00` in Helsinki time whatever the
// machine's zone, English likewise, nights naming their second day, and true durations across
// the clock changes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyLocale } from '../src/i18n/index.ts';
import { formatShiftDuration, formatShiftSpan } from '../src/lib/shiftTime.ts';

describe('formatShiftSpan in Finnish', () => {
  it('a day shift', () => {
    expect(formatShiftSpan('2026-11-23T05:00:00Z', '2026-11-23T13:00:00Z', 'fi')).toBe(
      'ma 23.11. klo 7.00–15.00',
    );
  });

  it('minutes and a summer-time shift', () => {
    expect(formatShiftSpan('2026-06-05T05:30:00Z', '2026-06-05T14:45:00Z', 'fi')).toBe(
      'pe 5.6. klo 8.30–17.45',
    );
  });

  it('a night names the day it ends', () => {
    expect(formatShiftSpan('2026-11-23T20:00:00Z', '2026-11-24T06:00:00Z', 'fi')).toBe(
      'ma 23.11. klo 22.00 – ti 24.11. klo 8.00',
    );
  });

  it('a running shift has no end', () => {
    expect(formatShiftSpan('2026-11-23T05:00:00Z', null, 'fi')).toBe('ma 23.11. klo 7.00 alkaen');
  });

  it('the day is the Helsinki day, not the machine zone (New York)', () => {
    // 0.30 in Helsinki on Tuesday is still Monday evening in New York.
    expect(formatShiftSpan('2026-11-23T22:30:00Z', '2026-11-24T06:00:00Z', 'fi')).toBe(
      'ti 24.11. klo 0.30–8.00',
    );
  });
});

describe('formatShiftSpan in English', () => {
  beforeAll(() => applyLocale('en'));
  afterAll(() => applyLocale('fi'));

  it('a day shift and a night', () => {
    expect(formatShiftSpan('2026-11-23T05:00:00Z', '2026-11-23T13:00:00Z', 'en')).toBe(
      'Mon 23 Nov, 7:00–15:00',
    );
    expect(formatShiftSpan('2026-11-23T20:00:00Z', '2026-11-24T06:00:00Z', 'en')).toBe(
      'Mon 23 Nov, 22:00 – Tue 24 Nov, 8:00',
    );
  });
});

describe('formatShiftDuration', () => {
  it('7 h 30 min', () => {
    expect(formatShiftDuration('2026-11-23T05:00:00Z', '2026-11-23T12:30:00Z')).toBe('7 h 30 min');
  });

  it('a night across the spring change (22.00–8.00) is 9 hours', () => {
    expect(formatShiftSpan('2026-03-28T20:00:00Z', '2026-03-29T05:00:00Z', 'fi')).toBe(
      'la 28.3. klo 22.00 – su 29.3. klo 8.00',
    );
    expect(formatShiftDuration('2026-03-28T20:00:00Z', '2026-03-29T05:00:00Z')).toBe('9 h 0 min');
  });

  it('a night across the autumn change (22.00–8.00) is 11 hours', () => {
    expect(formatShiftSpan('2026-10-24T19:00:00Z', '2026-10-25T06:00:00Z', 'fi')).toBe(
      'la 24.10. klo 22.00 – su 25.10. klo 8.00',
    );
    expect(formatShiftDuration('2026-10-24T19:00:00Z', '2026-10-25T06:00:00Z')).toBe('11 h 0 min');
  });

  it('elapsed time up to a moment', () => {
    expect(formatShiftDuration('2026-11-23T05:00:00Z', new Date('2026-11-23T07:15:00Z'))).toBe('2 h 15 min');
  });
});
