// A guest user's (or user's) login parts that the auth module keeps for the modules that manage
// the accounts: the login directory entry of the email, the password and the sessions.
import { AUTH } from '@tuura/domain/limits';
import type { Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/constraintError.ts';
import { fail } from '../../errors.ts';
import { byKey } from '../../lib/scope.ts';
import { ACCOUNT_TABLES, type AccountKind } from './accounts.ts';
import { lookUpAccountEmail, registerAccountEmail, releaseAccountEmail } from './directory.ts';
import { issuePasswordLink } from './reset.ts';
import { endSessionsOf } from './sessions.ts';

type Account = { id: string; organizationId: string; email: string };

// A 409 whose field message says it all ('Email is already in use'): no message key of its own,
// which would ride in the login route's first download.
const emailTaken = () =>
  fail('request.conflict', { fields: { email: { key: 'taken', params: { field: 'email' } } } });

/**
 * Claims `account.email` in the login directory (in the caller's transaction). An email that
 * names another account of the kind, in any organisation, is a 409 with a message on `email`:
 * a login finds its organisation from the email alone (decision 007).
 */
export async function claimAccountEmail(db: DbOrTx, kind: AccountKind, account: Account) {
  const holder = await lookUpAccountEmail(db, kind, account.email);
  if (holder) {
    if (holder.accountId === account.id) return;
    throw emailTaken();
  }
  try {
    await registerAccountEmail(db, { kind, ...account, accountId: account.id });
  } catch (error) {
    // Two admins adding the same email at once: the directory's key decides.
    if (violatedUniqueConstraint(error)) throw emailTaken();
    throw error;
  }
}

/** Moves an account's directory entry from its old email to a new one. */
export async function changeAccountEmail(db: DbOrTx, kind: AccountKind, account: Account, oldEmail: string) {
  if (oldEmail.toLowerCase() === account.email.toLowerCase()) return;
  await claimAccountEmail(db, kind, account);
  await releaseOwnEmail(db, kind, { ...account, email: oldEmail });
}

/** Frees a removed account's email, unless the entry meanwhile names another account. */
export async function releaseOwnEmail(db: DbOrTx, kind: AccountKind, account: Account) {
  const holder = await lookUpAccountEmail(db, kind, account.email);
  if (holder?.accountId === account.id) await releaseAccountEmail(db, kind, account.email);
}

/** Ends every session of the account at once. */
export const endAccountSessions = (db: DbOrTx, kind: AccountKind, id: string) =>
  endSessionsOf(db, kind === 'user' ? { userId: id } : { guestUserId: id });

/** Clears the password: nobody logs in as the account until a link sets a new one. */
export async function clearPassword(db: DbOrTx, kind: AccountKind, account: Account) {
  const table = ACCOUNT_TABLES[kind];
  await db.update(table).set({ passwordHash: null }).where(byKey(table, account));
}

/**
 * Stores a link for a guest user to set their password (the reset link's machinery) and answers
 * the function that mails it once the caller's transaction commits.
 */
export const issueGuestInvite = (ctx: Ctx, db: DbOrTx, account: Account) =>
  issuePasswordLink(ctx, db, 'guest', account, {
    email: 'guestInvite',
    validMinutes: AUTH.inviteLinkDays * 24 * 60,
  });
