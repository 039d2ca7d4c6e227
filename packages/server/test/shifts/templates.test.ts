// GET /api/templates/customers/worker: customer → department → template, as a worker picks one.
import { customerTemplatesSchema } from '@tuura/domain/schemas/template';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, templates } from '../../src/db/schema/index.ts';
import { TEMPLATE_SHAPES } from '../../src/seed/places.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
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
});
