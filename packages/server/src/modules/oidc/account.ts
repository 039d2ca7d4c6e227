// The person behind a grant: a user of Tuura, not removed. Claims come from the users table at
// each request, so a name or address change shows in the next ID token and userinfo answer.
import { and, eq, isNull } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { users } from '../users/readModel.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which claims each scope releases (`sub` always). */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name'],
  email: ['email', 'email_verified'],
} as const;

export async function findAccount(db: Db, accountId: string): Promise<Account | undefined> {
  if (!UUID.test(accountId)) return undefined;
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.id, accountId), isNull(users.deletedAt)));
  if (!user) return undefined;
  return {
    accountId: user.id,
    claims: async () => ({
      sub: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      given_name: user.firstName,
      family_name: user.lastName,
      email: user.email,
      // An admin types the address; Tuura never proves the person reads it (decision 122).
      email_verified: false,
    }),
  };
}
