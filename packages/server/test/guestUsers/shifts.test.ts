// What a guest user sees (docs/decisions/106, 126): its own profile without the admin's notes, and
// the shifts of the department or the customer's departments its filter names by id, starting
// within `days` calendar days of today in Helsinki; nothing from other departments, customers or
// organisations (a same-named department of another customer included), nothing without a place,
// and no billing, salary, notes or stamps.

import { REQUEST } from '@tuura/domain/limits';
import { addDays, zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, departments, guestUsers, shifts } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, iso, MINUTE } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let guest: string;
let today: string;
let surgeryId: string;
let otherCustomerId: string;
let clinicId: string;
const ids: Record<string, string> = {};

/** A shift starting at `at` in a department, named `name`, optionally with the org's worker. */
async function shiftAt(org: OrgFixture, departmentId: string, name: string, at: Date, withWorker = true) {
  const [row] = await t.db
    .insert(shifts)
    .values({
      organizationId: org.organization.id,
      departmentId,
      workerId: withWorker ? org.worker.id : null,
      name,
      from: at,
      to: new Date(at.getTime() + 8 * HOUR),
      salary: '40 €/h',
      billing: '95 €/h',
      meta: 'sisäinen',
    })
    .returning();
  if (!row) throw new Error('shift insert failed');
  ids[name] = row.id;
  return row;
}

type Place = { customer?: string; department?: string };
const setFilters = (org: OrgFixture, place: Place, filterDays: number) =>
  t.db
    .update(guestUsers)
    .set({
      filterCustomerId: place.customer ?? null,
      filterDepartmentId: place.department ?? null,
      filterDays,
    })
    .where(eq(guestUsers.id, org.guest.id));

