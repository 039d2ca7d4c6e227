// Finnish personal identity code (henkilötunnus, DDMMYYCZZZQ): a real calendar date, a century
// sign (the 2023 reform added Y X W V U for the 1900s and B C D E F for the 2000s), an individual
// number 002–999 (900–999: temporary codes) and the check character of the nine digits mod 31.

const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';

/** Century of each sign: '+' 1800s; '-' and the new Y..U 1900s; 'A' and the new B..F 2000s. */
const CENTURY_OF_SIGN: Record<string, number> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

const SHAPE = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

/** The check character of the nine digits (birth date and individual number). */
export const nationalIdCheckCharacter = (nineDigits: string) =>
  CHECK_CHARACTERS[Number(nineDigits) % 31] as string;

/** Whether `value` is a well-formed henkilötunnus (upper-case letters, as printed). */
export function isValidFinnishNationalId(value: string): boolean {
  const m = SHAPE.exec(value);
  if (!m) return false;
  const [, dd, mm, yy, sign, individual, check] = m as unknown as string[];
  const century = CENTURY_OF_SIGN[sign as string];
  if (century === undefined) return false;
  const year = century + Number(yy);
  const month = Number(mm);
  const day = Number(dd);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900+; the centuries here are ≥ 1800 so no correction needed.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  if (Number(individual) < 2) return false;
  return nationalIdCheckCharacter(`${dd}${mm}${yy}${individual}`) === check;
}
