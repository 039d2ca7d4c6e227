// The organisation's name, plugin name and admin email (spec §5, §7; decision 123): changed by an
// admin with all on organization, per-field messages for bad input, audited, own organisation only.
import { ORGANIZATION } from '@tuura/domain/limits';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, organizations } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
});
afterAll(() => t?.close());

const DETAILS = '/api/organization/admin';
const EMAIL = '/api/organization/email/admin';
const stored = async (o: OrgFixture) =>
  (await t.db.select().from(organizations).where(eq(organizations.id, o.organization.id)))[0];
const audited = (o: OrgFixture, action: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.organizationId, o.organization.id), eq(auditLog.action, action)));

describe('name and plugin name', () => {
  it("an admin changes them: the answer, the public view and the audit log show it, the other organisation's stay", async () => {
    const before = await stored(b);
    const res = await call(t, 'PUT', DETAILS, {
      cookie: await a.sessionFor('admin'),
      payload: { name: '  Hoivapalvelu Alfa Oy ', pluginName: 'Alfa-liitännäinen' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().organization).toMatchObject({
      name: 'Hoivapalvelu Alfa Oy',
      pluginName: 'Alfa-liitännäinen',
    });
    const seen = await call(t, 'GET', '/api/organization', { cookie: await a.sessionFor('worker') });
    expect(seen.json().organization.name).toBe('Hoivapalvelu Alfa Oy');
    const [entry] = await audited(a, 'organization.details');
    expect(entry?.actorUserId).toBe(a.admin.id);
    expect(entry?.data).toMatchObject({
      name: 'Hoivapalvelu Alfa Oy',
      pluginName: 'Alfa-liitännäinen',
      before: { name: a.organization.name },
    });
    expect(await stored(b)).toMatchObject({ name: before?.name, pluginName: before?.pluginName });
  });

  it('takes names of exactly the longest length and an empty plugin name', async () => {
    const name = 'N'.repeat(ORGANIZATION.name);
    const res = await call(t, 'PUT', DETAILS, {
      cookie: await a.sessionFor('admin'),
      payload: { name, pluginName: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(a)).toMatchObject({ name, pluginName: '' });
  });

  it('refuses bad input with 400 and a message under each field, changing nothing', async () => {
    const cookie = await a.sessionFor('admin');
    const before = await stored(a);
    const cases: [object, Record<string, string>][] = [
      [
        { name: 'N'.repeat(81), pluginName: 'P'.repeat(31) },
        { name: 'maxLength', pluginName: 'maxLength' },
      ],
      [{ name: '   ', pluginName: '' }, { name: 'required' }],
      [
        { name: 'Tuura\u202Eyo', pluginName: 'tuura\r\nx' },
        { name: 'invalidCharacter', pluginName: 'invalidCharacter' },
      ],
      [
        { name: 'Tuura\u0007', pluginName: 'a\u2066b' },
        { name: 'invalidCharacter', pluginName: 'invalidCharacter' },
      ],
      [{}, { name: 'required', pluginName: 'required' }],
      [
        { name: 5, pluginName: false },
        { name: 'type', pluginName: 'type' },
      ],
    ];
    for (const [payload, fields] of cases) {
      const res = await call(t, 'PUT', DETAILS, { cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      for (const [field, key] of Object.entries(fields))
        expect(res.json().fields[field]?.key, `${JSON.stringify(payload)} ${field}`).toBe(key);
    }
    // The limit comes with the message, for the form to name it.
    const long = await call(t, 'PUT', DETAILS, { cookie, payload: { name: 'N'.repeat(81), pluginName: '' } });
    expect(long.json().fields.name.params.length).toBe(ORGANIZATION.name);
    expect(await stored(a)).toMatchObject({ name: before?.name, pluginName: before?.pluginName });
  });
});

describe('admin email', () => {
  it('an admin changes it (trimmed, lower case); the audit log keeps the old one', async () => {
    const before = await stored(a);
    const res = await call(t, 'PUT', EMAIL, {
      cookie: await a.sessionFor('admin'),
      payload: { adminEmail: ' Hallinto@Alfa.example ' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().organization.adminEmail).toBe('hallinto@alfa.example');
    expect((await stored(a))?.adminEmail).toBe('hallinto@alfa.example');
    const [entry] = await audited(a, 'organization.email');
    expect(entry?.data).toEqual({ adminEmail: 'hallinto@alfa.example', before: before?.adminEmail });
  });

  it('refuses too long, not an email, missing and wrong types with a message under adminEmail', async () => {
    const cookie = await a.sessionFor('admin');
    const tooLong = `${'a'.repeat(ORGANIZATION.adminEmail - 'x@example.com'.length + 1)}x@example.com`;
    expect(tooLong.length).toBe(257);
    for (const [payload, key] of [
      [{ adminEmail: tooLong }, 'maxLength'],
      [{ adminEmail: 'ei sähköposti' }, 'format'],
      [{}, 'required'],
      [{ adminEmail: 42 }, 'type'],
    ] as const) {
      const res = await call(t, 'PUT', EMAIL, { cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields.adminEmail?.key, JSON.stringify(payload)).toBe(key);
    }
    expect((await stored(a))?.adminEmail).toBe('hallinto@alfa.example');
  });
});

describe('who may change them', () => {
  const writes = [
    [DETAILS, { name: 'Kielletty nimi', pluginName: '' }],
    [EMAIL, { adminEmail: 'kielletty@example.com' }],
  ] as const;

  it('a reader (organization read), a worker and a guest get 403, no session 401; nothing changes', async () => {
    const before = await stored(b);
    for (const [url, payload] of writes) {
      for (const role of ['reader', 'worker', 'guest'] as const) {
        const res = await call(t, 'PUT', url, { cookie: await b.sessionFor(role), payload });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
      expect((await call(t, 'PUT', url, { payload })).statusCode, url).toBe(401);
    }
    expect(await stored(b)).toEqual(before);
  });
});
