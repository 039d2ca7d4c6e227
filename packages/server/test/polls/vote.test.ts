// Voting (spec §4, decision 111): open polls only, once per worker (parallel votes count once),
// changed only where allowed, a choice added only where allowed; results per the public setting.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollChoices, pollVotes } from '../../src/db/schema/index.ts';
import type { TestApp } from '../support/app.ts';
import { makeUser, type OrgFixture, twoOrganizations } from '../support/factories.ts';
import { call } from '../support/requests.ts';
import { sessionForUser } from '../support/shifts.ts';
import { at, HOUR, makePoll, voteIn } from './support.ts';

let t: TestApp;
let o: OrgFixture;
let other: OrgFixture;
let admin: string;
let worker: string;
beforeAll(async () => {
  ({ t, a: o, b: other } = await twoOrganizations());
  [admin, worker] = await Promise.all([o.sessionFor('admin'), o.sessionFor('worker')]);
});
afterAll(() => t.close());

const votesOf = (pollId: string) => t.db.select().from(pollVotes).where(eq(pollVotes.pollId, pollId));

/** A fresh worker of the organisation and a session for them. */
async function freshWorker() {
  const user = await makeUser(t, o.organization.id);
  return { user, cookie: await sessionForUser(t, user) };
}

describe('POST /api/polls/{id}/vote', () => {
  it('records a vote and answers the poll with the own choice marked', async () => {
    const poll = await makePoll(t, admin);
    const { cookie } = await freshWorker();
    const choice = poll.choices[1]?._id as string;
    const res = await voteIn(t, cookie, poll._id, { choice });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().poll).toMatchObject({ voted: true, myChoice: choice, state: 'open' });
  });

  it('counts two parallel votes of one worker once (the key meets them)', async () => {
    for (const canChangeVote of [false, true]) {
      const poll = await makePoll(t, admin, { settings: { canChangeVote } });
      const { user, cookie } = await freshWorker();
      const [first, second] = poll.choices.map((c) => c._id) as [string, string];
      const answers = await Promise.all([
        voteIn(t, cookie, poll._id, { choice: first }),
        voteIn(t, cookie, poll._id, { choice: first }),
        voteIn(t, cookie, poll._id, { choice: canChangeVote ? second : first }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const rows = await votesOf(poll._id);
      expect(rows.filter((r) => r.userId === user.id)).toHaveLength(1);
    }
  });

  it('refuses another choice once voted where changing is not allowed, and keeps the vote', async () => {
    const poll = await makePoll(t, admin);
    const { cookie } = await freshWorker();
    const [first, second] = poll.choices.map((c) => c._id) as [string, string];
    expect((await voteIn(t, cookie, poll._id, { choice: first })).statusCode).toBe(200);
    // The same choice again is a harmless repeat.
    expect((await voteIn(t, cookie, poll._id, { choice: first })).statusCode).toBe(200);
    const res = await voteIn(t, cookie, poll._id, { choice: second });
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('poll.voteFinal');
    expect((await votesOf(poll._id)).map((v) => v.choiceId)).toEqual([first]);
  });

  it('changes the vote where the poll allows it', async () => {
    const poll = await makePoll(t, admin, { settings: { canChangeVote: true } });
    const { cookie } = await freshWorker();
    const [first, second] = poll.choices.map((c) => c._id) as [string, string];
    await voteIn(t, cookie, poll._id, { choice: first });
    const res = await voteIn(t, cookie, poll._id, { choice: second });
    expect(res.statusCode).toBe(200);
    expect(res.json().poll.myChoice).toBe(second);
    expect((await votesOf(poll._id)).map((v) => v.choiceId)).toEqual([second]);
  });

  it('refuses votes in a closed poll and in one not yet published, with a clear message', async () => {
    const closed = await makePoll(t, admin, { publishedAt: at(t, -48 * HOUR), closesAt: at(t, -HOUR) });
    const scheduled = await makePoll(t, admin, { publishedAt: at(t, HOUR), closesAt: null });
    const draft = await makePoll(t, admin, { publishedAt: null, closesAt: null });
    for (const poll of [closed, scheduled, draft]) {
      const res = await voteIn(t, worker, poll._id, { choice: poll.choices[0]?._id });
      expect(res.statusCode, poll.title).toBe(409);
      expect(res.json()).toMatchObject({
        key: 'poll.notOpen',
        message: 'The poll is not open: it is closed or not yet published',
      });
      expect(await votesOf(poll._id)).toEqual([]);
    }
  });

  it('refuses a vote once the closing time passes (the clock moves on)', async () => {
    // A short step: a longer one would outlast the test sessions' idle time.
    const poll = await makePoll(t, admin, { closesAt: at(t, 60_000) });
    const { cookie } = await freshWorker();
    t.clock.advance(120_000);
    try {
      const res = await voteIn(t, cookie, poll._id, { choice: poll.choices[0]?._id });
      expect(res.statusCode).toBe(409);
      expect(res.json().key).toBe('poll.notOpen');
    } finally {
      t.clock.advance(-120_000);
    }
  });

  it('adds a choice and votes for it where allowed; not after voting, and not past the cap', async () => {
    const poll = await makePoll(t, admin, { settings: { canAddChoice: true, isPublic: true } });
    const { user, cookie } = await freshWorker();
    const res = await voteIn(t, cookie, poll._id, { newChoice: '  Syyskuu ' });
    expect(res.statusCode, res.body).toBe(200);
    const added = res.json().poll.choices.at(-1);
    expect(added).toMatchObject({ text: 'Syyskuu', votes: 1 });
    expect(res.json().poll.myChoice).toBe(added._id);
    const [row] = await t.db.select().from(pollChoices).where(eq(pollChoices.id, added._id));
    expect(row?.addedBy).toBe(user.id);
    // Voted now: no more adding.
    const again = await voteIn(t, cookie, poll._id, { newChoice: 'Lokakuu' });
    expect(again.statusCode).toBe(409);
    expect(again.json().key).toBe('poll.addChoiceRefused');

    const full = await makePoll(t, admin, {
      choices: Array.from({ length: 10 }, (_, i) => `Vaihtoehto ${i}`),
      settings: { canAddChoice: true },
    });
    const capped = await voteIn(t, worker, full._id, { newChoice: 'Yksitoista' });
    expect(capped.statusCode).toBe(409);
    expect(await t.db.select().from(pollChoices).where(eq(pollChoices.pollId, full._id))).toHaveLength(10);
  });

  it('lets only one of two workers adding at once take the last free place of the cap', async () => {
    const poll = await makePoll(t, admin, {
      choices: Array.from({ length: 9 }, (_, i) => `Vaihtoehto ${i}`),
      settings: { canAddChoice: true },
    });
    const [a, b] = await Promise.all([freshWorker(), freshWorker()]);
    const answers = await Promise.all([
      voteIn(t, a.cookie, poll._id, { newChoice: 'Kymmenes A' }),
      voteIn(t, b.cookie, poll._id, { newChoice: 'Kymmenes B' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(pollChoices).where(eq(pollChoices.pollId, poll._id))).toHaveLength(10);
  });

  it('refuses adding where the poll does not allow it, and treats a known text as that choice', async () => {
    const poll = await makePoll(t, admin);
    const { cookie } = await freshWorker();
    const refused = await voteIn(t, cookie, poll._id, { newChoice: 'Uusi' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('poll.addChoiceRefused');
    const known = await voteIn(t, cookie, poll._id, { newChoice: 'heinäkuu' });
    expect(known.statusCode).toBe(200);
    expect(known.json().poll.myChoice).toBe(poll.choices[1]?._id);
  });

  it("answers 404 for a choice of another poll, another organisation's poll and a poll not meant for the caller", async () => {
    const poll = await makePoll(t, admin);
    const elsewhere = await makePoll(t, admin);
    const wrongChoice = await voteIn(t, worker, poll._id, { choice: elsewhere.choices[0]?._id });
    expect(wrongChoice.statusCode).toBe(404);
    expect(wrongChoice.json().key).toBe('poll.choiceNotFound');

    const theirs = await makePoll(t, await other.sessionFor('admin'));
    const foreign = await voteIn(t, worker, theirs._id, { choice: theirs.choices[0]?._id });
    expect(foreign.statusCode).toBe(404);
    expect(await votesOf(theirs._id)).toEqual([]);

    const someoneElse = await makeUser(t, o.organization.id);
    const private_ = await makePoll(t, admin, { users: [someoneElse.id] });
    const notMine = await voteIn(t, worker, private_._id, { choice: private_.choices[0]?._id });
    expect(notMine.statusCode).toBe(404);
  });

  it('refuses bad input per field, never 500', async () => {
    const poll = await makePoll(t, admin);
    const cases: [object, string][] = [
      [{}, 'choice'],
      [{ choice: 'ei-uuid' }, 'choice'],
      [{ choice: 7 }, 'choice'],
      [{ newChoice: 'x'.repeat(81) }, 'newChoice'],
      [{ newChoice: '   ' }, 'newChoice'],
      [{ choice: poll.choices[0]?._id, newChoice: 'Kaksi' }, 'newChoice'],
      [{ choice: { $ne: null } }, 'choice'],
    ];
    for (const [payload, field] of cases) {
      const res = await voteIn(t, worker, poll._id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().fields), JSON.stringify(payload)).toEqual([field]);
    }
    expect((await voteIn(t, worker, 'not-an-id', { choice: poll.choices[0]?._id })).statusCode).toBe(400);
  });

  it('is for user logins only: guests 403, anonymous 401', async () => {
    const poll = await makePoll(t, admin);
    const payload = { choice: poll.choices[0]?._id };
    expect((await voteIn(t, await o.sessionFor('guest'), poll._id, payload)).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/polls/${poll._id}/vote`, { payload })).statusCode).toBe(401);
  });
});

describe('results', () => {
  it('shows counts of a public poll to workers, and of a private one only the own vote', async () => {
    const open = await makePoll(t, admin, { settings: { isPublic: true } });
    const secret = await makePoll(t, admin, { settings: { isPublic: false } });
    const voter = await freshWorker();
    for (const poll of [open, secret])
      await voteIn(t, voter.cookie, poll._id, { choice: poll.choices[0]?._id });

    const publicView = (await call(t, 'GET', `/api/polls/${open._id}`, { cookie: worker })).json().poll;
    expect(publicView.choices.map((c: { votes: number }) => c.votes)).toEqual([1, 0, 0]);
    expect(publicView.totalVotes).toBe(1);

    const privateView = (await call(t, 'GET', `/api/polls/${secret._id}`, { cookie: voter.cookie })).json()
      .poll;
    expect(privateView.choices.map((c: { votes: number | null }) => c.votes)).toEqual([null, null, null]);
    expect(privateView.totalVotes).toBeNull();
    expect(privateView.myChoice).toBe(secret.choices[0]?._id);

    const adminView = (await call(t, 'GET', `/api/polls/${secret._id}/admin`, { cookie: admin })).json().poll;
    expect(adminView.choices.map((c: { votes: number }) => c.votes)).toEqual([1, 0, 0]);
    expect(adminView.voters).toEqual([
      expect.objectContaining({ _id: voter.user.id, name: 'Testi Henkilö', choice: secret.choices[0]?._id }),
    ]);
  });
});
