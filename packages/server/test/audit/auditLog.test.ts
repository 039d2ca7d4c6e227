// The audit log (decision 136): append-only for the application, every login and refusal with
// the address and user agent, shift changes old → new, secrets masked, and the admin's page of
// entries (filters, keyset pages, bad input) and its CSV and XLSX files.
import { MASKED } from '@tuura/domain/rules/audit';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { FACTORY_PASSWORD, makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { rejectionOf, sqlState } from '../support/sqlState.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let admin: string;
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
  admin = await a.sessionFor('admin');
});
afterAll(() => t.close());

const AGENT = 'Mozilla/5.0 (audit test)';
const ADDRESS = '203.0.113.77';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** A request from a known address and browser. */
const from = (method: Method, url: string, opts: { cookie?: string; payload?: object } = {}) =>
  t.app.inject({
    method,
    url,
    remoteAddress: ADDRESS,
    headers: { 'user-agent': AGENT, ...(opts.cookie && { cookie: opts.cookie }) },
    ...(opts.payload && { payload: opts.payload }),
  });

type Entry = {
  _id: string;
  at: string;
  action: string;
  actor: { kind: string; id: string | null; name: string | null };
  target: { type: string; id: string | null; name: string | null } | null;
  changes: { field: string; from: unknown; to: unknown }[];
  details: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
};

async function page(query: Record<string, string | number>, cookie = admin) {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await from('GET', `/api/audit/admin?${search}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { entries: Entry[]; nextCursor: string | null };
}

describe('the table is append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of entries', async () => {
    for (const statement of [
      sql`update audit_log set action = 'edited'`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      const error = await rejectionOf(t.db.execute(statement));
      expect(sqlState(error)).toBe('42501');
    }
  });

  it("lets the retention purge's transaction delete entries, and only it", async () => {
    await t.db.insert(auditLog).values({ organizationId: b.organization.id, action: 'test.purgeable' });
    const purgeable = and(
      eq(auditLog.organizationId, b.organization.id),
      eq(auditLog.action, 'test.purgeable'),
    );
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local tuura.retention_purge = 'on'`);
      await tx.delete(auditLog).where(purgeable);
    });
    expect(await t.db.select().from(auditLog).where(purgeable)).toEqual([]);
    // The setting was local: the next transaction is refused again.
    await t.db.insert(auditLog).values({ organizationId: b.organization.id, action: 'test.purgeable' });
    expect(sqlState(await rejectionOf(t.db.delete(auditLog).where(purgeable)))).toBe('42501');
  });
});