async function seen(
  cookie = guest,
  from = zonedTime(addDays(today, -40), 0),
  to = zonedTime(addDays(today, 20), 0),
) {
  const res = await call(t, 'GET', `/api/guest-users/shifts?from=${iso(from)}&to=${iso(to)}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().shifts as { _id: string; name: string }[];
}
const names = async (cookie?: string) => (await seen(cookie)).map((s) => s.name);

beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  guest = await o.sessionFor('guest');
  today = zonedDate(t.clock.now());
  // The factory's own shifts are set aside, so the lists below are exactly this file's.
  await t.db.update(shifts).set({ deletedAt: t.clock.now() });
  const dep = o.department.id; // "Päivystys alfa" of customer "Sairaala alfa"
  const [surgery] = await t.db
    .insert(departments)
    .values({ organizationId: o.organization.id, customerId: o.customer.id, name: 'Kirurgia' })
    .returning();
  surgeryId = surgery?.id ?? '';
  const [otherCustomer] = await t.db
    .insert(customers)
    .values({ organizationId: o.organization.id, name: 'Terveyskeskus' })
    .returning();
  otherCustomerId = otherCustomer?.id ?? '';
  // Another customer's department of the very same name as the guest's.
  const [clinic] = await t.db
    .insert(departments)
    .values({ organizationId: o.organization.id, customerId: otherCustomerId, name: o.department.name })
    .returning();
  clinicId = clinic?.id ?? '';
  await shiftAt(o, dep, 'tänään', zonedTime(today, 12));
  await shiftAt(o, dep, 'avoin', zonedTime(addDays(today, 1), 8), false);
  await shiftAt(
    o,
    dep,
    '+2 viimeinen minuutti',
    new Date(zonedTime(addDays(today, 3), 0).getTime() - MINUTE),
  );
  await shiftAt(o, dep, '+3 keskiyö', zonedTime(addDays(today, 3), 0));
  await shiftAt(o, dep, '-2 keskiyö', zonedTime(addDays(today, -2), 0));
  await shiftAt(o, dep, '-3 ilta', zonedTime(addDays(today, -3), 22));
  await shiftAt(o, dep, '+15', zonedTime(addDays(today, 15), 8));
  await shiftAt(o, surgeryId, 'kirurgia', zonedTime(addDays(today, 1), 9));
  await shiftAt(o, clinic?.id ?? '', 'terveyskeskus', zonedTime(addDays(today, 1), 8));
  await shiftAt(other, other.department.id, 'toinen organisaatio', zonedTime(addDays(today, 1), 8));
  // The other organisation has a department of the same name as the guest's filter.
  await t.db
    .update(departments)
    .set({ name: 'Päivystys alfa' })
    .where(eq(departments.id, other.department.id));
  const [removed] = await shiftAt(o, dep, 'poistettu', zonedTime(addDays(today, 1), 10)).then((r) => [r]);
  await t.db
    .update(shifts)
    .set({ deletedAt: t.clock.now() })
    .where(eq(shifts.id, removed?.id ?? ''));
});
afterAll(() => t.close());

describe('GET /api/guest-users', () => {
  it("answers the guest's own profile without the admin's notes", async () => {
    await t.db.update(guestUsers).set({ meta: 'salainen muistiinpano' }).where(eq(guestUsers.id, o.guest.id));
    const res = await call(t, 'GET', '/api/guest-users', { cookie: guest });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      guestUser: { _id: o.guest.id, name: o.guest.name, email: o.guest.email, filters: expect.any(Object) },
    });
    expect(res.body).not.toContain('salainen');
  });
});

describe('GET /api/guest-users/shifts', () => {
  it('shows nothing while the filter names no place, whatever the days', async () => {
    await setFilters(o, {}, -1);
    expect(await names()).toEqual([]);
    await t.db
      .update(guestUsers)
      .set({ filterUnresolvedName: o.department.name })
      .where(eq(guestUsers.id, o.guest.id));
    expect(await names()).toEqual([]);
    await t.db.update(guestUsers).set({ filterUnresolvedName: '' }).where(eq(guestUsers.id, o.guest.id));
  });

  it("shows the department's shifts within ±days of today, boundaries in Helsinki time", async () => {
    await setFilters(o, { department: o.department.id }, 2);
    expect(await names()).toEqual(['-2 keskiyö', 'tänään', 'avoin', '+2 viimeinen minuutti']);
  });

  it('shows only today with days 0, and everything in the window with -1', async () => {
    await setFilters(o, { department: o.department.id }, 0);
    expect(await names()).toEqual(['tänään']);
    await setFilters(o, { department: o.department.id }, -1);
    expect(await names()).toEqual([
      '-3 ilta',
      '-2 keskiyö',
      'tänään',
      'avoin',
      '+2 viimeinen minuutti',
      '+3 keskiyö',
      '+15',
    ]);
  });

  it("shows a customer's departments, and never another customer's department of the same name", async () => {
    await setFilters(o, { customer: o.customer.id }, 1);
    expect(await names()).toEqual(['tänään', 'avoin', 'kirurgia']);
    await setFilters(o, { department: o.department.id }, 1);
    expect(await names()).toEqual(['tänään', 'avoin']);
    await setFilters(o, { customer: otherCustomerId }, 1);
    expect(await names()).toEqual(['terveyskeskus']);
    await setFilters(o, { department: clinicId }, -1);
    const listed = await seen();
    expect(listed.map((s) => s.name)).toEqual(['terveyskeskus']);
    expect(listed[0]).toMatchObject({ department: { _id: clinicId, name: o.department.name } });
  });

  it('shows nothing once its place is removed, and nothing of a removed department of its customer', async () => {
    await setFilters(o, { department: surgeryId }, -1);
    await t.db.update(departments).set({ deletedAt: t.clock.now() }).where(eq(departments.id, surgeryId));
    expect(await names()).toEqual([]);
    await setFilters(o, { customer: o.customer.id }, 1);
    expect(await names()).toEqual(['tänään', 'avoin']);
    await t.db.update(departments).set({ deletedAt: null }).where(eq(departments.id, surgeryId));
    await t.db.update(customers).set({ deletedAt: t.clock.now() }).where(eq(customers.id, o.customer.id));
    expect(await names()).toEqual([]);
    await t.db.update(customers).set({ deletedAt: null }).where(eq(customers.id, o.customer.id));
  });

  it('answers times, place and the worker name only: no billing, salary, notes or stamps', async () => {
    await setFilters(o, { department: o.department.id }, 1);
    const listed = await seen();
    const today_ = listed.find((s) => s.name === 'tänään');
    expect(today_).toEqual({
      _id: ids.tänään,
      from: expect.any(String),
      to: expect.any(String),
      name: 'tänään',
      description: '',
      type: 0,
      department: { _id: o.department.id, name: o.department.name },
      customer: { _id: o.customer.id, name: o.customer.name },
      worker: { firstName: 'Testi', lastName: 'Henkilö' },
    });
    expect(listed.find((s) => s.name === 'avoin')).toMatchObject({ worker: null });
    const body = JSON.stringify(listed);
    for (const leak of ['€/h', 'sisäinen', 'stamp', 'billing', 'salary', 'meta'])
      expect(body).not.toContain(leak);
  });

  it('keeps to the requested window inside the filter, and pages by it', async () => {
    await setFilters(o, { department: o.department.id }, -1);
    const oneDay = await seen(guest, zonedTime(today, 0), zonedTime(addDays(today, 1), 0));
    expect(oneDay.map((s) => s.name)).toEqual(['tänään']);
    const res = await call(
      t,
      'GET',
      `/api/guest-users/shifts?from=${iso(zonedTime(addDays(today, -40), 0))}&to=${iso(zonedTime(addDays(today, 20), 0))}&limit=2`,
      { cookie: guest },
    );
    expect(res.json().shifts.map((s: { name: string }) => s.name)).toEqual(['-3 ilta', '-2 keskiyö']);
  });

  it("never shows another organisation's shifts, even of a department with the same name", async () => {
    await setFilters(other, { department: other.department.id }, -1);
    expect(await names(await other.sessionFor('guest'))).toEqual(['toinen organisaatio']);
    await setFilters(o, { customer: o.customer.id }, -1);
    expect(await names()).not.toContain('toinen organisaatio');
  });

  it('follows a filter change at once', async () => {
    await setFilters(o, { department: surgeryId }, 3);
    expect(await names()).toEqual(['kirurgia']);
  });

  it('refuses a window that ends before it starts or is missing', async () => {
    const at = t.clock.now().getTime();
    const bad = async (query: string, field: string, key: string) => {
      const res = await call(t, 'GET', `/api/guest-users/shifts?${query}`, { cookie: guest });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[`querystring.${field}`]?.key, res.body).toBe(key);
    };
    await bad(`from=${iso(at)}&to=${iso(at - DAY)}`, 'to', 'after');
    await bad(`from=${iso(at)}&to=${iso(at + DAY)}&limit=${REQUEST.maxPageSize + 1}`, 'limit', 'maxValue');
    await bad(`to=${iso(at)}`, 'from', 'required');
    await bad(`from=eilen&to=${iso(at)}`, 'from', 'format');
  });

  it('is not for users', async () => {
    const at = t.clock.now().getTime();
    const res = await call(t, 'GET', `/api/guest-users/shifts?from=${iso(at)}&to=${iso(at + DAY)}`, {
      cookie: await o.sessionFor('admin'),
    });
    expect(res.statusCode).toBe(403);
  });
});
