// Instruction pages (decision 112): every user login reads them in order; admins with
// all on the organisation write them; bodies are stored sanitised; another organisation's are 404.
import { INSTRUCTION } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instructions } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let worker: string;
let guest: string;
let theirPage: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, reader, worker, guest] = await Promise.all([
    o.sessionFor('admin'),
    o.sessionFor('reader'),
    o.sessionFor('worker'),
    o.sessionFor('guest'),
  ]);
  const [row] = await t.db
    .insert(instructions)
    .values({ organizationId: other.organization.id, title: 'Heidän ohjeensa', body: '<p>Salainen</p>' })
    .returning();
  theirPage = row?.id ?? '';
});
afterAll(() => t.close());

type Page = { _id: string; title: string; body: string; position: number; updatedAt: string };

async function create(instruction: object, cookie = admin): Promise<Page> {
  const res = await call(t, 'POST', '/api/instructions/admin', { cookie, payload: { instruction } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().instruction;
}

describe('POST /api/instructions/admin and the readers', () => {
  it('stores hostile HTML clean, and a worker reads it back', async () => {
    const page = await create({
      title: '  Leimaus ',
      body:
        '<h2 onclick="alert(1)">Ohje</h2><script>alert(1)</script><p style="color:red">Leimaa <a href="javascript:alert(1)">tästä</a> ' +
        '<a href="https://example.com/ohje" onmouseover="x()">lisää</a></p><img src=x onerror=alert(1)><iframe src="https://evil"></iframe>',
      position: 5,
    });
    expect(page.title).toBe('Leimaus');
    expect(page.body).not.toMatch(/script|onclick|onerror|onmouseover|javascript:|style=|iframe|<img/i);
    expect(page.body).toContain('<h2>Ohje</h2>');
    expect(page.body).toContain('<a href="https://example.com/ohje"');
    expect(page.body).toContain('>lisää</a>');
    const [row] = await t.db.select().from(instructions).where(eq(instructions.id, page._id));
    expect(row?.body).toBe(page.body);
    const read = await call(t, 'GET', `/api/instructions/${page._id}`, { cookie: worker });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().instruction).toEqual(page);
  });

  it('lists titles by position then title, without bodies, for any user login', async () => {
    const b = await create({ title: 'B-ohje', position: 20 });
    const a = await create({ title: 'A-ohje', position: 20 });
    const first = await create({ title: 'Ensimmäinen', position: 1 });
    const res = await call(t, 'GET', '/api/instructions', { cookie: reader });
    expect(res.statusCode).toBe(200);
    const listed: Page[] = res.json().instructions;
    const ids = listed.map((p) => p._id);
    expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(a._id));
    expect(ids.indexOf(a._id)).toBeLessThan(ids.indexOf(b._id));
    expect(ids).not.toContain(theirPage);
    expect(listed[0]).not.toHaveProperty('body');
    expect((await call(t, 'GET', '/api/instructions', { cookie: worker })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/instructions', { cookie: guest })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/instructions')).statusCode).toBe(401);
  });

  it('keeps the language a page is written in: Finnish unless told, English when sent', async () => {
    const finnish = await create({ title: 'Oletuskieli' });
    const english = await create({ title: 'In English', language: 'en' });
    expect(finnish).toMatchObject({ language: 'fi' });
    expect(english).toMatchObject({ language: 'en' });
    const listed: Page[] = (await call(t, 'GET', '/api/instructions', { cookie: worker })).json()
      .instructions;
    expect(listed.find((p) => p._id === english._id)).toMatchObject({ language: 'en' });
    const changed = await call(t, 'PUT', `/api/instructions/${finnish._id}/admin`, {
      cookie: admin,
      payload: { instruction: { language: 'en' } },
    });
    expect(changed.json().instruction).toMatchObject({ title: 'Oletuskieli', language: 'en' });
  });

  it('refuses bad input per field and stores nothing', async () => {
    const before = await t.db.select().from(instructions);
    const cases: [object, string][] = [
      [{}, 'instruction.title'],
      [{ title: '  ' }, 'instruction.title'],
      [{ title: 'x'.repeat(INSTRUCTION.title + 1) }, 'instruction.title'],
      [{ title: 'T', body: 'x'.repeat(INSTRUCTION.body + 1) }, 'instruction.body'],
      [{ title: 'T', body: { html: '<p>' } }, 'instruction.body'],
      [{ title: 'T', position: -1 }, 'instruction.position'],
      [{ title: 'T', position: '1; drop table instructions' }, 'instruction.position'],
      [{ title: 'T', position: INSTRUCTION.positionMax + 1 }, 'instruction.position'],
      [{ title: 'T', language: 'sv' }, 'instruction.language'],
      [{ title: 'T', language: 1 }, 'instruction.language'],
      [{ title: 'T', language: 'fi\u0000' }, 'instruction.language'],
    ];
    for (const [instruction, field] of cases) {
      const res = await call(t, 'POST', '/api/instructions/admin', {
        cookie: admin,
        payload: { instruction },
      });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toEqual([field]);
    }
    expect(await t.db.select().from(instructions)).toHaveLength(before.length);
  });

  it('is refused to a reader, a worker, a users-only admin and a guest', async () => {
    const payload = { instruction: { title: 'Ei' } };
    const usersAdmin = await sessionForUser(
      t,
      await makeUser(t, o.organization.id, { permissions: { users: 'all' } }),
    );
    for (const cookie of [reader, worker, guest, usersAdmin])
      expect((await call(t, 'POST', '/api/instructions/admin', { cookie, payload })).statusCode).toBe(403);
  });
});

describe('PUT and DELETE /api/instructions/{id}/admin', () => {
  it('changes the sent fields only, sanitising the body', async () => {
    const page = await create({ title: 'Vanha', body: '<p>Alku</p>', position: 3 });
    const res = await call(t, 'PUT', `/api/instructions/${page._id}/admin`, {
      cookie: admin,
      payload: { instruction: { body: '<p>Uusi<script>x()</script></p>' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().instruction).toMatchObject({ title: 'Vanha', body: '<p>Uusi</p>', position: 3 });
    const bad = await call(t, 'PUT', `/api/instructions/${page._id}/admin`, {
      cookie: admin,
      payload: { instruction: { title: '' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['instruction.title']);
    const byReader = await call(t, 'PUT', `/api/instructions/${page._id}/admin`, {
      cookie: reader,
      payload: { instruction: { title: 'Lukija' } },
    });
    expect(byReader.statusCode).toBe(403);
  });

  it('removes a page', async () => {
    const page = await create({ title: 'Poistuva' });
    const res = await call(t, 'DELETE', `/api/instructions/${page._id}/admin`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().instruction.title).toBe('Poistuva');
    expect((await call(t, 'GET', `/api/instructions/${page._id}`, { cookie: worker })).statusCode).toBe(404);
  });

  it("answers 404 for another organisation's page and changes nothing", async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/instructions/${theirPage}`, undefined],
      ['PUT', `/api/instructions/${theirPage}/admin`, { instruction: { title: 'Kaapattu' } }],
      ['DELETE', `/api/instructions/${theirPage}/admin`, undefined],
    ] as const) {
      const res = await call(t, method, url, { cookie: admin, payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().key).toBe('instruction.notFound');
    }
    const [row] = await t.db.select().from(instructions).where(eq(instructions.id, theirPage));
    expect(row).toMatchObject({ title: 'Heidän ohjeensa', body: '<p>Salainen</p>' });
  });
});
