// Walks every route in the app's route table as each role and checks the guard's answer against
// expectations pinned by hand from spec §6; a new route fails until its row is written here.
import { allAreasAt, NOT_AUTHORIZED_MESSAGE } from '@tuura/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { createTestApp, DEMO_ACCOUNTS, type Role, type TestApp } from './support/app.ts';
import { makeUser } from './support/factories.ts';
import { sessionForUser } from './support/shifts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type MatrixRole = Role | 'usersAdmin';
const ROLES: MatrixRole[] = ['anonymous', 'worker', 'guest', 'reader', 'admin', 'usersAdmin'];
type Expect = 'ok' | 401 | 403;
type Row = Record<MatrixRole, Expect>;

// Written from spec §6 by hand, not derived from checkAccess, so a wrong contract fails here.
// `usersAdmin` is an admin with `all` in the users area only.
const PUBLIC: Row = {
  anonymous: 'ok',
  worker: 'ok',
  guest: 'ok',
  reader: 'ok',
  admin: 'ok',
  usersAdmin: 'ok',
};
const USER_LOGIN: Row = {
  anonymous: 401,
  worker: 'ok',
  guest: 403,
  reader: 'ok',
  admin: 'ok',
  usersAdmin: 'ok',
};
const GUEST_LOGIN: Row = {
  anonymous: 401,
  worker: 403,
  guest: 'ok',
  reader: 403,
  admin: 403,
  usersAdmin: 403,
};
const ORGANIZATION_READ: Row = { ...USER_LOGIN, worker: 403, usersAdmin: 403 };
const ORGANIZATION_EDIT: Row = { ...ORGANIZATION_READ, reader: 403 };
const SHIFTS_READ: Row = { ...USER_LOGIN, worker: 403, usersAdmin: 403 };
const SHIFTS_EDIT: Row = { ...SHIFTS_READ, reader: 403 };
// Loading customers: read on shifts, shiftTemplates or departments; changing them: all on departments.
const CUSTOMERS_READ: Row = SHIFTS_READ;
const DEPARTMENTS_EDIT: Row = SHIFTS_EDIT;
// Templates: read on shiftTemplates; changing them, all; making shifts from them, all on both.
const TEMPLATES_READ: Row = SHIFTS_READ;
const TEMPLATES_EDIT: Row = SHIFTS_EDIT;
const TEMPLATES_INSTANTIATE: Row = SHIFTS_EDIT;
// Users, presets, groups and guest users are the users area's (read to look, all to change; the
// usersAdmin role has both); skills are their own area.
const USERS_READ: Row = { ...USER_LOGIN, worker: 403 };
const USERS_EDIT: Row = { ...USERS_READ, reader: 403 };
const SKILLS_READ: Row = { ...USER_LOGIN, worker: 403, usersAdmin: 403 };
const SKILLS_EDIT: Row = { ...SKILLS_READ, reader: 403 };
// Files: every user login keeps own files; the admin's views need the files area.
const FILES_READ: Row = { ...USER_LOGIN, worker: 403, usersAdmin: 403 };
const FILES_EDIT: Row = { ...FILES_READ, reader: 403 };
// Polls (decision 111): every user login answers (not guest users); admins need polls.
const POLLS_READ: Row = { ...USER_LOGIN, worker: 403, usersAdmin: 403 };
const POLLS_EDIT: Row = { ...POLLS_READ, reader: 403 };
// Bills: read on shifts, billing and departments; moving the status also all on billing.
const BILLS_READ: Row = { ...USER_LOGIN, worker: 403, usersAdmin: 403 };
const BILLS_EDIT: Row = { ...BILLS_READ, reader: 403 };
// Salaries: a worker's own listing is any user login's; the admin's salary listings,
// values and payroll report need read on users and compensation, changing values all on both.
const SALARIES_READ: Row = { ...USER_LOGIN, worker: 403, usersAdmin: 403 };
const SALARIES_EDIT: Row = { ...SALARIES_READ, reader: 403 };
// Integrations: API tokens and auth consumers are the developer area's.
const DEVELOPER_READ: Row = { ...USER_LOGIN, worker: 403, usersAdmin: 403 };
const DEVELOPER_EDIT: Row = { ...DEVELOPER_READ, reader: 403 };

