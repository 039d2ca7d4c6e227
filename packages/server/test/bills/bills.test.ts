// Bills: a month's lines, subtotals and total equal sums worked out by hand here; the
// CSV and XLSX files carry the same numbers; the billing status moves in bulk with who and when,
// only for the shifts the filter picks; foreign ids and bad input are refused.
import { MONEY } from '@tuura/domain/limits';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customers, shifts, users } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';
import { FEBRUARY, makeFebruary } from './fixture.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let feb: Awaited<ReturnType<typeof makeFebruary>>;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  admin = await o.sessionFor('admin');
  feb = await makeFebruary(t, o, other);
});
afterAll(() => t.close());

const billing = (body: object, cookie = admin) =>
  call(t, 'POST', '/api/shifts/billing-data/admin', { cookie, payload: { ...FEBRUARY, ...body } });
const setStatus = (body: object, cookie = admin) =>
  call(t, 'PUT', '/api/shifts/billing-status/admin', { cookie, payload: { ...FEBRUARY, ...body } });

// Every line of February by hand (rate × minutes ÷ 60, rounded half away from zero once):
//   Yö 1          00:30–08:30 = 480 min × 45,50 €/h            = 364,00     → 36 400
//   Yö 2          22:00–06:30 = 510 min × 52,05 €/h = 442,425  → 442,43     → 44 243
//   Leimattu      stamped 08:00–17:15 (waiting) = 555 min × 40 = 370,00     → 37 000
//   Ei hintaa     480 min, no rate                                          → null (unpriced)
//   Sairas        480 min, sick leave is not billed                         → 0
//   Vuorohinta    360 min, 300 € per shift                                  → 30 000
//   Jo laskutettu 240 min × 50 €/h                                          → 20 000
//   Terveyskeskus 600 min × 60 €/h                                          → 60 000
//   Ei osastoa    120 min × 35 €/h                                          →  7 000
const ER = { shifts: 5, minutes: 480 + 510 + 555 + 480 + 480, billed: 36_400 + 44_243 + 37_000 + 0 };
const ICU = { shifts: 2, minutes: 360 + 240, billed: 30_000 + 20_000 };
const WARD = { shifts: 1, minutes: 600, billed: 60_000 };
const NONE = { shifts: 1, minutes: 120, billed: 7_000 };
// Nobody has a salary value: every paid line is unpriced on the pay side, never guessed.
const totals = (g: { shifts: number; minutes: number; billed: number }, unpricedBilling = 0) => ({
  ...g,
  paid: 0,
  unpricedBilling,
  unpricedPay: g.shifts,
});

/** A CSV number with a decimal comma (`1234,50`) as cents. */
const csvCents = (cell: string) => Math.round(Number(cell.replace(',', '.')) * 100);

type Line = { name: string; minutes: number; billing: { amount: number | null; reason: string } };

