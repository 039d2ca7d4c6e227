// Polls as workers read them and as admins keep them (spec §7 Polls, decision 111): a poll is for
// its listed users or everyone, workers see only published ones; admins need the polls area.
import { POLL } from '@tuura/domain/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollChoices, polls, pollVotes } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';
import { type AdminPoll, at, HOUR, makePoll, voteIn } from './support.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let reader: string;
let worker: string;
let guest: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, reader, worker, guest] = await Promise.all([
    o.sessionFor('admin'),
    o.sessionFor('reader'),
    o.sessionFor('worker'),
    o.sessionFor('guest'),
  ]);
});
afterAll(() => t.close());

async function freshWorker() {
  const user = await makeUser(t, o.organization.id, { firstName: 'Aino', lastName: 'Aalto' });
  return { user, cookie: await sessionForUser(t, user) };
}

type Item = { _id: string; state: string; voted: boolean };
const listFor = async (cookie: string): Promise<Item[]> => {
  const res = await call(t, 'GET', '/api/polls', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().polls;
};
const countFor = async (cookie: string, url = '/api/polls/count'): Promise<number> => {
  const res = await call(t, 'GET', url, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().count;
};

describe('GET /api/polls, /api/polls/count and /api/polls/{id}', () => {
  it('lists published polls meant for the caller: open unanswered, open answered, closed', async () => {
    const me = await freshWorker();
    const someoneElse = await makeUser(t, o.organization.id);
    const answered = await makePoll(t, admin, { title: 'Vastattu' });
    const closed = await makePoll(t, admin, {
      title: 'Suljettu',
      publishedAt: at(t, -9 * HOUR),
      closesAt: at(t, -HOUR),
    });
    const forMe = await makePoll(t, admin, { title: 'Minulle', users: [me.user.id] });
    const forOthers = await makePoll(t, admin, { title: 'Muille', users: [someoneElse.id] });
    const draft = await makePoll(t, admin, { title: 'Luonnos', publishedAt: null });
    const later = await makePoll(t, admin, { title: 'Myöhemmin', publishedAt: at(t, HOUR) });
    const theirs = await makePoll(t, await other.sessionFor('admin'), { title: 'Toisen' });
    await voteIn(t, me.cookie, answered._id, { choice: answered.choices[0]?._id });

    const listed = await listFor(me.cookie);
    const ids = listed.map((p) => p._id);
    for (const hidden of [forOthers, draft, later, theirs]) expect(ids).not.toContain(hidden._id);
    const position = (p: AdminPoll) => ids.indexOf(p._id);
    expect(position(forMe)).toBeGreaterThanOrEqual(0);
    expect(position(forMe)).toBeLessThan(position(answered));
    expect(position(answered)).toBeLessThan(position(closed));
    expect(listed.find((p) => p._id === answered._id)).toMatchObject({ voted: true, state: 'open' });
    expect(listed.find((p) => p._id === closed._id)).toMatchObject({ state: 'closed' });
    // Every open unanswered poll comes before every answered or closed one.
    const ranks = listed.map((p) => (p.state === 'open' && !p.voted ? 0 : 1));
    expect(ranks).toEqual([...ranks].sort());

    const badge = await countFor(me.cookie);
    expect(badge).toBe(listed.filter((p) => p.state === 'open' && !p.voted).length);
    await voteIn(t, me.cookie, forMe._id, { choice: forMe.choices[0]?._id });
    expect(await countFor(me.cookie)).toBe(badge - 1);
    // The one it is not for, a draft and another organisation's poll: 404.
    const someone = await sessionForUser(t, someoneElse);
    expect((await call(t, 'GET', `/api/polls/${forMe._id}`, { cookie: someone })).statusCode).toBe(404);
    for (const hidden of [draft, theirs]) {
      const res = await call(t, 'GET', `/api/polls/${hidden._id}`, { cookie: me.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().key).toBe('poll.notFound');
    }
  });

  it('drops a poll from the list once it has been closed longer than POLL.listClosedDays', async () => {
    const day = 24 * HOUR;
    const old = await makePoll(t, admin, {
      title: 'Vanha',
      publishedAt: at(t, -(POLL.listClosedDays + 30) * day),
      closesAt: at(t, -(POLL.listClosedDays + 1) * day),
    });
    const recent = await makePoll(t, admin, {
      title: 'Tuore',
      publishedAt: at(t, -(POLL.listClosedDays + 30) * day),
      closesAt: at(t, -(POLL.listClosedDays - 1) * day),
    });
    const ids = (await listFor(worker)).map((p) => p._id);
    expect(ids).toContain(recent._id);
    expect(ids).not.toContain(old._id);
    // Still readable by its id (a link to it keeps working).
    expect((await call(t, 'GET', `/api/polls/${old._id}`, { cookie: worker })).statusCode).toBe(200);
  });

  it('gives a worker the description and report, and admins the worker view too', async () => {
    const poll = await makePoll(t, admin, { description: '<p>Kerro</p>', report: '<p>Tulos</p>' });
    for (const cookie of [worker, reader, admin]) {
      const res = await call(t, 'GET', `/api/polls/${poll._id}`, { cookie });
      expect(res.statusCode).toBe(200);
      expect(res.json().poll).toMatchObject({
        description: '<p>Kerro</p>',
        report: '<p>Tulos</p>',
        voted: false,
      });
    }
  });

  it('is for user logins: guests 403, anonymous 401', async () => {
    for (const url of ['/api/polls', '/api/polls/count']) {
      expect((await call(t, 'GET', url, { cookie: guest })).statusCode).toBe(403);
      expect((await call(t, 'GET', url)).statusCode).toBe(401);
    }
  });
});

describe('admin polls', () => {
  it('stores description and report clean of hostile HTML', async () => {
    const hostile =
      '<p onclick="alert(1)">Hei<script>alert(2)</script> <a href="javascript:alert(3)">linkki</a> <img src=x onerror=alert(4)></p>';
    const poll = await makePoll(t, admin, { description: hostile, report: hostile });
    const [row] = await t.db.select().from(polls).where(eq(polls.id, poll._id));
    for (const stored of [row?.description ?? '', row?.report ?? '', poll.description]) {
      expect(stored).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
      expect(stored).toContain('Hei');
    }
    const updated = await call(t, 'PUT', `/api/polls/${poll._id}/admin`, {
      cookie: admin,
      payload: { poll: { report: '<p>Raportti<iframe src="https://evil.test"></iframe></p>' } },
    });
    expect(updated.json().poll.report).toBe('<p>Raportti</p>');
  });

  it('creates with target users by name and reads back, drafts first in the list', async () => {
    const target = await freshWorker();
    const poll = await makePoll(t, admin, {
      title: '  Vuorotoiveet ',
      users: [target.user.id, target.user.id],
      publishedAt: null,
      closesAt: null,
      settings: { isPublic: true },
    });
    expect(poll).toMatchObject({
      title: 'Vuorotoiveet',
      state: 'unpublished',
      users: [{ _id: target.user.id, name: 'Aino Aalto' }],
    });
    const read = await call(t, 'GET', `/api/polls/${poll._id}/admin`, { cookie: reader });
    expect(read.statusCode).toBe(200);
    expect(read.json().poll).toEqual(poll);
    const list = await call(t, 'GET', '/api/polls/admin', { cookie: reader });
    expect(list.statusCode).toBe(200);
    const rows: { _id: string; userCount: number; choiceCount: number; state: string }[] = list.json().polls;
    expect(rows[0]?.state).toBe('unpublished');
    expect(rows.find((r) => r._id === poll._id)).toMatchObject({
      userCount: 1,
      choiceCount: 3,
      voteCount: 0,
    });
  });

  it('keeps the votes of kept choices when the choices change, and drops those of removed ones', async () => {
    const poll = await makePoll(t, admin, { settings: { isPublic: true } });
    const [june, july] = poll.choices.map((c) => c._id) as [string, string];
    const a = await freshWorker();
    const b = await freshWorker();
    await voteIn(t, a.cookie, poll._id, { choice: june });
    await voteIn(t, b.cookie, poll._id, { choice: july });
    const res = await call(t, 'PUT', `/api/polls/${poll._id}/admin`, {
      cookie: admin,
      payload: { poll: { choices: ['Syyskuu', 'KESÄKUU'] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const choices: AdminPoll['choices'] = res.json().poll.choices;
    expect(choices.map((c) => [c.text, c.votes])).toEqual([
      ['Syyskuu', 0],
      ['KESÄKUU', 1],
    ]);
    expect(choices[1]?._id).toBe(june);
    const votes = await t.db.select().from(pollVotes).where(eq(pollVotes.pollId, poll._id));
    expect(votes.map((v) => v.userId)).toEqual([a.user.id]);
    expect(res.json().poll.voters.map((v: { _id: string }) => v._id)).toEqual([a.user.id]);
  });

  it('refuses bad input per field and changes nothing', async () => {
    const base = { title: 'T', choices: ['A'] };
    const cases: [object, string][] = [
      [{ choices: ['A'] }, 'poll.title'],
      [{ ...base, title: 'x'.repeat(81) }, 'poll.title'],
      [{ ...base, title: 5 }, 'poll.title'],
      [{ ...base, choices: [] }, 'poll.choices'],
      [{ ...base, choices: Array.from({ length: 11 }, (_, i) => `${i}`) }, 'poll.choices'],
      [{ ...base, choices: ['A', 'a'] }, 'poll.choices.1'],
      [{ ...base, choices: ['y'.repeat(81)] }, 'poll.choices.0'],
      [{ ...base, description: 'd'.repeat(524_289) }, 'poll.description'],
      [{ ...base, users: ["' OR 1=1 --"] }, 'poll.users.0'],
      [{ ...base, publishedAt: 'huomenna' }, 'poll.publishedAt'],
      [{ ...base, publishedAt: at(t, HOUR), closesAt: at(t, 0) }, 'poll.closesAt'],
      [{ ...base, settings: { isPublic: 'kyllä' } }, 'poll.settings.isPublic'],
    ];
    const before = await t.db.select().from(polls);
    for (const [poll, field] of cases) {
      const res = await call(t, 'POST', '/api/polls/admin', { cookie: admin, payload: { poll } });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields), field).toEqual([field]);
    }
    expect(await t.db.select().from(polls)).toHaveLength(before.length);
    // An update moving only the closing time before the stored publishing time.
    const poll = await makePoll(t, admin);
    const res = await call(t, 'PUT', `/api/polls/${poll._id}/admin`, {
      cookie: admin,
      payload: { poll: { closesAt: at(t, -2 * HOUR) } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['poll.closesAt']);
  });

  it("refuses another organisation's user as a target (404 naming the field), adding nothing", async () => {
    const before = await t.db.select().from(polls);
    const res = await call(t, 'POST', '/api/polls/admin', {
      cookie: admin,
      payload: { poll: { title: 'T', choices: ['A'], users: [other.worker.id] } },
    });
    expect(res.statusCode).toBe(404);
    expect(Object.keys(res.json().fields)).toEqual(['poll.users']);
    expect(await t.db.select().from(polls)).toHaveLength(before.length);
  });

  it("answers 404 to every admin id route for another organisation's poll and changes nothing", async () => {
    const theirs = await makePoll(t, await other.sessionFor('admin'));
    const [before] = await t.db.select().from(polls).where(eq(polls.id, theirs._id));
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { poll: { title: 'Kaapattu' } }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(t, method, `/api/polls/${theirs._id}/admin`, { cookie: admin, payload });
      expect(res.statusCode, method).toBe(404);
      expect(res.json().key).toBe('poll.notFound');
    }
    expect((await t.db.select().from(polls).where(eq(polls.id, theirs._id)))[0]).toEqual(before);
  });

  it('removes a poll with its choices and votes', async () => {
    const poll = await makePoll(t, admin);
    await voteIn(t, worker, poll._id, { choice: poll.choices[0]?._id });
    const res = await call(t, 'DELETE', `/api/polls/${poll._id}/admin`, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().poll._id).toBe(poll._id);
    expect(await t.db.select().from(pollChoices).where(eq(pollChoices.pollId, poll._id))).toEqual([]);
    expect(await t.db.select().from(pollVotes).where(eq(pollVotes.pollId, poll._id))).toEqual([]);
    expect((await call(t, 'GET', `/api/polls/${poll._id}`, { cookie: worker })).statusCode).toBe(404);
  });

  it('counts the open polls of the organisation for admins', async () => {
    const before = await countFor(reader, '/api/polls/count/admin');
    await makePoll(t, admin);
    await makePoll(t, admin, { publishedAt: null });
    await makePoll(t, admin, { publishedAt: at(t, -9 * HOUR), closesAt: at(t, -HOUR) });
    expect(await countFor(reader, '/api/polls/count/admin')).toBe(before + 1);
  });

  it('lets readers look but not change; workers, guests and other areas see nothing', async () => {
    const poll = await makePoll(t, admin);
    const payload = { poll: { title: 'Lukijan', choices: ['A'] } };
    expect((await call(t, 'POST', '/api/polls/admin', { cookie: reader, payload })).statusCode).toBe(403);
    expect(
      (await call(t, 'PUT', `/api/polls/${poll._id}/admin`, { cookie: reader, payload })).statusCode,
    ).toBe(403);
    expect((await call(t, 'DELETE', `/api/polls/${poll._id}/admin`, { cookie: reader })).statusCode).toBe(
      403,
    );
    for (const cookie of [worker, guest]) {
      expect((await call(t, 'GET', '/api/polls/admin', { cookie })).statusCode).toBe(403);
      expect((await call(t, 'GET', `/api/polls/${poll._id}/admin`, { cookie })).statusCode).toBe(403);
    }
    const shiftsOnly = await makeUser(t, o.organization.id, { permissions: { shifts: 'all' } });
    const res = await call(t, 'GET', '/api/polls/count/admin', {
      cookie: await sessionForUser(t, shiftsOnly),
    });
    expect(res.statusCode).toBe(403);
    const pollsReader = await makeUser(t, o.organization.id, { permissions: { polls: 'read' } });
    const ok = await call(t, 'GET', '/api/polls/admin', { cookie: await sessionForUser(t, pollsReader) });
    expect(ok.statusCode).toBe(200);
  });
});
