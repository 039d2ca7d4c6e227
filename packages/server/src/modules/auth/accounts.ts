// The two kinds of login — users (workers, admins) and guest users — share these steps.
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { guestUsers, users } from '../../db/schema/index.ts';
import { fail } from '../../errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { byKey } from '../../lib/scope.ts';
import { accountKey, countTry } from './bruteForce.ts';
import { type AccountKind, lookUpAccountEmail } from './directory.ts';

export type { AccountKind };
export const ACCOUNT_TABLES = { user: users, guest: guestUsers } as const;
type AccountRow<K extends AccountKind> = (typeof ACCOUNT_TABLES)[K]['$inferSelect'];
// Drizzle cannot select from a union of tables; both share the columns queried here.
const tableOf = (kind: AccountKind) => ACCOUNT_TABLES[kind] as typeof users;

export const invalidCredentials = () => fail('auth.invalidCredentials');

/** A live (not removed) account by email: the login directory names its organisation. */
export async function findAccountByEmail<K extends AccountKind>(db: DbOrTx, kind: K, email: string) {
  const entry = await lookUpAccountEmail(db, kind, email);
  const row = entry && (await findAccountById(db, kind, entry.organizationId, entry.accountId));
  return row && !row.deletedAt ? row : undefined;
}

/** An account of the organisation by id (removed ones too: callers decide). */
export async function findAccountById<K extends AccountKind>(
  db: DbOrTx,
  kind: K,
  organizationId: string,
  id: string,
) {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(byKey(table, { organizationId, id })).limit(1);
  return row as AccountRow<K> | undefined;
}

/**
 * Checks email and password under the lockout rule: the try is counted before the hash is
 * verified, and a wrong pair is refused with the same answer whether or not the account exists.
 * The lockout is keyed on the email alone, so an unknown email is locked out exactly like a known
 * one. The caller clears the count once the login succeeds.
 */
export async function checkPassword<K extends AccountKind>(
  ctx: Ctx,
  kind: K,
  email: string,
  password: string,
) {
  const counted = await countTry(ctx, accountKey(kind, email));
  const row = await findAccountByEmail(ctx.db, kind, email);
  if (!(await verifyPassword(row?.passwordHash, password)) || !row) throw invalidCredentials();
  return { row, organizationId: row.organizationId, counted };
}
