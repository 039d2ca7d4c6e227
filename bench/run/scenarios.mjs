// What the bench measures. A later issue adds its scenario as one entry here: a name, who logs in
// (`as`: a role of the dataset's accounts, or null for no cookie), the method, the path and body
// built from the run's context, and `floor: true` for the floors every other row is compared with.
// Context: { now: Date, accounts: { worker: { email, password }, admin: {...} } }.

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar month around `now`, as the month view asks for it. */
function monthAround(now) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `from=${from.toISOString()}&to=${to.toISOString()}`;
}

/** @type {import('./types.d.ts').Scenario[]} */
export const SCENARIOS = [
  // Floor (a): Fastify with every /api hook and the zod serialiser, no database (BENCH_ROUTES).
  { name: 'floor: bare route', floor: 'bare', as: null, method: 'GET', path: () => '/api/bench/floor' },
  // Floor (b): the same behind the worker's session: the session lookup is its only SQL.
  {
    name: 'floor: session',
    floor: 'session',
    as: 'worker',
    method: 'GET',
    path: () => '/api/bench/floor/session',
  },
  // Floor (c): the session lookup and `select 1`, as the issue measured it.
  { name: 'health', floor: 'health', as: 'worker', method: 'GET', path: () => '/api/health' },
  {
    name: 'login',
    as: null,
    method: 'POST',
    path: () => '/api/auth/login',
    body: ({ accounts }) => ({ email: accounts.worker.email, password: accounts.worker.password }),
  },
  {
    name: 'worker month',
    as: 'worker',
    method: 'GET',
    path: ({ now }) => `/api/shifts/user/worker?${monthAround(now)}`,
  },
  {
    name: 'ongoing shift',
    as: 'worker',
    method: 'GET',
    path: () => '/api/shifts/user/worker?submitted=false',
  },
  // The count a badge of stamps still to give would ask for (the app's missing-stamps filter).
  {
    name: 'shift count',
    as: 'worker',
    method: 'GET',
    path: ({ now }) => `/api/shifts/count/worker?stampMissing=true&to=${now.toISOString()}`,
  },
  // The check before starting a shift now for eight hours.
  {
    name: 'overlaps',
    as: 'worker',
    method: 'POST',
    path: () => '/api/users/overlaps',
    body: ({ now }) => ({ from: now.toISOString(), to: new Date(now.getTime() + DAY_MS / 3).toISOString() }),
  },
  { name: 'notifications', as: 'worker', method: 'GET', path: () => '/api/notifications' },
];
