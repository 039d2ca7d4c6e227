// Tenant keys the database enforces. The catalog check holds every migration to
// the rule; the other tests show the database refusing what the rule is for.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { violatedUniqueConstraint } from '../../src/db/constraintError.ts';
import { GLOBAL_TABLES } from '../../src/db/globalTables.ts';
import {
  accountEmails,
  customers,
  departments,
  organizations,
  RUNNING_SHIFT_CONSTRAINT,
  shifts,
} from '../../src/db/schema/index.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from '../support/app.ts';
import { tenantKeyViolations } from '../support/catalog.ts';
import { MINUTE, userByEmail } from '../support/shifts.ts';
import { rejectionOf, SQLSTATE, sqlState } from '../support/sqlState.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back, returning what it returned. */
async function rolledBack<T>(
  work: (tx: Parameters<Parameters<TestApp['db']['transaction']>[0]>[0]) => Promise<T>,
) {
  let result: T | undefined;
  await t.db
    .transaction(async (tx) => {
      result = await work(tx);
      throw new Rollback();
    })
    .catch((error) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return result as T;
}

/** A second organisation with one customer and department of its own. */
async function otherOrganization(name: string) {
  const [org] = await t.db.insert(organizations).values({ name }).returning();
  if (!org) throw new Error('organisation insert returned nothing');
  const [customer] = await t.db
    .insert(customers)
    .values({ organizationId: org.id, name: 'Toinen asiakas' })
    .returning();
  const [department] = await t.db
    .insert(departments)
    .values({ organizationId: org.id, customerId: customer?.id ?? '', name: 'Toinen osasto' })
    .returning();
  if (!department) throw new Error('department insert returned nothing');
  return { organizationId: org.id, departmentId: department.id };
}

describe('tenant keys in the catalog', () => {
  it('keys every tenant table and its references to tenant tables by organization_id', async () => {
    expect(await tenantKeyViolations(t.db, GLOBAL_TABLES)).toEqual([]);
  });

  it('names each key or reference that leaves organization_id out', async () => {
    const found = await rolledBack(async (tx) => {
      await tx.execute(sql`create table bad_parent (id uuid primary key, organization_id uuid not null)`);
      await tx.execute(sql`create table bad_nokey (organization_id uuid not null, note text)`);
      await tx.execute(sql`
        create table bad_child (
          organization_id uuid not null, id uuid not null, parent_id uuid, other_org uuid, customer_id uuid,
          constraint bad_child_pkey primary key (organization_id, id),
          constraint bad_child_parent_fk foreign key (parent_id) references bad_parent (id),
          constraint bad_child_customer_fk foreign key (other_org, customer_id)
            references customers (organization_id, id))`);
      await tx.execute(sql`create unique index bad_child_parent_key on bad_child (parent_id)`);
      return tenantKeyViolations(tx, GLOBAL_TABLES);
    });
    expect(found).toEqual([
      'bad_child: reference bad_child_customer_fk to customers does not pair organization_id',
      'bad_child: reference bad_child_parent_fk to bad_parent does not pair organization_id',
      'bad_child: unique index bad_child_parent_key leaves out organization_id',
      'bad_nokey: no primary key',
      'bad_parent: unique index bad_parent_pkey leaves out organization_id',
    ]);
    // Rolled back: the migrated schema is as it was.
    expect(await tenantKeyViolations(t.db, GLOBAL_TABLES)).toEqual([]);
  });

  it('lets only the documented global tables be keyed without organization_id', async () => {
    const found = await tenantKeyViolations(t.db, []);
    const tables = new Set(found.map((v) => v.split(':')[0]));
    expect([...tables].sort()).toEqual([...GLOBAL_TABLES].sort());
  });
});

describe('references across organisations', () => {
  it("refuses a shift that points at another organisation's department", async () => {
    const worker = await userByEmail(t, DEMO_ACCOUNTS.worker);
    const other = await otherOrganization('Toinen Oy');
    const shift = (organizationId: string, departmentId: string) =>
      t.db
        .insert(shifts)
        .values({ organizationId, departmentId, name: 'Vieras', from: new Date(), to: new Date() });
    const error = await rejectionOf(shift(worker.organizationId, other.departmentId));
    expect(sqlState(error)).toBe(SQLSTATE.foreignKeyViolation);
    // The same department from its own organisation is accepted.
    await shift(other.organizationId, other.departmentId);
  });

  it("refuses a shift of one organisation for another organisation's worker", async () => {
    const worker = await userByEmail(t, DEMO_ACCOUNTS.worker);
    const other = await otherOrganization('Kolmas Oy');
    const error = await rejectionOf(
      t.db.insert(shifts).values({
        organizationId: other.organizationId,
        workerId: worker.id,
        name: 'Vieras',
        from: new Date(),
        to: new Date(),
      }),
    );
    expect(sqlState(error)).toBe(SQLSTATE.foreignKeyViolation);
  });

  it("deleting a department empties its shifts' department and keeps their organisation", async () => {
    const other = await otherOrganization('Neljäs Oy');
    const [shift] = await t.db
      .insert(shifts)
      .values({
        organizationId: other.organizationId,
        departmentId: other.departmentId,
        name: 'Jää',
        from: new Date(),
        to: new Date(),
      })
      .returning();
    await t.db
      .delete(departments)
      .where(
        and(eq(departments.organizationId, other.organizationId), eq(departments.id, other.departmentId)),
      );
    const [after] = await t.db
      .select()
      .from(shifts)
      .where(eq(shifts.id, shift?.id ?? ''));
    expect(after).toMatchObject({ organizationId: other.organizationId, departmentId: null, name: 'Jää' });
  });
});

describe('one running shift per worker', () => {
  const running = (organizationId: string, workerId: string, deletedAt: Date | null = null) =>
    t.db.insert(shifts).values({
      organizationId,
      workerId,
      name: 'Toinen',
      from: new Date(Date.now() - MINUTE),
      to: null,
      submitted: false,
      deletedAt,
    });

  it('refuses a second running shift in the database itself, naming the index the service catches', async () => {
    const worker = await userByEmail(t, DEMO_ACCOUNTS.worker);
    const before = await t.db
      .select()
      .from(shifts)
      .where(and(eq(shifts.workerId, worker.id), eq(shifts.submitted, false), isNull(shifts.deletedAt)));
    expect(before).toHaveLength(1);
    const error = await rejectionOf(running(worker.organizationId, worker.id));
    expect(sqlState(error)).toBe(SQLSTATE.uniqueViolation);
    expect(violatedUniqueConstraint(error)).toBe(RUNNING_SHIFT_CONSTRAINT);
  });

  it('does not count a deleted running shift', async () => {
    const admin = await userByEmail(t, DEMO_ACCOUNTS.admin);
    await running(admin.organizationId, admin.id, new Date());
    await running(admin.organizationId, admin.id);
    const error = await rejectionOf(running(admin.organizationId, admin.id));
    expect(violatedUniqueConstraint(error)).toBe(RUNNING_SHIFT_CONSTRAINT);
  });

  it('refuses a running shift with an end', async () => {
    const worker = await userByEmail(t, DEMO_ACCOUNTS.reader);
    const error = await rejectionOf(
      t.db.insert(shifts).values({
        organizationId: worker.organizationId,
        workerId: worker.id,
        name: 'Ristiriita',
        from: new Date(Date.now() - MINUTE),
        to: new Date(),
        submitted: false,
      }),
    );
    expect(sqlState(error)).toBe(SQLSTATE.checkViolation);
  });
});

describe('the login directory (account_emails)', () => {
  it('keeps one organisation per email and kind, lower-cased', async () => {
    const worker = await userByEmail(t, DEMO_ACCOUNTS.worker);
    const other = await otherOrganization('Viides Oy');
    const entry = (email: string, organizationId: string, kind: 'user' | 'guest' = 'user') =>
      t.db.insert(accountEmails).values({ kind, email, organizationId, accountId: worker.id });
    await entry('kaksi@example.com', worker.organizationId);
    expect(sqlState(await rejectionOf(entry('kaksi@example.com', other.organizationId)))).toBe(
      SQLSTATE.uniqueViolation,
    );
    expect(sqlState(await rejectionOf(entry('Isot@Example.com', other.organizationId)))).toBe(
      SQLSTATE.checkViolation,
    );
    // A guest account may use the same address as a user account.
    await entry('kaksi@example.com', other.organizationId, 'guest');
  });
});
