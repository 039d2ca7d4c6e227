// The SQLSTATE of a failed statement, under drizzle's wrapper, from either driver.
export function sqlState(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** The error a promise rejects with; fails when it resolves. */
export async function rejectionOf(promise: PromiseLike<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the statement to fail');
    },
    (error: unknown) => error,
  );
}

export const SQLSTATE = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
} as const;
