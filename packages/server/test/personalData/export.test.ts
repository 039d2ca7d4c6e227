// A person's data export (decision 134): the worker's own ZIP from the profile, an admin's of
// anyone in the organisation; each section there, the person's files, nobody else's rows.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notes, pollChoices, polls, pollVotes, shifts, users } from '../../src/db/schema/index.ts';
import { keyringOf } from '../../src/lib/dataEncryption.ts';
import { sealSensitive } from '../../src/modules/users/sensitive.ts';
import { filesApp, pdf, upload } from '../files/support.ts';
import type { TestApp } from '../support/app.ts';
import { makeStampedShift, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { documentOf, unzip } from './support.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let file: { _id: string; filename: string };
let removedShift: string;
const FILE_BYTES = pdf(4096);
beforeAll(async () => {
  ({ t, a, b } = await filesApp());
  const res = await upload(t, await a.sessionFor('worker'), 'palkkalaskelma.pdf', FILE_BYTES);
  expect(res.statusCode).toBe(201);
  file = res.json().file;
  const removed = await makeStampedShift(t, a, 72);
  await t.db.update(shifts).set({ deletedAt: new Date() }).where(eq(shifts.id, removed.id));
  removedShift = removed.id;
  await t.db
    .update(users)
    .set({ phone: '0401234567', ...sealSensitive(keyringOf(t.config), { nationalId: '131052-308T' }) })
    .where(eq(users.id, a.worker.id));
  await t.db.insert(notes).values([
    {
      organizationId: a.organization.id,
      body: 'Yleinen muistiinpano',
      targetType: 'user',
      targetId: a.worker.id,
      userGroup: 'user-general',
    },
    {
      organizationId: a.organization.id,
      body: 'HR-muistiinpano',
      targetType: 'user',
      targetId: a.worker.id,
      userGroup: 'user-hr',
    },
  ]);
  const [poll] = await t.db
    .insert(polls)
    .values({ organizationId: a.organization.id, title: 'Kesälomat', publishedAt: new Date() })
    .returning();
  const [choice] = await t.db
    .insert(pollChoices)
    .values({ organizationId: a.organization.id, pollId: poll?.id ?? '', text: 'Heinäkuu', position: 0 })
    .returning();
  await t.db.insert(pollVotes).values({
    organizationId: a.organization.id,
    pollId: poll?.id ?? '',
    userId: a.worker.id,
    choiceId: choice?.id ?? '',
  });
});
afterAll(() => t?.close());

async function exportAs(cookie: string | undefined, url = '/api/users/data') {
  const res = await call(t, 'GET', url, { cookie });
  return res;
}

describe("the worker's own export", () => {
  it('is a ZIP with every section, their shifts with stamps, their file and nobody else’s rows', async () => {
    const res = await exportAs(await a.sessionFor('worker'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename=.*\.zip/);
    const entries = await unzip(res.rawPayload);
    const doc = documentOf(entries);
    expect(doc.format).toBe('tuura-personal-data');
    expect(doc.requester).toBe('self');
    for (const section of [
      'profile',
      'settings',
      'permissions',
      'salaryValues',
      'shifts',
      'shiftRequests',
      'cancellations',
      'files',
      'pollAnswers',
      'notes',
      'notifications',
      'sessions',
      'auditEntries',
    ])
      expect(doc, section).toHaveProperty(section);
    expect(doc.profile).toMatchObject({ _id: a.worker.id, email: a.worker.email, phone: '0401234567' });
    expect(doc.profile.nationalId).toBe('131052-308T');
    // Live shifts in start order, then the removed one.
    expect(doc.shifts.map((s: { _id: string }) => s._id)).toEqual([
      a.pastShift.id,
      a.runningShift.id,
      removedShift,
    ]);
    expect(doc.shifts[2].removedAt).not.toBeNull();
    const past = doc.shifts.find((s: { _id: string }) => s._id === a.pastShift.id);
    expect(past.stamp).toMatchObject({ required: true, stamped: false });
    expect(past.department).toBe(a.department.name);
    expect(past.customer).toBe(a.customer.name);
    expect(doc.shiftRequests.map((r: { _id: string }) => r._id)).toEqual([a.suggestion.id]);
    expect(doc.notifications.map((n: { _id: string }) => n._id)).toEqual([a.notification.id]);
    expect(doc.settings.savedFilters.map((f: { name: string }) => f.name)).toEqual([a.filter.name]);
    expect(doc.pollAnswers.votes).toEqual([
      expect.objectContaining({ poll: 'Kesälomat', choice: 'Heinäkuu' }),
    ]);
    // The general note about them; the HR note is for admins with all on users.
    expect(doc.notes.map((n: { body: string }) => n.body)).toEqual(['Yleinen muistiinpano']);
    expect(doc.sessions.length).toBeGreaterThan(0);
    expect(doc.auditEntries.some((e: { action: string }) => e.action === 'user.dataExport')).toBe(true);
    // The file: in the document with its place in the ZIP, and its bytes there.
    const listed = doc.files.find((f: { _id: string }) => f._id === file._id);
    expect(listed).toMatchObject({ kind: 'file', path: 'palkkalaskelma.pdf', size: FILE_BYTES.length });
    expect(entries.get(listed.inZip)?.equals(FILE_BYTES)).toBe(true);
    expect(doc.files.find((f: { _id: string }) => f._id === a.directory.id)).toMatchObject({
      kind: 'directory',
    });
    // Nothing of another person: not the other organisation's worker, not a colleague, not an admin.
    const text = entries.get('tuura-data.json')?.toString('utf8') ?? '';
    for (const other of [b.worker, a.admin, a.reader]) expect(text).not.toContain(other.email);
    for (const shift of [b.pastShift, b.runningShift]) expect(text).not.toContain(shift.id);
    expect([...entries.keys()].sort()).toEqual(['tuura-data.json', listed.inZip].sort());
  });

  it('follows its documented schema (docs/personal-data-export.schema.json)', async () => {
    const schema = JSON.parse(
      readFileSync(new URL('../../../../docs/personal-data-export.schema.json', import.meta.url), 'utf8'),
    );
    const ajv = new Ajv2020({ allErrors: true, strict: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schema);
    for (const [cookie, url] of [
      [await a.sessionFor('worker'), '/api/users/data'],
      [await a.sessionFor('admin'), `/api/users/${a.worker.id}/data/admin`],
    ] as const) {
      const doc = documentOf(await unzip((await exportAs(cookie, url)).rawPayload));
      expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('answers 401 without a session and 403 to a guest user', async () => {
    expect((await exportAs(undefined)).statusCode).toBe(401);
    expect((await exportAs(await a.sessionFor('guest'))).statusCode).toBe(403);
  });
});

describe("an admin's export of a user", () => {
  it('holds the user’s data and the HR notes, with the admin named as requester', async () => {
    const res = await exportAs(await a.sessionFor('admin'), `/api/users/${a.worker.id}/data/admin`);
    expect(res.statusCode).toBe(200);
    const doc = documentOf(await unzip(res.rawPayload));
    expect(doc.requester).toBe('admin');
    expect(doc.profile._id).toBe(a.worker.id);
    expect(doc.notes.map((n: { body: string }) => n.body).sort()).toEqual([
      'HR-muistiinpano',
      'Yleinen muistiinpano',
    ]);
  });

  it('reaches a removed user too', async () => {
    const former = await makeUser(t, a.organization.id, {
      email: `entinen-${randomUUID().slice(0, 6)}@factory.test`,
    });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, former.id));
    const res = await exportAs(await a.sessionFor('admin'), `/api/users/${former.id}/data/admin`);
    expect(res.statusCode).toBe(200);
    const doc = documentOf(await unzip(res.rawPayload));
    expect(doc.profile).toMatchObject({ _id: former.id, email: former.email });
    expect(doc.profile.removedAt).not.toBeNull();
  });

  it('is refused to a worker and a reader (403), and answers 404 for another organisation’s or an unknown id', async () => {
    const url = `/api/users/${a.admin.id}/data/admin`;
    expect((await exportAs(await a.sessionFor('worker'), url)).statusCode).toBe(403);
    expect((await exportAs(await a.sessionFor('reader'), url)).statusCode).toBe(403);
    const foreign = await exportAs(await b.sessionFor('admin'), `/api/users/${a.worker.id}/data/admin`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().key).toBe('user.notFound');
    const unknown = await exportAs(await a.sessionFor('admin'), `/api/users/${randomUUID()}/data/admin`);
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 400 with a field message for an id that is no uuid', async () => {
    const res = await exportAs(await a.sessionFor('admin'), '/api/users/not-an-id/data/admin');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['params.id']);
  });
});