describe('POST /api/shifts/billing-data/admin', () => {
  it("answers February's lines in start order with the hand-computed amounts", async () => {
    const res = await billing({});
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.truncated).toBe(false);
    expect(body.lines.map((l: Line) => [l.name, l.minutes, l.billing.amount, l.billing.reason])).toEqual([
      ['Yö 1', 480, 36_400, 'priced'],
      ['Yö 2', 510, 44_243, 'priced'],
      ['Leimattu', 555, 37_000, 'priced'],
      ['Ei hintaa', 480, null, 'noRate'],
      ['Sairas', 480, 0, 'typeNotBilled'],
      ['Vuorohinta', 360, 30_000, 'priced'],
      ['Jo laskutettu', 240, 20_000, 'priced'],
      ['Terveyskeskus', 600, 60_000, 'priced'],
      ['Ei osastoa', 120, 7_000, 'priced'],
    ]);
    expect(body.lines[0]).toMatchObject({
      date: '2025-02-01',
      times: 'planned',
      customer: { _id: o.customer.id, name: o.customer.name },
      department: { _id: o.department.id, name: o.department.name },
      worker: { _id: o.worker.id },
      billing: { rate: { cents: 4_550, per: 'hour' } },
    });
    expect(body.lines[2].times).toBe('stamped');
  });

  it('sums each customer and department, shifts without a department last, and the whole month', async () => {
    const body = (await billing({})).json();
    expect(body.groups).toEqual([
      {
        customer: { _id: o.customer.id, name: o.customer.name },
        department: { _id: o.department.id, name: o.department.name },
        totals: totals(ER, 1),
      },
      {
        customer: { _id: o.customer.id, name: o.customer.name },
        department: { _id: feb.icu.id, name: 'Teho' },
        totals: totals(ICU),
      },
      {
        customer: { _id: feb.clinic.id, name: 'Terveyskeskus' },
        department: { _id: feb.ward.id, name: 'Vuodeosasto' },
        totals: totals(WARD),
      },
      { customer: null, department: null, totals: totals(NONE) },
    ]);
    // 117 643 + 50 000 + 60 000 + 7 000 = 234 643 cents over 2 505 + 600 + 600 + 120 = 3 825 min.
    expect(body.totals).toEqual({ ...totals({ shifts: 9, minutes: 3_825, billed: 234_643 }, 1) });
    // The emergency ward's sum as worked out by hand above, read from the answer.
    expect(body.groups[0].totals.billed).toBe(117_643);
  });

  it('narrows to a customer, a department and a billing status', async () => {
    const customer = (await billing({ customerId: o.customer.id })).json();
    // The emergency ward's 117 643 and the ICU's 50 000.
    expect(customer.totals.billed).toBe(167_643);
    expect(customer.groups.map((g: { department: { name: string } }) => g.department.name)).toEqual([
      o.department.name,
      'Teho',
    ]);
    const icu = (await billing({ customerId: o.customer.id, departmentId: feb.icu.id })).json();
    expect(icu.totals).toEqual(totals(ICU));
    const notBilled = (await billing({ customerId: o.customer.id, billingStatus: 0 })).json();
    // All of the customer's but "Jo laskutettu" (20 000): 167 643 − 20 000.
    expect(notBilled.totals.billed).toBe(147_643);
    expect(notBilled.lines.map((l: Line) => l.name)).not.toContain('Jo laskutettu');
  });

  it('caps the lines at MONEY.maxLines but sums every shift, and the file has them all', async () => {
    const extra = MONEY.maxLines + 3;
    // June 2025, away from February: an hour a shift at 10 €/h, a minute apart.
    const start = Date.parse('2025-06-02T06:00:00Z');
    await t.db.insert(shifts).values(
      Array.from({ length: extra }, (_, i) => ({
        organizationId: o.organization.id,
        // Worked (an open shift bills nothing): the rows go straight in, overlaps unchecked.
        workerId: o.worker.id,
        departmentId: feb.ward.id,
        name: `Tunti ${i}`,
        from: new Date(start + i * 60_000),
        to: new Date(start + i * 60_000 + 3_600_000),
        billing: '10',
      })),
    );
    const june = { from: '2025-06-01', to: '2025-07-01' };
    const body = (await billing(june)).json();
    expect(body.lines).toHaveLength(MONEY.maxLines);
    expect(body.truncated).toBe(true);
    // 5 003 shifts × 60 min × 10 €/h = 5 003 × 1 000 cents.
    expect(body.totals).toMatchObject({ shifts: extra, minutes: extra * 60, billed: extra * 1_000 });
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0].totals.billed).toBe(extra * 1_000);
    const csv = (await billing({ ...june, format: 'csv' })).body.slice(1).trimEnd().split('\r\n');
    // The header, every line, one subtotal and the total.
    expect(csv).toHaveLength(1 + extra + 1 + 1);
    expect(csvCents(csv.at(-1)?.split(';')[10] ?? '')).toBe(extra * 1_000);
  });

  it("answers 404 for another organisation's customer or department, or a department of another customer", async () => {
    for (const body of [
      { customerId: other.customer.id },
      { departmentId: other.department.id },
      { customerId: feb.clinic.id, departmentId: o.department.id },
    ]) {
      const res = await billing(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
    }
  });

  it('refuses bad input per field', async () => {
    const cases: [object, string, string][] = [
      [{ to: '2025-01-15' }, 'to', 'after'],
      [{ to: '2025-02-01' }, 'to', 'after'],
      [{ from: '2020-01-01', to: '2025-01-01' }, 'to', 'maxValue'],
      [{ from: '1.2.2025' }, 'from', 'format'],
      [{ from: 20250201 }, 'from', 'type'],
      [{ customerId: 'x' }, 'customerId', 'format'],
      [{ departmentId: 42 }, 'departmentId', 'type'],
      [{ billingStatus: 3 }, 'billingStatus', 'enum'],
      [{ format: 'pdf' }, 'format', 'enum'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await billing(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field]?.key, `${field}: ${res.body.slice(0, 300)}`).toBe(key);
    }
    const missing = await call(t, 'POST', '/api/shifts/billing-data/admin', { cookie: admin, payload: {} });
    expect(Object.keys(missing.json().fields).sort()).toEqual(['from', 'to']);
  });
});

