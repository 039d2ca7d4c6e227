// Alerts (spec §7, decision 113): CRUD per role, bad input per field, another organisation's ids
// 404, and runs at a fixed time that find the expected shifts and notify the organisation's
// admins who see the alerts page (read or all on users), nobody else.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alerts, notifications, shifts } from '../../src/db/schema/index.ts';
import { runDueAlerts } from '../../src/modules/alerts/job.ts';
import type { TestApp } from '../support/app.ts';
import { makeStampedShift, makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR, sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let worker: string;
let guest: string;
let theirAlert: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, reader, worker, guest] = await Promise.all([
    o.sessionFor('admin'),
    o.sessionFor('reader'),
    o.sessionFor('worker'),
    o.sessionFor('guest'),
  ]);
  const res = await call(t, 'POST', '/api/alerts/admin', {
    cookie: await other.sessionFor('admin'),
    payload: { alert: { name: 'Toisen hälytys', rule: unfilledRule() } },
  });
  theirAlert = res.json().alert._id;
});
afterAll(() => t.close());

function unfilledRule(extra: object = {}) {
  return {
    target: 'shift',
    check: 'unfilledShifts',
    type: 'relative',
    operator: 'lte',
    value: { type: 'relative', amount: 48, unit: 'hours' },
    ...extra,
  };
}

