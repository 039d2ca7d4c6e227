// oidc-provider's storage (decision 122): clients are the organisation's auth consumers, read
// afresh on every lookup so a removed consumer stops working at once; everything else the
// provider keeps (sessions, interactions, grants, codes, tokens) is a row of oidc_entries.
import { OIDC } from '@tuura/domain/limits';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db, DbOrTx } from '../../db/client.ts';
import { oidcEntries } from '../../db/schema/index.ts';
import { authConsumers } from '../authConsumers/readModel.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A consumer as oidc-provider's client metadata; `client_secret` is the stored SHA-256. */
export async function clientMetadata(db: Db, clientId: string): Promise<AdapterPayload | undefined> {
  if (!UUID.test(clientId)) return undefined;
  const [row] = await db
    .select({
      id: authConsumers.id,
      name: authConsumers.name,
      secretHash: authConsumers.secretHash,
      redirectUris: authConsumers.redirectUris,
    })
    .from(authConsumers)
    .where(eq(authConsumers.id, clientId));
  if (!row) return undefined;
  return {
    client_id: row.id,
    client_name: row.name,
    client_secret: row.secretHash,
    redirect_uris: row.redirectUris,
    post_logout_redirect_uris: [],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
    id_token_signed_response_alg: 'RS256',
    scope: OIDC.scopes.join(' '),
  };
}

/** The adapter class oidc-provider instantiates once per model name. */
export function adapterFor(db: Db) {
  return class EntryAdapter implements Adapter {
    readonly model: string;
    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcEntries)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcEntries.model, oidcEntries.id], set: row });
    }

    async find(id: string) {
      if (this.model === 'Client') return clientMetadata(db, id);
      return this.findBy(eq(oidcEntries.id, id));
    }

    async findByUid(uid: string) {
      return this.findBy(eq(oidcEntries.uid, uid));
    }

    async findByUserCode(userCode: string) {
      return this.findBy(eq(oidcEntries.userCode, userCode));
    }

    async consume(id: string) {
      await db.update(oidcEntries).set({ consumedAt: new Date() }).where(this.is(id));
    }

    async destroy(id: string) {
      await db.delete(oidcEntries).where(this.is(id));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcEntries).where(eq(oidcEntries.grantId, grantId));
    }

    private is(id: string) {
      return and(eq(oidcEntries.model, this.model), eq(oidcEntries.id, id));
    }

    /** A live entry's payload; a consumed one says when (oidc-provider refuses reuse by it). */
    private async findBy(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select({ payload: oidcEntries.payload, consumedAt: oidcEntries.consumedAt })
        .from(oidcEntries)
        .where(
          and(
            eq(oidcEntries.model, this.model),
            condition,
            or(isNull(oidcEntries.expiresAt), gt(oidcEntries.expiresAt, new Date())),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

/**
 * Drops what the provider keeps for a consumer: its grants, codes, tokens and pending
 * interactions. For the consumer's removal (the lookup already fails; this frees the rows).
 */
export async function forgetConsumer(db: DbOrTx, clientId: string) {
  await db
    .delete(oidcEntries)
    .where(
      or(
        sql`${oidcEntries.payload}->>'clientId' = ${clientId}`,
        sql`${oidcEntries.payload}->'params'->>'client_id' = ${clientId}`,
      ),
    );
}

/** Deletes expired entries; a job runs it (the provider never reads them: find skips them). */
export async function deleteExpiredEntries(deps: { db: Db; clock: () => Date }) {
  await deps.db.delete(oidcEntries).where(lt(oidcEntries.expiresAt, deps.clock()));
}
