// Two organisations for real: each one's people see only their own rows, and every route that
// takes an id answers 404 for the other organisation's ids without changing anything.

import { randomUUID } from 'node:crypto';
import { DEFAULT_ALERT_RULE } from '@tuura/domain/schemas/alert';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCtx } from '../src/context.ts';
import {
  alerts,
  apiTokens,
  authConsumers,
  customers,
  departments,
  files,
  groupMembers,
  groups,
  guestUsers,
  holidays,
  instructions,
  massEmails,
  notes,
  notifications,
  permissionPresets,
  pollChoices,
  polls,
  pollVotes,
  savedFilters,
  shifts,
  skillGroupSkills,
  skillGroups,
  skills,
  suggestions,
  templates,
  users,
} from '../src/db/schema/index.ts';
import { inOrganization, requireIds } from '../src/lib/scope.ts';
import type { TestApp } from './support/app.ts';
import {
  FACTORY_PASSWORD,
  makeActiveCancellation,
  makeEmptyCustomer,
  makeGuestUser,
  makeOrganization,
  makeStampedShift,
  makeSuggestion,
  makeTemplate,
  makeUser,
  type OrgFixture,
  twoOrganizations,
} from './support/factories.ts';
import { call } from './support/requests.ts';
import { HOUR } from './support/shifts.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
beforeAll(async () => {
  ({ t, a, b } = await twoOrganizations());
});
afterAll(() => t.close());

