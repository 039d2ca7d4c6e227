// GET /api/users/search: a picker's colleagues by name, ids and names only, own organisation only.
import { REQUEST } from '@tuura/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { createTestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';

let t: TestApp;
let o: OrgFixture;
let admin: string;

type Found = { users: { _id: string; name: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t, 'haku');
  const other = await makeOrganization(t, 'muu');
  admin = await o.sessionFor('admin');
  await makeUser(t, o.organization.id, { email: 'aino@haku.test', firstName: 'Aino', lastName: 'Ässä' });
  await makeUser(t, o.organization.id, { email: 'pct@haku.test', firstName: '100%', lastName: 'Varma' });
  await makeUser(t, other.organization.id, { email: 'aino@muu.test', firstName: 'Aino', lastName: 'Vieras' });
});
afterAll(() => t.close());

async function search(query: string, cookie = admin): Promise<Found> {
  const res = await call(t, 'GET', `/api/users/search?${query}`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/users/search', () => {
  it("finds colleagues by any words of their name, never another organisation's", async () => {
    const found = await search('q=aino');
    expect(found.users).toEqual([{ _id: expect.any(String), name: 'Aino Ässä' }]);
    expect(Object.keys(found.users[0] ?? {}).sort()).toEqual(['_id', 'name']);
    expect((await search('q=ino%20%C3%84s')).users.map((u) => u.name)).toEqual(['Aino Ässä']);
  });

  it('matches a typed % literally and answers a worker too', async () => {
    expect((await search('q=100%25')).users.map((u) => u.name)).toEqual(['100% Varma']);
    const worker = await o.sessionFor('worker');
    expect((await search('q=0%25', worker)).users).toHaveLength(1);
  });

  it('lists the first by last name when no words are given, up to the limit', async () => {
    const all = await search('');
    expect(all.users.length).toBeGreaterThanOrEqual(5);
    expect(all.users.length).toBeLessThanOrEqual(REQUEST.maxPickerResults);
    expect((await search('limit=2')).users).toHaveLength(2);
  });

  it('refuses a limit over the cap and words over the search length', async () => {
    const over = await call(t, 'GET', `/api/users/search?limit=${REQUEST.maxPickerResults + 1}`, {
      cookie: admin,
    });
    expect(over.statusCode).toBe(400);
    const long = await call(t, 'GET', `/api/users/search?q=${'a'.repeat(REQUEST.maxSearchLength + 1)}`, {
      cookie: admin,
    });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['querystring.q']);
  });
});
