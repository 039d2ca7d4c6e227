// Mass email (spec §7 Email, decision 113): a send queues one outbox row per recipient and answers
// at once; the queue job delivers them to a real SMTP server on loopback; a queued mail survives
// a restart; a refusing server gets retries with back-off, then 'failed'.
import { MASS_EMAIL } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { emailOutbox, groupMembers, groups, massEmails } from '../../src/db/schema/index.ts';
import { deliverDueEmails, drainEmailQueue, QUEUE, retryDelayMs } from '../../src/modules/emails/queue.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { type SmtpCapture, startSmtpCapture } from '../support/smtp.ts';

let smtp: SmtpCapture;
let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let worker: string;
let guest: string;
let theirGroup: string;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  o = await makeOrganization(t, 'alfa');
  other = await makeOrganization(t, 'beta');
  [admin, reader, worker, guest] = await Promise.all([
    o.sessionFor('admin'),
    o.sessionFor('reader'),
    o.sessionFor('worker'),
    o.sessionFor('guest'),
  ]);
  const [g] = await t.db
    .insert(groups)
    .values({ organizationId: other.organization.id, name: 'Toisen ryhmä' })
    .returning();
  theirGroup = g?.id ?? '';
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const deps = (app = t.app) => app.deps;
const send = (payload: unknown, cookie = admin) =>
  call(t, 'POST', '/api/emails/mass/admin', { cookie, payload });
const outboxOf = (id: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.massEmailId, id));

describe('POST /api/emails/mass/admin', () => {
  it('queues one message per user and group member (once each) and the job delivers every one', async () => {
    const people = await Promise.all(
      [1, 2, 3, 4].map((n) => makeUser(t, o.organization.id, { email: `vastaanottaja${n}@alfa.test` })),
    );
    const [group] = await t.db
      .insert(groups)
      .values({ organizationId: o.organization.id, name: 'Yövuorolaiset' })
      .returning();
    await t.db.insert(groupMembers).values(
      [people[2], people[3], people[0]].map((p) => ({
        organizationId: o.organization.id,
        groupId: group?.id ?? '',
        userId: p?.id ?? '',
      })),
    );
    const res = await send({
      title: 'Joulun vuorot',
      message: 'Hei!\nJoulun vuorot on julkaistu.',
      users: [people[0]?.id, people[1]?.id, people[1]?.id],
      groups: [group?.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    const { _id, recipientCount } = res.json().massEmail;
    expect(recipientCount).toBe(4);
    // Nothing sent in the request: every row waits in the queue.
    const queued = await outboxOf(_id);
    expect(queued.map((r) => r.status)).toEqual(['queued', 'queued', 'queued', 'queued']);
    expect(new Set(queued.map((r) => r.userId))).toEqual(new Set(people.map((p) => p.id)));

    const before = smtp.mails.length;
    await drainEmailQueue(deps());
    for (const p of people) {
      const mail = await smtp.waitForMail(p.email, before);
      expect(mail.headers).toMatch(/Subject: Joulun vuorot/);
      expect(mail.text).toContain('Joulun vuorot on julkaistu.');
    }
    expect(smtp.mails.length - before).toBe(4);
    const rows = await outboxOf(_id);
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null && r.attempts === 1)).toBe(true);

    // The delivery report: the list with counts, and one send's recipients.
    const list = await call(t, 'GET', '/api/emails/mass/admin', { cookie: reader });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().massEmails[0]).toMatchObject({
      _id,
      title: 'Joulun vuorot',
      recipientCount: 4,
      counts: { queued: 0, sent: 4, failed: 0, logged: 0 },
    });
    const one = await call(t, 'GET', `/api/emails/mass/${_id}/admin`, { cookie: reader });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().massEmail.recipients).toHaveLength(4);
    expect(one.json().massEmail.recipients[0]).toMatchObject({
      to: 'vastaanottaja1@alfa.test',
      status: 'sent',
      attempts: 1,
      error: null,
    });
  });

  it('refuses bad input per field and queues nothing', async () => {
    const ok = { title: 'T', message: 'M', users: [o.worker.id] };
    const cases: [object, string][] = [
      [{ ...ok, title: undefined }, 'title'],
      [{ ...ok, title: 'x'.repeat(MASS_EMAIL.title + 1) }, 'title'],
      [{ ...ok, title: 5 }, 'title'],
      [{ ...ok, message: '  ' }, 'message'],
      [{ ...ok, message: ['x'] }, 'message'],
      [{ ...ok, users: 'kaikki' }, 'users'],
      [{ ...ok, users: ["' OR 1=1 --"] }, 'users.0'],
      [{ ...ok, groups: [{ $ne: null }] }, 'groups.0'],
      [{ title: 'T', message: 'M' }, 'users'],
    ];
    const before = await t.db.select({ id: massEmails.id }).from(massEmails);
    for (const [payload, field] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(payload)).toEqual([field]);
    }
    // The longest message fits the request (over the framework's 1 MiB default); one more is a 400.
    const long = await send({ ...ok, message: 'ä'.repeat(MASS_EMAIL.message + 1) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['message']);
    const longest = await send({ ...ok, message: 'ä'.repeat(MASS_EMAIL.message) });
    expect(longest.statusCode, longest.body.slice(0, 200)).toBe(201);
    // Not delivered by the later tests' queue runs.
    await t.db.delete(emailOutbox).where(eq(emailOutbox.massEmailId, longest.json().massEmail._id));
    await t.db.delete(massEmails).where(eq(massEmails.id, longest.json().massEmail._id));
    expect(await t.db.select({ id: massEmails.id }).from(massEmails)).toHaveLength(before.length);
  });

  it("answers 404 naming the field for another organisation's user or group, queuing nothing", async () => {
    const before = await t.db.select().from(massEmails);
    const theirs = await send({ title: 'T', message: 'M', users: [o.worker.id, other.worker.id] });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().key).toBe('user.notFound');
    expect(Object.keys(theirs.json().fields)).toEqual(['users']);
    const group = await send({ title: 'T', message: 'M', groups: [theirGroup] });
    expect(group.statusCode).toBe(404);
    expect(Object.keys(group.json().fields)).toEqual(['groups']);
    expect(await t.db.select().from(massEmails)).toHaveLength(before.length);
    const report = await call(t, 'GET', `/api/emails/mass/${before[0]?.id}/admin`, {
      cookie: await other.sessionFor('admin'),
    });
    expect(report.statusCode).toBe(404);
    expect(report.json().key).toBe('request.notFound');
  });

  it('lets a reader read the report but not send; workers and guests are refused', async () => {
    const payload = { title: 'T', message: 'M', users: [o.worker.id] };
    expect((await send(payload, reader)).statusCode).toBe(403);
    expect((await send(payload, worker)).statusCode).toBe(403);
    expect((await send(payload, guest)).statusCode).toBe(403);
    expect((await call(t, 'POST', '/api/emails/mass/admin', { payload })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/emails/mass/admin', { cookie: worker })).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/emails/mass/admin', { cookie: guest })).statusCode).toBe(403);
  });
});

