// Shapes shared by the runner's files (JSDoc types only; nothing here runs).
/** `kind` 'guest': logs in as a guest user. */
export type Account = { email: string; password: string; kind?: 'user' | 'guest' };
/** `smoke`: the runner's own test (scenarios make less data for it). */
export type Context = {
  now: Date;
  accounts: Record<string, Account>;
  smoke?: boolean;
  [prepared: string]: unknown;
};
/** A GET as the scenario's account, answering the parsed JSON (a scenario's `prepare`). */
export type Get = (path: string) => Promise<unknown>;
/** Any call as one of the dataset's roles, answering the parsed JSON (a scenario's `prepare`). */
export type Send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: unknown,
  as: string,
) => Promise<unknown>;
export type Scenario = {
  name: string;
  /** The floors: every other row's throughput is divided by the bare floor's. */
  floor?: 'bare' | 'session' | 'health';
  /** What the row must reach at 50 connections on `full`: p95 at most (ms), req/s over its SQL's at least. */
  goal?: { p95?: number; ratioToSql?: number };
  /** Who logs in: a role of the dataset's accounts, or null for a request without cookie. */
  as: string | null;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (ctx: Context) => string;
  body?: (ctx: Context) => unknown;
  /** Bodies the load sends in turn (the probe request sends `body`). */
  bodies?: (ctx: Context) => unknown[];
  /** Paths the load sends to in turn (requests that each need their own row, e.g. a reservation). */
  paths?: (ctx: Context) => string[];
  /**
   * The paths or bodies only read: the SQL of each is captured and replayed in turn, so the SQL
   * columns are those of the mix the load sends (not of the probe request alone). Unset for
   * variants that change what they touch (a reservation, an erasure), which a capture would use up.
   */
  readOnlyVariants?: boolean;
  /** More request headers (an API token's Authorization), built from the run's context. */
  headers?: (ctx: Context) => Record<string, string>;
  /** Runs once before the scenario: looks up what its requests need and adds it to `ctx`. */
  prepare?: (ctx: Context, get: Get, send: Send) => Promise<void>;
};
export type Statement = { sql: string; params: unknown[] };
