// Saved filters (spec §3, §4, §5, §7 Filters): each person's own, listed by context and name; at
// most one default per context, held by the service and by the partial unique index when saves
// race; another person's filter is a 404 and stays as it was.
import { FREE_FORM_JSON, SAVED_FILTER } from '@tuura/domain/limits';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedFilters } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
type Filter = {
  _id: string;
  name: string;
  context: string;
  default: boolean;
  query: Record<string, unknown>;
};

beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
});
afterAll(() => t.close());

/** A fresh person of the organisation (their filters start empty) and their calls. */
async function person(permissions = {}) {
  const user = await makeUser(t, o.organization.id, { permissions });
  const cookie = await sessionForUser(t, user);
  const api = {
    user,
    cookie,
    list: (query = '') => call(t, 'GET', `/api/filters${query}`, { cookie }),
    get: (id: string) => call(t, 'GET', `/api/filters/${id}`, { cookie }),
    create: (filter: unknown) => call(t, 'POST', '/api/filters', { cookie, payload: { filter } }),
    update: (id: string, filter: unknown) =>
      call(t, 'PUT', `/api/filters/${id}`, { cookie, payload: { filter } }),
    remove: (id: string) => call(t, 'DELETE', `/api/filters/${id}`, { cookie }),
    async add(filter: object): Promise<Filter> {
      const res = await api.create(filter);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().filter;
    },
    async filters(query = ''): Promise<Filter[]> {
      const res = await api.list(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().filters;
    },
  };
  return api;
}

/** The person's defaults of a context, straight from the table. */
const defaultsOf = (userId: string, context: string) =>
  t.db
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.userId, userId),
        eq(savedFilters.context, context),
        eq(savedFilters.isDefault, true),
      ),
    );