const PINNED: Record<string, Row> = {
  'GET /api/health': PUBLIC,
  'POST /api/auth/login': PUBLIC,
  'GET /api/auth/refresh': USER_LOGIN,
  // Who is signed in, asked at start: nobody is an answer, for a token too (it is no session).
  'GET /api/auth/session': PUBLIC,
  'POST /api/auth/logout': PUBLIC,
  'POST /api/auth/init-reset': PUBLIC,
  'GET /api/auth/user/:id': PUBLIC,
  'POST /api/auth/reset-password': PUBLIC,
  'PUT /api/auth/change-password': USER_LOGIN,
  'POST /api/auth/tfa/setup': USER_LOGIN,
  'POST /api/auth/tfa/enable': USER_LOGIN,
  'POST /api/auth/tfa/disable': USER_LOGIN,
  // The sessions list (decision 133): one's own for every user login; a user's for the users area.
  'GET /api/auth/sessions': USER_LOGIN,
  'DELETE /api/auth/sessions/:id': USER_LOGIN,
  'POST /api/auth/sessions/end-others': USER_LOGIN,
  'GET /api/users/:id/sessions/admin': USERS_READ,
  'DELETE /api/users/:id/sessions/admin': USERS_EDIT,
  'POST /api/auth/guest-user/login': PUBLIC,
  'GET /api/auth/guest-user/refresh': GUEST_LOGIN,
  'POST /api/auth/guest-user/init-reset': PUBLIC,
  'PUT /api/auth/guest-user/change-password': GUEST_LOGIN,
  'GET /api/organization': PUBLIC,
  'GET /api/organization/admin': ORGANIZATION_READ,
  'PUT /api/organization/settings/force2fa/admin': ORGANIZATION_EDIT,
  // The marketplace undo window (decision 140): the organisation's; the undo, the reserver's own.
  'PUT /api/organization/settings/market-undo/admin': ORGANIZATION_EDIT,
  // Organisation settings: name, plugin name, admin email and the logo change with all on organization; the
  // logo itself is public (the login page shows it).
  'PUT /api/organization/admin': ORGANIZATION_EDIT,
  'PUT /api/organization/email/admin': ORGANIZATION_EDIT,
  'GET /api/organization/logo': PUBLIC,
  'PUT /api/organization/logo/admin': ORGANIZATION_EDIT,
  'DELETE /api/organization/logo/admin': ORGANIZATION_EDIT,
  'GET /api/notifications': USER_LOGIN,
  'DELETE /api/notifications/mass': USER_LOGIN,
  // The live stream: a user login's own notifications; a guest user has none.
  'GET /api/notifications/stream': USER_LOGIN,
  // The consent page of the OpenID provider (decision 122): a user login's, never a guest's.
  'GET /api/oauth/interactions/:uid': USER_LOGIN,
  'POST /api/oauth/interactions/:uid/confirm': USER_LOGIN,
  'POST /api/oauth/interactions/:uid/abort': USER_LOGIN,
  'DELETE /api/notifications/:id': USER_LOGIN,
  // Read state (decision 139): one's own, for every user login.
  'POST /api/notifications/:id/read': USER_LOGIN,
  'POST /api/notifications/read-all': USER_LOGIN,
  'PUT /api/users/settings': USER_LOGIN,
  'POST /api/users/overlaps': USER_LOGIN,
  'GET /api/users/search': USER_LOGIN,
  'GET /api/users': USER_LOGIN,
  'GET /api/users/admin': USERS_READ,
  'POST /api/users/filter/admin': USERS_READ,
  'GET /api/users/:id/admin': USERS_READ,
  'POST /api/users/admin': USERS_EDIT,
  'PUT /api/users/:id/admin': USERS_EDIT,
  'PUT /api/users/:id/permissions/admin': USERS_EDIT,
  'DELETE /api/users/:id/admin': USERS_EDIT,
  'POST /api/users/:id/reset-password/admin': USERS_EDIT,
  'POST /api/users/:id/reset-credentials/admin': USERS_EDIT,
  // A person's data (decisions 134, 135): one's own export for any user login; anyone's, the
  // removed users and erasure need all on users.
  'GET /api/users/data': USER_LOGIN,
  'GET /api/users/:id/data/admin': USERS_EDIT,
  'GET /api/users/former/admin': USERS_EDIT,
  'POST /api/users/:id/erase/admin': USERS_EDIT,
  'GET /api/permissions/presets/admin': USERS_READ,
  'POST /api/permissions/presets/admin': USERS_EDIT,
  'PUT /api/permissions/presets/:id/admin': USERS_EDIT,
  'DELETE /api/permissions/presets/:id/admin': USERS_EDIT,
  'PUT /api/users/avatar': USER_LOGIN,
  'DELETE /api/users/avatar': USER_LOGIN,
  'GET /api/users/:id/avatar': USER_LOGIN,
  'PUT /api/users/email': USER_LOGIN,
  // Take-over: started by an admin with all on users; released by the taken-over session itself.
  'POST /api/users/:id/control/admin': USERS_EDIT,
  'POST /api/users/control-release/admin': USER_LOGIN,
  'GET /api/shifts/user/worker': USER_LOGIN,
  'GET /api/shifts/count/worker': USER_LOGIN,
  'GET /api/shifts/:id/worker': USER_LOGIN,
  'GET /api/shifts/:id/near/worker': USER_LOGIN,
  'POST /api/shifts/worker': USER_LOGIN,
  'PUT /api/shifts/:id/worker': USER_LOGIN,
  'PUT /api/shifts/:id/stamp/worker': USER_LOGIN,
  'PUT /api/shifts/stamp/mass/worker': USER_LOGIN,
  'GET /api/templates/customers/worker': USER_LOGIN,
  'GET /api/templates/:id/admin': TEMPLATES_READ,
  'GET /api/templates/admin': TEMPLATES_READ,
  'GET /api/templates/count/admin': TEMPLATES_READ,
  'POST /api/templates/admin': TEMPLATES_EDIT,
  'POST /api/templates/instantiate/admin': TEMPLATES_INSTANTIATE,
  'PUT /api/templates/:id/admin': TEMPLATES_EDIT,
  'PUT /api/templates/priority/admin': TEMPLATES_EDIT,
  'DELETE /api/templates/:id/admin': TEMPLATES_EDIT,
  'GET /api/shifts/count/admin': SHIFTS_READ,
  'GET /api/shifts/admin': SHIFTS_READ,
  'GET /api/shifts/:id/admin': SHIFTS_READ,
  'GET /api/shifts/:id/history/admin': SHIFTS_READ,
  'POST /api/shifts/admin': SHIFTS_EDIT,
  'PUT /api/shifts/:id/admin': SHIFTS_EDIT,
  'DELETE /api/shifts/:id/admin': SHIFTS_EDIT,
  'POST /api/shifts/mass/admin': SHIFTS_EDIT,
  'PUT /api/shifts/mass/admin': SHIFTS_EDIT,
  'DELETE /api/shifts/mass/admin': SHIFTS_EDIT,
  'PUT /api/shifts/:id/approve-stamp/admin': SHIFTS_EDIT,
  'PUT /api/shifts/:id/reject-stamp/admin': SHIFTS_EDIT,
  'PUT /api/shifts/approve-stamp/mass/admin': SHIFTS_EDIT,
  'PUT /api/shifts/reject-stamp/mass/admin': SHIFTS_EDIT,
  'GET /api/customers/full/admin': CUSTOMERS_READ,
  'POST /api/customers/admin': DEPARTMENTS_EDIT,
  'PUT /api/customers/:id/admin': DEPARTMENTS_EDIT,
  'DELETE /api/customers/:id/admin': DEPARTMENTS_EDIT,
  'GET /api/departments/admin': CUSTOMERS_READ,
  'GET /api/departments/:id/admin': CUSTOMERS_READ,
  'POST /api/departments/admin': DEPARTMENTS_EDIT,
  'PUT /api/departments/:id/admin': DEPARTMENTS_EDIT,
  'DELETE /api/departments/:id/admin': DEPARTMENTS_EDIT,
  // Saved filters are the caller's own: any user login, workers too; not a guest user.
  'GET /api/filters': USER_LOGIN,
  'GET /api/filters/:id': USER_LOGIN,
  'POST /api/filters': USER_LOGIN,
  'PUT /api/filters/:id': USER_LOGIN,
  'DELETE /api/filters/:id': USER_LOGIN,
  // Planning listings and the admin's overlap checks read the organisation's shifts.
  'GET /api/shifts/unfilled/admin': SHIFTS_READ,
  'GET /api/shifts/unique/admin': SHIFTS_READ,
  'GET /api/shifts/final-shifts/admin': SHIFTS_READ,
  'GET /api/shifts/count-by-user/admin': SHIFTS_READ,
  'POST /api/users/:id/overlap/admin': SHIFTS_READ,
  'POST /api/users/:id/overlap-multi/admin': SHIFTS_READ,
  'POST /api/users/overlap-multi-shared/admin': SHIFTS_READ,
  'POST /api/users/overlap-multi/admin': SHIFTS_READ,
  // Cancellations: a worker's own (any user login); admins see the active ones with read on
  // shifts and react with all.
  'GET /api/cancellations/worker': USER_LOGIN,
  'POST /api/cancellations/worker': USER_LOGIN,
  'POST /api/cancellations/mass/worker': USER_LOGIN,
  'GET /api/cancellations/active/admin': SHIFTS_READ,
  'GET /api/cancellations/count/admin': SHIFTS_READ,
  'PUT /api/cancellations/:id/admin': SHIFTS_EDIT,
  // The shift marketplace: any user login lists and reserves; admins read and change with shifts.
  'GET /api/shift-market/worker': USER_LOGIN,
  'PUT /api/shift-market/:id/reserve/worker': USER_LOGIN,
  'PUT /api/shift-market/:id/undo/worker': USER_LOGIN,
  'GET /api/shift-market/admin': SHIFTS_READ,
  'GET /api/shift-market/:id/admin': SHIFTS_READ,
  'GET /api/shift-market/:id/possible-workers/admin': SHIFTS_READ,
  'POST /api/shift-market/admin': SHIFTS_EDIT,
  'PUT /api/shift-market/:id/admin': SHIFTS_EDIT,
  'DELETE /api/shift-market/:id/admin': SHIFTS_EDIT,
  'DELETE /api/shift-market/mass/admin': SHIFTS_EDIT,
  // Shift requests: a worker's own (any user login); admins list and count with read on shifts,
  // decide with all.
  'GET /api/suggestions/worker': USER_LOGIN,
  'POST /api/suggestions/worker': USER_LOGIN,
  'POST /api/suggestions/multiple/worker': USER_LOGIN,
  'PUT /api/suggestions/:id/worker': USER_LOGIN,
  'DELETE /api/suggestions/:id/worker': USER_LOGIN,
  'GET /api/suggestions/admin': SHIFTS_READ,
  'GET /api/suggestions/count/admin': SHIFTS_READ,
  'POST /api/suggestions/mass/admin': SHIFTS_EDIT,
  'DELETE /api/suggestions/:id/admin': SHIFTS_EDIT,
  'DELETE /api/suggestions/mass/admin': SHIFTS_EDIT,
  // Groups: any user login reads names for pickers; the admin screens need the users area.
  'GET /api/files/worker': USER_LOGIN,
  'GET /api/files/directories/worker': USER_LOGIN,
  'GET /api/files/:id/shared-with/worker': USER_LOGIN,
  'GET /api/files/size/worker': USER_LOGIN,
  'POST /api/files/worker': USER_LOGIN,
  'PUT /api/files/:id/worker': USER_LOGIN,
  'DELETE /api/files/:id/worker': USER_LOGIN,
  'GET /api/files/:id': USER_LOGIN,
  'GET /api/files/admin': FILES_READ,
  'GET /api/files/:id/admin': FILES_READ,
  'PUT /api/files/:id/admin': FILES_EDIT,
  'DELETE /api/files/:id/admin': FILES_EDIT,
  'GET /api/polls': USER_LOGIN,
  'GET /api/polls/count': USER_LOGIN,
  'GET /api/polls/:id': USER_LOGIN,
  'POST /api/polls/:id/vote': USER_LOGIN,
  'GET /api/polls/admin': POLLS_READ,
  'GET /api/polls/count/admin': POLLS_READ,
  'GET /api/polls/:id/admin': POLLS_READ,
  'POST /api/polls/admin': POLLS_EDIT,
  'PUT /api/polls/:id/admin': POLLS_EDIT,
  'DELETE /api/polls/:id/admin': POLLS_EDIT,
  'GET /api/groups': USER_LOGIN,
  'GET /api/groups/admin': USERS_READ,
  'GET /api/groups/members/admin': USERS_READ,
  'GET /api/groups/:id/admin': USERS_READ,
  'POST /api/groups/admin': USERS_EDIT,
  'PUT /api/groups/:id/admin': USERS_EDIT,
  'DELETE /api/groups/:id/admin': USERS_EDIT,
  // Skills and skill groups: read on skills to load them, all to change them.
  'GET /api/skills/admin': SKILLS_READ,
  'GET /api/skills/groups/admin': SKILLS_READ,
  'POST /api/skills/admin': SKILLS_EDIT,
  'POST /api/skills/groups/admin': SKILLS_EDIT,
  'PUT /api/skills/:id/admin': SKILLS_EDIT,
  'PUT /api/skills/groups/:id/admin': SKILLS_EDIT,
  'PUT /api/skills/groups/two/admin': SKILLS_EDIT,
  'DELETE /api/skills/:id/admin': SKILLS_EDIT,
  'DELETE /api/skills/groups/:id/admin': SKILLS_EDIT,
  // Guest users: the guest's own profile and shifts; the admin's list and changes.
  'GET /api/guest-users': GUEST_LOGIN,
  'GET /api/guest-users/shifts': GUEST_LOGIN,
  'GET /api/guest-users/admin': USERS_READ,
  'GET /api/guest-users/places/admin': USERS_READ,
  'POST /api/guest-users/admin': USERS_EDIT,
  'PUT /api/guest-users/:id/admin': USERS_EDIT,
  'DELETE /api/guest-users/:id/admin': USERS_EDIT,
  'POST /api/guest-users/:id/reset-credentials/admin': USERS_EDIT,
  // Decision 112: notes are the users area's (HR notes need all, checked inside);
  // holidays and instructions are read by every user login and changed with all on organization.
  'GET /api/notes/:id/admin': USERS_READ,
  'GET /api/notes/admin': USERS_READ,
  'POST /api/notes/admin': USERS_EDIT,
  'PUT /api/notes/:id/admin': USERS_EDIT,
  'DELETE /api/notes/:id/admin': USERS_EDIT,
  'GET /api/holidays': USER_LOGIN,
  'GET /api/holidays/:id': USER_LOGIN,
  'POST /api/holidays/admin': ORGANIZATION_EDIT,
  'PUT /api/holidays/:id/admin': ORGANIZATION_EDIT,
  'DELETE /api/holidays/:id/admin': ORGANIZATION_EDIT,
  'GET /api/instructions': USER_LOGIN,
  'GET /api/instructions/:id': USER_LOGIN,
  'POST /api/instructions/admin': ORGANIZATION_EDIT,
  'PUT /api/instructions/:id/admin': ORGANIZATION_EDIT,
  'DELETE /api/instructions/:id/admin': ORGANIZATION_EDIT,
  // Alerts and mass email (decision 113): the users area, read to look, all to change.
  'GET /api/alerts/admin': USERS_READ,
  'GET /api/alerts/:id/admin': USERS_READ,
  'POST /api/alerts/admin': USERS_EDIT,
  'PUT /api/alerts/:id/admin': USERS_EDIT,
  'DELETE /api/alerts/:id/admin': USERS_EDIT,
  'POST /api/alerts/:id/run/admin': USERS_EDIT,
  'POST /api/emails/mass/admin': USERS_EDIT,
  'GET /api/emails/mass/admin': USERS_READ,
  'GET /api/emails/mass/:id/admin': USERS_READ,
  'POST /api/shifts/billing-data/admin': BILLS_READ,
  'PUT /api/shifts/billing-status/admin': BILLS_EDIT,
  'GET /api/users/salary-listing': USER_LOGIN,
  'GET /api/users/:id/salary-listing/admin': SALARIES_READ,
  'GET /api/users/:id/salaries/admin': SALARIES_READ,
  'PUT /api/users/:id/salaries/admin': SALARIES_EDIT,
  'POST /api/users/salary-report/admin': SALARIES_READ,
  // The audit log (decision 136): read on users.
  'GET /api/audit/admin': USERS_READ,
  'GET /api/audit/export/admin': USERS_READ,
  // Business statistics and reports: read on shifts, billing and compensation; the
  // diff on shifts and billing; shift statistics on users and shifts (usersAdmin lacks shifts).
  'POST /api/shifts/business-statistics/admin': SHIFTS_READ,
  'POST /api/reports/diff/admin': SHIFTS_READ,
  'GET /api/users/shift-statistics/admin': SHIFTS_READ,
  // API tokens and auth consumers.
  'GET /api/organization/tokens/admin': DEVELOPER_READ,
  'POST /api/organization/tokens/admin': DEVELOPER_EDIT,
  'PUT /api/organization/tokens/:id/admin': DEVELOPER_EDIT,
  'DELETE /api/organization/tokens/:id/admin': DEVELOPER_EDIT,
  'GET /api/auth-consumers/admin': DEVELOPER_READ,
  'POST /api/auth-consumers/admin': DEVELOPER_EDIT,
  'GET /api/auth-consumers/:id/admin': DEVELOPER_READ,
  'PUT /api/auth-consumers/:id/admin': DEVELOPER_EDIT,
  'DELETE /api/auth-consumers/:id/admin': DEVELOPER_EDIT,
};

