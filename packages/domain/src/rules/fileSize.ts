// A size in bytes as people read it (spec §9): 1000-based units, one decimal at most, in the
// reader's language: `1,2 Gt` in Finnish, `1.2 GB` in English.
import type { Locale } from '../enums.ts';
import { FILES } from '../limits.ts';

const UNITS: Record<Locale, readonly string[]> = {
  fi: ['t', 'kt', 'Mt', 'Gt', 'Tt'],
  en: ['B', 'kB', 'MB', 'GB', 'TB'],
};

export function formatBytes(bytes: number, locale: Locale): string {
  const units = UNITS[locale];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (unit < units.length - 1 && Math.round(value * 10) / 10 >= FILES.sizeUnitBase) {
    value /= FILES.sizeUnitBase;
    unit += 1;
  }
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${number} ${units[unit]}`;
}

/** The share of a bucket in use, 0–100, for a bar. */
export function usedPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.max(0, (used / limit) * 100));
}
