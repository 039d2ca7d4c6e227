// Wrong passwords for one email sent at the same moment (docs/decisions/130): each try is counted
// before its hash is verified, so at most AUTH.failedLoginMax of them are verified (401) and the
// rest get 429, and then the right password is refused too while the account is locked.
import { AUTH } from '@tuura/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  FACTORY_PASSWORD,
  makeGuestUser,
  makeOrganization,
  makeUser,
  type OrgFixture,
} from '../support/factories.ts';

let t: TestApp;
let o: OrgFixture;
beforeAll(async () => {
  t = await createTestApp();
  o = await makeOrganization(t);
});
afterAll(() => t.close());

const tally = (statuses: number[]) => ({
  verified: statuses.filter((s) => s === 401).length,
  locked: statuses.filter((s) => s === 429).length,
});

async function guessAtOnce(url: string, email: string, n: number) {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      t.app.inject({ method: 'POST', url, payload: { email, password: `wrong-guess-${i}` } }),
    ),
  );
  return answers.map((a) => a.statusCode);
}

describe.each([30, 100])('%i wrong passwords for one email at the same moment', (n) => {
  it(`verifies at most ${AUTH.failedLoginMax} and answers the rest 429; then the right password is refused`, async () => {
    const user = await makeUser(t, o.organization.id);
    const statuses = await guessAtOnce('/api/auth/login', user.email, n);
    const { verified, locked } = tally(statuses);
    expect(verified, String(statuses)).toBeLessThanOrEqual(AUTH.failedLoginMax);
    expect(verified + locked, String(statuses)).toBe(n);
    expect(locked).toBeGreaterThanOrEqual(n - AUTH.failedLoginMax);
    const right = await t.login(user.email, FACTORY_PASSWORD);
    expect(right.res.statusCode).toBe(429);
    expect(Number(right.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(right.cookie).toBeUndefined();
  });

  it('locks an unknown email the same way', async () => {
    const statuses = await guessAtOnce('/api/auth/login', `nobody-${n}@nowhere.test`, n);
    expect(tally(statuses).verified).toBeLessThanOrEqual(AUTH.failedLoginMax);
    expect(tally(statuses).locked).toBeGreaterThanOrEqual(n - AUTH.failedLoginMax);
  });

  it('locks a guest user the same way', async () => {
    const guest = await makeGuestUser(t, o);
    const statuses = await guessAtOnce('/api/auth/guest-user/login', guest.email, n);
    expect(tally(statuses).verified).toBeLessThanOrEqual(AUTH.failedLoginMax);
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/guest-user/login',
      payload: { email: guest.email, password: FACTORY_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
  });
});
