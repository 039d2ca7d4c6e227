// Departments (spec §7 Departments and customers, §5 limits): listed by name (one customer's or
// all), added to a customer of the organisation, changed, and removed either with no shifts or
// moving its shifts to another department.
import { DEPARTMENT } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, shifts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeEmptyCustomer, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  admin = await o.sessionFor('admin');
});
afterAll(() => t.close());

const full = {
  name: 'Kirurgia',
  street: 'Haartmaninkatu 4',
  zip: '00290',
  email: 'Kirurgia@Example.com',
  phone: '0947111',
  compensationInstruction: 'Yötyölisä 30 %',
  meta: 'sisäinen',
};

describe('departments', () => {
  it("adds a department with every field to the organisation's customer and lists it", async () => {
    const created = await call(t, 'POST', '/api/departments/admin', {
      cookie: admin,
      payload: { department: { ...full, customer: o.customer.id } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().department).toMatchObject({
      ...full,
      email: 'kirurgia@example.com',
      customer: o.customer.id,
    });
    const listed = await call(t, 'GET', `/api/departments/admin?customer=${o.customer.id}`, {
      cookie: await o.sessionFor('reader'),
    });
    expect(listed.json().departments.map((d: { name: string }) => d.name)).toEqual([
      'Kirurgia',
      o.department.name,
    ]);
  });

  it('refuses each field over its §5 limit, a bad email and a missing name, field by field', async () => {
    const over = Object.fromEntries(
      Object.entries(DEPARTMENT).map(([field, max]) => [
        field,
        field === 'email' ? `${'x'.repeat(max)}@a.fi` : 'x'.repeat(max + 1),
      ]),
    );
    const res = await call(t, 'POST', '/api/departments/admin', {
      cookie: admin,
      payload: { department: { ...over, customer: o.customer.id } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(
      Object.keys(DEPARTMENT)
        .map((f) => `department.${f}`)
        .sort(),
    );
    const badEmail = await call(t, 'POST', '/api/departments/admin', {
      cookie: admin,
      payload: { department: { name: 'X', email: 'ei-osoite', customer: o.customer.id } },
    });
    expect(Object.keys(badEmail.json().fields)).toEqual(['department.email']);
    const noName = await call(t, 'POST', '/api/departments/admin', {
      cookie: admin,
      payload: { department: { customer: o.customer.id } },
    });
    expect(Object.keys(noName.json().fields)).toEqual(['department.name']);
  });

  it("refuses another organisation's customer as 404 and adds nothing", async () => {
    const res = await call(t, 'POST', '/api/departments/admin', {
      cookie: admin,
      payload: { department: { name: 'Vieras', customer: other.customer.id } },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().key).toBe('customer.notFound');
    const theirs = await t.db.select().from(departments).where(eq(departments.customerId, other.customer.id));
    expect(theirs.map((d) => d.name)).toEqual([other.department.name]);
  });

  it('changes some fields and moves the department to another customer', async () => {
    const target = await makeEmptyCustomer(t, o, 'Uusi asiakas');
    const res = await call(t, 'PUT', `/api/departments/${o.department.id}/admin`, {
      cookie: admin,
      payload: { department: { phone: '0401234567', customer: target.id } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().department).toMatchObject({
      name: o.department.name,
      phone: '0401234567',
      customer: target.id,
    });
    await call(t, 'PUT', `/api/departments/${o.department.id}/admin`, {
      cookie: admin,
      payload: { department: { customer: o.customer.id } },
    });
  });

  it('refuses to remove a department with shifts unless they move, then moves them', async () => {
    const refused = await call(t, 'DELETE', `/api/departments/${o.department.id}/admin`, { cookie: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('department.hasShifts');
    const itself = await call(t, 'DELETE', `/api/departments/${o.department.id}/admin`, {
      cookie: admin,
      payload: { moveShiftsTo: o.department.id },
    });
    expect(itself.json().key).toBe('department.moveToItself');
    const foreign = await call(t, 'DELETE', `/api/departments/${o.department.id}/admin`, {
      cookie: admin,
      payload: { moveShiftsTo: other.department.id },
    });
    expect(foreign.statusCode).toBe(404);

    const before = await t.db.select().from(shifts).where(eq(shifts.departmentId, o.department.id));
    expect(before.length).toBeGreaterThan(0);
    const target = await makeEmptyCustomer(t, o, 'Vastaanottaja');
    const moved = await call(t, 'DELETE', `/api/departments/${o.department.id}/admin`, {
      cookie: admin,
      payload: { moveShiftsTo: target.departmentId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().department._id).toBe(o.department.id);
    const after = await t.db.select().from(shifts).where(eq(shifts.departmentId, target.departmentId));
    expect(after.map((s) => s.id).sort()).toEqual(before.map((s) => s.id).sort());
    const gone = await call(t, 'GET', `/api/departments/${o.department.id}/admin`, { cookie: admin });
    expect(gone.statusCode).toBe(404);
  });

  it('removes a department without shifts with no body at all', async () => {
    const empty = await makeEmptyCustomer(t, o, 'Pieni');
    const res = await call(t, 'DELETE', `/api/departments/${empty.departmentId}/admin`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().department._id).toBe(empty.departmentId);
    const gone = await call(t, 'GET', `/api/departments/${empty.departmentId}/admin`, { cookie: admin });
    expect(gone.statusCode).toBe(404);
  });
});