/** For every route with an id in its path: the other organisation's id and a valid body. */
const FOREIGN: Record<string, (o: OrgFixture) => { id: string; payload?: object }> = {
  // Read before the delete below: the own-id pass runs these in order on one notification.
  'POST /api/notifications/:id/read': (o) => ({ id: o.notification.id }),
  'DELETE /api/notifications/:id': (o) => ({ id: o.notification.id }),
  'GET /api/shifts/:id/worker': (o) => ({ id: o.pastShift.id }),
  'GET /api/shifts/:id/near/worker': (o) => ({ id: o.pastShift.id }),
  'PUT /api/shifts/:id/worker': (o) => ({
    id: o.pastShift.id,
    payload: { shift: { description: 'vieras' } },
  }),
  'PUT /api/shifts/:id/stamp/worker': (o) => ({
    id: o.pastShift.id,
    payload: { from: o.pastShift.from.toISOString(), to: o.pastShift.to?.toISOString(), message: '' },
  }),
  // The worker's own filters; the delete last, so the own-id pass still finds it before.
  'GET /api/filters/:id': (o) => ({ id: o.filter.id }),
  'PUT /api/filters/:id': (o) => ({
    id: o.filter.id,
    payload: { filter: { name: 'Vieras nimi', default: true } },
  }),
  'DELETE /api/filters/:id': (o) => ({ id: o.filter.id }),
  // The worker's own pending request; the withdrawal last, after the change found it.
  'PUT /api/suggestions/:id/worker': (o) => ({
    id: o.suggestion.id,
    payload: { suggestion: { description: 'vieras' } },
  }),
  'DELETE /api/suggestions/:id/worker': (o) => ({ id: o.suggestion.id }),
  // The worker's own directory; its deletion last.
  'GET /api/files/:id/shared-with/worker': (o) => ({ id: o.directory.id }),
  'PUT /api/files/:id/worker': (o) => ({ id: o.directory.id, payload: { filename: 'Vieras nimi' } }),
  'DELETE /api/files/:id/worker': (o) => ({ id: o.directory.id }),
};
/** The same for the admin's routes: another organisation's admin gets 404 and changes nothing. */
const FOREIGN_ADMIN: Record<string, (o: OrgFixture) => Promise<{ id: string; payload?: object }>> = {
  'GET /api/shifts/:id/admin': async (o) => ({ id: o.pastShift.id }),
  'GET /api/shifts/:id/history/admin': async (o) => ({ id: o.pastShift.id }),
  'PUT /api/shifts/:id/admin': async (o) => ({
    id: o.pastShift.id,
    payload: { shift: { description: 'muutettu' } },
  }),
  'DELETE /api/shifts/:id/admin': async (o) => ({ id: (await makeStampedShift(t, o)).id }),
  'PUT /api/shifts/:id/approve-stamp/admin': async (o) => ({ id: (await makeStampedShift(t, o)).id }),
  'PUT /api/shifts/:id/reject-stamp/admin': async (o) => ({ id: (await makeStampedShift(t, o)).id }),
  'PUT /api/cancellations/:id/admin': async (o) => ({
    id: (await makeActiveCancellation(t, o)).cancellation.id,
    payload: { accept: true, message: 'Selvä' },
  }),
  'PUT /api/customers/:id/admin': async (o) => ({
    id: o.customer.id,
    payload: { customer: { name: 'Uusi nimi' } },
  }),
  'DELETE /api/customers/:id/admin': async (o) => ({ id: (await makeEmptyCustomer(t, o)).id }),
  'GET /api/departments/:id/admin': async (o) => ({ id: o.department.id }),
  'PUT /api/departments/:id/admin': async (o) => ({
    id: o.department.id,
    payload: { department: { phone: '0401234567' } },
  }),
  'DELETE /api/departments/:id/admin': async (o) => ({
    id: o.department.id,
    payload: { moveShiftsTo: (await makeEmptyCustomer(t, o)).departmentId },
  }),
  'GET /api/templates/:id/admin': async (o) => ({ id: (await makeTemplate(t, o)).id }),
  'PUT /api/templates/:id/admin': async (o) => ({
    id: (await makeTemplate(t, o)).id,
    payload: { template: { description: 'muutettu', priority: 7 } },
  }),
  'DELETE /api/templates/:id/admin': async (o) => ({ id: (await makeTemplate(t, o)).id }),
  'DELETE /api/suggestions/:id/admin': async (o) => ({
    id: (await makeSuggestion(t, o)).id,
    payload: { message: 'Ei käy' },
  }),
  'POST /api/users/:id/overlap/admin': async (o) => ({
    id: o.worker.id,
    payload: { from: o.pastShift.from.toISOString(), to: o.pastShift.to?.toISOString() },
  }),
  'GET /api/shift-market/:id/admin': async (o) => ({ id: (await makeMarketShift(o)).id }),
  'PUT /api/shift-market/:id/admin': async (o) => ({
    id: (await makeMarketShift(o)).id,
    payload: { shift: { description: 'muutettu' } },
  }),
  'DELETE /api/shift-market/:id/admin': async (o) => ({ id: (await makeMarketShift(o)).id }),
  'GET /api/shift-market/:id/possible-workers/admin': async (o) => ({ id: o.pastShift.id }),
  // Take-over of a worker (decision 105): another organisation's is 404, the own one starts.
  'POST /api/users/:id/control/admin': async (o) => ({ id: o.worker.id }),
  'PUT /api/guest-users/:id/admin': async (o) => ({
    id: (await makeGuestUser(t, o)).id,
    payload: { filters: { departmentId: (await makeEmptyCustomer(t, o)).departmentId, days: 3 } },
  }),
  'DELETE /api/guest-users/:id/admin': async (o) => ({ id: (await makeGuestUser(t, o)).id }),
  'POST /api/guest-users/:id/reset-credentials/admin': async (o) => ({ id: (await makeGuestUser(t, o)).id }),
  'POST /api/users/:id/overlap-multi/admin': async (o) => ({
    id: o.worker.id,
    payload: { spans: [{ from: o.pastShift.from.toISOString(), to: o.pastShift.to?.toISOString() }] },
  }),
  'GET /api/files/:id/admin': async (o) => ({ id: (await makeDirectory(o)).id }),
  'PUT /api/files/:id/admin': async (o) => ({
    id: (await makeDirectory(o)).id,
    payload: { isSharedWithAll: true, sharedWithUsers: [o.reader.id] },
  }),
  'DELETE /api/files/:id/admin': async (o) => ({ id: (await makeDirectory(o)).id }),
  'GET /api/alerts/:id/admin': async (o) => ({ id: (await makeAlert(o)).id }),
  'PUT /api/alerts/:id/admin': async (o) => ({
    id: (await makeAlert(o)).id,
    payload: { alert: { name: 'Muutettu' } },
  }),
  'DELETE /api/alerts/:id/admin': async (o) => ({ id: (await makeAlert(o)).id }),
  'POST /api/alerts/:id/run/admin': async (o) => ({ id: (await makeAlert(o)).id }),
  'GET /api/emails/mass/:id/admin': async (o) => ({ id: (await makeMassEmail(o)).id }),
  'GET /api/groups/:id/admin': async (o) => ({ id: (await makeGroup(o)).id }),
  'PUT /api/groups/:id/admin': async (o) => ({
    id: (await makeGroup(o)).id,
    payload: { group: { name: 'Muutettu', members: [o.reader.id] } },
  }),
  'DELETE /api/groups/:id/admin': async (o) => ({ id: (await makeGroup(o)).id }),
  'PUT /api/skills/:id/admin': async (o) => ({
    id: (await makeSkill(o)).id,
    payload: { skill: { name: 'Muutettu' } },
  }),
  'DELETE /api/skills/:id/admin': async (o) => ({ id: (await makeSkill(o)).id }),
  'PUT /api/skills/groups/:id/admin': async (o) => ({
    id: (await makeSkillGroup(o)).id,
    payload: { group: { name: 'Muutettu', skills: [] } },
  }),
  'DELETE /api/skills/groups/:id/admin': async (o) => ({ id: (await makeSkillGroup(o)).id }),
  // Users admin and permission presets.
  'GET /api/users/:id/admin': async (o) => ({ id: o.worker.id }),
  'PUT /api/users/:id/admin': async (o) => ({ id: o.worker.id, payload: { user: { meta: 'muutettu' } } }),
  'PUT /api/users/:id/permissions/admin': async (o) => ({
    id: (await makeUser(t, o.organization.id)).id,
    payload: { permissions: { shifts: 'read' } },
  }),
  'DELETE /api/users/:id/admin': async (o) => ({ id: (await makeUser(t, o.organization.id)).id }),
  'POST /api/users/:id/reset-password/admin': async (o) => ({ id: o.worker.id }),
  'POST /api/users/:id/reset-credentials/admin': async (o) => ({ id: o.worker.id }),
  // A user's sessions (decision 133): listed, then all ended.
  'GET /api/users/:id/sessions/admin': async (o) => ({ id: o.worker.id }),
  'DELETE /api/users/:id/sessions/admin': async (o) => ({ id: o.worker.id }),
  // A person's data (decisions 134, 135): the export of anyone, the erasure of a removed user.
  'GET /api/users/:id/data/admin': async (o) => ({ id: o.worker.id }),
  'POST /api/users/:id/erase/admin': async (o) => {
    const former = await makeUser(t, o.organization.id);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, former.id));
    return { id: former.id, payload: {} };
  },
  'PUT /api/permissions/presets/:id/admin': async (o) => ({
    id: (await makePreset(o)).id,
    payload: { preset: { name: 'Muutettu' } },
  }),
  'DELETE /api/permissions/presets/:id/admin': async (o) => ({ id: (await makePreset(o)).id }),
  // API tokens and auth consumers.
  'PUT /api/organization/tokens/:id/admin': async (o) => ({
    id: (await makeToken(o)).id,
    payload: { name: 'Muutettu' },
  }),
  'DELETE /api/organization/tokens/:id/admin': async (o) => ({ id: (await makeToken(o)).id }),
  'GET /api/auth-consumers/:id/admin': async (o) => ({ id: (await makeConsumer(o)).id }),
  'PUT /api/auth-consumers/:id/admin': async (o) => ({
    id: (await makeConsumer(o)).id,
    payload: { name: 'Muutettu', renewSecret: true },
  }),
  'DELETE /api/auth-consumers/:id/admin': async (o) => ({ id: (await makeConsumer(o)).id }),
  // Notes, holidays and instructions (decision 112); the readers' routes too.
  'GET /api/notes/:id/admin': async (o) => ({ id: (await makeNote(o)).id }),
  'PUT /api/notes/:id/admin': async (o) => ({
    id: (await makeNote(o)).id,
    payload: { note: { body: 'Muutettu' } },
  }),
  'DELETE /api/notes/:id/admin': async (o) => ({ id: (await makeNote(o)).id }),
  'GET /api/holidays/:id': async (o) => ({ id: (await makeHoliday(o)).id }),
  'PUT /api/holidays/:id/admin': async (o) => ({
    id: (await makeHoliday(o)).id,
    payload: { holiday: { name: 'Muutettu' } },
  }),
  'DELETE /api/holidays/:id/admin': async (o) => ({ id: (await makeHoliday(o)).id }),
  'GET /api/instructions/:id': async (o) => ({ id: (await makeInstruction(o)).id }),
  'PUT /api/instructions/:id/admin': async (o) => ({
    id: (await makeInstruction(o)).id,
    payload: { instruction: { title: 'Muutettu' } },
  }),
  'DELETE /api/instructions/:id/admin': async (o) => ({ id: (await makeInstruction(o)).id }),
  // Polls.
  'GET /api/polls/:id/admin': async (o) => ({ id: (await makeOpenPoll(o)).poll.id }),
  'PUT /api/polls/:id/admin': async (o) => ({
    id: (await makeOpenPoll(o)).poll.id,
    payload: { poll: { title: 'Muutettu', choices: ['Kyllä'] } },
  }),
  'DELETE /api/polls/:id/admin': async (o) => ({ id: (await makeOpenPoll(o)).poll.id }),
  // Salaries: a worker's listing (the current month) and salary values.
  'GET /api/users/:id/salary-listing/admin': async (o) => ({ id: o.worker.id }),
  'GET /api/users/:id/salaries/admin': async (o) => ({ id: o.worker.id }),
  'PUT /api/users/:id/salaries/admin': async (o) => ({
    id: o.worker.id,
    payload: { salaries: [{ validFrom: '2025-01-01', value: { rate: '21', scheme: 'el15' } }] },
  }),
};

