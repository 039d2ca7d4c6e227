// Finnish public holidays of one year, computed (docs/decisions/112): the fixed dates,
// those that follow Easter (Gregorian computus) and those that fall on the Friday or Saturday of a
// week in June or early November. Midsummer Eve and Christmas Eve are not days off by law but are
// kept free by custom and collective agreements, so they count here.

export type FinnishHoliday = {
  /** YYYY-MM-DD. */
  date: string;
  /** A stable key of the holiday (e.g. `easterSunday`). */
  key: string;
  fi: string;
  en: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;
const MS_PER_DAY = 86_400_000;

/** A date `days` after the given month and day of `year` (UTC noon keeps it off any edge). */
function shifted(year: number, month: number, day: number, days: number): string {
  return new Date(Date.UTC(year, month - 1, day, 12) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Easter Sunday of a Gregorian year (Meeus/Jones/Butcher): month and day. */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

/** The date of the given weekday (0 Sunday … 6 Saturday) in the seven days from month/day on. */
function weekdayFrom(year: number, month: number, day: number, weekday: number): string {
  const first = new Date(Date.UTC(year, month - 1, day, 12)).getUTCDay();
  return shifted(year, month, day, (weekday - first + 7) % 7);
}

const FRIDAY = 5;
const SATURDAY = 6;

/** The year's Finnish holidays in date order, with their Finnish and English names. */
export function finnishHolidays(year: number): FinnishHoliday[] {
  const easter = easterSunday(year);
  const fromEaster = (days: number) => shifted(year, easter.month, easter.day, days);
  const list: FinnishHoliday[] = [
    { date: iso(year, 1, 1), key: 'newYear', fi: 'Uudenvuodenpäivä', en: "New Year's Day" },
    { date: iso(year, 1, 6), key: 'epiphany', fi: 'Loppiainen', en: 'Epiphany' },
    { date: fromEaster(-2), key: 'goodFriday', fi: 'Pitkäperjantai', en: 'Good Friday' },
    { date: fromEaster(0), key: 'easterSunday', fi: 'Pääsiäispäivä', en: 'Easter Sunday' },
    { date: fromEaster(1), key: 'easterMonday', fi: '2. pääsiäispäivä', en: 'Easter Monday' },
    { date: iso(year, 5, 1), key: 'mayDay', fi: 'Vappu', en: 'May Day' },
    { date: fromEaster(39), key: 'ascension', fi: 'Helatorstai', en: 'Ascension Day' },
    { date: fromEaster(49), key: 'pentecost', fi: 'Helluntaipäivä', en: 'Whit Sunday' },
    {
      date: weekdayFrom(year, 6, 19, FRIDAY),
      key: 'midsummerEve',
      fi: 'Juhannusaatto',
      en: 'Midsummer Eve',
    },
    {
      date: weekdayFrom(year, 6, 20, SATURDAY),
      key: 'midsummerDay',
      fi: 'Juhannuspäivä',
      en: 'Midsummer Day',
    },
    {
      date: weekdayFrom(year, 10, 31, SATURDAY),
      key: 'allSaints',
      fi: 'Pyhäinpäivä',
      en: "All Saints' Day",
    },
    { date: iso(year, 12, 6), key: 'independence', fi: 'Itsenäisyyspäivä', en: 'Independence Day' },
    { date: iso(year, 12, 24), key: 'christmasEve', fi: 'Jouluaatto', en: 'Christmas Eve' },
    { date: iso(year, 12, 25), key: 'christmasDay', fi: 'Joulupäivä', en: 'Christmas Day' },
    { date: iso(year, 12, 26), key: 'boxingDay', fi: 'Tapaninpäivä', en: "St Stephen's Day" },
  ];
  return list.sort((x, y) => x.date.localeCompare(y.date));
}
