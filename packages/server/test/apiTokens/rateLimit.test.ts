// Rate limits with tokens (decision 121): each token has its own allowance wherever it calls
// from, and bearer values that match no token count against the caller's address, so inventing
// them buys no fresh allowance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const PER_TOKEN = 3;
const PER_ADDRESS = 8;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { API_TOKEN_RATE_LIMIT_PER_MINUTE: String(PER_TOKEN), RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS) },
  });
});
afterAll(() => t.close());

const list = (authorization: string) =>
  t.app.inject({ url: '/api/shifts/admin?limit=1', headers: { authorization } });

describe('rate limits and API tokens', () => {
  it('limit each token on its own, and count unknown bearer values against the address', async () => {
    const cookie = await t.sessionFor('admin');
    const make = async (name: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/organization/tokens/admin',
        headers: { cookie },
        payload: { name, permissions: { shifts: 'read' } },
      });
      expect(res.statusCode).toBe(201);
      return `Bearer ${res.json().secret}`;
    };
    const first = await make('Ensimmäinen');
    const second = await make('Toinen');
    // Two requests of the address spent; each token has PER_TOKEN of its own.
    for (let i = 0; i < PER_TOKEN; i++) expect((await list(first)).statusCode).toBe(200);
    expect((await list(first)).statusCode).toBe(429);
    expect((await list(second)).statusCode).toBe(200);
    // Made-up tokens: 401 while the address has allowance left, then 429.
    const statuses: number[] = [];
    for (let i = 0; i < PER_ADDRESS - 1; i++)
      statuses.push((await list(`Bearer tuura_made_up_${i}`)).statusCode);
    expect(statuses).toEqual([...Array(PER_ADDRESS - 2).fill(401), 429]);
  });
});
