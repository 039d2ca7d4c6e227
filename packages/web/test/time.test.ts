// Times are shown in Helsinki whatever the machine's zone (the web project runs in New York).
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../src/i18n/index.ts';
import { formatDateTime, fromNow } from '../src/lib/time.ts';

describe('formatDateTime', () => {
  it('runs in a zone other than Helsinki, so the checks below mean something', () => {
    expect(new Date('2026-03-29T00:30:00Z').getTimezoneOffset()).not.toBe(-120);
  });

  it('shows a UTC instant in Helsinki time, Finnish format', () => {
    expect(formatDateTime('2026-11-21T12:30:00Z', 'fi')).toBe('21.11.2026 klo 14.30');
    expect(formatDateTime('2026-03-29T00:30:00Z', 'fi')).toBe('29.3.2026 klo 2.30');
  });

  it('moves to summer time on the last Sunday of March', () => {
    // 01:00 UTC: clocks go from 03:00 EET to 04:00 EEST.
    expect(formatDateTime('2026-03-29T00:59:00Z', 'fi')).toBe('29.3.2026 klo 2.59');
    expect(formatDateTime('2026-03-29T01:00:00Z', 'fi')).toBe('29.3.2026 klo 4.00');
    expect(formatDateTime('2026-03-29T01:30:00Z', 'fi')).toBe('29.3.2026 klo 4.30');
  });

  it('back to winter time on the last Sunday of October: 3.30 happens twice', () => {
    expect(formatDateTime('2026-10-25T00:30:00Z', 'fi')).toBe('25.10.2026 klo 3.30');
    expect(formatDateTime('2026-10-25T01:30:00Z', 'fi')).toBe('25.10.2026 klo 3.30');
    expect(formatDateTime('2026-10-25T02:30:00Z', 'fi')).toBe('25.10.2026 klo 4.30');
  });

  it('reads an instant with any offset', () => {
    expect(formatDateTime('2026-11-21T09:30:00-05:00', 'fi')).toBe('21.11.2026 klo 16.30');
  });

  it('uses the English pattern in English', async () => {
    // English texts load when English is chosen (only Finnish ships with the app).
    await applyLocale('en');
    try {
      expect(formatDateTime('2026-03-29T01:30:00Z', 'en')).toBe('29.3.2026 at 4:30');
    } finally {
      await applyLocale('fi');
    }
  });
});

describe('fromNow', () => {
  it('says how long ago in the given language', () => {
    const threeHoursAgo = new Date(Date.now() - 3 * 60 * 60 * 1000).toISOString();
    expect(fromNow(threeHoursAgo, 'fi')).toBe('kolme tuntia sitten');
    expect(fromNow(threeHoursAgo, 'en')).toBe('3 hours ago');
  });
});

describe('weeks', () => {
  it('start on Monday in English as in Finnish', async () => {
    const { dayjs } = await import('../src/i18n/dayjs.ts');
    // Wednesday 25 November 2026: its week starts on Monday the 23rd.
    const wednesday = dayjs('2026-11-25T12:00:00');
    for (const locale of ['fi', 'en']) {
      const start = wednesday.locale(locale).startOf('week');
      expect([start.day(), start.date()]).toEqual([1, 23]);
    }
  });
});
