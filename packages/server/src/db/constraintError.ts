// Which unique constraint a failed statement broke, whichever driver and wrapper reported it:
// node-postgres and PGlite both give SQLSTATE 23505 and the constraint's (or index's) name,
// drizzle wraps them in an error whose `cause` is the driver's.
const UNIQUE_VIOLATION = '23505';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** The driver's error inside drizzle's wrappers, if any carries a SQLSTATE. */
function driverErrorOf(error: unknown): DriverError | undefined {
  for (
    let e = error as DriverError | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as DriverError, depth++
  ) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

export function violatedUniqueConstraint(error: unknown): string | undefined {
  const e = driverErrorOf(error);
  return e?.code === UNIQUE_VIOLATION && typeof e.constraint === 'string' ? e.constraint : undefined;
}

/**
 * Failures of a moment rather than of the request: two transactions deadlocked or could not be
 * serialised (`busy`: the loser may simply try again), or a statement ran past its time limit
 * (`timedOut`: the database was too loaded for a report).
 */
const TRANSIENT: Record<string, 'busy' | 'timedOut'> = {
  '40P01': 'busy', // deadlock_detected
  '40001': 'busy', // serialization_failure
  '55P03': 'busy', // lock_not_available
  '57014': 'timedOut', // query_canceled (statement_timeout)
};

export const transientFailureOf = (error: unknown): 'busy' | 'timedOut' | undefined => {
  const code = driverErrorOf(error)?.code;
  return typeof code === 'string' ? TRANSIENT[code] : undefined;
};
