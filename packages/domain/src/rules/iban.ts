// IBAN (ISO 13616): country code, two check digits and the account, valid when the rearranged
// number is 1 mod 97. Finnish accounts (FI) have exactly 18 characters. Spaces are allowed as
// printed ("FI21 1234 5600 0007 85").

const SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const LENGTH_OF_COUNTRY: Record<string, number> = { FI: 18 };

/** The IBAN without spaces, upper-case. */
export const compactIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** The rearranged IBAN (letters as 10..35) mod 97, computed piecewise to stay in safe integers. */
export function ibanMod97(compact: string): number {
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

/** Whether `value` is an IBAN with correct check digits (and the right length for FI). */
export function isValidIban(value: string): boolean {
  const compact = compactIban(value);
  if (!SHAPE.test(compact)) return false;
  const length = LENGTH_OF_COUNTRY[compact.slice(0, 2)];
  if (length !== undefined && compact.length !== length) return false;
  return ibanMod97(compact) === 1;
}
