// POST /api/templates/instantiate/admin (docs/decisions/095): a shift from each template on each
// Helsinki day, at the template's Helsinki clock times, open or for one worker, all or none.
import { TEMPLATE } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shifts, templates } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let night: string;
let day: string;

const URL = '/api/templates/instantiate/admin';
const HOUR = 3_600_000;
type Made = {
  _id: string;
  from: string;
  to: string;
  name: string;
  worker: string | null;
  template: string;
  department: string;
  stamp: { required: boolean; stamped: boolean };
}[];

beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  admin = await o.sessionFor('admin');
  const res = await call(t, 'POST', '/api/templates/admin', {
    cookie: admin,
    payload: {
      templates: [
        {
          name: 'Yövuoro',
          // Sampled in summer time: the clock times count, not the offset.
          from: '2025-06-10T22:00:00+03:00',
          to: '2025-06-11T07:00:00+03:00',
          department: o.department.id,
          description: 'Päivystyksen yö',
          education: 'licensed',
          employer: 'Tuura Oy',
          billing: '120 €/h',
          salary: '60 €/h',
          meta: 'yöhuomio',
        },
        {
          name: 'Päivä',
          from: '2025-01-15T08:00:00+02:00',
          to: '2025-01-15T16:00:00+02:00',
          department: o.department.id,
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  [night, day] = res.json().templates.map((x: { _id: string }) => x._id);
});
afterAll(() => t.close());

const instantiate = (payload: unknown, cookie = admin) => call(t, 'POST', URL, { cookie, payload });
const hours = (s: { from: string; to: string }) => (Date.parse(s.to) - Date.parse(s.from)) / HOUR;

describe('POST /api/templates/instantiate/admin', () => {
  it('makes open shifts carrying every template field, in day order (201, the admin shift shape)', async () => {
    const res = await instantiate({
      templates: [night, day],
      days: ['2026-12-01', '2026-11-30', '2026-12-01'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const made: Made = res.json().shifts;
    expect(made).toHaveLength(4);
    expect(made.map((s) => [s.name, s.from])).toEqual([
      ['Päivä', '2026-11-30T06:00:00.000Z'],
      ['Yövuoro', '2026-11-30T20:00:00.000Z'],
      ['Päivä', '2026-12-01T06:00:00.000Z'],
      ['Yövuoro', '2026-12-01T20:00:00.000Z'],
    ]);
    expect(made[1]).toMatchObject({
      to: '2026-12-01T05:00:00.000Z',
      description: 'Päivystyksen yö',
      education: 'licensed',
      employer: 'Tuura Oy',
      billing: '120 €/h',
      salary: '60 €/h',
      meta: 'yöhuomio',
      department: o.department.id,
      template: night,
      worker: null,
      workerName: null,
      submitted: true,
      stamp: expect.objectContaining({ required: false, stamped: false }),
      place: { customer: o.customer.name, department: o.department.name },
    });
    const listed = await call(t, 'GET', `/api/shifts/${made[0]?._id}/admin`, { cookie: admin });
    expect(listed.json().shift).toMatchObject({ template: day, name: 'Päivä' });
    // The shift's history says the admin created it from the template (decision 096).
    const history = await call(t, 'GET', `/api/shifts/${made[1]?._id}/history/admin`, { cookie: admin });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().history).toEqual([
      expect.objectContaining({
        action: 'created',
        actor: o.admin.id,
        after: expect.objectContaining({ template: night, name: 'Yövuoro' }),
      }),
    ]);
  });

  it('marks every shift as needing the worker’s stamp when asked (stampRequired)', async () => {
    const res = await instantiate({ templates: [day, night], days: ['2026-12-02'], stampRequired: true });
    expect(res.statusCode, res.body).toBe(201);
    const made: Made = res.json().shifts;
    expect(made.map((s) => s.stamp.required)).toEqual([true, true]);
    const stored = await call(t, 'GET', `/api/shifts/${made[0]?._id}/admin`, { cookie: admin });
    expect(stored.json().shift.stamp).toMatchObject({ required: true, stamped: false });
  });

  it('is 10 hours on the autumn clock-change night and 8 on the spring one', async () => {
    const res = await instantiate({ templates: [night], days: ['2026-10-24', '2026-03-28', '2026-10-26'] });
    expect(res.statusCode, res.body).toBe(201);
    const [spring, autumn, after] = res.json().shifts as Made;
    expect(spring).toMatchObject({ from: '2026-03-28T20:00:00.000Z', to: '2026-03-29T04:00:00.000Z' });
    expect(hours(spring as Made[number])).toBe(8);
    expect(autumn).toMatchObject({ from: '2026-10-24T19:00:00.000Z', to: '2026-10-25T05:00:00.000Z' });
    expect(hours(autumn as Made[number])).toBe(10);
    expect(hours(after as Made[number])).toBe(9);
  });

  it("assigns every shift to the worker given; another organisation's worker is a field message", async () => {
    const res = await instantiate({
      templates: [day],
      days: ['2026-12-07', '2026-12-08'],
      worker: o.worker.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json().shifts as Made).map((s) => s.worker)).toEqual([o.worker.id, o.worker.id]);
    const before = await t.db.select().from(shifts).where(eq(shifts.organizationId, o.organization.id));
    const foreign = await instantiate({ templates: [day], days: ['2026-12-09'], worker: other.worker.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields).toEqual({ worker: { key: 'invalid', params: { field: 'worker' } } });
    const after = await t.db.select().from(shifts).where(eq(shifts.organizationId, o.organization.id));
    expect(after).toHaveLength(before.length);
  });

  it("answers 404 for another organisation's or a removed template, making no shift", async () => {
    const before = await t.db.select().from(shifts);
    for (const stranger of [other.template.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await instantiate({ templates: [day, stranger], days: ['2026-12-14'] });
      expect(res.statusCode).toBe(404);
      expect(res.json().key).toBe('template.notFound');
    }
    expect(await t.db.select().from(shifts)).toHaveLength(before.length);
  });

  it(`refuses more than ${TEMPLATE.instantiateMaxShifts} shifts in one call with a clear message`, async () => {
    const days = Array.from({ length: 366 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    const ids = Array.from({ length: 3 }, () => day);
    // Repeated ids count once: one template on 366 days is within the cap.
    const many = [night, day, o.template.id];
    const res = await instantiate({ templates: many, days: days.slice(0, 334) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.days).toEqual({
      key: 'tooManyShifts',
      params: { field: 'days', count: TEMPLATE.instantiateMaxShifts, shifts: 1002 },
    });
    const within = await instantiate({ templates: ids, days: days.slice(0, 3) });
    expect(within.statusCode, within.body).toBe(201);
    expect(within.json().shifts).toHaveLength(3);
  });

  it('refuses bad input with a message per field', async () => {
    const cases: [unknown, string, string][] = [
      [{ templates: [day] }, 'days', 'required'],
      [{ days: ['2026-12-01'] }, 'templates', 'required'],
      [{ templates: [], days: ['2026-12-01'] }, 'templates', 'minItems'],
      [{ templates: [day], days: [] }, 'days', 'minItems'],
      [{ templates: [day], days: ['2026-13-01'] }, 'days.0', 'format'],
      [{ templates: [day], days: ['2026-12-01T08:00:00Z'] }, 'days.0', 'format'],
      [{ templates: [day], days: ['0099-12-01'] }, 'days.0', 'minValue'],
      [{ templates: [day], days: [20261201] }, 'days.0', 'type'],
      [{ templates: ['x'], days: ['2026-12-01'] }, 'templates.0', 'format'],
      [{ templates: [day], days: ['2026-12-01'], worker: 'x' }, 'worker', 'format'],
      [{ templates: [day], days: ['2026-12-01'], stampRequired: 'yes' }, 'stampRequired', 'type'],
      [
        { templates: [day], days: Array(TEMPLATE.instantiateMaxDays + 1).fill('2026-12-01') },
        'days',
        'maxItems',
      ],
    ];
    for (const [payload, field, key] of cases) {
      const res = await instantiate(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field]?.key, `${field}: ${res.body.slice(0, 200)}`).toBe(key);
    }
  });

  it('needs all on shiftTemplates and on shifts', async () => {
    const templatesOnly = await makeUser(t, o.organization.id, { permissions: { shiftTemplates: 'all' } });
    const res = await instantiate(
      { templates: [day], days: ['2026-12-21'] },
      await sessionForUser(t, templatesOnly),
    );
    expect(res.statusCode).toBe(403);
    expect(
      (await instantiate({ templates: [day], days: ['2026-12-21'] }, await o.sessionFor('reader')))
        .statusCode,
    ).toBe(403);
    const both = await makeUser(t, o.organization.id, {
      permissions: { shiftTemplates: 'all', shifts: 'all' },
    });
    const ok = await instantiate({ templates: [day], days: ['2026-12-21'] }, await sessionForUser(t, both));
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('keeps the shifts made when the template changes later', async () => {
    const made = await instantiate({ templates: [day], days: ['2026-12-28'] });
    const id = (made.json().shifts as Made)[0]?._id ?? '';
    await t.db.update(templates).set({ name: 'Uusi nimi' }).where(eq(templates.id, day));
    const [row] = await t.db.select().from(shifts).where(eq(shifts.id, id));
    expect(row?.name).toBe('Päivä');
    await t.db.update(templates).set({ name: 'Päivä' }).where(eq(templates.id, day));
  });
});
