// Salary listings, salary values and the payroll report (decisions 117 and 120): sums
// worked out by hand in fixture.ts; a worker sees only their own pay and never the billing side;
// the report's CSV and XLSX carry the same totals as its JSON; bad input is a per-field 400.
import { MONEY } from '@tuura/domain/limits';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema/index.ts';
import { workersPerBatch } from '../../src/modules/salaries/report.ts';
import type { TestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';
import { AADA_MARCH, addShift, payrollFixture } from './fixture.ts';

const newOrganization = () => makeOrganization(t, `palkat-${Date.now()}`);

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let people: Awaited<ReturnType<typeof payrollFixture>>;
const MARCH = 'from=2025-03-01&to=2025-04-01';
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, reader] = await Promise.all([o.sessionFor('admin'), o.sessionFor('reader')]);
  people = await payrollFixture(t, o);
});
afterAll(() => t.close());

type Line = {
  date: string;
  minutes: number;
  times: string;
  type: number;
  pay: {
    amount: number | null;
    reason: string;
    scheme: string;
    multiplier: number;
    rate: { cents: number; per: string } | null;
  };
};

describe('GET /api/users/salary-listing (the worker’s own)', () => {
  it('lists the month line by line with the hand-computed pay and totals', async () => {
    const cookie = await sessionForUser(t, people.aada);
    const res = await call(t, 'GET', `/api/users/salary-listing?${MARCH}`, { cookie });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { lines: Line[]; totals: object; truncated: boolean };
    expect(body.totals).toEqual(AADA_MARCH);
    expect(body.truncated).toBe(false);
    expect(
      body.lines.map((l) => [l.date, l.minutes, l.times, l.pay.amount, l.pay.reason, l.pay.scheme]),
    ).toEqual([
      ['2025-03-03', 480, 'planned', 16_000, 'priced', 'regular'],
      ['2025-03-10', 300, 'stamped', 10_000, 'priced', 'regular'],
      ['2025-03-11', 240, 'approved', 8_000, 'priced', 'regular'],
      ['2025-03-17', 480, 'planned', 20_700, 'priced', 'el15'],
      ['2025-03-18', 120, 'planned', 17_250, 'priced', 'el15'],
      ['2025-03-19', 480, 'planned', 20_700, 'priced', 'el15'],
      ['2025-03-20', 480, 'planned', 0, 'typeNotPaid', 'el15'],
      ['2025-03-21', 240, 'notCompleted', 10_350, 'priced', 'el15'],
      ['2025-03-25', 60, 'planned', null, 'unreadableRate', 'el15'],
    ]);
    expect(body.lines[4]?.pay.rate).toEqual({ cents: 15_000, per: 'shift' });
    expect(body.lines[3]?.pay.multiplier).toBe(11_500);
    // The sum shown is the sum of the lines shown.
    expect(body.lines.reduce((sum, l) => sum + (l.pay.amount ?? 0), 0)).toBe(AADA_MARCH.paid);
    // Never what the customer is billed (80 €/h on every shift).
    expect(res.body).not.toMatch(/billing|customer|"billed"/);
  });

  it('shows only the caller’s shifts, whatever the query says', async () => {
    const cookie = await sessionForUser(t, people.cecilia);
    const res = await call(t, 'GET', `/api/users/salary-listing?${MARCH}&workerId=${people.aada.id}`, {
      cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().lines.map((l: { worker: { _id: string } }) => l.worker._id)).toEqual([
      people.cecilia.id,
    ]);
    expect(res.json().lines[0].pay.reason).toBe('monthlySalary');
    const nobody = await call(t, 'GET', `/api/users/salary-listing?${MARCH}`, {
      cookie: await o.sessionFor('worker'),
    });
    expect(nobody.json()).toEqual({
      lines: [],
      truncated: false,
      totals: { shifts: 0, minutes: 0, paid: 0, unpricedPay: 0 },
    });
  });

  it('defaults to the current month and refuses bad periods per field', async () => {
    const cookie = await sessionForUser(t, people.aada);
    const today = zonedDate(t.clock.now());
    const now = await addShift(t, o, people.aada.id, { day: today, start: 0, end: 0.5 });
    const current = await call(t, 'GET', '/api/users/salary-listing', { cookie });
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json().lines.map((l: { shiftId: string }) => l.shiftId)).toContain(now.id);
    for (const [query, field, key] of [
      ['from=2025-03-01', 'querystring.to', 'required'],
      ['to=2025-03-01', 'querystring.from', 'required'],
      ['from=2025-03-01&to=2025-03-01', 'querystring.to', 'after'],
      ['from=2025-03-01&to=2024-03-01', 'querystring.to', 'after'],
      ['from=2020-01-01&to=2025-01-01', 'querystring.to', 'maxValue'],
      ['from=1.3.2025&to=2025-04-01', 'querystring.from', undefined],
      ['from=0000-01-01&to=2025-04-01', 'querystring.from', undefined],
    ] as const) {
      const res = await call(t, 'GET', `/api/users/salary-listing?${query}`, { cookie });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fields[field], query).toBeDefined();
      if (key) expect(res.json().fields[field].key, query).toBe(key);
    }
  });
});

