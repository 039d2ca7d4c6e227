// The login directory: which organisation an email logs in to (docs/decisions/007). An email
// names one account per kind (user, guest user) across all organisations, so a login finds its
// organisation from the email alone, whichever host or organisation was created first.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accountEmails } from '../../db/schema/index.ts';

export type AccountKind = 'user' | 'guest';
type Entry = { kind: AccountKind; email: string; organizationId: string; accountId: string };

/** The organisation and account an email logs in to, if any. */
export async function lookUpAccountEmail(db: DbOrTx, kind: AccountKind, email: string) {
  const [row] = await db
    .select({ organizationId: accountEmails.organizationId, accountId: accountEmails.accountId })
    .from(accountEmails)
    .where(and(eq(accountEmails.kind, kind), eq(accountEmails.email, email.toLowerCase())))
    .limit(1);
  return row;
}

/**
 * Claims an email for a new account; call it in the transaction that creates the account. An
 * email taken by any organisation's account of the same kind is refused by the primary key.
 */
export async function registerAccountEmail(db: DbOrTx, entry: Entry) {
  await db.insert(accountEmails).values({ ...entry, email: entry.email.toLowerCase() });
}

/** Releases an email when its account is removed, so it can be used again. */
export async function releaseAccountEmail(db: DbOrTx, kind: AccountKind, email: string) {
  await db
    .delete(accountEmails)
    .where(and(eq(accountEmails.kind, kind), eq(accountEmails.email, email.toLowerCase())));
}

/**
 * Gives an account a new login email; call it in the transaction that changes the account's
 * email. An address another account of the kind already has is refused by the primary key.
 */
export async function moveAccountEmail(db: DbOrTx, entry: Entry) {
  await db
    .delete(accountEmails)
    .where(
      and(
        eq(accountEmails.kind, entry.kind),
        eq(accountEmails.organizationId, entry.organizationId),
        eq(accountEmails.accountId, entry.accountId),
      ),
    );
  await registerAccountEmail(db, entry);
}
