// Customers with their departments (spec §7 Departments and customers): loaded by anyone with read
// on shifts, shiftTemplates or departments; added, renamed and removed with `all` on departments;
// removal refused while a shift remains in any of the customer's departments.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, departments, shifts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeEmptyCustomer, makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  admin = await o.sessionFor('admin');
});
afterAll(() => t.close());

type Listed = { customers: { _id: string; name: string; departments: { _id: string; name: string }[] }[] };
const full = async (cookie = admin): Promise<Listed> => {
  const res = await call(t, 'GET', '/api/customers/full/admin', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/customers/full/admin', () => {
  it("lists the organisation's customers by name with their departments, nobody else's", async () => {
    const listed = await full();
    expect(listed.customers).toEqual([
      {
        _id: o.customer.id,
        name: o.customer.name,
        departments: [{ _id: o.department.id, name: o.department.name }],
      },
    ]);
  });

  it('loads for an admin with read on templates only, not for one with users only', async () => {
    const templatesReader = await makeUser(t, o.organization.id, { permissions: { shiftTemplates: 'read' } });
    expect((await full(await sessionForUser(t, templatesReader))).customers).toHaveLength(1);
    const usersAdmin = await makeUser(t, o.organization.id, { permissions: { users: 'all' } });
    const refused = await call(t, 'GET', '/api/customers/full/admin', {
      cookie: await sessionForUser(t, usersAdmin),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('adding, renaming and removing customers', () => {
  it('adds a customer (201) and renames it; names are trimmed and limited', async () => {
    const created = await call(t, 'POST', '/api/customers/admin', {
      cookie: admin,
      payload: { customer: { name: '  Aava  ' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { customer } = created.json();
    expect(customer).toMatchObject({ name: 'Aava', departments: [] });
    const renamed = await call(t, 'PUT', `/api/customers/${customer._id}/admin`, {
      cookie: admin,
      payload: { customer: { name: 'Aava Oy' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().customer.name).toBe('Aava Oy');
    expect((await full()).customers.map((c) => c.name)).toEqual(['Aava Oy', o.customer.name]);
  });

  it('refuses a missing, empty, too long or wrongly typed name with a field message', async () => {
    for (const customer of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(81) }, { name: 7 }]) {
      const res = await call(t, 'POST', '/api/customers/admin', { cookie: admin, payload: { customer } });
      expect(res.statusCode, JSON.stringify(customer)).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['customer.name']);
    }
  });

  it('refuses to remove a customer whose department has a shift, and removes one without', async () => {
    const refused = await call(t, 'DELETE', `/api/customers/${o.customer.id}/admin`, { cookie: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('customer.hasShifts');
    const [still] = await t.db.select().from(customers).where(eq(customers.id, o.customer.id));
    expect(still?.deletedAt).toBeNull();

    const empty = await makeEmptyCustomer(t, o);
    const removed = await call(t, 'DELETE', `/api/customers/${empty.id}/admin`, { cookie: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().customer).toMatchObject({ _id: empty.id, name: empty.name });
    expect(removed.json().customer.departments).toHaveLength(1);
    expect((await full()).customers.map((c) => c._id)).not.toContain(empty.id);
    const gone = await t.db.select().from(departments).where(eq(departments.customerId, empty.id));
    expect(gone.every((d) => d.deletedAt !== null)).toBe(true);
    // Removed is gone: a second removal or a rename answers 404.
    expect((await call(t, 'DELETE', `/api/customers/${empty.id}/admin`, { cookie: admin })).statusCode).toBe(
      404,
    );
  });

  it('counts a removed shift as no shift', async () => {
    const empty = await makeEmptyCustomer(t, o, 'Entinen');
    const [department] = await t.db.select().from(departments).where(eq(departments.customerId, empty.id));
    await t.db.insert(shifts).values({
      organizationId: o.organization.id,
      departmentId: department?.id,
      name: 'Poistettu',
      from: new Date(),
      deletedAt: new Date(),
    });
    const removed = await call(t, 'DELETE', `/api/customers/${empty.id}/admin`, { cookie: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await full()).customers.map((c) => c._id)).not.toContain(empty.id);
  });

  it("answers 404 for another organisation's customer and changes nothing", async () => {
    const res = await call(t, 'PUT', `/api/customers/${other.customer.id}/admin`, {
      cookie: admin,
      payload: { customer: { name: 'Kaapattu' } },
    });
    expect(res.statusCode).toBe(404);
    const [theirs] = await t.db.select().from(customers).where(eq(customers.id, other.customer.id));
    expect(theirs?.name).toBe(other.customer.name);
  });
});
