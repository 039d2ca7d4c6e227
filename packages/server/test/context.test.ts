// Services run without a request: a job's context acts for one organisation, scoped like a
// person, and the audit log records the job by name.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobCtx } from '../src/context.ts';
import { auditLog } from '../src/db/schema/index.ts';
import { audit } from '../src/lib/audit.ts';
import { customersWithTemplates } from '../src/modules/templates/service.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { makeOrganization, type OrgFixture } from './support/factories.ts';

let t: TestApp;
let a: OrgFixture;
beforeAll(async () => {
  t = await createTestApp();
  a = await makeOrganization(t, 'jobs');
  await makeOrganization(t, 'toinen');
});
afterAll(() => t.close());

describe('a job context', () => {
  it("reads the job's organisation only, through the same scope as a request", async () => {
    const ctx = jobCtx(t.app.deps, 'reminders', a.organization.id);
    const customers = await customersWithTemplates(ctx);
    expect(customers.map((c) => c._id)).toEqual([a.customer.id]);
  });

  it('is recorded in the audit log by name, with no person and no address', async () => {
    const ctx = jobCtx(t.app.deps, 'reminders', a.organization.id);
    await audit(ctx, t.db, { organizationId: a.organization.id, action: 'job.test', data: { sent: 3 } });
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'job.test'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(row).toMatchObject({ actorUserId: null, actorGuestUserId: null, ip: null });
    expect(row?.data).toEqual({ sent: 3, job: 'reminders' });
  });

  it('records the client address of a request in the audit log', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/organization/settings/force2fa/admin',
      headers: { cookie: await a.sessionFor('admin') },
      payload: { force2fa: false },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'organization.force2fa'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(row).toMatchObject({ actorUserId: a.admin.id, ip: '203.0.113.7' });
  });
});
