// The admin's templates (spec §7 Templates): read with shiftTemplates at read level, changed at
// all; listed by priority then name, added up to 400 at once (all or none), reordered, removed
// softly, and made into shifts on Helsinki days (docs/decisions/095).
import { TEMPLATE } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { departments, shifts, templates } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeEmptyCustomer, makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
/** A second department of the same customer, and a department of another customer. */
let sibling: string;
let elsewhere: { id: string; departmentId: string };

const ON = '2025-01-15'; // a winter day: Helsinki at UTC+2
const sample = (fromHour: number, toHour: number) => ({
  from: `${ON}T${String(fromHour).padStart(2, '0')}:00:00+02:00`,
  to:
    toHour > fromHour
      ? `${ON}T${String(toHour).padStart(2, '0')}:00:00+02:00`
      : `2025-01-16T${String(toHour).padStart(2, '0')}:00:00+02:00`,
});
const input = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  ...sample(7, 15),
  department: o.department.id,
  ...extra,
});

type Listed = { templates: { _id: string; name: string; priority: number }[]; total: number };

beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  admin = await o.sessionFor('admin');
  reader = await o.sessionFor('reader');
  const [row] = await t.db
    .insert(departments)
    .values({ organizationId: o.organization.id, customerId: o.customer.id, name: 'Sisarosasto' })
    .returning();
  sibling = row?.id ?? '';
  const empty = await makeEmptyCustomer(t, o, 'Toinen asiakas');
  elsewhere = { id: empty.id, departmentId: empty.departmentId };
});
afterAll(() => t.close());

const create = (payload: unknown, cookie = admin) =>
  call(t, 'POST', '/api/templates/admin', { cookie, payload });
