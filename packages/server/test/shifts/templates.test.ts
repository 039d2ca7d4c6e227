// GET /api/templates/customers/worker: customer → department → template, as a worker picks one.
import { customerTemplatesSchema } from '@tuura/domain/schemas/template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, templates } from '../../src/db/schema/index.ts';
import { TEMPLATE_SHAPES } from '../../src/seed/places.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization } from '../support/factories.ts';
import { call } from '../support/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/templates/customers/worker';
type Customers = {
  _id: string;
  name: string;
  departments: {
    _id: string;
    name: string;
    templates: { _id: string; priority: number; department: string }[];
  }[];
}[];

describe('GET /api/templates/customers/worker', () => {
  it('answers the three demo customers, each with departments, each with templates by priority', async () => {
    const res = await call(t, 'GET', URL, { cookie: await t.sessionFor('worker') });
    expect(res.statusCode).toBe(200);
    const customers: Customers = res.json().customers;
    expect(customers).toHaveLength(3);
    for (const c of customers) expect(customerTemplatesSchema.safeParse(c).success).toBe(true);
    const names = customers.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const c of customers) {
      expect(c.departments.length).toBeGreaterThan(0);
      for (const d of c.departments) {
        expect(d.templates.map((x) => x.priority)).toEqual(TEMPLATE_SHAPES.map((_, i) => i));
        for (const x of d.templates) expect(x.department).toBe(d._id);
      }
    }
  });

  it('holds every department and template of the organisation exactly once', async () => {
    const res = await call(t, 'GET', URL, { cookie: await t.sessionFor('worker') });
    const customers: Customers = res.json().customers;
    const depts = customers.flatMap((c) => c.departments);
    const tpls = depts.flatMap((d) => d.templates);
    const allDepts = await t.db.select({ id: departments.id }).from(departments);
    const allTpls = await t.db.select({ id: templates.id }).from(templates);
    expect(depts.map((d) => d._id).sort()).toEqual(allDepts.map((d) => d.id).sort());
    expect(tpls.map((x) => x._id).sort()).toEqual(allTpls.map((x) => x.id).sort());
  });

  it('lets an admin in too (a user), but not a guest (403) or anonymous (401)', async () => {
    expect((await call(t, 'GET', URL, { cookie: await t.sessionFor('admin') })).statusCode).toBe(200);
    expect((await call(t, 'GET', URL, { cookie: await t.sessionFor('guest') })).statusCode).toBe(403);
    expect((await call(t, 'GET', URL)).statusCode).toBe(401);
  });

  it("hides the customer's price and internal notes from workers", async () => {
    // The factory's template carries a price and a note, so their absence is the allow-list's doing.
    const org = await makeOrganization(t, 'hinta');
    const res = await call(t, 'GET', URL, { cookie: await org.sessionFor('worker') });
    const [template] = (res.json().customers as Customers).flatMap((c) =>
      c.departments.flatMap((d) => d.templates),
    );
    expect(template?._id).toBe(org.template.id);
    expect(org.template.billing).not.toBe('');
    expect(template).not.toHaveProperty('billing');
    expect(template).not.toHaveProperty('meta');
    expect(JSON.stringify(res.json())).not.toContain(org.template.billing);
  });

  it("leaves out another organisation's customers, departments and templates", async () => {
    const other = await makeOrganization(t, 'muu');
    const res = await call(t, 'GET', URL, { cookie: await t.sessionFor('worker') });
    const body = JSON.stringify(res.json());
    for (const id of [other.customer.id, other.department.id, other.template.id])
      expect(body).not.toContain(id);
    const theirs = await call(t, 'GET', URL, { cookie: await other.sessionFor('worker') });
    expect(theirs.json().customers.map((c: { _id: string }) => c._id)).toEqual([other.customer.id]);
  });
});
