// Bearer tokens (decision 121): `Authorization: Bearer tuura_…` finds its token by the organisation
// it names and the SHA-256 of the value. A token acts for that organisation with its own scope;
// an unknown, revoked or expired one is refused at once (401), whatever cookie came with it. Its
// scope at each request is capped by its creator's levels then, and a token whose creator was
// removed no longer works (decision 133).
import { API_TOKEN } from '@tuura/domain/limits';
import { cappedScope } from '@tuura/domain/rules/tokenScope';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Auth, Deps } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { apiTokens } from '../../db/schema/index.ts';
import { byKey } from '../../lib/scope.ts';
import { users } from '../users/readModel.ts';
import { parseTokenSecret } from './secret.ts';

const BEARER = /^Bearer[ ]+(\S+)[ ]*$/i;

/** The token of an Authorization header, or null when the header is not a bearer one. */
export function bearerOf(header: string | undefined): string | null {
  const match = header ? BEARER.exec(header) : null;
  return match?.[1] ?? null;
}

/** Whether a request sends a bearer credential at all (then no cookie is looked at). */
export const sendsBearer = (header: string | undefined) => /^Bearer\b/i.test(header ?? '');

const tokenLookup = preparedPerDatabase((db: Db) =>
  db
    .select({
      id: apiTokens.id,
      organizationId: apiTokens.organizationId,
      permissions: apiTokens.permissions,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      creatorPermissions: users.permissions,
      creatorRemoved: users.deletedAt,
    })
    .from(apiTokens)
    // By the users' primary key: one index lookup more on the token's request.
    .leftJoin(
      users,
      and(eq(users.organizationId, apiTokens.organizationId), eq(users.id, apiTokens.createdBy)),
    )
    .where(
      and(
        eq(apiTokens.organizationId, sql.placeholder('organizationId')),
        eq(apiTokens.tokenHash, sql.placeholder('tokenHash')),
      ),
    )
    .limit(1)
    .prepare('load_api_token'),
);

/** The caller behind a bearer value, or null when no live token has it. */
export async function loadTokenAuth(deps: Pick<Deps, 'db' | 'clock'>, secret: string): Promise<Auth | null> {
  const key = parseTokenSecret(secret);
  if (!key) return null;
  const [row] = await tokenLookup(deps.db).execute(key);
  const now = deps.clock();
  if (!row || (row.expiresAt && row.expiresAt <= now)) return null;
  // No creator (removed, or their row erased): nobody answers for the token any more.
  if (!row.creatorPermissions || row.creatorRemoved) return null;
  await touchLastUsed(deps.db, row, now);
  return {
    sessionHash: key.tokenHash,
    organizationId: row.organizationId,
    kind: 'token',
    userId: null,
    guestUserId: null,
    tokenId: row.id,
    permissions: cappedScope(row.permissions, row.creatorPermissions),
    tfaEnabled: false,
    force2fa: false,
    takenOverBy: null,
  };
}

/** The last-used time, written at most once a minute per token rather than on every request. */
async function touchLastUsed(
  db: Db,
  token: { id: string; organizationId: string; lastUsedAt: Date | null },
  now: Date,
) {
  const stale = new Date(now.getTime() - API_TOKEN.lastUsedWriteSeconds * 1000);
  // The row just read says it is fresh: no statement at all (the condition below covers races).
  if (token.lastUsedAt && token.lastUsedAt >= stale) return;
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(byKey(apiTokens, token), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
}