describe('what is recorded', () => {
  it('a login success and a wrong password, each with the address and user agent', async () => {
    const person = await makeUser(t, a.organization.id, { email: 'kirjautuja@alfa.test' });
    expect(
      (
        await from('POST', '/api/auth/login', {
          payload: { email: person.email, password: 'väärä-salasana' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await from('POST', '/api/auth/login', {
          payload: { email: person.email, password: FACTORY_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
    const { entries } = await page({ targetType: 'user', targetId: person.id });
    expect(entries.map((e) => e.action)).toEqual(['auth.login', 'auth.loginFailed']);
    for (const entry of entries) expect(entry).toMatchObject({ ip: ADDRESS, userAgent: AGENT });
    expect(entries[1]?.details).toEqual({ reason: 'password' });
    expect(entries[0]?.actor).toEqual({ kind: 'user', id: person.id, name: 'Testi Henkilö' });
  });

  it('a wrong guest password is recorded under the guest user', async () => {
    const res = await from('POST', '/api/auth/guest-user/login', {
      payload: { email: a.guest.email, password: 'väärä-salasana' },
    });
    expect(res.statusCode).toBe(401);
    const { entries } = await page({ targetType: 'guestUser', targetId: a.guest.id });
    expect(entries[0]).toMatchObject({ action: 'auth.guestLoginFailed', ip: ADDRESS, userAgent: AGENT });
  });

  it('a refused call (403) names the caller, the route and the message key', async () => {
    const worker = await a.sessionFor('worker');
    expect((await from('GET', '/api/audit/admin', { cookie: worker })).statusCode).toBe(403);
    const { entries } = await page({ actor: a.worker.id, action: 'access.refused' });
    expect(entries[0]).toMatchObject({
      actor: { kind: 'user', id: a.worker.id },
      details: { method: 'GET', route: '/api/audit/admin', key: 'auth.notAuthorized' },
      ip: ADDRESS,
      userAgent: AGENT,
    });
  });

  it('a changed shift shows who changed which field from what to what, and from where', async () => {
    const res = await from('PUT', `/api/shifts/${a.pastShift.id}/admin`, {
      cookie: admin,
      payload: { shift: { description: 'Uusi kuvaus' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = await page({
      targetType: 'shift',
      targetId: a.pastShift.id,
      action: 'shift.updated',
    });
    expect(entries[0]).toMatchObject({
      actor: { kind: 'user', id: a.admin.id },
      target: { type: 'shift', id: a.pastShift.id },
      ip: ADDRESS,
      userAgent: AGENT,
    });
    expect(entries[0]?.changes).toContainEqual({ field: 'description', from: '', to: 'Uusi kuvaus' });
  });

  it("masks a national id and a bank account, keeps that they changed and the other fields' values", async () => {
    const person = await makeUser(t, a.organization.id);
    const res = await from('PUT', `/api/users/${person.id}/admin`, {
      cookie: admin,
      payload: {
        user: {
          personal: { phone: '050 123', nationalId: '131052-308T', bankAccount: 'FI21 1234 5600 0007 85' },
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { entries } = await page({ targetType: 'user', targetId: person.id, action: 'user.adminUpdate' });
    const changes = entries[0]?.changes ?? [];
    expect(changes).toContainEqual({ field: 'phone', from: '', to: '050 123' });
    expect(changes).toContainEqual({ field: 'nationalId', from: '', to: MASKED });
    expect(changes).toContainEqual({ field: 'bankAccount', from: '', to: MASKED });
    const [stored] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, person.id), eq(auditLog.action, 'user.adminUpdate')));
    expect(JSON.stringify(stored)).not.toMatch(/131052|FI21|enc:v1/);
  });
});

describe('GET /api/audit/admin', () => {
  /** Entries of a fresh organisation whose rows we know: several in one instant (one transaction). */
  async function seeded() {
    const { makeOrganization } = await import('../support/factories.ts');
    const o = await makeOrganization(t);
    const people = [o.admin.id, o.reader.id, o.worker.id];
    const base = Date.UTC(2026, 0, 1);
    const rows = Array.from({ length: 60 }, (_, i) => ({
      organizationId: o.organization.id,
      actorUserId: people[i % 3] ?? null,
      action: i % 4 === 0 ? 'test.even' : 'test.odd',
      targetType: 'thing',
      targetId: `t${i % 5}`,
      // Every three share an instant, to the microsecond: the id breaks the tie.
      createdAt: new Date(base + Math.floor(i / 3) * 60_000),
    }));
    await t.db.insert(auditLog).values(rows);
    const stored = await t.db
      .select({
        id: auditLog.id,
        actorUserId: auditLog.actorUserId,
        action: auditLog.action,
        targetId: auditLog.targetId,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .where(and(eq(auditLog.organizationId, o.organization.id), eq(auditLog.targetType, 'thing')));
    const newestFirst = stored.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id);
    return { o, people, newestFirst, cookie: await o.sessionFor('admin') };
  }

  it('pages by cursor through every matching entry newest first, none twice, for any filter and page size', async () => {
    const fc = await import('fast-check');
    const { o, people, newestFirst, cookie } = await seeded();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 25 }),
        fc.option(fc.constantFrom(...people), { nil: undefined }),
        fc.option(fc.constantFrom('test.even', 'test.odd'), { nil: undefined }),
        fc.option(fc.constantFrom('t0', 't3'), { nil: undefined }),
        fc.option(fc.integer({ min: 0, max: 19 }), { nil: undefined }),
        async (limit, actor, action, targetId, fromMinute) => {
          const since =
            fromMinute === undefined ? undefined : new Date(Date.UTC(2026, 0, 1) + fromMinute * 60_000);
          const query: Record<string, string | number> = {
            limit,
            targetType: 'thing',
            ...(actor && { actor }),
            ...(action && { action }),
            ...(targetId && { targetId }),
            ...(since && { from: since.toISOString() }),
          };
          const seen: string[] = [];
          let cursor: string | null = null;
          do {
            const body = await page({ ...query, ...(cursor && { cursor }) }, cookie);
            expect(body.entries.length).toBeLessThanOrEqual(limit);
            seen.push(...body.entries.map((e) => e._id));
            cursor = body.nextCursor;
          } while (cursor);
          const expected = newestFirst
            .filter((r) => (!actor || r.actorUserId === actor) && (!action || r.action === action))
            .filter((r) => (!targetId || r.targetId === targetId) && (!since || r.createdAt >= since))
            .map((r) => String(r.id));
          expect(seen).toEqual(expected);
        },
      ),
      { numRuns: 25 },
    );
    expect(o.organization.id).toBeTruthy();
  });

  it("never lists another organisation's entries, whatever ids the filter names", async () => {
    const { newestFirst } = await seeded();
    const cookieB = await b.sessionFor('admin');
    const foreign = await page({ targetType: 'thing', limit: 200 }, cookieB);
    expect(foreign.entries).toEqual([]);
    const byForeignPerson = await page({ actor: a.admin.id }, cookieB);
    expect(byForeignPerson.entries).toEqual([]);
    const foreignShift = await page({ targetType: 'shift', targetId: a.pastShift.id }, cookieB);
    expect(foreignShift.entries).toEqual([]);
    expect(newestFirst.length).toBe(60);
  });

  it('answers bad input with 400 and a message on the field', async () => {
    const cases: [string, string, string][] = [
      ['action', 'x'.repeat(61), 'maxLength'],
      ['limit', 'kymmenen', 'type'],
      ['limit', '0', 'minValue'],
      ['limit', '201', 'maxValue'],
      ['cursor', 'not-a-cursor', 'invalid'],
      ['cursor', btoa('2026-01-01T00:00:00Z~-1'), 'invalid'],
      ['actor', 'ei-uuid', 'format'],
      ['from', 'eilen', 'format'],
      ['targetId', 'abc', 'required'],
      ['action', 'auth.login\u0000', 'invalidCharacter'],
      ['targetType', 'shift type', 'format'],
    ];
    const answers: string[] = [];
    for (const [field, value] of cases) {
      const res = await from('GET', `/api/audit/admin?${new URLSearchParams({ [field]: value })}`, {
        cookie: admin,
      });
      const fields = (res.json().fields ?? {}) as Record<string, { key: string }>;
      const named = field === 'targetId' ? 'targetType' : field;
      answers.push(`${res.statusCode} ${named} ${fields[`querystring.${named}`]?.key}`);
    }
    expect(answers).toEqual(
      cases.map(([field, , key]) => `400 ${field === 'targetId' ? 'targetType' : field} ${key}`),
    );
    const backwards = await from(
      'GET',
      '/api/audit/admin?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z',
      { cookie: admin },
    );
    expect(backwards.json().fields['querystring.to'].key).toBe('after');
  });

  it('exports the filtered entries as CSV and XLSX, newest first, with the changes', async () => {
    const { o, newestFirst, cookie } = await seeded();
    const csv = await from('GET', '/api/audit/export/admin?format=csv&targetType=thing&targetId=t0', {
      cookie,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Aika;Kuka;Tekijän tyyppi;Toiminto;Kohde;Kohteen tunnus;Muutokset;Lisätiedot;IP-osoite;Selain',
    );
    const expected = newestFirst.filter((r) => r.targetId === 't0');
    expect(lines.length - 1).toBe(expected.length);
    expect(lines[1]).toContain(`;${expected[0]?.action};thing;t0;`);

    const xlsx = await from('GET', '/api/audit/export/admin?format=xlsx&targetType=thing', { cookie });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(61);
    expect(sheet?.getRow(2).getCell(4).value).toBe(newestFirst[0]?.action);
    expect(o.organization.id).toBeTruthy();
  });
});