/** Statements of other sessions waiting for a lock (PostgreSQL). */
async function lockWaits(): Promise<number> {
  const result = await t.db.execute(sql`select count(*)::int as n from pg_locks where not granted`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

describe('saved filters: own ones', () => {
  it('refuses a query nested deeper than REQUEST.maxJsonDepth or FREE_FORM_JSON.maxDepth with 400, never a 500', async () => {
    const me = await person();
    const depth = 400_000;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/filters',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: `{"filter":{"name":"Syvä","context":"shifts","query":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}}`,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(400);
    expect(Object.values(res.json().fields)[0]).toMatchObject({ key: 'invalid' });
    const nested = (n: number): unknown => (n === 0 ? 1 : [nested(n - 1)]);
    // At the free-form rule's limit (the query object itself is the first level): accepted.
    await me.add({ name: 'Sallittu', context: 'shifts', query: { a: nested(FREE_FORM_JSON.maxDepth - 1) } });
  });

  it('saves, reads, lists by context and name, changes and removes a filter', async () => {
    const me = await person();
    const query = { department: o.department.id, types: [0, 2], unfilled: true };
    const night = await me.add({ name: '  Yövuorot ', context: 'admin-shifts', query });
    expect(night).toEqual({
      _id: night._id,
      name: 'Yövuorot',
      context: 'admin-shifts',
      default: false,
      query,
    });
    const early = await me.add({ name: 'Aamut', context: 'admin-shifts' });
    expect(early.query).toEqual({});
    await me.add({ name: 'Omat', context: 'my-shifts', default: true });

    expect((await me.get(night._id)).json()).toEqual({ filter: night });
    expect((await me.filters()).map((f) => `${f.context}/${f.name}`)).toEqual([
      'admin-shifts/Aamut',
      'admin-shifts/Yövuorot',
      'my-shifts/Omat',
    ]);
    expect((await me.filters('?context=admin-shifts')).map((f) => f.name)).toEqual(['Aamut', 'Yövuorot']);
    expect(await me.filters('?context=none')).toEqual([]);

    const changed = await me.update(night._id, { name: 'Yöt', query: { unfilled: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().filter).toEqual({ ...night, name: 'Yöt', query: { unfilled: false } });

    const removed = await me.remove(night._id);
    expect(removed.json()).toEqual({ filter: { ...night, name: 'Yöt', query: { unfilled: false } } });
    expect((await me.get(night._id)).statusCode).toBe(404);
    expect((await me.remove(night._id)).statusCode).toBe(404);
  });

  it('lets a worker, a reader and an admin keep filters; a guest user and nobody may not', async () => {
    for (const cookie of [
      await o.sessionFor('worker'),
      await o.sessionFor('reader'),
      await o.sessionFor('admin'),
    ]) {
      const res = await call(t, 'POST', '/api/filters', {
        cookie,
        payload: { filter: { name: 'Oma', context: 'x' } },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const guest = await call(t, 'GET', '/api/filters', { cookie: await o.sessionFor('guest') });
    expect(guest.statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/filters')).statusCode).toBe(401);
  });

  it("shows nobody else's filters: another person's id is a 404 and their filter stays as it was", async () => {
    const me = await person();
    const colleague = await person({ shifts: 'all' });
    const theirs = await colleague.add({ name: 'Kollegan', context: 'shifts', default: true });
    await me.add({ name: 'Minun', context: 'shifts', default: true });
    expect((await me.filters()).map((f) => f.name)).toEqual(['Minun']);
    expect((await me.get(theirs._id)).statusCode).toBe(404);
    const update = await me.update(theirs._id, { name: 'Kaapattu' });
    expect(update.statusCode).toBe(404);
    expect(update.json().key).toBe('filter.notFound');
    expect((await me.remove(theirs._id)).statusCode).toBe(404);
    // Saving my default in the same context leaves the colleague's default alone.
    expect((await colleague.get(theirs._id)).json().filter).toEqual(theirs);
  });
});

describe('saved filters: one default per context', () => {
  it("saving a default clears the flag on the person's other filters of that context only", async () => {
    const me = await person();
    const first = await me.add({ name: 'Eka', context: 'planning', default: true });
    const elsewhere = await me.add({ name: 'Muualla', context: 'stamps', default: true });
    const second = await me.add({ name: 'Toka', context: 'planning', default: true });
    const byId = async () => Object.fromEntries((await me.filters()).map((f) => [f._id, f.default]));
    expect(await byId()).toEqual({ [first._id]: false, [second._id]: true, [elsewhere._id]: true });

    // Updating one to be the default (spec §4) clears the other again.
    expect((await me.update(first._id, { default: true })).json().filter.default).toBe(true);
    expect(await byId()).toEqual({ [first._id]: true, [second._id]: false, [elsewhere._id]: true });

    // Moving a default into another context takes the default there.
    expect((await me.update(first._id, { context: 'stamps' })).json().filter).toMatchObject({
      context: 'stamps',
      default: true,
    });
    expect(await byId()).toEqual({ [first._id]: true, [second._id]: false, [elsewhere._id]: false });

    // Saving it again as the default keeps it so; unsetting leaves the context without one.
    expect((await me.update(first._id, { default: true, name: 'Eka taas' })).json().filter.default).toBe(
      true,
    );
    expect((await me.update(first._id, { default: false })).json().filter.default).toBe(false);
    expect(await defaultsOf(me.user.id, 'stamps')).toEqual([]);
  });

  it('keeps one default when many saves of a default race, each answered 201', async () => {
    const me = await person();
    const saves = await Promise.all(
      Array.from({ length: 8 }, (_, i) => me.create({ name: `Kilpa ${i}`, context: 'race', default: true })),
    );
    expect(saves.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    expect(await defaultsOf(me.user.id, 'race')).toHaveLength(1);
    expect((await me.filters('?context=race')).filter((f) => f.default)).toHaveLength(1);
  });

  it('keeps one default when a default written beside the service wins the index first: the save runs again', async () => {
    const me = await person();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const written = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    // Another writer's default, uncommitted while the save clears the defaults it can see.
    const byHand = t.db.transaction(async (tx) => {
      await tx.insert(savedFilters).values({
        organizationId: o.organization.id,
        userId: me.user.id,
        name: 'Käsin',
        context: 'hand',
        isDefault: true,
      });
      inserted();
      await held;
    });
    await written;
    const save = me.create({ name: 'Palvelun', context: 'hand', default: true });
    // On PostgreSQL the save's insert waits on the index for the uncommitted row: released once it
    // does (PGlite has one connection, so there the save simply runs after).
    if (t.kind === 'postgres') await expect.poll(() => lockWaits(), { timeout: 10_000 }).toBeGreaterThan(0);
    release();
    await byHand;
    const res = await save;
    expect(res.statusCode, res.body).toBe(201);
    expect(await defaultsOf(me.user.id, 'hand')).toEqual([{ id: res.json().filter._id }]);
  });

  it('keeps one default when two updates to default race', async () => {
    const me = await person();
    const [a, b] = [
      await me.add({ name: 'A', context: 'race2' }),
      await me.add({ name: 'B', context: 'race2' }),
    ];
    const both = await Promise.all([
      me.update(a._id, { default: true }),
      me.update(b._id, { default: true }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await defaultsOf(me.user.id, 'race2')).toHaveLength(1);
  });
});

describe('saved filters: bad input', () => {
  it(`refuses a name over ${SAVED_FILTER.name}, a missing or long context, wrong types, field by field`, async () => {
    const me = await person();
    const res = await me.create({
      name: 'x'.repeat(SAVED_FILTER.name + 1),
      context: 'y'.repeat(SAVED_FILTER.context + 1),
      default: 'yes',
      query: [1, 2],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      'filter.name': { key: 'maxLength', params: { length: SAVED_FILTER.name } },
      'filter.context': { key: 'maxLength', params: { length: SAVED_FILTER.context } },
      'filter.default': { key: 'type' },
      'filter.query': { key: 'type' },
    });
    const missing = await me.create({ name: '   ' });
    expect(missing.json().fields).toMatchObject({
      'filter.name': { key: 'required' },
      'filter.context': { key: 'required' },
    });
    expect((await call(t, 'POST', '/api/filters', { cookie: me.cookie, payload: {} })).json().fields).toEqual(
      {
        filter: { key: 'required', params: { field: 'filter' } },
      },
    );
    expect((await me.update(o.filter.id, { name: '' })).statusCode).toBe(400);
    expect((await me.list(`?context=${'z'.repeat(SAVED_FILTER.context + 1)}`)).statusCode).toBe(400);
    expect((await me.get('not-an-id')).statusCode).toBe(400);
    expect(await me.filters()).toEqual([]);
  });

  it('refuses a query too large to keep, a NUL character and a poisoned key, storing nothing', async () => {
    const me = await person();
    const big = await me.create({
      name: 'Iso',
      context: 'x',
      query: { q: 'x'.repeat(SAVED_FILTER.queryChars) },
    });
    expect(big.statusCode).toBe(400);
    expect(big.json().fields['filter.query'].key).toBe('maxLength');
    const nul = await me.create({ name: 'Nul', context: 'x', query: { q: 'a\u0000b' } });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields['filter.query.q'].key).toBe('invalidCharacter');
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/filters',
      headers: { cookie: me.cookie, 'content-type': 'application/json' },
      payload: '{"filter":{"name":"P","context":"x","query":{"__proto__":{"admin":true}}}}',
    });
    expect(poisoned.statusCode).toBe(400);
    // Hostile-looking text is only text: stored and answered as given.
    const sql = await me.add({
      name: "'; drop table saved_filters; --",
      context: '<script>',
      query: { q: '%_\\' },
    });
    expect((await me.get(sql._id)).json().filter).toEqual(sql);
    expect((await me.filters()).map((f) => f.name)).toEqual(["'; drop table saved_filters; --"]);
  });

  it('refuses a NUL or a lone surrogate in a query key or value, or in a name, on create and update, storing nothing', async () => {
    const me = await person();
    const kept = await me.add({ name: 'Pidetty', context: 'x', query: { q: 1 } });
    // Raw bodies: the escapes reach the server as a client wrote them.
    const raw = (method: 'POST' | 'PUT', url: string, body: string) =>
      t.app.inject({
        method,
        url,
        headers: { cookie: me.cookie, 'content-type': 'application/json' },
        payload: body,
      });
    const cases = [
      ['{"name":"a","context":"c","query":{"k\\u0000":1}}', 'filter.query'],
      ['{"name":"a","context":"c","query":{"k\\ud800":1}}', 'filter.query'],
      ['{"name":"a","context":"c","query":{"k":["\\udc00"]}}', 'filter.query.k.0'],
      ['{"name":"a","context":"c","query":{"k":{"j":"x\\ud83d"}}}', 'filter.query.k.j'],
      ['{"name":"a\\ud800","context":"c"}', 'filter.name'],
      ['{"name":"a","context":"c\\u0000"}', 'filter.context'],
    ] as const;
    for (const [filter, field] of cases) {
      for (const res of [
        await raw('POST', '/api/filters', `{"filter":${filter}}`),
        await raw('PUT', `/api/filters/${kept._id}`, `{"filter":${filter}}`),
      ]) {
        expect(res.statusCode, `${filter} → ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({
          key: 'request.invalid',
          fields: { [field]: { key: 'invalidCharacter' } },
        });
      }
    }
    const deep = `${'{"d":'.repeat(FREE_FORM_JSON.maxDepth)}1${'}'.repeat(FREE_FORM_JSON.maxDepth)}`;
    const tooDeep = await raw(
      'POST',
      '/api/filters',
      `{"filter":{"name":"a","context":"c","query":{"d":${deep}}}}`,
    );
    expect(tooDeep.statusCode).toBe(400);
    expect(Object.values(tooDeep.json().fields)).toEqual([
      { key: 'invalid', params: expect.objectContaining({ maxDepth: FREE_FORM_JSON.maxDepth }) },
    ]);
    expect(await me.filters()).toEqual([kept]);
  });

  it(`keeps at most ${SAVED_FILTER.perUser} filters a person (409 after)`, async () => {
    const me = await person();
    await t.db.insert(savedFilters).values(
      Array.from({ length: SAVED_FILTER.perUser }, (_, i) => ({
        organizationId: o.organization.id,
        userId: me.user.id,
        name: `Täysi ${i}`,
        context: 'full',
      })),
    );
    const res = await me.create({ name: 'Yksi liikaa', context: 'full' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ key: 'filter.tooMany', params: { max: SAVED_FILTER.perUser } });
    expect(await me.filters()).toHaveLength(SAVED_FILTER.perUser);
  });
});

describe('saved filters: another organisation', () => {
  it("answers 404 for the other organisation's filter to every caller and changes nothing", async () => {
    const before = await t.db.select().from(savedFilters).where(eq(savedFilters.id, other.filter.id));
    for (const role of ['worker', 'reader', 'admin'] as const) {
      const cookie = await o.sessionFor(role);
      const id = other.filter.id;
      expect((await call(t, 'GET', `/api/filters/${id}`, { cookie })).statusCode).toBe(404);
      const put = await call(t, 'PUT', `/api/filters/${id}`, {
        cookie,
        payload: { filter: { default: false } },
      });
      expect(put.statusCode).toBe(404);
      expect((await call(t, 'DELETE', `/api/filters/${id}`, { cookie })).statusCode).toBe(404);
      const listed = (await call(t, 'GET', '/api/filters?context=shifts', { cookie })).json()
        .filters as Filter[];
      expect(listed.map((f) => f._id)).not.toContain(id);
    }
    expect(await t.db.select().from(savedFilters).where(eq(savedFilters.id, other.filter.id))).toEqual(
      before,
    );
  });
});
