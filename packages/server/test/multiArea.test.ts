// Contracts that need several areas (spec §6 Bills: shifts + billing + departments; Business:
// shifts + billing + compensation) through the real guard, with one area missing at a time.
import { AREA_NEEDS, access, defineContract, type PermissionArea, type Permissions } from '@tuura/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../src/db/schema/index.ts';
import { bindContract } from '../src/plugins/routes.ts';
import { createTestApp, DEMO_ACCOUNTS, type TestApp } from './support/app.ts';
import { makeUser } from './support/factories.ts';
import { sessionForUser } from './support/shifts.ts';

// Probes bound like the billing issue's endpoints will be, with the domain's named needs.
const probe = (path: string, needs: (typeof AREA_NEEDS)[keyof typeof AREA_NEEDS]) =>
  defineContract({
    method: 'GET',
    path,
    summary: 'probe',
    tags: ['probe'],
    access: access.adminAll(needs),
    response: { 200: z.object({ ok: z.literal(true) }) },
  });
const bills = probe('/api/test/bills', AREA_NEEDS.bills);
const business = probe('/api/test/business', AREA_NEEDS.business);

let t: TestApp;
let organizationId: string;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      bindContract(app, bills, async () => ({ ok: true as const }));
      bindContract(app, business, async () => ({ ok: true as const }));
    },
  });
  const [admin] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin));
  organizationId = admin?.organizationId ?? '';
});
afterAll(() => t.close());

async function statusWith(path: string, permissions: Permissions) {
  const user = await makeUser(t, organizationId, { permissions });
  const res = await t.app.inject({ url: path, headers: { cookie: await sessionForUser(t, user) } });
  return res.statusCode;
}
const readIn = (areas: readonly string[]): Permissions =>
  Object.fromEntries(areas.map((a) => [a as PermissionArea, 'read']));

describe.each([
  ['Bills', bills.path, AREA_NEEDS.bills],
  ['Business', business.path, AREA_NEEDS.business],
] as const)('%s', (_, path, needs) => {
  const areas = Object.keys(needs);

  it('lets in an admin with read in all three areas', async () => {
    expect(await statusWith(path, readIn(areas))).toBe(200);
  });

  it.each(areas)('refuses with 403 when %s is missing', async (missing) => {
    const others = areas.filter((a) => a !== missing);
    expect(await statusWith(path, { ...readIn(others), [missing]: 'none', users: 'all' })).toBe(403);
  });

  it('refuses a worker and a guest, and asks anonymous callers to log in', async () => {
    expect(await statusWith(path, {})).toBe(403);
    const guest = await t.app.inject({ url: path, headers: { cookie: await t.sessionFor('guest') } });
    expect(guest.statusCode).toBe(403);
    expect((await t.app.inject({ url: path })).statusCode).toBe(401);
  });
});
