// Retention periods at the year boundaries, worked by hand in Helsinki time (UTC+2 in winter).
import { describe, expect, it } from 'vitest';
import {
  isPastRetention,
  lastPurgeableYear,
  purgeBefore,
  purgeDayDue,
  RETENTION_YEARS,
} from '../../src/rules/retention.ts';

describe('retention periods', () => {
  it('are the laws’ years: working time 2, accounting material 6, books 10', () => {
    expect(RETENTION_YEARS).toMatchObject({ workingTime: 2, accountingMaterial: 6, books: 10 });
  });

  it('keep a working-time record of 2023 through 2025 and let it go on 1 January 2026, Helsinki time', () => {
    // 31.12.2025 23:59 in Helsinki is 21:59 UTC: still 2025, 2023 is kept.
    expect(lastPurgeableYear('2025-12-31T21:59:00Z', 'workingTime')).toBe(2022);
    expect(isPastRetention('2023-06-01T09:00:00Z', '2025-12-31T21:59:00Z', 'workingTime')).toBe(false);
    // 1.1.2026 00:00 in Helsinki is 22:00 UTC the day before.
    expect(lastPurgeableYear('2025-12-31T22:00:00Z', 'workingTime')).toBe(2023);
    expect(isPastRetention('2023-06-01T09:00:00Z', '2025-12-31T22:00:00Z', 'workingTime')).toBe(true);
    expect(isPastRetention('2024-01-01T00:00:00Z', '2025-12-31T22:00:00Z', 'workingTime')).toBe(false);
  });

  it('date a record by its Helsinki year: 31.12. 23:30 Helsinki is that year, 00:30 the next', () => {
    const now = '2026-03-01T10:00:00Z';
    expect(isPastRetention('2023-12-31T21:30:00Z', now, 'workingTime')).toBe(true);
    expect(isPastRetention('2023-12-31T22:30:00Z', now, 'workingTime')).toBe(false);
    expect(purgeBefore(now, 'workingTime').toISOString()).toBe('2023-12-31T22:00:00.000Z');
  });

  it('keep accounting material 6 years after its year', () => {
    const now = '2026-03-01T10:00:00Z';
    expect(purgeBefore(now, 'accountingMaterial').toISOString()).toBe('2019-12-31T22:00:00.000Z');
    expect(isPastRetention('2019-12-31T21:59:00Z', now, 'accountingMaterial')).toBe(true);
    expect(isPastRetention('2019-12-31T22:00:00Z', now, 'accountingMaterial')).toBe(false);
  });

  it('make the nightly purge due from 03:00 Helsinki time, for that day', () => {
    // 02:59 and 03:00 in Helsinki in winter are 00:59 and 01:00 UTC.
    expect(purgeDayDue('2026-01-15T00:59:00Z')).toBeNull();
    expect(purgeDayDue('2026-01-15T01:00:00Z')).toBe('2026-01-15');
    // Summer time (UTC+3): 03:00 Helsinki is 00:00 UTC.
    expect(purgeDayDue('2026-07-15T00:00:00Z')).toBe('2026-07-15');
    expect(purgeDayDue('2026-07-14T23:59:00Z')).toBeNull();
    expect(purgeDayDue('2026-07-15T20:59:00Z')).toBe('2026-07-15');
    expect(purgeDayDue('2026-07-15T21:00:00Z')).toBeNull();
  });
});