const create = async (alert: object, cookie = admin) => {
  const res = await call(t, 'POST', '/api/alerts/admin', { cookie, payload: { alert } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().alert;
};

async function openShift(hoursAhead: number, departmentId: string | null = o.department.id, name = 'Avoin') {
  const from = new Date(t.clock.now().getTime() + hoursAhead * HOUR);
  const [row] = await t.db
    .insert(shifts)
    .values({
      organizationId: o.organization.id,
      departmentId,
      name,
      from,
      to: new Date(from.getTime() + 8 * HOUR),
    })
    .returning();
  return row;
}

describe('alerts CRUD', () => {
  it('adds, reads, lists, changes and removes an alert', async () => {
    const made = await create({
      name: '  Täyttämättä ',
      rule: unfilledRule({ departmentId: o.department.id }),
    });
    expect(made).toMatchObject({
      name: 'Täyttämättä',
      recurrence: '1d',
      isEnabled: true,
      lastRunAt: null,
      lastResult: null,
      rule: { check: 'unfilledShifts', departmentId: o.department.id, customerId: null },
    });
    const read = await call(t, 'GET', `/api/alerts/${made._id}/admin`, { cookie: reader });
    expect(read.statusCode).toBe(200);
    expect(read.json().alert).toEqual(made);
    const list = await call(t, 'GET', '/api/alerts/admin', { cookie: reader });
    expect(list.json().alerts.map((a: { _id: string }) => a._id)).toContain(made._id);
    expect(list.json().alerts.map((a: { _id: string }) => a._id)).not.toContain(theirAlert);
    const changed = await call(t, 'PUT', `/api/alerts/${made._id}/admin`, {
      cookie: admin,
      payload: { alert: { name: 'Uusi nimi', recurrence: '1w' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().alert).toMatchObject({ name: 'Uusi nimi', recurrence: '1w', rule: made.rule });
    const removed = await call(t, 'DELETE', `/api/alerts/${made._id}/admin`, { cookie: admin });
    expect(removed.statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/alerts/${made._id}/admin`, { cookie: admin })).statusCode).toBe(404);
  });

  it('refuses bad and unsupported rules per field, storing nothing', async () => {
    const cases: [object, string][] = [
      [{ rule: unfilledRule() }, 'alert.name'],
      [{ name: 'x'.repeat(81), rule: unfilledRule() }, 'alert.name'],
      [{ name: 'A' }, 'alert.rule'],
      [{ name: 'A', rule: unfilledRule({ operator: 'between' }) }, 'alert.rule.operator'],
      [{ name: 'A', rule: unfilledRule({ target: 'user' }) }, 'alert.rule.target'],
      [{ name: 'A', rule: unfilledRule({ target: 'costCenter' }) }, 'alert.rule.target'],
      [{ name: 'A', rule: unfilledRule({ check: 'x' }) }, 'alert.rule.check'],
      [
        { name: 'A', rule: unfilledRule({ value: { type: 'absolute', at: '2030-01-01' } }) },
        'alert.rule.value.type',
      ],
      [
        { name: 'A', rule: unfilledRule({ value: { type: 'relative', unit: 'days' } }) },
        'alert.rule.value.amount',
      ],
      [
        { name: 'A', rule: unfilledRule({ value: { type: 'relative', amount: 0, unit: 'days' } }) },
        'alert.rule.value.amount',
      ],
      [
        { name: 'A', rule: unfilledRule({ value: { type: 'relative', amount: 2.5, unit: 'days' } }) },
        'alert.rule.value.amount',
      ],
      [
        { name: 'A', rule: unfilledRule({ value: { type: 'relative', amount: '2', unit: 'days' } }) },
        'alert.rule.value.amount',
      ],
      [
        {
          name: 'A',
          rule: unfilledRule({ type: 'dateAbsolute', value: { type: 'absolute', at: '24.12.2030' } }),
        },
        'alert.rule.value.at',
      ],
      [
        {
          name: 'A',
          rule: unfilledRule({
            type: 'timeAbsolute',
            operator: 'eq',
            value: { type: 'absolute', at: '2030-01-01T10:00:00Z' },
          }),
        },
        'alert.rule.operator',
      ],
      [{ name: 'A', rule: unfilledRule({ departmentId: "' OR 1=1" }) }, 'alert.rule.departmentId'],
      [{ name: 'A', rule: unfilledRule(), recurrence: '2d' }, 'alert.recurrence'],
      [{ name: 'A', rule: unfilledRule(), isEnabled: 'yes' }, 'alert.isEnabled'],
    ];
    const before = await t.db.select().from(alerts);
    for (const [alert, field] of cases) {
      const res = await call(t, 'POST', '/api/alerts/admin', { cookie: admin, payload: { alert } });
      expect(res.statusCode, JSON.stringify(alert)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(alert)).toEqual([field]);
    }
    expect(await t.db.select().from(alerts)).toHaveLength(before.length);
  });

  it("answers 404 for another organisation's alert, department or customer, changing nothing", async () => {
    for (const [method, url] of [
      ['GET', `/api/alerts/${theirAlert}/admin`],
      ['PUT', `/api/alerts/${theirAlert}/admin`],
      ['DELETE', `/api/alerts/${theirAlert}/admin`],
      ['POST', `/api/alerts/${theirAlert}/run/admin`],
    ] as const) {
      const res = await call(t, method, url, {
        cookie: admin,
        ...(method === 'PUT' && { payload: { alert: { name: 'Kaapattu' } } }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().key).toBe('request.notFound');
    }
    const [theirs] = await t.db.select().from(alerts).where(eq(alerts.id, theirAlert));
    expect(theirs?.name).toBe('Toisen hälytys');
    const dept = await call(t, 'POST', '/api/alerts/admin', {
      cookie: admin,
      payload: { alert: { name: 'A', rule: unfilledRule({ departmentId: other.department.id }) } },
    });
    expect(dept.statusCode).toBe(404);
    expect(Object.keys(dept.json().fields)).toEqual(['alert.rule.departmentId']);
    const customer = await call(t, 'POST', '/api/alerts/admin', {
      cookie: admin,
      payload: { alert: { name: 'A', rule: unfilledRule({ customerId: other.customer.id }) } },
    });
    expect(customer.statusCode).toBe(404);
    expect(Object.keys(customer.json().fields)).toEqual(['alert.rule.customerId']);
  });

  it('lets a reader look but not change; workers and guests see nothing', async () => {
    const made = await create({ name: 'Roolit', rule: unfilledRule() });
    const payload = { alert: { name: 'Lukijan', rule: unfilledRule() } };
    expect((await call(t, 'POST', '/api/alerts/admin', { cookie: reader, payload })).statusCode).toBe(403);
    for (const cookie of [reader, worker, guest]) {
      expect((await call(t, 'PUT', `/api/alerts/${made._id}/admin`, { cookie, payload })).statusCode).toBe(
        403,
      );
      expect((await call(t, 'DELETE', `/api/alerts/${made._id}/admin`, { cookie })).statusCode).toBe(403);
      expect((await call(t, 'POST', `/api/alerts/${made._id}/run/admin`, { cookie })).statusCode).toBe(403);
    }
    for (const cookie of [worker, guest]) {
      expect((await call(t, 'GET', '/api/alerts/admin', { cookie })).statusCode).toBe(403);
      expect((await call(t, 'GET', `/api/alerts/${made._id}/admin`, { cookie })).statusCode).toBe(403);
    }
    expect((await call(t, 'GET', '/api/alerts/admin')).statusCode).toBe(401);
    const shiftsOnly = await makeUser(t, o.organization.id, { permissions: { shifts: 'all' } });
    const res = await call(t, 'GET', '/api/alerts/admin', { cookie: await sessionForUser(t, shiftsOnly) });
    expect(res.statusCode).toBe(403);
  });
});

describe('alert runs', () => {
  it('finds unfilled shifts of the department within the window and notifies the admins concerned', async () => {
    const hrAdmin = await makeUser(t, o.organization.id, { permissions: { users: 'read' }, firstName: 'Hr' });
    const shiftsAdmin = await makeUser(t, o.organization.id, { permissions: { shifts: 'all' } });
    const tag = `Vuoro-${Date.now()}`;
    await openShift(10, o.department.id, `${tag}-a`);
    await openShift(47, o.department.id, `${tag}-b`);
    await openShift(49, o.department.id, `${tag}-late`); // beyond 48 hours
    await openShift(-2, o.department.id, `${tag}-started`); // already started
    await openShift(5, null, `${tag}-nodept`); // another (no) department
    const made = await create({
      name: 'Päivystys täyttämättä',
      rule: unfilledRule({ departmentId: o.department.id }),
    });
    const res = await call(t, 'POST', `/api/alerts/${made._id}/run/admin`, { cookie: admin });
    expect(res.statusCode, res.body).toBe(200);
    const ran = res.json().alert;
    expect(ran.lastResult.count).toBe(2);
    expect(ran.lastResult.examples.map((e: { name: string }) => e.name)).toEqual([`${tag}-a`, `${tag}-b`]);
    expect(new Date(ran.nextRunAt).getTime() - new Date(ran.lastRunAt).getTime()).toBe(DAY);

    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.organizationId, o.organization.id),
          like(notifications.title, '%Päivystys täyttämättä'),
        ),
      );
    // The admin, the reader and the users-reading admin; not the worker nor the shifts-only admin.
    expect(new Set(told.map((n) => n.userId))).toEqual(new Set([o.admin.id, o.reader.id, hrAdmin.id]));
    expect(told.map((n) => n.userId)).not.toContain(shiftsAdmin.id);
    expect(told[0]?.text).toContain('2 vuoroa');
    expect(told[0]?.text).toContain(`${tag}-a`);
    const theirs = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.organizationId, other.organization.id));
    expect(theirs.some((n) => n.title.includes('Päivystys'))).toBe(false);
  });

  it('runs due alerts on the job tick at a fixed time, stamps waiting more than N days included', async () => {
    const waiting = await makeStampedShift(t, o, 10 * 24); // ended ten days ago
    const fresh = await makeStampedShift(t, o, 2); // ended two hours ago
    const made = await create({
      name: 'Leimat odottavat',
      recurrence: '1mo',
      rule: {
        target: 'shift',
        check: 'unhandledStamps',
        type: 'relative',
        operator: 'gt',
        value: { type: 'relative', amount: 7, unit: 'days' },
      },
    });
    // Disable the other alerts so the tick's work is this one only.
    await t.db
      .update(alerts)
      .set({ isEnabled: false })
      .where(and(eq(alerts.organizationId, o.organization.id)));
    await t.db.update(alerts).set({ isEnabled: true }).where(eq(alerts.id, made._id));
    expect(await runDueAlerts(t.app.deps)).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(alerts).where(eq(alerts.id, made._id));
    const result = row?.lastResult as { count: number; examples: { _id: string }[] };
    expect(result.examples.map((e) => e._id)).toContain(waiting.id);
    expect(result.examples.map((e) => e._id)).not.toContain(fresh.id);
    expect(row?.lastRunAt?.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    // Not due again until a month later: the next tick leaves it alone.
    const nextRun = row?.nextRunAt.getTime() ?? 0;
    expect(nextRun - (row?.lastRunAt?.getTime() ?? 0)).toBeGreaterThanOrEqual(28 * DAY);
    await runDueAlerts(t.app.deps);
    const [again] = await t.db.select().from(alerts).where(eq(alerts.id, made._id));
    expect(again?.lastRunAt?.getTime()).toBe(row?.lastRunAt?.getTime());
  });

  it('seeds two demo alerts that have run, the open-shift one finding something', async () => {
    const seeded = await t.db.select().from(alerts).where(like(alerts.name, 'Täyttämättömät vuorot%'));
    expect(seeded).toHaveLength(1);
    expect((seeded[0]?.lastResult as { count: number } | undefined)?.count).toBeGreaterThan(0);
    expect(await t.db.select().from(alerts).where(like(alerts.name, 'HUS:%'))).toHaveLength(1);
  });

  it('runs a due alert once when two ticks run at the same time (SKIP LOCKED claims)', async () => {
    await openShift(3, o.department.id, 'Kahdesti?');
    const made = await create({
      name: 'Kerran ajettava',
      rule: unfilledRule({ departmentId: o.department.id }),
    });
    await Promise.all([runDueAlerts(t.app.deps), runDueAlerts(t.app.deps)]);
    const told = await t.db.select().from(notifications).where(like(notifications.title, '%Kerran ajettava'));
    // Once for each admin concerned (the admin, the reader and the users-reading admin made above).
    expect(told.filter((n) => n.userId === o.admin.id)).toHaveLength(1);
    const [row] = await t.db.select().from(alerts).where(eq(alerts.id, made._id));
    expect(row?.lastRunAt).not.toBeNull();
  });

  it('refuses a date the database has no room for, and one failing alert never holds up the others', async () => {
    for (const rule of [
      unfilledRule({ type: 'dateAbsolute', value: { type: 'absolute', at: '0000-01-01' } }),
      unfilledRule({
        type: 'timeAbsolute',
        operator: 'lt',
        value: { type: 'absolute', at: '0000-01-01T00:00Z' },
      }),
      unfilledRule({ type: 'dateAbsolute', operator: 'eq', value: { type: 'absolute', at: '9999-12-31' } }),
    ]) {
      const res = await call(t, 'POST', '/api/alerts/admin', {
        cookie: admin,
        payload: { alert: { name: 'Rikki', rule } },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields['alert.rule.value.at']).toBeDefined();
    }
    // One stored before the check (or written by hand): its run fails in the database.
    const broken = await create({ name: 'Rikkinäinen', rule: unfilledRule() });
    await t.db
      .update(alerts)
      .set({
        rule: unfilledRule({ type: 'dateAbsolute', value: { type: 'absolute', at: '0000-01-01' } }),
        nextRunAt: new Date(0),
      })
      .where(eq(alerts.id, broken._id));
    await openShift(4, o.department.id, 'Toinenkin');
    const sound = await create({ name: 'Toimiva', rule: unfilledRule({ departmentId: o.department.id }) });
    await runDueAlerts(t.app.deps);
    const [ran] = await t.db.select().from(alerts).where(eq(alerts.id, sound._id));
    expect(ran?.lastRunAt).not.toBeNull();
    // The broken one did not run, and waits for its next time instead of blocking every tick.
    const [failed] = await t.db.select().from(alerts).where(eq(alerts.id, broken._id));
    expect(failed?.lastRunAt).toBeNull();
    expect(failed?.nextRunAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });

  it('notifies nobody when nothing matches', async () => {
    const made = await create({
      name: 'Ei mitään',
      rule: unfilledRule({
        type: 'dateAbsolute',
        operator: 'eq',
        value: { type: 'absolute', at: '2001-01-01' },
      }),
    });
    const res = await call(t, 'POST', `/api/alerts/${made._id}/run/admin`, { cookie: admin });
    expect(res.json().alert.lastResult).toEqual({ count: 0, examples: [] });
    const told = await t.db.select().from(notifications).where(like(notifications.title, '%Ei mitään'));
    expect(told).toHaveLength(0);
  });
});
