import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { easterSunday, finnishHolidays } from '../../src/rules/finnishHolidays.ts';

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const dateOf = (year: number, key: string) => finnishHolidays(year).find((h) => h.key === key)?.date ?? '';

// Easter Sundays from the published church calendars (evl.fi, almanakka).
const KNOWN_EASTERS: Record<number, string> = {
  2024: '2024-03-31',
  2025: '2025-04-20',
  2026: '2026-04-05',
  2027: '2027-03-28',
  2028: '2028-04-16',
  2029: '2029-04-01',
  2030: '2030-04-21',
};

describe('easterSunday', () => {
  for (const [year, expected] of Object.entries(KNOWN_EASTERS))
    it(`is ${expected} in ${year}`, () => {
      expect(dateOf(Number(year), 'easterSunday')).toBe(expected);
    });

  it('is always a Sunday from 22 March to 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 4099 }), (year) => {
        const { month, day } = easterSunday(year);
        const date = dateOf(year, 'easterSunday');
        expect(weekday(date)).toBe(0);
        expect(month * 100 + day).toBeGreaterThanOrEqual(322);
        expect(month * 100 + day).toBeLessThanOrEqual(425);
      }),
    );
  });
});

describe('finnishHolidays', () => {
  it('lists the 2025 holidays with their Finnish and English names', () => {
    expect(finnishHolidays(2025).map((h) => [h.date, h.fi, h.en])).toEqual([
      ['2025-01-01', 'Uudenvuodenpäivä', "New Year's Day"],
      ['2025-01-06', 'Loppiainen', 'Epiphany'],
      ['2025-04-18', 'Pitkäperjantai', 'Good Friday'],
      ['2025-04-20', 'Pääsiäispäivä', 'Easter Sunday'],
      ['2025-04-21', '2. pääsiäispäivä', 'Easter Monday'],
      ['2025-05-01', 'Vappu', 'May Day'],
      ['2025-05-29', 'Helatorstai', 'Ascension Day'],
      ['2025-06-08', 'Helluntaipäivä', 'Whit Sunday'],
      ['2025-06-20', 'Juhannusaatto', 'Midsummer Eve'],
      ['2025-06-21', 'Juhannuspäivä', 'Midsummer Day'],
      ['2025-11-01', 'Pyhäinpäivä', "All Saints' Day"],
      ['2025-12-06', 'Itsenäisyyspäivä', 'Independence Day'],
      ['2025-12-24', 'Jouluaatto', 'Christmas Eve'],
      ['2025-12-25', 'Joulupäivä', 'Christmas Day'],
      ['2025-12-26', 'Tapaninpäivä', "St Stephen's Day"],
    ]);
  });

  it('puts midsummer and All Saints on their weekdays in range (2026: 19–20 June, 31 October)', () => {
    expect(dateOf(2026, 'midsummerEve')).toBe('2026-06-19');
    expect(dateOf(2026, 'midsummerDay')).toBe('2026-06-20');
    expect(dateOf(2026, 'allSaints')).toBe('2026-10-31');
    expect(dateOf(2027, 'allSaints')).toBe('2027-11-06');
  });

  it('names both days when Ascension falls on May Day (Easter on 23 March, as in 2008)', () => {
    const first = finnishHolidays(2008).filter((h) => h.date === '2008-05-01');
    expect(first.map((h) => h.key).sort()).toEqual(['ascension', 'mayDay']);
  });

  it('keeps its shape in any year: 15 days in order, all in the year, weekdays right', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2200 }), (year) => {
        const list = finnishHolidays(year);
        expect(list).toHaveLength(15);
        expect(new Set(list.map((h) => h.key)).size).toBe(15);
        const dates = list.map((h) => h.date);
        // Distinct, but for Ascension on May Day (the only two that can meet).
        const sameDay = dateOf(year, 'ascension') === `${year}-05-01` ? 1 : 0;
        expect(new Set(dates).size).toBe(15 - sameDay);
        expect(dates).toEqual([...dates].sort());
        for (const d of dates) expect(d.startsWith(`${year}-`)).toBe(true);
        const eve = dateOf(year, 'midsummerEve');
        const day = dateOf(year, 'midsummerDay');
        expect(weekday(eve)).toBe(5);
        expect(weekday(day)).toBe(6);
        expect(eve >= `${year}-06-19` && eve <= `${year}-06-25`).toBe(true);
        expect(day >= `${year}-06-20` && day <= `${year}-06-26`).toBe(true);
        const saints = dateOf(year, 'allSaints');
        expect(weekday(saints)).toBe(6);
        expect(saints >= `${year}-10-31` && saints <= `${year}-11-06`).toBe(true);
        expect(weekday(dateOf(year, 'goodFriday'))).toBe(5);
        expect(weekday(dateOf(year, 'easterMonday'))).toBe(1);
        expect(weekday(dateOf(year, 'ascension'))).toBe(4);
      }),
    );
  });
});