/**
 * Admin routes an API token may not call whatever its scope (decision 121): tokens and auth
 * consumers themselves, take-over, permissions, credentials and the force-2FA rule.
 */
const TOKEN_REFUSED = new Set([
  'GET /api/organization/tokens/admin',
  'POST /api/organization/tokens/admin',
  'PUT /api/organization/tokens/:id/admin',
  'DELETE /api/organization/tokens/:id/admin',
  'GET /api/auth-consumers/admin',
  'POST /api/auth-consumers/admin',
  'GET /api/auth-consumers/:id/admin',
  'PUT /api/auth-consumers/:id/admin',
  'DELETE /api/auth-consumers/:id/admin',
  'POST /api/users/:id/control/admin',
  'PUT /api/users/:id/permissions/admin',
  'POST /api/users/:id/reset-password/admin',
  'POST /api/users/:id/reset-credentials/admin',
  'DELETE /api/users/:id/sessions/admin',
  'GET /api/users/:id/data/admin',
  'POST /api/users/:id/erase/admin',
  'POST /api/guest-users/:id/reset-credentials/admin',
  'POST /api/guest-users/admin',
  'PUT /api/organization/settings/force2fa/admin',
]);

/**
 * What a token with every area at `all` gets: public routes answer; routes of a person's own
 * login (worker, guest) refuse it; admin routes answer unless refused to tokens above.
 */
