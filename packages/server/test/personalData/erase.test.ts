// Erasure of a removed user (decision 135): one transaction anonymises the person and deletes what
// no retention duty keeps; shifts with their stamps stay under the anonymous name (last year's
// bill still lists them), the email can be used again, and a failure half-way changes nothing.
import { randomUUID } from 'node:crypto';
import { zonedDate } from '@tuura/domain/rules/zonedTime';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountEmails,
  files,
  notes,
  notifications,
  sessions,
  shifts,
  suggestions,
  userAvatars,
  users,
} from '../../src/db/schema/index.ts';
import { keyringOf } from '../../src/lib/dataEncryption.ts';
import { sealSensitive } from '../../src/modules/users/sensitive.ts';
import { filesApp, PNG, pdf, storedObjects, upload } from '../files/support.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { DAY, HOUR } from '../support/shifts.ts';
import { documentOf, unzip } from './support.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let dataDir: string;
beforeAll(async () => {
  ({ t, a, b, dataDir } = await filesApp());
});
afterAll(() => t?.close());

/** A worker of `a` with a shift last year, a file, an avatar, a request, a note and a session. */
async function formerWorker() {
  const email = `lahtija-${randomUUID().slice(0, 8)}@factory.test`;
  const person = await makeUser(t, a.organization.id, { email, firstName: 'Liisa', lastName: 'Lähtijä' });
  const org = a.organization.id;
  await t.db
    .update(users)
    .set({
      phone: '0509876543',
      street: 'Kotikatu 1',
      salaries: [{ validFrom: '2020-01-01', value: { rate: '25 €/h', scheme: 'regular' } }],
      ...sealSensitive(keyringOf(t.config), { nationalId: '131052-308T', bankAccount: 'FI2112345600000785' }),
    })
    .where(eq(users.id, person.id));
  const cookie = await t.sessionAs({ organizationId: org, userId: person.id });
  const uploaded = await upload(t, cookie, 'todistus.pdf', pdf(2048));
  expect(uploaded.statusCode).toBe(201);
  await t.db
    .insert(userAvatars)
    .values({ organizationId: org, userId: person.id, contentType: 'image/png', bytes: PNG });
  const year = Number(zonedDate(t.clock.now()).slice(0, 4)) - 1;
  const from = new Date(`${year}-06-10T05:00:00Z`);
  const [shift] = await t.db
    .insert(shifts)
    .values({
      organizationId: org,
      workerId: person.id,
      departmentId: a.department.id,
      name: 'Viime vuoden vuoro',
      from,
      to: new Date(from.getTime() + 8 * HOUR),
      stampRequired: true,
      stamped: true,
      stampFrom: from,
      stampTo: new Date(from.getTime() + 8 * HOUR),
      stampApproved: 1,
      billing: '50 €/h',
      salary: '25 €/h',
    })
    .returning();
  await t.db.insert(suggestions).values({
    organizationId: org,
    workerId: person.id,
    name: 'Toive',
    from: new Date(t.clock.now().getTime() + 3 * DAY),
    to: new Date(t.clock.now().getTime() + 3 * DAY + 8 * HOUR),
  });
  await t.db.insert(notifications).values({ organizationId: org, userId: person.id, title: 'Tervetuloa' });
  await t.db.insert(notes).values({
    organizationId: org,
    body: 'Hyvä tyyppi',
    targetType: 'user',
    targetId: person.id,
    userGroup: 'user-general',
  });
  return {
    ...person,
    email,
    cookie,
    shift: shift as typeof shifts.$inferSelect,
    year,
    fileId: uploaded.json().file._id as string,
  };
}

const admin = () => a.sessionFor('admin');
const remove = async (id: string) =>
  expect((await call(t, 'DELETE', `/api/users/${id}/admin`, { cookie: await admin() })).statusCode).toBe(200);
const erase = async (id: string, cookie?: string) =>
  call(t, 'POST', `/api/users/${id}/erase/admin`, { cookie: cookie ?? (await admin()), payload: {} });
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const countOf = async (
  table: typeof notifications | typeof suggestions | typeof notes,
  where: ReturnType<typeof eq>,
) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]?.n;