describe('the queue', () => {
  it('keeps a queued mail across a restart: a new app on the same database delivers it', async () => {
    const res = await send({ title: 'Uudelleenkäynnistys', message: 'Säilyin.', users: [o.reader.id] });
    const { _id } = res.json().massEmail;
    const before = smtp.mails.length;
    // The old app goes away before its queue ran; a new one on the same database starts its jobs.
    const second = await buildApp({ config: t.config, db: t.db, logger: false, jobs: true });
    await second.ready();
    try {
      const mail = await smtp.waitForMail(o.reader.email, before);
      expect(mail.text).toContain('Säilyin.');
      for (let i = 0; i < 100; i++) {
        const [row] = await outboxOf(_id);
        if (row?.status === 'sent') break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect((await outboxOf(_id))[0]?.status).toBe('sent');
    } finally {
      await second.close();
    }
  });

  it('sends each message once when ticks run at the same time (SKIP LOCKED claims)', async () => {
    const people = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => makeUser(t, o.organization.id, { email: `kerran${n}@alfa.test` })),
    );
    const res = await send({ title: 'Kerran', message: 'Vain kerran.', users: people.map((p) => p.id) });
    const { _id } = res.json().massEmail;
    const before = smtp.mails.length;
    const tried = await Promise.all([1, 2, 3].map(() => deliverDueEmails(deps(), 2)));
    expect(tried.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(6);
    await drainEmailQueue(deps());
    const rows = await outboxOf(_id);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(people.map(() => ['sent', 1]));
    const arrived = smtp.mails.slice(before).filter((m) => m.text.includes('Vain kerran.'));
    expect(arrived.map((m) => m.to[0]).sort()).toEqual(people.map((p) => p.email).sort());
  });

  it('retries a refused message with growing waits, then marks it failed with the error', async () => {
    const { SMTPServer } = await import('smtp-server');
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) =>
        callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', () => resolve()));
    const port = (refusing.server.address() as { port: number }).port;
    const r = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const org = await makeOrganization(r, 'gamma');
      const res = await call(r, 'POST', '/api/emails/mass/admin', {
        cookie: await org.sessionFor('admin'),
        payload: { title: 'Ei mene', message: 'M', users: [org.worker.id] },
      });
      const { _id } = res.json().massEmail;
      const row = async () =>
        (await r.db.select().from(emailOutbox).where(eq(emailOutbox.massEmailId, _id)))[0];
      for (let attempt = 1; attempt <= QUEUE.maxAttempts; attempt++) {
        expect(await deliverDueEmails(r.app.deps)).toBe(1);
        const now = r.clock.now().getTime();
        const after = await row();
        expect(after?.attempts).toBe(attempt);
        expect(after?.error).toMatch(/Mailbox unavailable/);
        if (attempt < QUEUE.maxAttempts) {
          expect(after?.status).toBe('queued');
          // Not due again before its back-off has passed.
          expect((after?.nextAttemptAt?.getTime() ?? 0) - now).toBeGreaterThan(retryDelayMs(attempt) - 1000);
          expect(await deliverDueEmails(r.app.deps)).toBe(0);
          r.clock.advance(retryDelayMs(attempt) + 1000);
        } else expect(after?.status).toBe('failed');
      }
      expect(await deliverDueEmails(r.app.deps)).toBe(0);
      expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
      expect(retryDelayMs(50)).toBe(QUEUE.retryMaxMs);
    } finally {
      await r.close();
      await new Promise<void>((resolve) => refusing.close(() => resolve()));
    }
  });

  it("without SMTP_URL marks queued messages 'logged'", async () => {
    const plain = await createTestApp();
    try {
      const org = await makeOrganization(plain, 'delta');
      const res = await call(plain, 'POST', '/api/emails/mass/admin', {
        cookie: await org.sessionFor('admin'),
        payload: { title: 'Lokiin', message: 'M', users: [org.worker.id, org.admin.id] },
      });
      expect(res.statusCode, res.body).toBe(201);
      await drainEmailQueue(plain.app.deps);
      const rows = await plain.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.massEmailId, res.json().massEmail._id));
      expect(rows.map((x) => x.status)).toEqual(['logged', 'logged']);
    } finally {
      await plain.close();
    }
  });
});
