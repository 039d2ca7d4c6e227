// How long a person's records are kept (docs/decisions/135-erasure-and-retention.md). Finnish law
// bounds both ways: working-time records at least 2 years after the year they concern (Working
// Hours Act 872/2019 § 32), accounting material 6 years and books 10 years after the year
// (Accounting Act 1336/1997 ch. 2 § 10). Beyond its period a record has no reason to stay.
import type { Instant } from './instant.ts';
import { zonedDate, zonedParts, zonedTime } from './zonedTime.ts';

/** Years after the end of the year a record concerns. */
export const RETENTION_YEARS = {
  /** Shifts nobody is paid or billed for (removed, or without a worker), shift requests. */
  workingTime: 2,
  /** A worked shift: the line of a bill and of a payroll (the vouchers behind the books). */
  accountingMaterial: 6,
  /** The books themselves; Tuura keeps none (the ledger is the accounting system's). */
  books: 10,
  /** The audit log: as long as the accounting material its entries may explain. */
  auditLog: 6,
} as const;
export type RetentionKind = keyof typeof RETENTION_YEARS;

/** The nightly purge runs on the first tick at or after this Helsinki hour each day. */
export const RETENTION_PURGE_HOUR = 3;

/** The name an erased person's row keeps (stored in Finnish, whatever the interface's language). */
export const ERASED_NAME = { firstName: 'Poistettu', lastName: 'käyttäjä' } as const;

/** The Helsinki calendar year of an instant. */
export const zonedYear = (instant: Instant) => Number(zonedDate(instant).slice(0, 4));

/** The last year whose records of `kind` are past their period at `now` (kept through year + n). */
export const lastPurgeableYear = (now: Instant, kind: RetentionKind) =>
  zonedYear(now) - RETENTION_YEARS[kind] - 1;

/**
 * The instant before which a record (by the Helsinki date it concerns) is past its period: the
 * start of the year after the last purgeable one, Helsinki time.
 */
export const purgeBefore = (now: Instant, kind: RetentionKind): Date =>
  zonedTime(`${lastPurgeableYear(now, kind) + 1}-01-01`, 0);

/** Whether a record concerning `at` may be purged at `now`. */
export const isPastRetention = (at: Instant, now: Instant, kind: RetentionKind) =>
  zonedYear(at) <= lastPurgeableYear(now, kind);

/** The Helsinki date the nightly purge is due for at `now`, or null before the purge hour. */
export function purgeDayDue(now: Instant): string | null {
  const { date, hour } = zonedParts(now);
  return hour >= RETENTION_PURGE_HOUR ? date : null;
}