describe('GET /api/users/:id/salary-listing/admin', () => {
  it('gives an admin with users and compensation read the worker’s listing', async () => {
    const res = await call(t, 'GET', `/api/users/${people.aada.id}/salary-listing/admin?${MARCH}`, {
      cookie: reader,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totals).toEqual(AADA_MARCH);
    expect(res.body).not.toMatch(/billing|customer/);
  });

  it('answers 404 for another organisation’s user and an unknown id', async () => {
    for (const id of [other.worker.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(t, 'GET', `/api/users/${id}/salary-listing/admin?${MARCH}`, { cookie: admin });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await call(t, 'GET', `/api/users/abc/salary-listing/admin?${MARCH}`, { cookie: admin })).statusCode,
    ).toBe(400);
  });
});

describe('GET and PUT /api/users/:id/salaries/admin', () => {
  it('replaces the salary values, mirrors today’s rate on the user and audits without the rates', async () => {
    const worker = await makeUser(t, o.organization.id);
    const today = zonedDate(t.clock.now());
    const salaries = [
      { validFrom: '2099-01-01', value: { rate: '30', scheme: 'regular' } },
      { validFrom: '2024-01-01', value: { rate: '18,40', scheme: 'lapland' } },
      { validFrom: today, value: { rate: '21 €/h', scheme: 'el20' } },
    ];
    const put = await call(t, 'PUT', `/api/users/${worker.id}/salaries/admin`, {
      cookie: admin,
      payload: { salaries },
    });
    expect(put.statusCode, put.body).toBe(200);
    // Oldest first.
    expect(put.json().salaries.map((s: { validFrom: string }) => s.validFrom)).toEqual([
      '2024-01-01',
      today,
      '2099-01-01',
    ]);
    const got = await call(t, 'GET', `/api/users/${worker.id}/salaries/admin`, { cookie: reader });
    expect(got.json()).toEqual(put.json());
    const [row] = await t.db.select().from(users).where(eq(users.id, worker.id));
    expect(row?.salaryValue).toBe('21 €/h');
    const user = await call(t, 'GET', `/api/users/${worker.id}/admin`, { cookie: admin });
    expect(user.json().user.work.salaryValue).toBe('21 €/h');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.salaries'), eq(auditLog.targetId, worker.id)));
    expect(entry?.data).toEqual({ entries: 3 });
    expect(JSON.stringify(entry)).not.toMatch(/18,40|21 €/);
  });

  it('refuses duplicate dates and unreadable or empty rates per field, changing nothing', async () => {
    const worker = await makeUser(t, o.organization.id);
    const cases: [unknown, string, string][] = [
      [
        [
          { validFrom: '2025-01-01', value: { rate: '20', scheme: 'regular' } },
          { validFrom: '2025-01-01', value: { rate: '21', scheme: 'regular' } },
        ],
        'salaries.1.validFrom',
        'duplicate',
      ],
      [
        [{ validFrom: '2025-01-01', value: { rate: '20 $', scheme: 'regular' } }],
        'salaries.0.value.rate',
        'rate',
      ],
      [
        [{ validFrom: '2025-01-01', value: { rate: '-5', scheme: 'regular' } }],
        'salaries.0.value.rate',
        'rate',
      ],
      [[{ validFrom: '2025-01-01', value: { rate: '', scheme: 'regular' } }], 'salaries.0.value.rate', ''],
      [[{ validFrom: '2025-01-01', value: { rate: '20', scheme: 'double' } }], 'salaries.0.value.scheme', ''],
      [[{ validFrom: '1.1.2025', value: { rate: '20', scheme: 'regular' } }], 'salaries.0.validFrom', ''],
      [
        [{ validFrom: '2025-01-01', value: { rate: '2'.repeat(30), scheme: 'regular' } }],
        'salaries.0.value.rate',
        '',
      ],
      ['20', 'salaries', ''],
    ];
    for (const [salaries, field, key] of cases) {
      const res = await call(t, 'PUT', `/api/users/${worker.id}/salaries/admin`, {
        cookie: admin,
        payload: { salaries },
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field], `${field} ${res.body}`).toBeDefined();
      if (key) expect(res.json().fields[field].key, field).toBe(key);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, worker.id));
    expect(row?.salaries).toEqual([]);
  });

  it('answers 404 for another organisation’s user and leaves them as they were', async () => {
    const payload = { salaries: [{ validFrom: '2025-01-01', value: { rate: '99', scheme: 'regular' } }] };
    expect(
      (await call(t, 'PUT', `/api/users/${other.worker.id}/salaries/admin`, { cookie: admin, payload }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t, 'GET', `/api/users/${other.worker.id}/salaries/admin`, { cookie: admin })).statusCode,
    ).toBe(404);
    const [row] = await t.db.select().from(users).where(eq(users.id, other.worker.id));
    expect(row?.salaries).toEqual([]);
  });

  it('the listing follows a new salary value at once', async () => {
    const worker = await makeUser(t, o.organization.id, { firstName: 'Uusi', lastName: 'Palkka' });
    await addShift(t, o, worker.id, { day: '2025-03-05', start: 8, end: 12 });
    const listing = () =>
      call(t, 'GET', `/api/users/${worker.id}/salary-listing/admin?${MARCH}`, { cookie: admin }).then((r) =>
        r.json(),
      );
    expect((await listing()).totals).toMatchObject({ paid: 0, unpricedPay: 1 });
    await call(t, 'PUT', `/api/users/${worker.id}/salaries/admin`, {
      cookie: admin,
      payload: { salaries: [{ validFrom: '2025-03-01', value: { rate: '19,99', scheme: 'archipelago' } }] },
    });
    // 240 min × 19,99 €/h = 79,96 € × 1,05 = 83,958 → 83,96 €.
    expect((await listing()).totals).toMatchObject({ paid: 8_396, unpricedPay: 0 });
  });
});