async function list(query: string, cookie = admin): Promise<Listed> {
  const res = await call(t, 'GET', `/api/templates/admin?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const names = (l: { templates: { name: string }[] }) => l.templates.map((x) => x.name);

describe('POST /api/templates/admin', () => {
  it('adds templates in one call (201) with defaults and every field', async () => {
    const res = await create({
      templates: [
        input('Ilta', {
          priority: 2,
          billing: '95 €/h',
          salary: '50 €/h',
          meta: 'sisäinen',
          education: 'lk5',
        }),
        input('Aamu', { priority: 1, description: 'Päivystys', employer: 'Tuura Oy' }),
        input('Yö', { ...sample(22, 7), priority: 1 }),
        input('Sisar', { department: sibling }),
        input('Muualla', { department: elsewhere.departmentId }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().templates;
    expect(names(res.json())).toEqual(['Ilta', 'Aamu', 'Yö', 'Sisar', 'Muualla']);
    expect(created[0]).toMatchObject({
      billing: '95 €/h',
      salary: '50 €/h',
      meta: 'sisäinen',
      education: 'lk5',
      department: o.department.id,
      from: '2025-01-15T05:00:00.000Z',
    });
    expect(created[3]).toMatchObject({ priority: 0, description: '', employer: null, billing: '' });
  });

  it('refuses an invalid item by its index and field, storing none', async () => {
    const before = (await list(`department=${o.department.id}`)).total;
    const cases: [unknown, string, string][] = [
      [input('x'.repeat(TEMPLATE.name + 1)), 'templates.1.name', 'maxLength'],
      [
        input('Pitkä', { description: 'x'.repeat(TEMPLATE.description + 1) }),
        'templates.1.description',
        'maxLength',
      ],
      [input('Pitkä', { billing: 'x'.repeat(TEMPLATE.billing + 1) }), 'templates.1.billing', 'maxLength'],
      [input('Pitkä', { salary: 'x'.repeat(TEMPLATE.salary + 1) }), 'templates.1.salary', 'maxLength'],
      [input('Pitkä', { meta: 'x'.repeat(TEMPLATE.meta + 1) }), 'templates.1.meta', 'maxLength'],
      [input('Tyyppi', { priority: '1' }), 'templates.1.priority', 'type'],
      [input('Negatiivinen', { priority: -1 }), 'templates.1.priority', 'minValue'],
      [{ name: 'Puuttuu', ...sample(7, 15) }, 'templates.1.department', 'required'],
      [input('Väärin päin', { from: sample(7, 15).to, to: sample(7, 15).from }), 'templates.1.to', 'after'],
      [input('Vieras', { department: other.department.id }), 'templates.1.department', 'invalid'],
      [input('Outo', { department: 'x' }), 'templates.1.department', 'format'],
      [input('   '), 'templates.1.name', 'required'],
    ];
    for (const [bad, field, key] of cases) {
      const res = await create({ templates: [input('Hyvä'), bad] });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(bad).slice(0, 60)).toEqual([field]);
      expect(res.json().fields[field].key, field).toBe(key);
    }
    expect((await list(`department=${o.department.id}`)).total).toBe(before);
  });

  it(`takes ${TEMPLATE.massCreateMax} at once and refuses ${TEMPLATE.massCreateMax + 1} with a clear message`, async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => input(`Massa ${i}`, { department: sibling }));
    const refused = await create({ templates: many(TEMPLATE.massCreateMax + 1) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.templates).toEqual({
      key: 'maxItems',
      params: { field: 'templates', count: TEMPLATE.massCreateMax },
    });
    expect((await list(`department=${sibling}`)).total).toBe(1);
    for (const empty of [{ templates: [] }, {}, { templates: 'x' }]) {
      const res = await create(empty);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['templates']);
    }
    const done = await create({ templates: many(TEMPLATE.massCreateMax) });
    expect(done.statusCode, done.body.slice(0, 300)).toBe(201);
    expect(done.json().templates).toHaveLength(TEMPLATE.massCreateMax);
    expect((await list(`department=${sibling}`)).total).toBe(TEMPLATE.massCreateMax + 1);
  });

  it('stores hostile text verbatim and refuses unknown shapes', async () => {
    const text = '<script>alert(1)</script> 😀 Ääkkönen';
    const res = await create({ templates: [input(text, { meta: "'; drop table templates; --" })] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().templates[0]).toMatchObject({ name: text, meta: "'; drop table templates; --" });
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/templates/admin',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: '{"templates":[{"__proto__":{"x":1}}]}',
    });
    expect(proto.statusCode).toBe(400);
    await t.db.delete(templates).where(eq(templates.name, text));
  });

  it('needs all on shiftTemplates: a reader and an admin with shifts only are refused', async () => {
    expect((await create({ templates: [input('Lukija')] }, reader)).statusCode).toBe(403);
    const shiftsAdmin = await makeUser(t, o.organization.id, { permissions: { shifts: 'all' } });
    const res = await create({ templates: [input('Vuorot')] }, await sessionForUser(t, shiftsAdmin));
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/templates/admin, /count/admin and /:id/admin', () => {
  it("lists one department's templates by priority then name, for a reader too", async () => {
    const listed = await list(`department=${o.department.id}`, reader);
    expect(names(listed)).toEqual([o.template.name, 'Aamu', 'Yö', 'Ilta']);
    expect(listed.total).toBe(4);
  });

  it("filters by customer, pages with the total, and never shows another organisation's", async () => {
    // Priority 0 first (across the customer's departments), then by name.
    const byCustomer = await list(`customer=${o.customer.id}&limit=2&offset=1`);
    expect(names(byCustomer)).toEqual(['Massa 0', 'Massa 1']);
    expect(byCustomer.total).toBe(4 + TEMPLATE.massCreateMax + 1);
    expect(names(await list(`customer=${elsewhere.id}`))).toEqual(['Muualla']);
    expect((await list(`customer=${o.customer.id}&department=${elsewhere.departmentId}`)).total).toBe(0);
    expect((await list(`department=${other.department.id}`)).total).toBe(0);
    expect((await list(`customer=${other.customer.id}`)).total).toBe(0);
    const all = await list('limit=500');
    expect(all.templates.some((x) => x.name === other.template.name)).toBe(false);
    const count = await call(t, 'GET', `/api/templates/count/admin?department=${o.department.id}`, {
      cookie: reader,
    });
    expect(count.json()).toEqual({ count: 4 });
  });

  it('refuses bad filters with a message per field', async () => {
    const bad = await call(t, 'GET', '/api/templates/admin?limit=501&offset=-1&customer=x&department=1', {
      cookie: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'querystring.customer',
      'querystring.department',
      'querystring.limit',
      'querystring.offset',
    ]);
  });

  it('shows one template with every field; a missing or foreign one is 404', async () => {
    const res = await call(t, 'GET', `/api/templates/${o.template.id}/admin`, { cookie: reader });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().template).toMatchObject({
      _id: o.template.id,
      billing: '95 €/h',
      meta: 'internal note',
      department: o.department.id,
    });
    for (const id of [other.template.id, '00000000-0000-4000-8000-000000000000']) {
      const missing = await call(t, 'GET', `/api/templates/${id}/admin`, { cookie: admin });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().key).toBe('template.notFound');
    }
  });
});

describe('PUT /api/templates/:id/admin and /priority/admin', () => {
  const idOf = async (name: string) =>
    (await list(`customer=${o.customer.id}&limit=500`)).templates.find((x) => x.name === name)?._id ?? '';

  it('changes what is given and moves the template to another department', async () => {
    const id = await idOf('Ilta');
    const res = await call(t, 'PUT', `/api/templates/${id}/admin`, {
      cookie: admin,
      payload: { template: { description: 'Muutettu', department: sibling } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().template).toMatchObject({
      name: 'Ilta',
      billing: '95 €/h',
      description: 'Muutettu',
      department: sibling,
    });
    const back = await call(t, 'PUT', `/api/templates/${id}/admin`, {
      cookie: admin,
      payload: { template: { department: o.department.id } },
    });
    expect(back.json().template.department).toBe(o.department.id);
  });

  it('refuses a change that ends before the start or names a foreign department, changing nothing', async () => {
    const id = await idOf('Ilta');
    const backwards = await call(t, 'PUT', `/api/templates/${id}/admin`, {
      cookie: admin,
      payload: { template: { from: '2025-01-15T20:00:00+02:00' } },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields['template.to'].key).toBe('after');
    const foreign = await call(t, 'PUT', `/api/templates/${id}/admin`, {
      cookie: admin,
      payload: { template: { department: other.department.id, name: 'x'.repeat(81) } },
    });
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['template.name']);
    const foreignOnly = await call(t, 'PUT', `/api/templates/${id}/admin`, {
      cookie: admin,
      payload: { template: { department: other.department.id } },
    });
    expect(Object.keys(foreignOnly.json().fields)).toEqual(['template.department']);
    const [row] = await t.db.select().from(templates).where(eq(templates.id, id));
    expect(row).toMatchObject({ departmentId: o.department.id, from: new Date('2025-01-15T05:00:00Z') });
  });

  it('reorders: new priorities in one call, answered in their new order', async () => {
    const [ilta, aamu, yo] = [await idOf('Ilta'), await idOf('Aamu'), await idOf('Yö')];
    const res = await call(t, 'PUT', '/api/templates/priority/admin', {
      cookie: admin,
      payload: {
        templates: [
          { _id: ilta, priority: 0 },
          { _id: aamu, priority: 2 },
          { _id: yo, priority: 1 },
          { _id: o.template.id, priority: 3 },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json())).toEqual(['Ilta', 'Yö', 'Aamu', o.template.name]);
    expect(names(await list(`department=${o.department.id}`))).toEqual([
      'Ilta',
      'Yö',
      'Aamu',
      o.template.name,
    ]);
  });

  it("refuses priorities naming another organisation's template (404) or a bad value (400), changing none", async () => {
    const ilta = await idOf('Ilta');
    const foreign = await call(t, 'PUT', '/api/templates/priority/admin', {
      cookie: admin,
      payload: {
        templates: [
          { _id: ilta, priority: 9 },
          { _id: other.template.id, priority: 9 },
        ],
      },
    });
    expect(foreign.statusCode).toBe(404);
    for (const templates of [
      [],
      [{ _id: ilta, priority: -1 }],
      [{ _id: ilta, priority: 'x' }],
      [{ _id: 'x', priority: 1 }],
    ]) {
      const bad = await call(t, 'PUT', '/api/templates/priority/admin', {
        cookie: admin,
        payload: { templates },
      });
      expect(bad.statusCode).toBe(400);
    }
    expect(names(await list(`department=${o.department.id}`))[0]).toBe('Ilta');
    const [theirs] = await t.db.select().from(templates).where(eq(templates.id, other.template.id));
    expect(theirs?.priority).toBe(0);
    expect(
      (
        await call(t, 'PUT', '/api/templates/priority/admin', {
          cookie: reader,
          payload: { templates: [{ _id: ilta, priority: 1 }] },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/templates/:id/admin', () => {
  it('removes softly, answering the template as it was; its shifts stay', async () => {
    const made = await create({ templates: [input('Poistettava', { meta: 'muisti' })] });
    const id = made.json().templates[0]._id;
    const shift = await call(t, 'POST', '/api/templates/instantiate/admin', {
      cookie: admin,
      payload: { templates: [id], days: ['2026-12-01'] },
    });
    expect(shift.statusCode, shift.body).toBe(201);
    const removed = await call(t, 'DELETE', `/api/templates/${id}/admin`, { cookie: admin });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().template).toMatchObject({ _id: id, name: 'Poistettava', meta: 'muisti' });
    expect((await call(t, 'GET', `/api/templates/${id}/admin`, { cookie: admin })).statusCode).toBe(404);
    expect((await call(t, 'DELETE', `/api/templates/${id}/admin`, { cookie: admin })).statusCode).toBe(404);
    expect(names(await list(`department=${o.department.id}`))).not.toContain('Poistettava');
    const [row] = await t.db.select().from(templates).where(eq(templates.id, id));
    expect(row?.deletedAt).not.toBeNull();
    const [kept] = await t.db.select().from(shifts).where(eq(shifts.templateId, id));
    expect(kept).toMatchObject({ name: 'Poistettava', deletedAt: null });
    // A removed template makes no more shifts.
    const again = await call(t, 'POST', '/api/templates/instantiate/admin', {
      cookie: admin,
      payload: { templates: [id], days: ['2026-12-02'] },
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses another organisation's template and the reader", async () => {
    expect(
      (await call(t, 'DELETE', `/api/templates/${other.template.id}/admin`, { cookie: admin })).statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/templates/${o.template.id}/admin`, { cookie: reader })).statusCode,
    ).toBe(403);
  });
});
