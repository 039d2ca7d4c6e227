// The accounts a benchmark logs in as: fixed emails, one password for every generated account.

export const BENCH_PASSWORD = 'bench-password';

/** The login domain of organisation 1 or 2. */
export const orgDomain = (org: 1 | 2) => `org${org}.bench`;

/** Worker n's email: `worker1@…` for the probe worker, `w<n>@…` for the rest. */
export const workerEmail = (org: 1 | 2, n: number) =>
  n === 1 ? `worker1@${orgDomain(org)}` : `w${n}@${orgDomain(org)}`;

/** Admin n's email: `admin@…` (every area at `all`), then `admin<n>@…` (every area at `read`). */
export const adminEmail = (org: 1 | 2, n: number) =>
  n === 1 ? `admin@${orgDomain(org)}` : `admin${n}@${orgDomain(org)}`;

export const guestEmail = (org: 1 | 2) => `guest@${orgDomain(org)}`;

/**
 * Per organisation: `worker` is a full-timer with ~14 shifts in the month around now, a shift
 * running now (`submitted=false`), shift requests and 20 notifications; `admin` holds every area
 * at level `all`; `reader` every area at `read`; `guest` is a guest user (log in as guest).
 */
export const PROBES = {
  org1: {
    worker: workerEmail(1, 1),
    admin: adminEmail(1, 1),
    reader: adminEmail(1, 2),
    guest: guestEmail(1),
  },
  org2: {
    worker: workerEmail(2, 1),
    admin: adminEmail(2, 1),
    reader: adminEmail(2, 2),
    guest: guestEmail(2),
  },
} as const;
