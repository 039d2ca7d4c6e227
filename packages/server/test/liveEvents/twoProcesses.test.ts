// Two server instances on one database (decision 114): what one publishes reaches the other's
// streams. On PostgreSQL each instance has its own LISTEN/NOTIFY bus, as two processes would; on
// PGlite (one process by nature) they share the in-process bus.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openPostgres } from '../../src/db/client.ts';
import { notify } from '../../src/modules/notifications/service.ts';
import { createTestApp, TEST_DATA_KEYS, type TestApp } from '../support/app.ts';
import { makeOrganization, makeStampedShift, type OrgFixture } from '../support/factories.ts';
import { openStream, type SseStream } from './sseClient.ts';

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
    DATA_ENCRYPTION_KEYS: TEST_DATA_KEYS,
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

async function streamOnSecond(cookie: string) {
  const s = await openStream(`${secondUrl}/api/notifications/stream`, { cookie });
  opened.push(s);
  await s.ready();
  return s;
}

describe('live events across two server instances', () => {
  it('uses LISTEN/NOTIFY on PostgreSQL and the in-process bus on PGlite', () => {
    expect(t.app.events === second.events).toBe(t.kind === 'pglite');
  });

  it("pushes a decision made through one instance to the worker's and admin's streams on the other", async () => {
    const shift = await makeStampedShift(t, o);
    const worker = await streamOnSecond(await o.sessionFor('worker'));
    const admin = await streamOnSecond(await o.sessionFor('admin'));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shifts/${shift.id}/approve-stamp/admin`,
      headers: { cookie: await o.sessionFor('admin') },
    });
    expect(res.statusCode).toBe(200);
    const notice = await worker.next((e) => e.event === 'notification', 1000);
    expect(JSON.parse(notice.data).title).toBeTruthy();
    expect(JSON.parse((await admin.next((e) => e.event === 'badges', 1000)).data)).toEqual({
      kind: 'stamps',
    });
  });

  it('carries many notifications of one statement in payloads PostgreSQL accepts', async () => {
    const worker = await streamOnSecond(await o.sessionFor('worker'));
    const count = 300;
    await notify(
      t.db,
      ...Array.from({ length: count }, (_, i) => ({
        organizationId: o.organization.id,
        userId: o.worker.id,
        title: `Monta ${i}`,
        text: '',
      })),
    );
    // Each payload's rows are read on arrival, so they may come in any order: wait for all.
    const many = () => worker.events.filter((e) => e.event === 'notification' && e.data.includes('Monta'));
    await expect.poll(() => many().length, { timeout: 5000 }).toBe(count);
  });
});
