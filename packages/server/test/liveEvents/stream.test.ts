// The live notification stream over a real HTTP connection (decision 114).
import { LIVE_EVENTS } from '@tuura/domain/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notifications/service.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { makeOrganization, makeStampedShift, makeUser, type OrgFixture } from '../support/factories.ts';
import { sessionForUser } from '../support/shifts.ts';
import { openStream, type SseStream } from './sseClient.ts';

let t: TestApp;
let a: OrgFixture;
let b: OrgFixture;
let base: string;
const opened: SseStream[] = [];

beforeAll(async () => {
  t = await createTestApp();
  a = await makeOrganization(t);
  b = await makeOrganization(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const s of opened) await s.close();
  await t.close();
});

async function stream(cookie: string, headers: Record<string, string> = {}) {
  const s = await openStream(`${base}/api/notifications/stream`, { cookie, ...headers });
  opened.push(s);
  if (s.res.ok) await s.ready();
  return s;
}

const tell = (o: OrgFixture, userId: string, title: string) =>
  notify(t.db, { organizationId: o.organization.id, userId, title, text: `${title} text` });

const titled = (title: string) => (e: { event: string; data: string }) =>
  e.event === 'notification' && JSON.parse(e.data).title === title;

describe('notification stream', () => {
  it('refuses anonymous callers (401) and guest users (403)', async () => {
    const anonymous = await fetch(`${base}/api/notifications/stream`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(anonymous.status).toBe(401);
    const guest = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie: await a.sessionFor('guest'), accept: 'text/event-stream' },
    });
    expect(guest.status).toBe(403);
  });

  it('answers 400 to a signed-in caller that does not ask for an event stream', async () => {
    const res = await t.app.inject({
      url: '/api/notifications/stream',
      headers: { cookie: await a.sessionFor('worker'), accept: 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ accept: { key: 'invalid', params: { field: 'accept' } } });
  });

  it('pushes a new notification within a second, uncompressed, with the security headers', async () => {
    const s = await stream(await a.sessionFor('worker'), { 'accept-encoding': 'gzip, br' });
    const cursor = Number(s.lastId);
    expect(s.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(s.res.headers.get('content-encoding')).toBeNull();
    expect(s.res.headers.get('cache-control')).toBe('no-store');
    expect(s.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(s.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const started = performance.now();
    await tell(a, a.worker.id, 'Heti perille');
    const event = await s.next(titled('Heti perille'), 1000);
    expect(performance.now() - started).toBeLessThan(1000);
    const body = JSON.parse(event.data);
    expect(body).toMatchObject({ title: 'Heti perille', shortText: 'Heti perille text', labels: [] });
    expect(Number(event.id)).toBeGreaterThan(cursor);
  });

  it("never pushes another user's notification, nor another organisation's", async () => {
    const s = await stream(await a.sessionFor('worker'));
    await tell(a, a.admin.id, 'Ylläpitäjälle');
    await tell(b, b.worker.id, 'Toiselle organisaatiolle');
    await tell(a, a.worker.id, 'Omani');
    await s.next(titled('Omani'));
    const titles = s.events.map((e) => JSON.parse(e.data).title);
    expect(titles).not.toContain('Ylläpitäjälle');
    expect(titles).not.toContain('Toiselle organisaatiolle');
  });

  it('pushes a notification made in a transaction only after its commit, never a rolled-back one', async () => {
    const s = await stream(await a.sessionFor('worker'));
    await t.app.deps.db
      .transaction(async (tx) => {
        await notify(tx, {
          organizationId: a.organization.id,
          userId: a.worker.id,
          title: 'Peruttu',
          text: '',
        });
        throw new Error('roll back');
      })
      .catch(() => {});
    await t.app.deps.db.transaction(async (tx) => {
      await notify(tx, {
        organizationId: a.organization.id,
        userId: a.worker.id,
        title: 'Tallennettu',
        text: '',
      });
      // Inside the transaction: nothing is pushed yet (it would be, synchronously, by the bus).
      expect(s.events.some(titled('Tallennettu'))).toBe(false);
    });
    await s.next(titled('Tallennettu'));
    expect(s.events.some(titled('Peruttu'))).toBe(false);
  });

  it('replays what a reconnect missed after its Last-Event-ID, then goes on live', async () => {
    const cookie = await a.sessionFor('worker');
    const first = await stream(cookie);
    const cursor = first.lastId;
    expect(cursor).toMatch(/^\d+$/);
    await first.close();
    await tell(a, a.worker.id, 'Poissa 1');
    await tell(a, a.worker.id, 'Poissa 2');
    const again = await stream(cookie, { 'last-event-id': String(cursor) });
    await again.next(titled('Poissa 2'));
    const replayed = again.events.filter((e) => e.event === 'notification');
    expect(replayed.map((e) => JSON.parse(e.data).title)).toEqual(['Poissa 1', 'Poissa 2']);
    expect(Number(replayed[1]?.id)).toBeGreaterThan(Number(replayed[0]?.id));
    await tell(a, a.worker.id, 'Taas paikalla');
    await again.next(titled('Taas paikalla'));
  });

  it('tells admins who see the badge that the stamps count changed, not workers', async () => {
    const shift = await makeStampedShift(t, a);
    const admin = await stream(await a.sessionFor('admin'));
    const reader = await stream(await a.sessionFor('reader'));
    const worker = await stream(await a.sessionFor('worker'));
    const otherAdmin = await stream(await b.sessionFor('admin'));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/shifts/${shift.id}/approve-stamp/admin`,
      headers: { cookie: await a.sessionFor('admin') },
    });
    expect(res.statusCode).toBe(200);
    const badge = await admin.next((e) => e.event === 'badges');
    expect(JSON.parse(badge.data)).toEqual({ kind: 'stamps' });
    await reader.next((e) => e.event === 'badges');
    // The worker is told of the decision; the badge event went out before it and was not for them.
    await worker.next((e) => e.event === 'notification');
    expect(worker.events.some((e) => e.event === 'badges')).toBe(false);
    expect(otherAdmin.events.some((e) => e.event === 'badges')).toBe(false);
  });

  it("tells a poll's own workers at once, everyone spread out, and nobody of a draft", async () => {
    const target = await makeUser(t, a.organization.id, { firstName: 'Kohde', lastName: 'Kysely' });
    const targetStream = await stream(await sessionForUser(t, target));
    const workerStream = await stream(await a.sessionFor('worker'));
    const admin = await a.sessionFor('admin');
    const publish = (users: string[], publishedAt: string | null, title: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/polls/admin',
        headers: { cookie: admin },
        payload: { poll: { title, choices: ['Kyllä', 'Ei'], users, publishedAt } },
      });
    const past = new Date(t.clock.now().getTime() - 60_000).toISOString();
    // A draft changes nobody's count: nothing is said.
    expect((await publish([], null, 'Luonnos')).statusCode).toBe(201);
    // For one worker: only that worker's tabs hear it, at once.
    expect((await publish([target.id], past, 'Yhdelle')).statusCode).toBe(201);
    const told = await targetStream.next((e) => e.event === 'badges');
    expect(JSON.parse(told.data)).toEqual({ kind: 'polls' });
    // For everyone: every tab hears it, told to spread its asking.
    expect((await publish([], past, 'Kaikille')).statusCode).toBe(201);
    const everyone = await workerStream.next((e) => e.event === 'badges');
    expect(JSON.parse(everyone.data)).toEqual({ kind: 'polls', spread: true });
    // The worker heard one event only: the draft and the other's poll were not theirs.
    expect(workerStream.events.filter((e) => e.event === 'badges')).toHaveLength(1);
  });

  it("keeps a session's streams to its cap: a newer one ends the oldest", async () => {
    const user = await makeUser(t, a.organization.id);
    const cookie = await sessionForUser(t, user);
    const streams = [];
    for (let i = 0; i < LIVE_EVENTS.streamsPerSession; i++) streams.push(await stream(cookie));
    const newest = await stream(cookie);
    await streams[0]?.closed();
    expect(streams.slice(1).every((s) => !s.ended)).toBe(true);
    // The newest still hears its user.
    await tell(a, user.id, 'Yhä kuulolla');
    await newest.next(titled('Yhä kuulolla'));
  });

  it('ends the stream when its session logs out', async () => {
    const cookie = await a.sessionFor('worker');
    const s = await stream(cookie);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    await s.closed();
    const again = await fetch(`${base}/api/notifications/stream`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    expect(again.status).toBe(401);
  });

  it("ends the admin's stream when the admin takes over a worker's session, and that one's at release", async () => {
    const adminCookie = await a.sessionFor('admin');
    const own = await stream(adminCookie);
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/users/${a.worker.id}/control/admin`,
      headers: { cookie: adminCookie },
    });
    expect(start.statusCode).toBe(200);
    await own.closed();
    // The tab reconnects with the new cookie: now it is the worker's stream.
    const takenCookie = start.cookies.find((c) => c.name === 'tuura_sid' && c.value);
    const taken = await stream(`tuura_sid=${takenCookie?.value}`);
    await tell(a, a.worker.id, 'Haltuunotetulle');
    await taken.next(titled('Haltuunotetulle'));
    const release = await t.app.inject({
      method: 'POST',
      url: '/api/users/control-release/admin',
      headers: { cookie: `tuura_sid=${takenCookie?.value}` },
    });
    expect(release.statusCode).toBe(200);
    await taken.closed();
  });

  it('leaves no listener behind once its streams are closed', async () => {
    const streams = await Promise.all([1, 2, 3].map(async () => stream(await a.sessionFor('worker'))));
    expect(t.app.events.listenerCount()).toBeGreaterThanOrEqual(3);
    for (const s of opened) await s.close();
    await expect.poll(() => t.app.events.listenerCount()).toBe(0);
    expect(streams.every((s) => s.ended)).toBe(true);
  });
});

describe('closing the app', () => {
  it('ends the open streams, so the close does not wait for them', async () => {
    const own = await createTestApp();
    const org = await makeOrganization(own);
    const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const s = await openStream(`${url}/api/notifications/stream`, { cookie: await org.sessionFor('worker') });
    await s.ready();
    const started = performance.now();
    const closing = own.close();
    await s.closed();
    // Not the keep-alive or grace timeouts (seconds): the stream ended at once.
    expect(performance.now() - started).toBeLessThan(1000);
    await closing;
    await s.close();
  });
});