/** A general note on the organisation's worker. */
async function makeNote(o: OrgFixture) {
  const [note] = await t.db
    .insert(notes)
    .values({
      organizationId: o.organization.id,
      targetType: 'user',
      targetId: o.worker.id,
      userGroup: 'user-general',
      body: 'Muistiinpano',
    })
    .returning();
  if (!note) throw new Error('note insert failed');
  return note;
}

async function makeHoliday(o: OrgFixture) {
  const [holiday] = await t.db
    .insert(holidays)
    .values({ organizationId: o.organization.id, name: 'Pyhä', date: '2030-05-01' })
    .returning();
  if (!holiday) throw new Error('holiday insert failed');
  return holiday;
}

async function makeInstruction(o: OrgFixture) {
  const [page] = await t.db
    .insert(instructions)
    .values({ organizationId: o.organization.id, title: 'Ohje', body: '<p>Ohje</p>' })
    .returning();
  if (!page) throw new Error('instruction insert failed');
  return page;
}

/** An open poll of the organisation for everyone, with one choice. */
async function makeOpenPoll(o: OrgFixture) {
  const organizationId = o.organization.id;
  const [poll] = await t.db
    .insert(polls)
    .values({ organizationId, title: 'Kysely', publishedAt: new Date(t.clock.now().getTime() - HOUR) })
    .returning();
  if (!poll) throw new Error('poll insert failed');
  const [choice] = await t.db
    .insert(pollChoices)
    .values({ organizationId, pollId: poll.id, text: 'Kyllä', position: 0 })
    .returning();
  if (!choice) throw new Error('poll choice insert failed');
  return { poll, choice };
}

/** A permission preset of the organisation. */
async function makeToken(o: OrgFixture) {
  const [token] = await t.db
    .insert(apiTokens)
    .values({
      organizationId: o.organization.id,
      name: 'Rajapinta',
      tokenHash: randomUUID(),
      permissions: { shifts: 'read' },
    })
    .returning();
  if (!token) throw new Error('token insert failed');
  return token;
}
async function makeConsumer(o: OrgFixture) {
  const [consumer] = await t.db
    .insert(authConsumers)
    .values({
      organizationId: o.organization.id,
      name: 'Kumppani',
      redirectUris: ['https://kumppani.example/callback'],
      secretHash: randomUUID(),
    })
    .returning();
  if (!consumer) throw new Error('consumer insert failed');
  return consumer;
}
async function makePreset(o: OrgFixture) {
  const [preset] = await t.db
    .insert(permissionPresets)
    .values({ organizationId: o.organization.id, name: 'Pohja', permissions: { shifts: 'read' } })
    .returning();
  if (!preset) throw new Error('preset insert failed');
  return preset;
}
/** Routes with a path parameter that is not a row id of an organisation. */
const NOT_AN_ENTITY_ID = new Set([
  'GET /api/auth/user/:id' /* a reset token */,
  // The OpenID provider's interaction ids; another organisation's consumer answers 404 in
  // test/oidc/refusals.test.ts.
  'GET /api/oauth/interactions/:uid',
  'POST /api/oauth/interactions/:uid/confirm',
  'POST /api/oauth/interactions/:uid/abort',
]);
/** Id routes whose own-id success needs rows the fixture lacks: each has its own test below. */
const TESTED_APART = new Set([
  'PUT /api/shift-market/:id/reserve/worker',
  // Needs the caller's own fresh reservation: test/shifts/marketUndo.test.ts undoes another
  // organisation's (404) and its own.
  'PUT /api/shift-market/:id/undo/worker',
  // Needs an uploaded image: test/users/avatar.test.ts reads another organisation's (404) and its own.
  'GET /api/users/:id/avatar',
  // Needs a stored object: test/files/sharing.test.ts downloads another organisation's (404) and its own.
  'GET /api/files/:id',
  // Need a poll: the polls test below reads and votes in another organisation's (404) and its own.
  'GET /api/polls/:id',
  'POST /api/polls/:id/vote',
  // Needs a session's list id: test/endedAccess/sessions.test.ts ends another organisation's, another
  // user's (404) and its own.
  'DELETE /api/auth/sessions/:id',
]);