describe('exports', () => {
  it('writes the CSV with semicolons and decimal commas, the total equal to the JSON total', async () => {
    const res = await billing({ format: 'csv' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('laskutus-2025-02.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const rows = res.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((r) => r.split(';'));
    expect(rows[0]).toEqual([
      'Päivä',
      'Asiakas',
      'Osasto',
      'Vuoro',
      'Työntekijä',
      'Alkaa',
      'Päättyy',
      'Tunnit',
      'Ajat',
      'Hinta',
      'Summa',
      'Laskutuksen tila',
    ]);
    expect(rows[1]).toEqual([
      '1.2.2025',
      o.customer.name,
      o.department.name,
      'Yö 1',
      'Testi Henkilö',
      '1.2.2025 00:30',
      '1.2.2025 08:30',
      '8,00',
      'suunniteltu',
      '45,50 €/h',
      '364,00',
      'Laskuttamatta',
    ]);
    expect(rows[2]?.[10]).toBe('442,43');
    expect(rows[4]?.slice(9, 11)).toEqual(['ei hintaa', '']);
    // Nine lines, four subtotals, the total.
    expect(rows).toHaveLength(1 + 9 + 4 + 1);
    const total = rows.at(-1) ?? [];
    expect(total[3]).toBe('Yhteensä');
    expect(total[7]).toBe('63,75'); // 3 825 min = 63,75 h
    expect(total[9]).toBe('1 ilman hintaa');
    expect(csvCents(total[10] ?? '')).toBe((await billing({})).json().totals.billed);
    const subtotals = rows.slice(10, 14);
    expect(subtotals.map((r) => [r[1], r[2], r[3], csvCents(r[10] ?? '')])).toEqual([
      [o.customer.name, o.department.name, 'Välisumma', ER.billed],
      [o.customer.name, 'Teho', 'Välisumma', ICU.billed],
      ['Terveyskeskus', 'Vuodeosasto', 'Välisumma', WARD.billed],
      ['', 'Ei osastoa', 'Välisumma', NONE.billed],
    ]);
  });

  it('writes headers in English for an English-speaking admin', async () => {
    const english = await makeUser(t, o.organization.id, {
      permissions: { shifts: 'read', billing: 'read', departments: 'read' },
    });
    await t.db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
    const res = await billing(
      { format: 'csv', from: '2025-02-03', to: '2025-02-06' },
      await sessionForUser(t, english),
    );
    expect(res.headers['content-disposition']).toContain('billing-2025-02-03--2025-02-05.csv');
    const rows = res.body.slice(1).trimEnd().split('\r\n');
    expect(rows[0]?.startsWith('Date;Customer;Department;Shift;Worker')).toBe(true);
    expect(rows.at(-1)?.split(';')[3]).toBe('Total');
  });

  it('names the file after the customer and department filtered on, and after the days of a range', async () => {
    const customer = await billing({ format: 'csv', customerId: feb.clinic.id });
    expect(customer.statusCode).toBe(200);
    expect(customer.headers['content-disposition']).toContain('laskutus-2025-02-Terveyskeskus.csv');
    const department = await billing({
      format: 'csv',
      customerId: feb.clinic.id,
      departmentId: feb.ward.id,
      from: '2025-02-10',
      to: '2025-02-15',
    });
    expect(department.headers['content-disposition']).toContain(
      'laskutus-2025-02-10--2025-02-14-Terveyskeskus-Vuodeosasto.csv',
    );
    // A department alone names only itself.
    const icu = await billing({ format: 'csv', departmentId: feb.icu.id });
    expect(icu.headers['content-disposition']).toContain('laskutus-2025-02-Teho.csv');
    // A name's spaces and punctuation become one hyphen; its letters stay, ä and all (UTF-8).
    const [nordic] = await t.db
      .insert(customers)
      .values({ organizationId: o.organization.id, name: 'Ääneseudun terveys / Oy' })
      .returning();
    const named = await billing({ format: 'csv', customerId: nordic?.id });
    expect(named.statusCode).toBe(200);
    const star = /filename\*=UTF-8''([^;]+)/.exec(String(named.headers['content-disposition']))?.[1] ?? '';
    expect(decodeURIComponent(star)).toBe('laskutus-2025-02-Ääneseudun-terveys-Oy.csv');
    // Without a filter, the period alone (as before).
    const all = await billing({ format: 'csv' });
    expect(all.headers['content-disposition']).toBe('attachment; filename=laskutus-2025-02.csv');
  });

  it('writes an XLSX that exceljs reads back with the same lines and total', async () => {
    const json = (await billing({ customerId: o.customer.id })).json();
    const res = await billing({ customerId: o.customer.id, format: 'xlsx' });
    expect(res.statusCode).toBe(200);
    // The customer filtered on names the file (its tag's letters and digits, hyphens between).
    expect(res.headers['content-disposition']).toContain(
      `laskutus-2025-02-${o.customer.name.replaceAll(' ', '-')}.xlsx`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Laskutus');
    if (!sheet) throw new Error('no sheet');
    // The customer's seven lines, two subtotals and the total under the header row.
    expect(sheet.rowCount).toBe(1 + 7 + 2 + 1);
    const amounts = Array.from({ length: 7 }, (_, i) => sheet.getCell(`K${i + 2}`).value);
    expect(amounts).toEqual([364, 442.43, 370, null, 0, 300, 200]);
    expect(sheet.getCell('D11').value).toBe('Yhteensä');
    expect(Math.round(Number(sheet.getCell('K11').value) * 100)).toBe(json.totals.billed);
    expect(sheet.getCell('H11').value).toBeCloseTo(json.totals.minutes / 60, 10);
  });
});

describe('PUT /api/shifts/billing-status/admin', () => {
  const statusOf = async (ids: string[]) => {
    const rows = await t.db.select().from(shifts).where(inArray(shifts.id, ids));
    return Object.fromEntries(rows.map((r) => [r.name, r.billingStatus]));
  };

  it("refuses another organisation's shift ids, or one outside the period, with 404 and moves none", async () => {
    const s = feb.shifts;
    for (const ids of [
      [s['Ei osastoa']?.id, s.Vieras?.id],
      [s['Ei osastoa']?.id, s.Maaliskuu?.id],
      [s.Vuorohinta?.id, s.Poistettu?.id],
    ]) {
      const res = await setStatus({ shiftIds: ids, status: 1 });
      expect(res.statusCode).toBe(404);
    }
    // A department filter that the listed shift is not in.
    const res = await setStatus({ departmentId: feb.icu.id, shiftIds: [s['Yö 1']?.id], status: 1 });
    expect(res.statusCode).toBe(404);
    const all = Object.values(s).map((x) => x.id);
    expect(Object.values(await statusOf(all)).filter((v) => v !== 0)).toEqual([1]); // only "Jo laskutettu"
  });

  it("marks a customer's not-billed month billed, recording who and when, and nothing else", async () => {
    const res = await setStatus({ customerId: o.customer.id, billingStatus: 0, status: 1 });
    expect(res.statusCode, res.body).toBe(200);
    // Yö 1, Yö 2, Leimattu, Ei hintaa, Sairas and Vuorohinta; "Jo laskutettu" was billed already,
    // the running shift has no end yet.
    expect(res.json()).toEqual({ updated: 6 });
    const rows = await t.db
      .select()
      .from(shifts)
      .where(
        inArray(
          shifts.id,
          Object.values(feb.shifts).map((x) => x.id),
        ),
      );
    const byName = Object.fromEntries(rows.map((r) => [r.name, r]));
    for (const name of ['Yö 1', 'Yö 2', 'Leimattu', 'Ei hintaa', 'Sairas', 'Vuorohinta']) {
      expect(byName[name]?.billingStatus, name).toBe(1);
      expect(byName[name]?.billingChangedBy, name).toBe(o.admin.id);
      expect(
        Math.abs((byName[name]?.billingChangedAt?.getTime() ?? 0) - t.clock.now().getTime()),
      ).toBeLessThan(60_000);
    }
    expect(byName['Jo laskutettu']?.billingChangedBy).toBeNull();
    for (const name of ['Käynnissä', 'Terveyskeskus', 'Ei osastoa', 'Maaliskuu', 'Poistettu', 'Vieras'])
      expect(byName[name]?.billingStatus, name).toBe(0);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, o.organization.id), eq(auditLog.action, 'shift.billingStatus')));
    expect(entry).toMatchObject({ actorUserId: o.admin.id, data: { status: 1, updated: 6 } });
    // The page sees it: the customer's not-billed list is empty now.
    expect((await billing({ customerId: o.customer.id, billingStatus: 0 })).json().lines).toEqual([]);
  });

  it('moves only the listed shifts, skipping a running one', async () => {
    const s = feb.shifts;
    const res = await setStatus({ shiftIds: [s.Terveyskeskus?.id, s.Käynnissä?.id], status: 2 });
    expect(res.json()).toEqual({ updated: 1 });
    expect(
      await statusOf([s.Terveyskeskus?.id ?? '', s.Käynnissä?.id ?? '', s['Ei osastoa']?.id ?? '']),
    ).toEqual({
      Terveyskeskus: 2,
      Käynnissä: 0,
      'Ei osastoa': 0,
    });
  });

  it('needs all on billing, and refuses bad input per field', async () => {
    const reader = await o.sessionFor('reader');
    expect((await setStatus({ status: 1 }, reader)).statusCode).toBe(403);
    const cases: [object, string, string][] = [
      [{ status: 1, to: '2025-01-01' }, 'to', 'after'],
      [{ status: 7 }, 'status', 'enum'],
      [{}, 'status', 'required'],
      [{ status: 1, shiftIds: [] }, 'shiftIds', 'minItems'],
      [{ status: 1, shiftIds: ['x'] }, 'shiftIds.0', 'format'],
      [{ status: 1, shiftIds: Array(MONEY.maxLines + 1).fill(o.pastShift.id) }, 'shiftIds', 'maxItems'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await setStatus(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field]?.key, `${field}: ${res.body.slice(0, 300)}`).toBe(key);
    }
  });
});

describe('the billing status from the shift editor (decision 117)', () => {
  it('needs billing all, and records who and when', async () => {
    const [shift] = await t.db
      .insert(shifts)
      .values({
        organizationId: o.organization.id,
        workerId: o.worker.id,
        departmentId: o.department.id,
        name: 'Editorin vuoro',
        from: new Date('2025-05-05T05:00:00Z'),
        to: new Date('2025-05-05T13:00:00Z'),
        billing: '50',
      })
      .returning();
    const url = `/api/shifts/${shift?.id}/admin`;
    const shiftsOnly = await makeUser(t, o.organization.id, { permissions: { shifts: 'all' } });
    const refused = await call(t, 'PUT', url, {
      cookie: await sessionForUser(t, shiftsOnly),
      payload: { shift: { billingStatus: 1 } },
    });
    expect(refused.statusCode).toBe(403);
    // Other changes with the status as it is still pass for them.
    const renamed = await call(t, 'PUT', url, {
      cookie: await sessionForUser(t, shiftsOnly),
      payload: { shift: { billingStatus: 0, description: 'Muutettu' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const moved = await call(t, 'PUT', url, { cookie: admin, payload: { shift: { billingStatus: 1 } } });
    expect(moved.statusCode, moved.body).toBe(200);
    const [row] = await t.db
      .select()
      .from(shifts)
      .where(eq(shifts.id, shift?.id ?? ''));
    expect(row).toMatchObject({ billingStatus: 1, billingChangedBy: o.admin.id });
    expect(row?.billingChangedAt).toBeInstanceOf(Date);
  });
});
