// Test data builders: a whole organisation (people of every role, a customer with a department,
// a template, shifts, a request and a notification) made in the test's own database, so tests
// never depend on picking demo rows and always have a second organisation to probe.
import { randomUUID } from 'node:crypto';
import { allAreasAt, type Permissions } from '@tuura/domain';
import {
  cancellations,
  customers,
  departments,
  files,
  guestUsers,
  notifications,
  organizations,
  savedFilters,
  shifts,
  suggestions,
  templates,
  users,
} from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { registerAccountEmail } from '../../src/modules/auth/directory.ts';
import { createTestApp, type TestApp } from './app.ts';
import { DAY, HOUR } from './shifts.ts';

export const FACTORY_PASSWORD = 'factory-password';
let passwordHash: Promise<string> | undefined;

export type OrgRole = 'admin' | 'reader' | 'worker' | 'guest';
type Person = { id: string; email: string; organizationId: string };

/** A user of the organisation with the given permissions (a worker when none). */
export async function makeUser(
  t: Pick<TestApp, 'db'>,
  organizationId: string,
  opts: { email?: string; permissions?: Permissions; firstName?: string; lastName?: string } = {},
): Promise<Person> {
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@factory.test`;
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const [row] = await t.db
    .insert(users)
    .values({
      organizationId,
      email,
      passwordHash: await passwordHash,
      firstName: opts.firstName ?? 'Testi',
      lastName: opts.lastName ?? 'Henkilö',
      permissions: opts.permissions ?? {},
    })
    .returning();
  if (!row) throw new Error('user insert failed');
  await registerAccountEmail(t.db, { kind: 'user', email, organizationId, accountId: row.id });
  return row;
}

/**
 * An organisation with an admin (all), a reader (read), a worker, a guest user, a customer with
 * a department and template, a past shift and a running one for the worker, a shift request,
 * a notification and a saved filter (the worker's default of context 'shifts'). Emails carry `tag` so two organisations never share one.
 */
export async function makeOrganization(t: TestApp, tag = randomUUID().slice(0, 8)) {
  const [org] = await t.db
    .insert(organizations)
    .values({ name: `Organisaatio ${tag}` })
    .returning();
  if (!org) throw new Error('organisation insert failed');
  const organizationId = org.id;
  const admin = await makeUser(t, organizationId, {
    email: `admin-${tag}@factory.test`,
    permissions: allAreasAt('all'),
  });
  const reader = await makeUser(t, organizationId, {
    email: `reader-${tag}@factory.test`,
    permissions: allAreasAt('read'),
  });
  const worker = await makeUser(t, organizationId, { email: `worker-${tag}@factory.test` });
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const [guest] = await t.db
    .insert(guestUsers)
    .values({
      organizationId,
      name: `Vieras ${tag}`,
      email: `guest-${tag}@factory.test`,
      passwordHash: await passwordHash,
    })
    .returning();
  if (!guest) throw new Error('guest insert failed');
  await registerAccountEmail(t.db, {
    kind: 'guest',
    email: guest.email,
    organizationId,
    accountId: guest.id,
  });

  const [customer] = await t.db
    .insert(customers)
    .values({ organizationId, name: `Sairaala ${tag}` })
    .returning();
  if (!customer) throw new Error('customer insert failed');
  const [department] = await t.db
    .insert(departments)
    .values({ organizationId, customerId: customer.id, name: `Päivystys ${tag}` })
    .returning();
  if (!department) throw new Error('department insert failed');
  const now = t.clock.now().getTime();
  const [template] = await t.db
    .insert(templates)
    .values({
      organizationId,
      departmentId: department.id,
      name: `Aamuvuoro ${tag}`,
      from: new Date(now - 2 * DAY),
      to: new Date(now - 2 * DAY + 8 * HOUR),
      billing: '95 €/h',
      meta: 'internal note',
    })
    .returning();
  if (!template) throw new Error('template insert failed');
  const [pastShift, runningShift] = await t.db
    .insert(shifts)
    .values([
      {
        organizationId,
        workerId: worker.id,
        departmentId: department.id,
        templateId: template.id,
        name: template.name,
        from: new Date(now - DAY - 8 * HOUR),
        to: new Date(now - DAY),
        stampRequired: true,
      },
      {
        organizationId,
        workerId: worker.id,
        departmentId: department.id,
        name: `Käynnissä ${tag}`,
        from: new Date(now - HOUR),
        to: null,
        submitted: false,
      },
    ])
    .returning();
  if (!pastShift || !runningShift) throw new Error('shift insert failed');
  const [suggestion] = await t.db
    .insert(suggestions)
    .values({
      organizationId,
      workerId: worker.id,
      departmentId: department.id,
      name: `Toive ${tag}`,
      from: new Date(now + 3 * DAY),
      to: new Date(now + 3 * DAY + 8 * HOUR),
    })
    .returning();
  if (!suggestion) throw new Error('suggestion insert failed');
  const [notification] = await t.db
    .insert(notifications)
    .values({ organizationId, userId: worker.id, title: `Ilmoitus ${tag}`, text: 'Tervetuloa' })
    .returning();
  if (!notification) throw new Error('notification insert failed');
  const [filter] = await t.db
    .insert(savedFilters)
    .values({
      organizationId,
      userId: worker.id,
      name: `Suodatin ${tag}`,
      context: 'shifts',
      isDefault: true,
    })
    .returning();
  if (!filter) throw new Error('saved filter insert failed');

  // The worker's own empty directory: the files routes' own id in tenancy tests.
  const [directory] = await t.db
    .insert(files)
    .values({ organizationId, ownerId: worker.id, kind: 'directory', filename: `Kansio ${tag}` })
    .returning();
  if (!directory) throw new Error('directory insert failed');

  const people = { admin, reader, worker };
  /** A fresh session cookie for one of the organisation's people. */
  function sessionFor(role: OrgRole) {
    return t.sessionAs(
      role === 'guest'
        ? { organizationId, guestUserId: guest?.id }
        : { organizationId, userId: people[role].id },
    );
  }

  return {
    organization: org,
    ...people,
    guest,
    customer,
    department,
    template,
    pastShift,
    runningShift,
    suggestion,
    notification,
    filter,
    directory,
    sessionFor,
  };
}

export type OrgFixture = Awaited<ReturnType<typeof makeOrganization>>;

/** A test app with two factory organisations, 'alfa' and 'beta', for a file's beforeAll. */
export async function twoOrganizations() {
  const t = await createTestApp();
  return { t, a: await makeOrganization(t, 'alfa'), b: await makeOrganization(t, 'beta') };
}

/** A past shift of the organisation's worker, stamped and waiting for an admin's decision. */
export async function makeStampedShift(t: TestApp, o: OrgFixture, hoursAgo = 48) {
  const end = t.clock.now().getTime() - hoursAgo * HOUR;
  const [shift] = await t.db
    .insert(shifts)
    .values({
      organizationId: o.organization.id,
      workerId: o.worker.id,
      departmentId: o.department.id,
      name: 'Leimattu vuoro',
      from: new Date(end - 8 * HOUR),
      to: new Date(end),
      stampRequired: true,
      stamped: true,
      stampFrom: new Date(end - 8 * HOUR),
      stampTo: new Date(end + HOUR),
      stampMessage: 'Jäin tunniksi',
    })
    .returning();
  if (!shift) throw new Error('stamped shift insert failed');
  return shift;
}

/** A customer of the organisation with one department and no shifts: one that may be removed. */
export async function makeEmptyCustomer(t: TestApp, o: OrgFixture, name = 'Tyhjä asiakas') {
  const [customer] = await t.db
    .insert(customers)
    .values({ organizationId: o.organization.id, name })
    .returning();
  if (!customer) throw new Error('customer insert failed');
  const [department] = await t.db
    .insert(departments)
    .values({ organizationId: o.organization.id, customerId: customer.id, name: `${name}: osasto` })
    .returning();
  return { ...customer, departmentId: department?.id ?? '' };
}

/**
 * A template of the organisation in a department of its own (another test's removal of the
 * fixture's department cannot take it along).
 */
export async function makeTemplate(t: TestApp, o: OrgFixture, name = 'Oma pohja') {
  const now = t.clock.now().getTime();
  const { departmentId } = await makeEmptyCustomer(t, o, `${name}: asiakas`);
  const [template] = await t.db
    .insert(templates)
    .values({
      organizationId: o.organization.id,
      departmentId,
      name,
      from: new Date(now),
      to: new Date(now + 8 * HOUR),
    })
    .returning();
  if (!template) throw new Error('template insert failed');
  return template;
}

/** A shift of the organisation's worker (or `workerId`) starting `hoursAhead` from now: one that may be cancelled. */
export async function makeFutureShift(t: TestApp, o: OrgFixture, hoursAhead = 72, workerId = o.worker.id) {
  const start = t.clock.now().getTime() + hoursAhead * HOUR;
  const [shift] = await t.db
    .insert(shifts)
    .values({
      organizationId: o.organization.id,
      workerId,
      departmentId: o.department.id,
      name: 'Tuleva vuoro',
      from: new Date(start),
      to: new Date(start + 8 * HOUR),
    })
    .returning();
  if (!shift) throw new Error('future shift insert failed');
  return shift;
}

/** An active cancellation (sick) of a new future shift of the organisation's worker. */
export async function makeActiveCancellation(t: TestApp, o: OrgFixture, hoursAhead = 72) {
  const shift = await makeFutureShift(t, o, hoursAhead);
  const [cancellation] = await t.db
    .insert(cancellations)
    .values({
      organizationId: o.organization.id,
      shiftId: shift.id,
      workerId: o.worker.id,
      reason: 2,
      message: 'Kuumetta',
    })
    .returning();
  if (!cancellation) throw new Error('cancellation insert failed');
  return { cancellation, shift };
}

/** A pending shift request of the organisation's worker (or `workerId`), `daysAhead` from now. */
export async function makeSuggestion(
  t: TestApp,
  o: OrgFixture,
  opts: { daysAhead?: number; name?: string; workerId?: string; departmentId?: string | null } = {},
) {
  const from = t.clock.now().getTime() + (opts.daysAhead ?? 5) * DAY;
  const [suggestion] = await t.db
    .insert(suggestions)
    .values({
      organizationId: o.organization.id,
      workerId: opts.workerId ?? o.worker.id,
      departmentId: opts.departmentId === undefined ? o.department.id : opts.departmentId,
      name: opts.name ?? 'Toivottu vuoro',
      from: new Date(from),
      to: new Date(from + 8 * HOUR),
    })
    .returning();
  if (!suggestion) throw new Error('suggestion insert failed');
  return suggestion;
}

/** Another guest user of the organisation (with the factory password), one a test may remove. */
export async function makeGuestUser(
  t: TestApp,
  o: OrgFixture,
  over: { filterCustomerId?: string; filterDepartmentId?: string; filterDays?: number } = {},
) {
  passwordHash ??= hashPassword(FACTORY_PASSWORD);
  const [guest] = await t.db
    .insert(guestUsers)
    .values({
      organizationId: o.organization.id,
      name: 'Toinen vieras',
      email: `guest-${randomUUID().slice(0, 8)}@factory.test`,
      passwordHash: await passwordHash,
      ...over,
    })
    .returning();
  if (!guest) throw new Error('guest insert failed');
  await registerAccountEmail(t.db, {
    kind: 'guest',
    email: guest.email,
    organizationId: o.organization.id,
    accountId: guest.id,
  });
  return guest;
}
