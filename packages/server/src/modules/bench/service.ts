// The bench's SQL capture (BENCH_ROUTES=1): drizzle's logger hands every statement here, and it
// keeps them only while the runner has switched capture on, so the runner's load runs pay one
// boolean check per statement and no file is written (docs/decisions/091-bench-runner.md).
import type { Logger } from 'drizzle-orm/logger';

export type CapturedStatement = { sql: string; params: unknown[] };

/** A forgotten capture must not grow without end under load. */
const MAX_STATEMENTS = 1000;

export class SqlCapture implements Logger {
  #on = false;
  #statements: CapturedStatement[] = [];

  logQuery(sql: string, params: unknown[]) {
    if (this.#on && this.#statements.length < MAX_STATEMENTS)
      this.#statements.push({ sql, params: [...params] });
  }

  start() {
    this.#statements = [];
    this.#on = true;
  }

  /** Stops capturing and hands over what was captured since start. */
  stop(): CapturedStatement[] {
    const captured = this.#statements;
    this.#on = false;
    this.#statements = [];
    return captured;
  }
}