function tokenExpectation(route: string): Expect {
  const row = PINNED[route];
  if (!row) return 403;
  if (row.anonymous === 'ok') return 'ok';
  if (row.worker === 'ok' || row.guest === 'ok') return 403;
  return TOKEN_REFUSED.has(route) ? 403 : 'ok';
}

const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';
const fillPath = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);

let usersAdmin: { id: string; organizationId: string; email: string };
beforeAll(async () => {
  const [demoAdmin] = await t.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.admin));
  usersAdmin = await makeUser(t, demoAdmin?.organizationId ?? '', { permissions: { users: 'all' } });
});
const sessionOf = (role: MatrixRole) =>
  role === 'usersAdmin' ? sessionForUser(t, usersAdmin) : t.sessionFor(role as Exclude<Role, 'anonymous'>);

describe('access matrix over the route table', () => {
  it('pins an expectation for every route, and every pinned route exists', () => {
    const routes = t.app.routeTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(routes).toEqual(Object.keys(PINNED).sort());
  });

  for (const role of ROLES) {
    it(`answers every route as ${role} the way the contract's access says`, async () => {
      const seen: string[] = [];
      for (const route of t.app.routeTable) {
        // A fresh session per call: a route such as logout must not end the next one's session.
        const cookie = role === 'anonymous' ? undefined : await sessionOf(role);
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fillPath(route.url),
          headers: cookie ? { cookie } : {},
          ...(route.method !== 'GET' && { payload: {} }),
        });
        const expected = PINNED[`${route.method} ${route.url}`]?.[role];
        const label = `${role} ${route.method} ${route.url} → ${res.statusCode}`;
        seen.push(label);
        if (expected === 401) expect(res.statusCode, label).toBe(401);
        else if (expected === 403) {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().message, label).toBe(NOT_AUTHORIZED_MESSAGE);
        } else {
          expect([401, 403], label).not.toContain(res.statusCode);
          expect(res.statusCode, label).toBeLessThan(500);
        }
      }
      expect(seen.length).toBe(t.app.routeTable.length);
    });
  }

  it('answers every route to an API token with every area as decision 121 says', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/organization/tokens/admin',
      headers: { cookie: await t.sessionFor('admin') },
      payload: { name: 'Kaikki alueet', permissions: allAreasAt('all') },
    });
    expect(created.statusCode).toBe(201);
    const authorization = `Bearer ${created.json().secret}`;
    const refusedKinds = new Set<string>();
    for (const route of t.app.routeTable) {
      const key = `${route.method} ${route.url}`;
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: fillPath(route.url),
        headers: { authorization },
        ...(route.method !== 'GET' && { payload: {} }),
      });
      const label = `token ${key} → ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (tokenExpectation(key) === 403) {
        expect(res.statusCode, label).toBe(403);
        refusedKinds.add(route.contract.access.kind);
      } else {
        expect([401, 403], label).not.toContain(res.statusCode);
        expect(res.statusCode, label).toBeLessThan(500);
      }
    }
    // Each kind of refusal was met: a person's own routes and the admin routes kept from tokens.
    expect([...refusedKinds].sort()).toEqual(['admin', 'guest', 'worker']);
  });

  it('lets the acceptance examples through exactly', async () => {
    const refresh = await t.app.inject('/api/auth/refresh');
    expect(refresh.statusCode).toBe(401);

    const worker = await t.app.inject({
      url: '/api/organization/admin',
      headers: { cookie: await t.sessionFor('worker') },
    });
    expect(worker.statusCode).toBe(403);
    expect(worker.json()).toMatchObject({ statusCode: 403, message: 'Not authorized!' });

    const put = (cookie: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/organization/settings/force2fa/admin',
        headers: { cookie },
        payload: { force2fa: false },
      });
    expect((await put(await t.sessionFor('reader'))).statusCode).toBe(403);
    const admin = await put(await t.sessionFor('admin'));
    expect(admin.statusCode).toBe(200);
    expect(admin.json().organization.settings.force2fa).toBe(false);
  });
});