describe('erasing a removed user', () => {
  it('anonymises them, deletes what no duty keeps, and keeps their shifts in last year’s bill', async () => {
    const p = await formerWorker();
    await remove(p.id);
    const objectsBefore = await storedObjects(dataDir);
    const res = await erase(p.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      keptShifts: 1,
      removed: { files: 1, notifications: 1, shiftRequests: 1, notes: 1 },
    });

    const row = await userRow(p.id);
    expect(row).toMatchObject({
      firstName: 'Poistettu',
      lastName: 'käyttäjä',
      email: '',
      phone: '',
      nationalId: '',
      bankAccount: '',
      street: '',
      passwordHash: null,
      avatarUpdatedAt: null,
    });
    expect(row?.erasedAt).not.toBeNull();
    // The pay basis stays with the kept shifts (their salary lines).
    expect(row?.salaries).toHaveLength(1);
    expect(await countOf(notifications, eq(notifications.userId, p.id))).toBe(0);
    expect(await countOf(suggestions, eq(suggestions.workerId, p.id))).toBe(0);
    expect(await countOf(notes, eq(notes.targetId, p.id))).toBe(0);
    expect(await t.db.select().from(files).where(eq(files.ownerId, p.id))).toEqual([]);
    expect(await t.db.select().from(userAvatars).where(eq(userAvatars.userId, p.id))).toEqual([]);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, p.id))).toEqual([]);
    // The file's content went from storage too.
    expect((await storedObjects(dataDir)).length).toBe(objectsBefore.length - 1);
    // Shift and stamp stay, bound to the anonymous id.
    const [kept] = await t.db.select().from(shifts).where(eq(shifts.id, p.shift.id));
    expect(kept).toMatchObject({ workerId: p.id, stamped: true, stampApproved: 1, billing: '50 €/h' });

    const bill = await call(t, 'POST', '/api/shifts/billing-data/admin', {
      cookie: await admin(),
      payload: { from: `${p.year}-06-01`, to: `${p.year}-07-01` },
    });
    expect(bill.statusCode, bill.body).toBe(200);
    const line = bill.json().lines.find((l: { shiftId: string }) => l.shiftId === p.shift.id);
    expect(line?.worker).toMatchObject({ _id: p.id, name: 'Poistettu käyttäjä' });
    expect(line?.billing.amount).toBeGreaterThan(0);
  });

  it('frees the email: a new user can be made with it', async () => {
    const p = await formerWorker();
    await remove(p.id);
    expect((await erase(p.id)).statusCode).toBe(200);
    expect(await t.db.select().from(accountEmails).where(eq(accountEmails.accountId, p.id))).toEqual([]);
    const made = await call(t, 'POST', '/api/users/admin', {
      cookie: await admin(),
      payload: { user: { email: p.email, personal: { firstName: 'Uusi', lastName: 'Henkilö' } } },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().user._id).not.toBe(p.id);
  });

  it('leaves nothing changed when a step fails half-way (one transaction)', async () => {
    const p = await formerWorker();
    await remove(p.id);
    // Deleting the notes about them fails: every earlier step must roll back with it.
    await t.db.execute(
      sql.raw(`
      create or replace function refuse_note_delete() returns trigger language plpgsql as $$
      begin raise exception 'refused for the test'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_note_delete before delete on notes for each row
        when (old.target_id = '${p.id}') execute function refuse_note_delete()`),
    );
    const objectsBefore = await storedObjects(dataDir);
    try {
      const res = await erase(p.id);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_note_delete on notes'));
    }
    const row = await userRow(p.id);
    expect(row).toMatchObject({
      firstName: 'Liisa',
      lastName: 'Lähtijä',
      phone: '0509876543',
      erasedAt: null,
    });
    expect(await countOf(notifications, eq(notifications.userId, p.id))).toBe(1);
    expect(await countOf(suggestions, eq(suggestions.workerId, p.id))).toBe(1);
    expect((await t.db.select().from(files).where(eq(files.ownerId, p.id))).length).toBe(1);
    expect(await storedObjects(dataDir)).toEqual(objectsBefore);
    // And with the obstacle gone the same call erases.
    expect((await erase(p.id)).statusCode).toBe(200);
  });

  it('refuses a user who is not removed (409) and changes nothing', async () => {
    const res = await erase(a.worker.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('user.eraseNotRemoved');
    expect((await userRow(a.worker.id))?.email).toBe(a.worker.email);
  });

  it('answers 404 for another organisation’s user and an unknown id, 403 to a reader and a worker', async () => {
    const foreign = await makeUser(t, b.organization.id);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, foreign.id));
    expect((await erase(foreign.id)).statusCode).toBe(404);
    expect((await userRow(foreign.id))?.email).toBe(foreign.email);
    expect((await erase(randomUUID())).statusCode).toBe(404);
    expect((await erase(foreign.id, await a.sessionFor('reader'))).statusCode).toBe(403);
    expect((await erase(foreign.id, await a.sessionFor('worker'))).statusCode).toBe(403);
    const bad = await erase('nope');
    expect(bad.statusCode).toBe(400);
  });

  it('lists removed users for the admin, erased ones under the anonymous name', async () => {
    const p = await formerWorker();
    await remove(p.id);
    const before = (await call(t, 'GET', '/api/users/former/admin', { cookie: await admin() })).json();
    expect(before.users.find((u: { _id: string }) => u._id === p.id)).toMatchObject({
      name: 'Liisa Lähtijä',
      erasedAt: null,
    });
    await erase(p.id);
    const after = (await call(t, 'GET', '/api/users/former/admin', { cookie: await admin() })).json();
    expect(after.users.find((u: { _id: string }) => u._id === p.id)).toMatchObject({
      name: 'Poistettu käyttäjä',
    });
    expect(after.users.some((u: { _id: string }) => u._id === a.worker.id)).toBe(false);
    const foreign = (
      await call(t, 'GET', '/api/users/former/admin', { cookie: await b.sessionFor('admin') })
    ).json();
    expect(foreign.users.some((u: { _id: string }) => u._id === p.id)).toBe(false);
  });

  it('leaves an export of the erased user with nothing that names them', async () => {
    const p = await formerWorker();
    await remove(p.id);
    await erase(p.id);
    const res = await call(t, 'GET', `/api/users/${p.id}/data/admin`, { cookie: await admin() });
    expect(res.statusCode).toBe(200);
    const entries = await unzip(res.rawPayload);
    const text = entries.get('tuura-data.json')?.toString('utf8') ?? '';
    expect(documentOf(entries).profile).toMatchObject({ firstName: 'Poistettu', lastName: 'käyttäjä' });
    for (const word of [p.email, 'Liisa', '0509876543', 'Kotikatu', '131052-308T'])
      expect(text).not.toContain(word);
    expect(text).toContain(p.shift.id);
    expect([...entries.keys()]).toEqual(['tuura-data.json']);
  });
});
