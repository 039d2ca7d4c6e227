// An open stream follows its user's permissions (decision 133): when an admin's stamps permission
// is taken away, the badge counts stop within a second, also when the change is made through
// another server instance (PostgreSQL: LISTEN/NOTIFY between two buses, as two processes have).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { openStream, type SseStream } from '../liveEvents/sseClient.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, makeStampedShift, makeUser, type OrgFixture } from '../support/factories.ts';
import { sessionForUser } from '../support/shifts.ts';

let t: TestApp;
let o: OrgFixture;
let second: FastifyInstance;
let secondDatabase: Database | undefined;
let secondUrl: string;
const opened: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp({ postgresEvents: true });
  o = await makeOrganization(t);
  const config = loadConfig({
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ...(t.databaseUrl && { DATABASE_URL: t.databaseUrl }),
  });
  secondDatabase = t.databaseUrl ? openPostgres(t.databaseUrl, 2) : undefined;
  second = await buildApp({
    config,
    db: secondDatabase?.db ?? t.db,
    logger: false,
    ...(!t.databaseUrl && { events: t.app.events }),
  });
  secondUrl = await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) await s.close();
  await second.close();
  await secondDatabase?.close();
  await t.close();
});

const approve = async (shiftId: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/shifts/${shiftId}/approve-stamp/admin`,
    headers: { cookie: await o.sessionFor('admin') },
  });

const setPermissions = async (userId: string, permissions: object) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${userId}/permissions/admin`,
    headers: { cookie: await o.sessionFor('admin') },
    payload: { permissions },
  });

describe("a stream under its user's current permissions", () => {
  it('stops the badge counts within a second of the permission being taken away, and starts them again', async () => {
    const planner = await makeUser(t, o.organization.id, { permissions: { shifts: 'all', users: 'read' } });
    const stream = await openStream(`${secondUrl}/api/notifications/stream`, {
      cookie: await sessionForUser(t, planner),
    });
    opened.push(stream);
    await stream.ready();
    const badges = () => stream.events.filter((e) => e.event === 'badges').length;

    expect((await approve((await makeStampedShift(t, o)).id)).statusCode).toBe(200);
    await stream.next((e) => e.event === 'badges', 1000);
    expect(badges()).toBe(1);

    const revoked = performance.now();
    expect((await setPermissions(planner.id, { users: 'read' })).statusCode).toBe(200);
    // The change reaches the stream through the bus; a second is the promise, so wait it out.
    await new Promise((resolve) => setTimeout(resolve, 1000 - (performance.now() - revoked)));
    expect((await approve((await makeStampedShift(t, o)).id)).statusCode).toBe(200);
    // A poll for everyone after it: its badge reaches the planner, so the stream is live and the
    // stamps badge before it was held back, not late.
    const publish = await t.app.inject({
      method: 'POST',
      url: '/api/polls/admin',
      headers: { cookie: await o.sessionFor('admin') },
      payload: {
        poll: {
          title: 'Merkki',
          choices: ['Kyllä', 'Ei'],
          users: [],
          publishedAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        },
      },
    });
    expect(publish.statusCode, publish.body).toBe(201);
    const polls = await stream.next((e) => e.event === 'badges' && JSON.parse(e.data).kind === 'polls', 1000);
    expect(polls).toBeTruthy();
    expect(
      stream.events.filter((e) => e.event === 'badges' && JSON.parse(e.data).kind === 'stamps'),
    ).toHaveLength(1);

    // Given back, the counts come again on the same stream.
    expect((await setPermissions(planner.id, { shifts: 'all', users: 'read' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((await approve((await makeStampedShift(t, o)).id)).statusCode).toBe(200);
    await expect
      .poll(
        () =>
          stream.events.filter((e) => e.event === 'badges' && JSON.parse(e.data).kind === 'stamps').length,
        {
          timeout: 1000,
        },
      )
      .toBe(2);
    expect(stream.ended).toBe(false);
  });
});
