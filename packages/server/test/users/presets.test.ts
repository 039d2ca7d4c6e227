// Permission presets (spec §6, §7): list for users readers, changes for users editors, name ≤ 25,
// another organisation's presets answer 404.
import { PERMISSION_PRESET } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  admin = await o.sessionFor('admin');
});
afterAll(() => t.close());

const URL = '/api/permissions/presets/admin';

async function createPreset(
  name: string,
  cookie = admin,
  permissions: object = { shifts: 'all', users: 'read' },
) {
  const res = await call(t, 'POST', URL, { cookie, payload: { preset: { name, permissions } } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().preset as { _id: string; name: string; permissions: object };
}

describe('permission presets', () => {
  it('creates, lists by name, renames and removes, audited', async () => {
    const b = await createPreset('Vuorosuunnittelija');
    await createPreset('Aluevastaava');
    const list = (await call(t, 'GET', URL, { cookie: await o.sessionFor('reader') })).json().presets;
    expect(list.map((p: { name: string }) => p.name)).toEqual(['Aluevastaava', 'Vuorosuunnittelija']);
    const renamed = await call(t, 'PUT', `/api/permissions/presets/${b._id}/admin`, {
      cookie: admin,
      payload: { preset: { name: 'Suunnittelija' } },
    });
    expect(renamed.json().preset).toEqual({ ...b, name: 'Suunnittelija' });
    const removed = await call(t, 'DELETE', `/api/permissions/presets/${b._id}/admin`, { cookie: admin });
    expect(removed.statusCode).toBe(200);
    expect((await call(t, 'GET', URL, { cookie: admin })).json().presets).toHaveLength(1);
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.targetId, b._id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(['preset.create', 'preset.remove', 'preset.update']);
  });

  it('readers and workers change nothing; workers read nothing', async () => {
    const reader = await o.sessionFor('reader');
    const worker = await o.sessionFor('worker');
    const preset = await createPreset('Lukijalle');
    const body = { preset: { name: 'X', permissions: {} } };
    expect((await call(t, 'POST', URL, { cookie: reader, payload: body })).statusCode).toBe(403);
    expect(
      (
        await call(t, 'PUT', `/api/permissions/presets/${preset._id}/admin`, {
          cookie: reader,
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/permissions/presets/${preset._id}/admin`, { cookie: reader }))
        .statusCode,
    ).toBe(403);
    expect((await call(t, 'GET', URL, { cookie: worker })).statusCode).toBe(403);
  });

  it("answers 404 for another organisation's preset and never lists it", async () => {
    const foreign = await createPreset('Vieras pohja', await other.sessionFor('admin'));
    const put = await call(t, 'PUT', `/api/permissions/presets/${foreign._id}/admin`, {
      cookie: admin,
      payload: { preset: { name: 'Kaapattu' } },
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await call(t, 'DELETE', `/api/permissions/presets/${foreign._id}/admin`, { cookie: admin }))
        .statusCode,
    ).toBe(404);
    const names = (await call(t, 'GET', URL, { cookie: admin }))
      .json()
      .presets.map((p: { name: string }) => p.name);
    expect(names).not.toContain('Vieras pohja');
    const theirs = (await call(t, 'GET', URL, { cookie: await other.sessionFor('admin') })).json().presets;
    expect(theirs.map((p: { name: string }) => p.name)).toEqual(['Vieras pohja']);
  });

  it('refuses a too long, empty or wrong-typed name and unknown levels with field messages', async () => {
    const cases: [object, string, string][] = [
      [{ name: 'n'.repeat(PERMISSION_PRESET.name + 1), permissions: {} }, 'preset.name', 'maxLength'],
      [{ name: '   ', permissions: {} }, 'preset.name', 'required'],
      [{ name: 5, permissions: {} }, 'preset.name', 'type'],
      [{ name: 'Pohja', permissions: { shifts: 'owner' } }, 'preset.permissions.shifts', 'enum'],
      [{ name: 'Pohja' }, 'preset.permissions', 'required'],
    ];
    for (const [preset, field, key] of cases) {
      const res = await call(t, 'POST', URL, { cookie: admin, payload: { preset } });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fields[field]?.key, field).toBe(key);
    }
    expect((await createPreset('n'.repeat(PERMISSION_PRESET.name))).name).toHaveLength(
      PERMISSION_PRESET.name,
    );
  });
});
