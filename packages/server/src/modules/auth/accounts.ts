// The two kinds of login — users (workers, admins) and guest users — share these steps.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { guestUsers, users } from '../../db/schema/index.ts';
import { fail } from '../../errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { organizationIdOf } from '../organization/tenancy.ts';
import { accountKey, assertNotLocked, recordFailure } from './bruteForce.ts';

export type AccountKind = 'user' | 'guest';
export const ACCOUNT_TABLES = { user: users, guest: guestUsers } as const;
type AccountRow<K extends AccountKind> = (typeof ACCOUNT_TABLES)[K]['$inferSelect'];
// Drizzle cannot select from a union of tables; both share the columns queried here.
const tableOf = (kind: AccountKind) => ACCOUNT_TABLES[kind] as typeof users;

export const invalidCredentials = () => fail('auth.invalidCredentials');

/** A live (not removed) account of the organisation by email, case-insensitively. */
export async function findAccountByEmail<K extends AccountKind>(
  db: DbOrTx,
  kind: K,
  organizationId: string,
  email: string,
): Promise<AccountRow<K> | undefined> {
  const table = tableOf(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(
      and(
        eq(table.organizationId, organizationId),
        sql`lower(${table.email}) = ${email.toLowerCase()}`,
        isNull(table.deletedAt),
      ),
    )
    .limit(1);
  return row as AccountRow<K> | undefined;
}

export async function findAccountById<K extends AccountKind>(db: DbOrTx, kind: K, id: string) {
  const table = tableOf(kind);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row as AccountRow<K> | undefined;
}

/**
 * Checks email and password under the lockout rule; a wrong pair is recorded and refused with
 * the same answer whether or not the account exists.
 */
export async function checkPassword<K extends AccountKind>(
  ctx: Ctx,
  kind: K,
  email: string,
  password: string,
) {
  const organizationId = await organizationIdOf(ctx);
  if (!organizationId) throw invalidCredentials();
  const key = accountKey(kind, email);
  await assertNotLocked(ctx, organizationId, key);
  const row = await findAccountByEmail(ctx.db, kind, organizationId, email);
  if (!(await verifyPassword(row?.passwordHash, password)) || !row) {
    await recordFailure(ctx, organizationId, key);
    throw invalidCredentials();
  }
  return { row, organizationId, key };
}
