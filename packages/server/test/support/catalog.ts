// Reads PostgreSQL's catalog for keys and references that leave out organization_id: what
// Citus would refuse to distribute, and what lets a row point into another organisation.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client.ts';

const violationsSql = (globalTables: readonly string[]) => sql`
with org_column as (
  select c.oid as rel, c.relname as name, a.attnum, a.attnotnull
  from pg_class c
  join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = c.oid and a.attname = 'organization_id' and not a.attisdropped
  where n.nspname = current_schema() and c.relkind in ('r', 'p')
),
tenant as (
  select * from org_column
  where ${
    globalTables.length
      ? sql`name not in (${sql.join(
          globalTables.map((t) => sql`${t}`),
          sql`, `,
        )})`
      : sql`true`
  }
)
select t.name || ': no primary key' as violation
from tenant t
where not exists (select 1 from pg_index i where i.indrelid = t.rel and i.indisprimary)
union all
select t.name || ': organization_id may be null'
from tenant t where not t.attnotnull
union all
select t.name || ': unique index ' || ic.relname || ' leaves out organization_id'
from tenant t
join pg_index i on i.indrelid = t.rel and i.indisunique
join pg_class ic on ic.oid = i.indexrelid
where not (t.attnum = any ((i.indkey::int2[])[0:i.indnkeyatts - 1]))
union all
select t.name || ': exclusion constraint ' || k.conname || ' leaves out organization_id'
from tenant t
join pg_constraint k on k.conrelid = t.rel and k.contype = 'x'
where not (t.attnum = any (k.conkey))
union all
select src.relname || ': reference ' || k.conname || ' to ' || dst.relname || ' does not pair organization_id'
from pg_constraint k
join pg_class src on src.oid = k.conrelid
join pg_class dst on dst.oid = k.confrelid
left join org_column so on so.rel = k.conrelid
left join org_column do_ on do_.rel = k.confrelid
where k.contype = 'f'
  and (k.confrelid in (select rel from tenant)
       or (k.conrelid in (select rel from tenant) and do_.rel is not null))
  and not exists (
    select 1 from unnest(k.conkey, k.confkey) as pair(from_col, to_col)
    where pair.from_col = so.attnum and pair.to_col = do_.attnum
  )
order by 1`;

/** One line per key or reference that breaks the tenant-key rule; empty when all hold. */
export async function tenantKeyViolations(db: DbOrTx, globalTables: readonly string[]): Promise<string[]> {
  // Both drivers answer `{ rows }`; the shared Db type leaves the result unknown.
  const result = (await db.execute(violationsSql(globalTables))) as { rows: { violation: string }[] };
  return result.rows.map((r) => r.violation);
}
