// Which unique constraint a failed statement broke, whichever driver and wrapper reported it:
// node-postgres and PGlite both give SQLSTATE 23505 and the constraint's (or index's) name,
// drizzle wraps them in an error whose `cause` is the driver's.
const UNIQUE_VIOLATION = '23505';

type DriverError = { code?: unknown; constraint?: unknown; cause?: unknown };

export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (
    let e = error as DriverError | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as DriverError, depth++
  ) {
    if (e.code === UNIQUE_VIOLATION && typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}
