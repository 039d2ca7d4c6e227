// A start that cannot go on for a reason the operator must fix (docs/decisions/128): one line on
// stderr, exit code 1, no stack trace. Anything else is a bug and keeps its stack.
import { DataKeyError } from './lib/dataEncryption.ts';

export function exitOnStartupError(error: unknown): never {
  if (error instanceof DataKeyError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