/** An open shift of the organisation on the marketplace, ten days ahead. */
async function makeMarketShift(o: OrgFixture) {
  const start = t.clock.now().getTime() + 10 * 24 * HOUR;
  const [shift] = await t.db
    .insert(shifts)
    .values({
      organizationId: o.organization.id,
      departmentId: o.department.id,
      name: 'Torivuoro',
      from: new Date(start),
      to: new Date(start + 8 * HOUR),
      marketPublishedAt: t.clock.now(),
    })
    .returning();
  if (!shift) throw new Error('market shift insert failed');
  return shift;
}

/** A directory of the organisation's worker. */
async function makeDirectory(o: OrgFixture) {
  const [directory] = await t.db
    .insert(files)
    .values({
      organizationId: o.organization.id,
      ownerId: o.worker.id,
      kind: 'directory',
      filename: 'Kansio',
    })
    .returning();
  if (!directory) throw new Error('directory insert failed');
  return directory;
}

/** An alert of the organisation (unfilled shifts within two days). */
async function makeAlert(o: OrgFixture) {
  const [alert] = await t.db
    .insert(alerts)
    .values({
      organizationId: o.organization.id,
      name: 'Hälytys',
      rule: DEFAULT_ALERT_RULE,
      recurrence: '1d',
    })
    .returning();
  if (!alert) throw new Error('alert insert failed');
  return alert;
}

/** A mass email of the organisation (its report only: no messages queued). */
async function makeMassEmail(o: OrgFixture) {
  const [mass] = await t.db
    .insert(massEmails)
    .values({ organizationId: o.organization.id, title: 'Tiedote', message: 'Hei' })
    .returning();
  if (!mass) throw new Error('mass email insert failed');
  return mass;
}

/** A group of the organisation with its worker as the member. */
async function makeGroup(o: OrgFixture) {
  const organizationId = o.organization.id;
  const [group] = await t.db.insert(groups).values({ organizationId, name: 'Ryhmä' }).returning();
  if (!group) throw new Error('group insert failed');
  await t.db.insert(groupMembers).values({ organizationId, groupId: group.id, userId: o.worker.id });
  return group;
}

async function makeSkill(o: OrgFixture) {
  const [skill] = await t.db
    .insert(skills)
    .values({ organizationId: o.organization.id, name: 'Taito' })
    .returning();
  if (!skill) throw new Error('skill insert failed');
  return skill;
}

/** A skill group of the organisation holding one new skill. */
async function makeSkillGroup(o: OrgFixture) {
  const organizationId = o.organization.id;
  const skill = await makeSkill(o);
  const [group] = await t.db.insert(skillGroups).values({ organizationId, name: 'Osaamiset' }).returning();
  if (!group) throw new Error('skill group insert failed');
  await t.db.insert(skillGroupSkills).values({ organizationId, groupId: group.id, skillId: skill.id });
  return group;
}

async function snapshot(o: OrgFixture) {
  const shiftRows = await t.db.select().from(shifts).where(eq(shifts.organizationId, o.organization.id));
  const notificationRows = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.organizationId, o.organization.id));
  const customerRows = await t.db
    .select()
    .from(customers)
    .where(eq(customers.organizationId, o.organization.id));
  const departmentRows = await t.db
    .select()
    .from(departments)
    .where(eq(departments.organizationId, o.organization.id));
  const templateRows = await t.db
    .select()
    .from(templates)
    .where(eq(templates.organizationId, o.organization.id));
  const filterRows = await t.db
    .select()
    .from(savedFilters)
    .where(eq(savedFilters.organizationId, o.organization.id));
  const suggestionRows = await t.db
    .select()
    .from(suggestions)
    .where(eq(suggestions.organizationId, o.organization.id));
  const organizationId = o.organization.id;
  const fileRows = await t.db.select().from(files).where(eq(files.organizationId, organizationId));
  const peopleRows = {
    groupRows: await t.db.select().from(groups).where(eq(groups.organizationId, organizationId)),
    memberRows: await t.db.select().from(groupMembers).where(eq(groupMembers.organizationId, organizationId)),
    skillRows: await t.db.select().from(skills).where(eq(skills.organizationId, organizationId)),
    skillGroupRows: await t.db
      .select()
      .from(skillGroups)
      .where(eq(skillGroups.organizationId, organizationId)),
    skillLinkRows: await t.db
      .select()
      .from(skillGroupSkills)
      .where(eq(skillGroupSkills.organizationId, organizationId)),
  };
  const communicationRows = {
    alertRows: await t.db.select().from(alerts).where(eq(alerts.organizationId, organizationId)),
    massEmailRows: await t.db.select().from(massEmails).where(eq(massEmails.organizationId, organizationId)),
    noteRows: await t.db.select().from(notes).where(eq(notes.organizationId, organizationId)),
    holidayRows: await t.db.select().from(holidays).where(eq(holidays.organizationId, organizationId)),
    instructionRows: await t.db
      .select()
      .from(instructions)
      .where(eq(instructions.organizationId, organizationId)),
  };
  const guestUserRows = await t.db
    .select()
    .from(guestUsers)
    .where(eq(guestUsers.organizationId, o.organization.id));
  const userRows = await t.db.select().from(users).where(eq(users.organizationId, o.organization.id));
  const pollRows = {
    pollRows: await t.db.select().from(polls).where(eq(polls.organizationId, organizationId)),
    pollChoiceRows: await t.db
      .select()
      .from(pollChoices)
      .where(eq(pollChoices.organizationId, organizationId)),
    pollVoteRows: await t.db.select().from(pollVotes).where(eq(pollVotes.organizationId, organizationId)),
  };
  const presetRows = await t.db
    .select()
    .from(permissionPresets)
    .where(eq(permissionPresets.organizationId, o.organization.id));
  const integrationRows = {
    tokenRows: await t.db.select().from(apiTokens).where(eq(apiTokens.organizationId, organizationId)),
    consumerRows: await t.db
      .select()
      .from(authConsumers)
      .where(eq(authConsumers.organizationId, organizationId)),
  };
  return {
    ...integrationRows,
    ...peopleRows,
    ...communicationRows,
    ...pollRows,
    fileRows,
    guestUserRows,
    userRows,
    presetRows,
    shiftRows,
    notificationRows,
    customerRows,
    departmentRows,
    templateRows,
    filterRows,
    suggestionRows,
  };
}