describe('work.salaryValue on the user form (legacy, decision 120)', () => {
  it('is shown only to admins who read compensation', async () => {
    const worker = await makeUser(t, o.organization.id);
    await call(t, 'PUT', `/api/users/${worker.id}/salaries/admin`, {
      cookie: admin,
      payload: { salaries: [{ validFrom: '2024-01-01', value: { rate: '27,40', scheme: 'regular' } }] },
    });
    const usersOnly = await makeUser(t, o.organization.id, { permissions: { users: 'all' } });
    const cookie = await sessionForUser(t, usersOnly);
    const seen = await call(t, 'GET', `/api/users/${worker.id}/admin`, { cookie });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().user.work.salaryValue).toBe('');
    // Editing the user without pay rights keeps the rate.
    const edited = await call(t, 'PUT', `/api/users/${worker.id}/admin`, {
      cookie,
      payload: { user: { work: { jobTitle: 'Lääkäri' } } },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const byAdmin = await call(t, 'GET', `/api/users/${worker.id}/admin`, { cookie: admin });
    expect(byAdmin.json().user.work.salaryValue).toBe('27,40');
  });

  it('starts a new rate from today, keeping the scheme in force; an unreadable one is a 400', async () => {
    const worker = await makeUser(t, o.organization.id);
    const today = zonedDate(t.clock.now());
    await call(t, 'PUT', `/api/users/${worker.id}/salaries/admin`, {
      cookie: admin,
      payload: { salaries: [{ validFrom: '2024-01-01', value: { rate: '20', scheme: 'el15' } }] },
    });
    const res = await call(t, 'PUT', `/api/users/${worker.id}/admin`, {
      cookie: admin,
      payload: { user: { work: { salaryValue: '24,00' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().user.work.salaryValue).toBe('24,00');
    const got = await call(t, 'GET', `/api/users/${worker.id}/salaries/admin`, { cookie: admin });
    expect(got.json().salaries).toEqual([
      { validFrom: '2024-01-01', value: { rate: '20', scheme: 'el15' } },
      { validFrom: today, value: { rate: '24,00', scheme: 'el15' } },
    ]);
    // The same rate again changes nothing; an unreadable one or clearing it is refused.
    const same = await call(t, 'PUT', `/api/users/${worker.id}/admin`, {
      cookie: admin,
      payload: { user: { work: { salaryValue: '24,00' } } },
    });
    expect(same.statusCode).toBe(200);
    for (const [salaryValue, key] of [
      ['kolme tonnia', 'rate'],
      ['', 'required'],
    ]) {
      const bad = await call(t, 'PUT', `/api/users/${worker.id}/admin`, {
        cookie: admin,
        payload: { user: { work: { salaryValue } } },
      });
      expect(bad.statusCode, salaryValue).toBe(400);
      expect(bad.json().fields['user.work.salaryValue'].key).toBe(key);
    }
    expect(
      (await call(t, 'GET', `/api/users/${worker.id}/salaries/admin`, { cookie: admin })).json(),
    ).toEqual(got.json());
  });

  it('needs all on compensation too: an admin of users only may not change pay through it', async () => {
    const worker = await makeUser(t, o.organization.id);
    const usersOnly = await makeUser(t, o.organization.id, { permissions: { users: 'all' } });
    const cookie = await sessionForUser(t, usersOnly);
    const res = await call(t, 'PUT', `/api/users/${worker.id}/admin`, {
      cookie,
      payload: { user: { work: { salaryValue: '30' }, meta: 'x' } },
    });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, worker.id));
    expect([row?.salaries, row?.meta]).toEqual([[], '']);
    // Other fields still change without it.
    expect(
      (await call(t, 'PUT', `/api/users/${worker.id}/admin`, { cookie, payload: { user: { meta: 'y' } } }))
        .statusCode,
    ).toBe(200);
  });
});

type ReportRow = {
  name: string;
  accountingId: string;
  payType: string | null;
  shifts: number;
  minutes: number;
  paid: number;
  unpricedPay: number;
};
const report = (payload: object, cookie = admin) =>
  call(t, 'POST', '/api/users/salary-report/admin', { cookie, payload });

describe('POST /api/users/salary-report/admin', () => {
  const period = { from: '2025-03-01', to: '2025-04-01' };
  const EXPECTED_ROWS = [
    // Monthly: the hours are listed, the pay is the monthly salary outside the lines.
    {
      name: 'Cecilia Kuukausi',
      accountingId: 'PR-003',
      payType: 'monthly',
      shifts: 1,
      minutes: 480,
      paid: 0,
      unpricedPay: 0,
    },
    { name: 'Aada Palkka', accountingId: 'PR-001', payType: 'hourly', ...AADA_MARCH },
  ];
  const TOTALS = { shifts: 10, minutes: 3_360, paid: 103_000, unpricedPay: 1 };

  it('answers per worker on payroll by name, billing pay types left out, with totals', async () => {
    const res = await report(period, reader);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    // Later tests add shifts in March for other workers: compare the fixture's workers.
    const rows = (body.rows as (ReportRow & { _id: string })[]).filter((r) =>
      [people.aada.id, people.cecilia.id, people.bertta.id].includes(r._id),
    );
    expect(rows.map(({ _id, ...r }) => r)).toEqual(EXPECTED_ROWS);
    expect(body.truncated).toBe(false);
    const only = await report({ ...period, userIds: [people.aada.id, people.bertta.id] });
    expect(only.json().rows.map((r: ReportRow) => r.name)).toEqual(['Aada Palkka']);
    expect(only.json().totals).toEqual(AADA_MARCH);
  });

  it('writes a CSV with semicolons and decimal commas whose totals row equals the JSON totals', async () => {
    const userIds = [people.aada.id, people.bertta.id, people.cecilia.id];
    const json = (await report({ ...period, userIds })).json();
    expect(json.totals).toEqual(TOTALS);
    const res = await report({ ...period, userIds, format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('palkat-2025-03-01-2025-04-01.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    expect(lines).toEqual([
      ['Nimi', 'Kirjanpitotunnus', 'Palkkatyyppi', 'Vuoroja', 'Tunnit', 'Palkka', 'Ilman hintaa'],
      ['Cecilia Kuukausi', 'PR-003', 'monthly', '1', '8,00', '0,00', '0'],
      ['Aada Palkka', 'PR-001', 'hourly', '9', '48,00', '1030,00', '1'],
      ['Yhteensä', '', '', '10', '56,00', '1030,00', '1'],
    ]);
    const euros = (text: string) => Math.round(Number(text.replace(',', '.')) * 100);
    const total = lines.at(-1) ?? [];
    expect(euros(total[5] ?? '')).toBe(json.totals.paid);
    expect(lines.slice(1, -1).reduce((sum, l) => sum + euros(l[5] ?? ''), 0)).toBe(json.totals.paid);
  });

  it('writes an XLSX that exceljs reads back with the same rows and totals', async () => {
    const userIds = [people.aada.id, people.bertta.id, people.cecilia.id];
    const res = await report({ ...period, userIds, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Palkat');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Nimi', 'Kirjanpitotunnus', 'Palkkatyyppi', 'Vuoroja', 'Tunnit', 'Palkka', 'Ilman hintaa'],
      ['Cecilia Kuukausi', 'PR-003', 'monthly', 1, 8, 0, 0],
      ['Aada Palkka', 'PR-001', 'hourly', 9, 48, 1030, 1],
      ['Yhteensä', undefined, undefined, 10, 56, 1030, 1],
    ]);
  });

  it('streams every worker where JSON stops at MONEY.maxBreakdownRows', async () => {
    // Not every test database can take hundreds of workers quickly: check the cap's arithmetic
    // on the fixture instead, and that the file has one row per worker plus the totals.
    const json = (await report(period)).json();
    expect(json.rows.length).toBeLessThanOrEqual(MONEY.maxBreakdownRows);
    const csv = (await report({ ...period, format: 'csv' })).body.trimEnd().split('\r\n');
    expect(csv.length).toBe(json.rows.length + 2);
  });

  it('reads more workers than one batch holds, every one once, in name order', async () => {
    // A three-year range puts 50 workers in a batch (workersPerBatch): 55 new ones need two.
    const range = { from: '2023-01-01', to: '2025-12-31' };
    expect(workersPerBatch(range.from, range.to)).toBe(50);
    const extra = await newOrganization();
    const names: string[] = [];
    for (let i = 0; i < 55; i++) {
      const lastName = `Sukunimi${String(i).padStart(2, '0')}`;
      const person = await makeUser(t, extra.organization.id, { firstName: 'Erä', lastName });
      await addShift(t, extra, person.id, { day: '2024-06-03', start: 8, end: 9, salary: '10' });
      names.push(`Erä ${lastName}`);
    }
    const res = await report({ ...range, format: 'csv' }, await extra.sessionFor('admin'));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(';'));
    // The organisation's own factory worker has no shift in the range; every new worker has one.
    expect(lines.slice(1, -1).map((l) => l[0])).toEqual(names);
    expect(lines.at(-1)).toEqual(['Yhteensä', '', '', '55', '55,00', '550,00', '0']);
  });

  it('refuses bad input per field and another organisation’s user ids with 404', async () => {
    const cases: [object, string, string][] = [
      [{ from: '2025-03-01', to: '2025-03-01' }, 'to', 'after'],
      [{ from: '2020-01-01', to: '2025-03-01' }, 'to', 'maxValue'],
      [{ from: '2025-03-01' }, 'to', ''],
      [{ ...period, format: 'pdf' }, 'format', ''],
      [{ ...period, userIds: [] }, 'userIds', ''],
      [{ ...period, userIds: ['x'] }, 'userIds.0', ''],
    ];
    for (const [payload, field, key] of cases) {
      const res = await report(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field], `${field} ${res.body}`).toBeDefined();
      if (key) expect(res.json().fields[field].key).toBe(key);
    }
    for (const format of ['json', 'csv', 'xlsx']) {
      const res = await report({ ...period, format, userIds: [people.aada.id, other.worker.id] });
      expect(res.statusCode, format).toBe(404);
    }
  });
});
