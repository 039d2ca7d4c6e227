// The sessions list (decision 133): a user sees their sessions with device, address and times,
// ends any of them or all the others; changing the password or two-factor offers to end the
// others; an admin lists and ends a user's sessions. Ended sessions answer 401 and their open
// streams close. Another user's or organisation's session ids are 404; bad ids 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type SseStream } from '../liveEvents/sseClient.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { FACTORY_PASSWORD, makeOrganization, makeUser, type OrgFixture } from '../support/factories.ts';
import { call, refresh, sessionCookieOf } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';
import { otpAt } from '../support/totp.ts';

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESK =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

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

type Listed = {
  _id: string;
  device: { browser: string; os: string; type: string };
  ip: string;
  current: boolean;
  takenOver: boolean;
  lastSeenAt: string;
};

async function signIn(email: string, userAgent: string) {
  const res = await call(t, 'POST', '/api/auth/login', {
    payload: { email, password: FACTORY_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookieOf(res);
  return `${cookie?.name}=${cookie?.value}`;
}

const list = async (cookie: string) => {
  const res = await call(t, 'GET', '/api/auth/sessions', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sessions as Listed[];
};

async function stream(cookie: string) {
  const s = await openStream(`${base}/api/notifications/stream`, { cookie });
  opened.push(s);
  await s.ready();
  return s;
}

describe('my sessions', () => {
  it('lists device, address and times, newest first, this one marked, and never the cookie', async () => {
    const me = await makeUser(t, a.organization.id);
    const phone = await signIn(me.email, PHONE);
    t.clock.advance(2 * 60_000);
    const desk = await signIn(me.email, DESK);
    const res = await call(t, 'GET', '/api/auth/sessions', { cookie: desk });
    expect(res.body).not.toContain(desk.split('=')[1]);
    const sessions = res.json().sessions as Listed[];
    expect(sessions.map((s) => [s.device, s.ip, s.current, s.takenOver])).toEqual([
      [{ browser: 'Chrome 131', os: 'Windows 10', type: 'desktop' }, '127.0.0.1', true, false],
      [{ browser: 'Safari 17', os: 'iOS 17.5', type: 'mobile' }, '127.0.0.1', false, false],
    ]);
    // Listed from the phone: it was seen last now, so it comes first, marked.
    expect((await list(phone)).map((s) => [s.device.type, s.current])).toEqual([
      ['mobile', true],
      ['desktop', false],
    ]);
    // Another person's list is their own.
    const other = await makeUser(t, a.organization.id);
    expect(await list(await sessionForUser(t, other))).toHaveLength(1);
  });

  it('writes last seen at most once a minute', async () => {
    const me = await makeUser(t, a.organization.id);
    const cookie = await signIn(me.email, DESK);
    const first = (await list(cookie))[0]?.lastSeenAt;
    t.clock.advance(30_000);
    expect((await list(cookie))[0]?.lastSeenAt).toBe(first);
    t.clock.advance(31_000);
    await refresh(t, cookie);
    const later = (await list(cookie))[0]?.lastSeenAt;
    expect(Date.parse(later ?? '')).toBeGreaterThan(Date.parse(first ?? ''));
  });

  it('ends one of them: it answers 401 and its open stream closes; the one in use stays', async () => {
    const me = await makeUser(t, a.organization.id);
    const phone = await signIn(me.email, PHONE);
    const desk = await signIn(me.email, DESK);
    const phoneStream = await stream(phone);
    const target = (await list(desk)).find((s) => !s.current);
    const res = await call(t, 'DELETE', `/api/auth/sessions/${target?._id}`, { cookie: desk });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 1 });
    await phoneStream.closed(1000);
    expect((await refresh(t, phone)).statusCode).toBe(401);
    expect((await refresh(t, desk)).statusCode).toBe(200);
    // Gone: the same id again is 404.
    expect((await call(t, 'DELETE', `/api/auth/sessions/${target?._id}`, { cookie: desk })).statusCode).toBe(
      404,
    );
  });

  it('ending the one in use is a logout: the cookie is cleared', async () => {
    const me = await makeUser(t, a.organization.id);
    const cookie = await signIn(me.email, DESK);
    const [own] = await list(cookie);
    const res = await call(t, 'DELETE', `/api/auth/sessions/${own?._id}`, { cookie });
    expect(res.statusCode).toBe(200);
    expect(sessionCookieOf(res)?.value).toBe('');
    expect((await refresh(t, cookie)).statusCode).toBe(401);
  });

  it("answers 404 for another user's or another organisation's session, ending nothing, and 400 for a bad id", async () => {
    const me = await makeUser(t, a.organization.id);
    const cookie = await sessionForUser(t, me);
    const colleague = await sessionForUser(t, await makeUser(t, a.organization.id));
    const foreign = await sessionForUser(t, await makeUser(t, b.organization.id));
    for (const theirs of [colleague, foreign]) {
      const [session] = await list(theirs);
      const res = await call(t, 'DELETE', `/api/auth/sessions/${session?._id}`, { cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().key).toBe('session.notFound');
      expect((await refresh(t, theirs)).statusCode).toBe(200);
    }
    const bad = await call(t, 'DELETE', '/api/auth/sessions/ei-tunnus', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['params.id'].key).toBe('format');
  });

  it('ends all the others at once', async () => {
    const me = await makeUser(t, a.organization.id);
    const others = [await signIn(me.email, PHONE), await signIn(me.email, PHONE)];
    const streams = await Promise.all(others.map(stream));
    const desk = await signIn(me.email, DESK);
    const res = await call(t, 'POST', '/api/auth/sessions/end-others', { cookie: desk });
    expect(res.json()).toEqual({ ended: 2 });
    for (const s of streams) await s.closed(1000);
    for (const cookie of others) expect((await refresh(t, cookie)).statusCode).toBe(401);
    expect((await list(desk)).map((s) => s.current)).toEqual([true]);
  });
});

describe('changing a sign-in factor offers to end the other sessions', () => {
  const changePassword = (cookie: string, password: string, extra: object = {}) =>
    call(t, 'PUT', '/api/auth/change-password', {
      cookie,
      payload: { currentPassword: password, password: `${password}-uusi`, ...extra },
    });

  it('a password change ends the others by default, and keeps them when told not to', async () => {
    const me = await makeUser(t, a.organization.id);
    const phone = await signIn(me.email, PHONE);
    const desk = await signIn(me.email, DESK);
    const kept = await changePassword(desk, FACTORY_PASSWORD, { endOtherSessions: false });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await refresh(t, phone)).statusCode).toBe(200);
    const phoneStream = await stream(phone);
    const ended = await changePassword(desk, `${FACTORY_PASSWORD}-uusi`);
    expect(ended.statusCode, ended.body).toBe(200);
    await phoneStream.closed(1000);
    expect((await refresh(t, phone)).statusCode).toBe(401);
    expect((await refresh(t, desk)).statusCode).toBe(200);
    const bad = await changePassword(desk, `${FACTORY_PASSWORD}-uusi-uusi`, { endOtherSessions: 'kyllä' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.endOtherSessions).toBeTruthy();
  });

  it('turning two-factor on or off ends the others only when asked', async () => {
    const me = await makeUser(t, a.organization.id);
    const phone = await sessionForUser(t, me);
    const desk = await sessionForUser(t, me);
    const { secret } = (await call(t, 'POST', '/api/auth/tfa/setup', { cookie: desk })).json();
    const on = await call(t, 'POST', '/api/auth/tfa/enable', {
      cookie: desk,
      payload: { otp: otpAt(secret, t.clock.now()) },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await refresh(t, phone)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const off = await call(t, 'POST', '/api/auth/tfa/disable', {
      cookie: desk,
      payload: { password: FACTORY_PASSWORD, otp: otpAt(secret, t.clock.now()), endOtherSessions: true },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await refresh(t, phone)).statusCode).toBe(401);
    expect((await refresh(t, desk)).statusCode).toBe(200);
  });
});

describe("an admin and a user's sessions", () => {
  it('lists them with users read and ends them all with users all: the worker lands signed out', async () => {
    const worker = await makeUser(t, a.organization.id);
    const phone = await signIn(worker.email, PHONE);
    const desk = await signIn(worker.email, DESK);
    const phoneStream = await stream(phone);
    const url = `/api/users/${worker.id}/sessions/admin`;
    const listed = await call(t, 'GET', url, { cookie: await a.sessionFor('reader') });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().sessions.map((s: Listed) => [s.device.type, s.current])).toEqual([
      ['desktop', false],
      ['mobile', false],
    ]);
    expect((await call(t, 'DELETE', url, { cookie: await a.sessionFor('reader') })).statusCode).toBe(403);
    const res = await call(t, 'DELETE', url, { cookie: await a.sessionFor('admin') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    await phoneStream.closed(1000);
    for (const cookie of [phone, desk]) expect((await refresh(t, cookie)).statusCode).toBe(401);
    const foreignUser = await makeUser(t, b.organization.id);
    expect(
      (
        await call(t, 'DELETE', `/api/users/${foreignUser.id}/sessions/admin`, {
          cookie: await a.sessionFor('admin'),
        })
      ).statusCode,
    ).toBe(404);
  });
});