describe('ids of another organisation', () => {
  it('every id-taking route is covered here', () => {
    const withId = t.app.routeTable.map((r) => `${r.method} ${r.url}`).filter((r) => r.includes('/:'));
    expect(
      withId.filter(
        (r) => !FOREIGN[r] && !FOREIGN_ADMIN[r] && !NOT_AN_ENTITY_ID.has(r) && !TESTED_APART.has(r),
      ),
    ).toEqual([]);
  });

  it("answer 404 to organisation A's admin on every admin id route, change nothing, and 200 on its own", async () => {
    // Fresh organisations: the stamped shifts made here must not change the counts below.
    const c = await makeOrganization(t, 'delta');
    const d = await makeOrganization(t, 'epsilon');
    const foreign = await Promise.all(Object.values(FOREIGN_ADMIN).map((idOf) => idOf(d)));
    const before = await snapshot(d);
    for (const [index, [route, idOf]] of Object.entries(FOREIGN_ADMIN).entries()) {
      const [method, path] = route.split(' ') as [string, string];
      const send = async (o: OrgFixture, caller: OrgFixture) => {
        const { id, payload } =
          o === d ? (foreign[index] as { id: string; payload?: object }) : await idOf(o);
        return t.app.inject({
          method: method as 'GET',
          url: path.replace(':id', id),
          headers: { cookie: await caller.sessionFor('admin') },
          ...(payload && { payload }),
        });
      };
      expect((await send(d, c)).statusCode, `foreign ${route}`).toBe(404);
      const own = await send(c, c);
      expect(own.statusCode, `own ${route} → ${own.body}`).toBe(200);
    }
    expect(await snapshot(d)).toEqual(before);
  });

  it('mass stamp approval with one foreign id answers 404 and decides none', async () => {
    const own = await makeOrganization(t, 'zeta');
    const other = await makeOrganization(t, 'eta');
    const mine = await makeStampedShift(t, own);
    const theirs = await makeStampedShift(t, other);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/shifts/approve-stamp/mass/admin',
      headers: { cookie: await own.sessionFor('admin') },
      payload: { ids: [mine.id, theirs.id] },
    });
    expect(res.statusCode).toBe(404);
    const decided = await t.db
      .select()
      .from(shifts)
      .where(inArray(shifts.id, [mine.id, theirs.id]));
    expect(decided.map((s) => s.stampApproved)).toEqual([0, 0]);
  });

  for (const role of ['worker', 'admin', 'reader'] as const) {
    it(`answer 404 to organisation A's ${role} on every id-taking route, and change nothing`, async () => {
      const before = await snapshot(b);
      for (const [route, foreign] of Object.entries(FOREIGN)) {
        const [method, path] = route.split(' ') as [string, string];
        const { id, payload } = foreign(b);
        const res = await t.app.inject({
          method: method as 'GET',
          url: path.replace(':id', id),
          headers: { cookie: await a.sessionFor(role) },
          ...(payload && { payload }),
        });
        expect(res.statusCode, `${role} ${route}`).toBe(404);
      }
      expect(await snapshot(b)).toEqual(before);
    });
  }

  it("the same requests with the worker's own ids succeed, so the 404 is the scope's", async () => {
    const c = await makeOrganization(t, 'gamma');
    for (const [route, own] of Object.entries(FOREIGN)) {
      const [method, path] = route.split(' ') as [string, string];
      const { id, payload } = own(c);
      const res = await t.app.inject({
        method: method as 'GET',
        url: path.replace(':id', id),
        headers: { cookie: await c.sessionFor('worker') },
        ...(payload && { payload }),
      });
      expect(res.statusCode, `${route} → ${res.body}`).toBe(200);
    }
  });

  it("reserving another organisation's marketplace shift answers 404 and changes nothing; its own, 200", async () => {
    const own = await makeOrganization(t, 'kappa');
    const other = await makeOrganization(t, 'lambda');
    const theirs = await makeMarketShift(other);
    const mine = await makeMarketShift(own);
    const before = await snapshot(other);
    const reserve = async (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/shift-market/${id}/reserve/worker`,
        headers: { cookie: await own.sessionFor('worker') },
        payload: {},
      });
    expect((await reserve(theirs.id)).statusCode).toBe(404);
    expect(await snapshot(other)).toEqual(before);
    expect((await reserve(mine.id)).statusCode).toBe(200);
  });

  it("reading and voting in another organisation's poll answer 404 and change nothing; its own, 200", async () => {
    const own = await makeOrganization(t, 'pi');
    const other = await makeOrganization(t, 'rho');
    const theirs = await makeOpenPoll(other);
    const mine = await makeOpenPoll(own);
    const before = await snapshot(other);
    const cookie = await own.sessionFor('worker');
    const read = (id: string) =>
      t.app.inject({ method: 'GET', url: `/api/polls/${id}`, headers: { cookie } });
    const vote = (id: string, choice: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/polls/${id}/vote`,
        headers: { cookie },
        payload: { choice },
      });
    expect((await read(theirs.poll.id)).statusCode).toBe(404);
    expect((await vote(theirs.poll.id, theirs.choice.id)).statusCode).toBe(404);
    // Their choice in my poll is no choice of mine either.
    expect((await vote(mine.poll.id, theirs.choice.id)).statusCode).toBe(404);
    expect(await snapshot(other)).toEqual(before);
    expect((await read(mine.poll.id)).statusCode).toBe(200);
    expect((await vote(mine.poll.id, mine.choice.id)).statusCode).toBe(200);
  });

  it("bills: another organisation's customer, department or shift ids answer 404 and move nothing", async () => {
    const own = await makeOrganization(t, 'bills-own');
    const other = await makeOrganization(t, 'bills-other');
    const cookie = await own.sessionFor('admin');
    // A period holding both factory past shifts (yesterday), so only the ids decide.
    const day = other.pastShift.from.toISOString();
    const period = { from: `${day.slice(0, 7)}-01`, to: `${Number(day.slice(0, 4)) + 1}-01-01` };
    const before = await snapshot(other);
    const ownBefore = await snapshot(own);
    for (const body of [{ customerId: other.customer.id }, { departmentId: other.department.id }]) {
      const data = await t.app.inject({
        method: 'POST',
        url: '/api/shifts/billing-data/admin',
        headers: { cookie },
        payload: { ...period, ...body },
      });
      expect(data.statusCode, JSON.stringify(body)).toBe(404);
    }
    for (const body of [
      { customerId: other.customer.id },
      { departmentId: other.department.id },
      { shiftIds: [own.pastShift.id, other.pastShift.id] },
    ]) {
      const moved = await t.app.inject({
        method: 'PUT',
        url: '/api/shifts/billing-status/admin',
        headers: { cookie },
        payload: { ...period, status: 1, ...body },
      });
      expect(moved.statusCode, JSON.stringify(body)).toBe(404);
    }
    expect(await snapshot(other)).toEqual(before);
    expect(await snapshot(own)).toEqual(ownBefore);
  });

  it('mass withdrawal from the marketplace with one foreign id answers 404 and withdraws none', async () => {
    const own = await makeOrganization(t, 'mu');
    const other = await makeOrganization(t, 'nu');
    const mine = await makeMarketShift(own);
    const theirs = await makeMarketShift(other);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/shift-market/mass/admin',
      headers: { cookie: await own.sessionFor('admin') },
      payload: { ids: [mine.id, theirs.id] },
    });
    expect(res.statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(shifts)
      .where(inArray(shifts.id, [mine.id, theirs.id]));
    expect(rows.every((s) => s.marketPublishedAt !== null)).toBe(true);
  });

  it("business statistics and the report diff answer 404 for another organisation's customer or department; their own, 200", async () => {
    const range = { from: '2026-01-01', to: '2026-02-01' };
    const calls = [
      ['/api/shifts/business-statistics/admin', range],
      ['/api/reports/diff/admin', { a: range, b: { from: '2026-02-01', to: '2026-03-01' } }],
    ] as const;
    for (const [url, body] of calls) {
      for (const [field, own, foreign] of [
        ['customerId', a.customer.id, b.customer.id],
        ['departmentId', a.department.id, b.department.id],
      ] as const) {
        const send = async (id: string) =>
          t.app.inject({
            method: 'POST',
            url,
            headers: { cookie: await a.sessionFor('admin') },
            payload: { ...body, [field]: id },
          });
        expect((await send(foreign)).statusCode, `${url} foreign ${field}`).toBe(404);
        expect((await send(own)).statusCode, `${url} own ${field}`).toBe(200);
      }
    }
  });

  it('mass suggestion decisions with one foreign id answer 404 and decide none', async () => {
    const own = await makeOrganization(t, 'xi');
    const other = await makeOrganization(t, 'omicron');
    const cookie = await own.sessionFor('admin');
    const before = await snapshot(other);
    for (const [method, url, message] of [
      ['POST', '/api/suggestions/mass/admin', undefined],
      ['DELETE', '/api/suggestions/mass/admin', 'Ei'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie },
        payload: { ids: [own.suggestion.id, other.suggestion.id], ...(message && { message }) },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [mine] = await t.db.select().from(suggestions).where(eq(suggestions.id, own.suggestion.id));
    expect(mine?.approved).toBe(0);
    expect(await snapshot(other)).toEqual(before);
  });

  it('mass stamping with one foreign id answers 404 and stamps none', async () => {
    const cookie = await a.sessionFor('worker');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/shifts/stamp/mass/worker',
      headers: { cookie },
      payload: { ids: [a.pastShift.id, b.pastShift.id] },
    });
    expect(res.statusCode).toBe(404);
    const [mine] = await t.db.select().from(shifts).where(eq(shifts.id, a.pastShift.id));
    const [theirs] = await t.db.select().from(shifts).where(eq(shifts.id, b.pastShift.id));
    expect(mine?.stamped).toBe(false);
    expect(theirs?.stamped).toBe(false);
  });

  it("a shift cannot be placed in another organisation's department or template", async () => {
    const cookie = await a.sessionFor('worker');
    const base = t.clock.now().getTime() - 30 * 24 * HOUR;
    const shift = { from: new Date(base).toISOString(), to: new Date(base + 8 * HOUR).toISOString() };
    const byDepartment = await t.app.inject({
      method: 'POST',
      url: '/api/shifts/worker',
      headers: { cookie },
      payload: { shift: { ...shift, name: 'Vieras osasto', department: b.department.id } },
    });
    expect(byDepartment.statusCode).toBe(400);
    expect(byDepartment.json().fields).toHaveProperty(['shift.department']);
    const byTemplate = await t.app.inject({
      method: 'POST',
      url: '/api/shifts/worker',
      headers: { cookie },
      payload: { shift: { ...shift, name: b.template.name, template: b.template.id } },
    });
    expect(byTemplate.statusCode).toBe(400);
    expect(byTemplate.json().fields).toHaveProperty(['shift.template']);
  });

  it("templates: another organisation's department, template or worker in a body changes nothing", async () => {
    const own = await makeOrganization(t, 'theta');
    const other = await makeOrganization(t, 'iota');
    const cookie = await own.sessionFor('admin');
    const before = await snapshot(other);
    const ownBefore = await snapshot(own);
    const times = { from: '2026-01-05T07:00:00+02:00', to: '2026-01-05T15:00:00+02:00' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/templates/admin',
      headers: { cookie },
      payload: {
        templates: [
          { ...times, name: 'Oma', department: own.department.id },
          { ...times, name: 'Vieras', department: other.department.id },
        ],
      },
    });
    expect(created.statusCode).toBe(400);
    expect(Object.keys(created.json().fields)).toEqual(['templates.1.department']);
    const moved = await t.app.inject({
      method: 'PUT',
      url: `/api/templates/${own.template.id}/admin`,
      headers: { cookie },
      payload: { template: { department: other.department.id } },
    });
    expect(moved.statusCode).toBe(400);
    expect(Object.keys(moved.json().fields)).toEqual(['template.department']);
    const priority = await t.app.inject({
      method: 'PUT',
      url: '/api/templates/priority/admin',
      headers: { cookie },
      payload: {
        templates: [
          { _id: own.template.id, priority: 5 },
          { _id: other.template.id, priority: 5 },
        ],
      },
    });
    expect(priority.statusCode).toBe(404);
    for (const body of [
      { templates: [own.template.id, other.template.id], days: ['2026-12-01'] },
      { templates: [own.template.id], days: ['2026-12-01'], worker: other.worker.id },
    ]) {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/templates/instantiate/admin',
        headers: { cookie },
        payload: body,
      });
      expect([400, 404]).toContain(made.statusCode);
    }
    const listed = await t.app.inject({
      url: `/api/templates/admin?department=${other.department.id}`,
      headers: { cookie },
    });
    expect(listed.json()).toEqual({ templates: [], total: 0 });
    expect(await snapshot(other)).toEqual(before);
    expect(await snapshot(own)).toEqual(ownBefore);
  });

  it("the overlap check ignores another organisation's shift named as the one to exclude", async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/overlaps',
      headers: { cookie: await a.sessionFor('worker') },
      payload: { from: a.runningShift.from.toISOString(), to: null, exclude: b.runningShift.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.shifts.map((s: { _id: string }) => s._id)).toEqual([a.runningShift.id]);
  });
});

