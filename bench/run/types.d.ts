// Shapes shared by the runner's files (JSDoc types only; nothing here runs).
export type Account = { email: string; password: string };
export type Context = { now: Date; accounts: Record<string, Account> };
export type Scenario = {
  name: string;
  /** The floors: every other row's throughput is divided by the bare floor's. */
  floor?: 'bare' | 'session' | 'health';
  /** Who logs in: a role of the dataset's accounts, or null for a request without cookie. */
  as: string | null;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ctx: Context) => string;
  body?: (ctx: Context) => unknown;
};
export type Statement = { sql: string; params: unknown[] };