describe('each organisation sees only its own data', () => {
  const ids = (list: { _id: string }[]) => list.map((x) => x._id);

  it('people of both organisations log in, with the email deciding the organisation', async () => {
    for (const org of [a, b]) {
      const res = await t.login(org.worker.email, FACTORY_PASSWORD);
      expect(res.res.statusCode).toBe(200);
      const refresh = await t.app.inject({ url: '/api/auth/refresh', headers: { cookie: res.cookie ?? '' } });
      expect(refresh.json().user._id).toBe(org.worker.id);
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/auth/guest-user/login',
        payload: { email: org.guest.email.toUpperCase(), password: FACTORY_PASSWORD },
      });
      expect(guest.statusCode).toBe(200);
      expect(guest.json().user._id).toBe(org.guest.id);
    }
  });

  it("the demo organisation's worker still logs in beside two newer organisations", async () => {
    const res = await t.login('worker@example.com');
    expect(res.res.statusCode).toBe(200);
  });

  it('lists shifts, counts, notifications and templates of the own organisation only', async () => {
    const cookie = await a.sessionFor('worker');
    const get = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json();
    const window = '?from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';
    expect(ids((await get(`/api/shifts/user/worker${window}`)).shifts).sort()).toEqual(
      [a.pastShift.id, a.runningShift.id].sort(),
    );
    expect((await get(`/api/shifts/count/worker${window}`)).count).toBe(2);
    expect(ids((await get('/api/notifications')).notifications)).toEqual([a.notification.id]);
    const customers = (await get('/api/templates/customers/worker')).customers;
    expect(ids(customers)).toEqual([a.customer.id]);
  });

  it('answers each caller from the prepared statements with their own rows only, whoever asked first', async () => {
    // The worker's window, running shift, stamp count and notifications are statements prepared
    // once per database: the organisation and the caller are parameters of every run.
    const now = t.clock.now().toISOString();
    for (const org of [b, a, b]) {
      const cookie = await org.sessionFor('worker');
      const get = async (url: string) => (await t.app.inject({ url, headers: { cookie } })).json();
      const window = '?from=2000-01-01T00:00:00Z&to=2100-01-01T00:00:00Z';
      expect(ids((await get(`/api/shifts/user/worker${window}`)).shifts).sort()).toEqual(
        [org.pastShift.id, org.runningShift.id].sort(),
      );
      expect(ids((await get('/api/shifts/user/worker?submitted=false')).shifts)).toEqual([
        org.runningShift.id,
      ]);
      const unstamped = [org.pastShift, org.runningShift].filter(
        (s) => s.stampRequired && !s.stamped && s.from.toISOString() <= now,
      );
      expect((await get(`/api/shifts/count/worker?stampMissing=true&to=${now}`)).count).toBe(
        unstamped.length,
      );
      expect(ids((await get('/api/notifications')).notifications)).toEqual([org.notification.id]);
      const overlap = await t.app.inject({
        method: 'POST',
        url: '/api/users/overlaps',
        headers: { cookie },
        payload: { from: org.runningShift.from.toISOString(), to: null },
      });
      const found = overlap.json().user.shifts as { _id: string; worker: string }[];
      expect(ids(found)).toContain(org.runningShift.id);
      expect(new Set(found.map((s) => s.worker))).toEqual(new Set([org.worker.id]));
    }
  });

  it("an admin's organisation page is the admin's own organisation", async () => {
    for (const org of [a, b]) {
      const res = await t.app.inject({
        url: '/api/organization/admin',
        headers: { cookie: await org.sessionFor('reader') },
      });
      expect(res.json().organization._id).toBe(org.organization.id);
    }
  });

  it("switching force-2FA changes the admin's organisation only", async () => {
    // Only an admin with two-factor may switch it on (auth/force2fa.test.ts covers the refusal).
    await t.db.update(users).set({ tfaEnabled: true }).where(eq(users.id, a.admin.id));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/settings/force2fa/admin',
      headers: { cookie: await a.sessionFor('admin') },
      payload: { force2fa: true },
    });
    expect(res.statusCode).toBe(200);
    const other = await t.app.inject({
      url: '/api/organization/admin',
      headers: { cookie: await b.sessionFor('admin') },
    });
    expect(other.json().organization.settings.force2fa).toBe(false);
  });

  it("name, admin email and logo change the admin's organisation only, and each session sees its own logo", async () => {
    const cookie = await a.sessionFor('admin');
    const details = { name: 'Alfa uusi nimi', pluginName: 'alfa' };
    expect((await call(t, 'PUT', '/api/organization/admin', { cookie, payload: details })).statusCode).toBe(
      200,
    );
    const email = { adminEmail: 'alfa@example.com' };
    expect(
      (await call(t, 'PUT', '/api/organization/email/admin', { cookie, payload: email })).statusCode,
    ).toBe(200);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const logo = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/logo/admin',
      headers: { cookie, 'content-type': 'image/png' },
      payload: png,
    });
    expect(logo.statusCode).toBe(200);
    const other = await call(t, 'GET', '/api/organization/admin', { cookie: await b.sessionFor('admin') });
    expect(other.json().organization).toMatchObject({ name: b.organization.name, logo: null });
    expect(other.json().organization.adminEmail).not.toBe('alfa@example.com');
    const own = await call(t, 'GET', '/api/organization/logo', { cookie: await a.sessionFor('worker') });
    expect(own.rawPayload.equals(png)).toBe(true);
    const foreign = await call(t, 'GET', '/api/organization/logo', { cookie: await b.sessionFor('worker') });
    expect(foreign.statusCode).toBe(404);
  });

  it("counts only the organisation's own users without two-factor", async () => {
    for (const org of [a, b]) {
      const res = await t.app.inject({
        url: '/api/organization/admin',
        headers: { cookie: await org.sessionFor('admin') },
      });
      const own = await t.db.select().from(users).where(eq(users.organizationId, org.organization.id));
      expect(res.json().organization.usersWithoutTfa).toBe(own.filter((u) => !u.tfaEnabled).length);
    }
  });

  it("lists only the organisation's own audit entries; another's person or shift filters to nothing", async () => {
    // A change in each organisation, so both have entries about a shift.
    for (const org of [a, b]) {
      const res = await call(t, 'PUT', `/api/shifts/${org.pastShift.id}/admin`, {
        cookie: await org.sessionFor('admin'),
        payload: { shift: { description: `Auditoitu ${org.organization.name}` } },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = async (org: OrgFixture, query: string) =>
      call(t, 'GET', `/api/audit/admin?limit=200&${query}`, { cookie: await org.sessionFor('admin') });
    const own = await list(a, `targetType=shift&targetId=${a.pastShift.id}`);
    expect(own.json().entries.length).toBeGreaterThan(0);
    for (const query of [
      `targetType=shift&targetId=${b.pastShift.id}`,
      `actor=${b.admin.id}`,
      `targetType=user&targetId=${b.worker.id}`,
    ]) {
      const res = await list(a, query);
      expect(res.statusCode).toBe(200);
      expect(res.json().entries, query).toEqual([]);
    }
    const ids = new Set([a.admin.id, a.reader.id, a.worker.id, null]);
    const all = await list(a, '');
    for (const entry of all.json().entries as { actor: { kind: string; id: string | null } }[])
      if (entry.actor.kind === 'user') expect(ids.has(entry.actor.id)).toBe(true);
  });
});

describe('requireIds, the batched id check services use before a change', () => {
  const ctxOf = (o: OrgFixture) => jobCtx(t.app.deps, 'test', o.organization.id);

  it("passes for the organisation's own ids, repeated ones counted once", async () => {
    const scope = inOrganization(ctxOf(a), shifts);
    const ids = [a.pastShift.id, a.runningShift.id, a.pastShift.id];
    expect(await requireIds(t.db, shifts, scope, ids)).toEqual([a.pastShift.id, a.runningShift.id]);
  });

  it('answers 404 when one id is foreign or missing', async () => {
    const scope = inOrganization(ctxOf(a), shifts);
    for (const stranger of [b.pastShift.id, '00000000-0000-4000-8000-000000000000']) {
      const error = await requireIds(t.db, shifts, scope, [a.pastShift.id, stranger]).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ statusCode: 404 });
    }
  });
});
