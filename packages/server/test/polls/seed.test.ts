// The demo's polls: an open one for everyone with public results and votes, a closed
// one with results and a report, and a draft only the admin sees.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { call } from '../support/requests.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds an open poll with votes, a closed one with a report and a draft', async () => {
  const worker = await t.sessionFor('worker');
  const list = (await call(t, 'GET', '/api/polls', { cookie: worker })).json().polls;
  const byTitle = new Map(list.map((p: { title: string }) => [p.title, p]));
  expect(byTitle.get('Kesän lomatoiveet')).toMatchObject({ state: 'open', voted: false, totalVotes: 7 });
  const closed = byTitle.get('Joulun vuorotoiveet') as { _id: string };
  expect(closed).toMatchObject({ state: 'closed', totalVotes: 8 });
  expect(byTitle.has('Koulutustoiveet ensi vuodelle')).toBe(false);
  const detail = (await call(t, 'GET', `/api/polls/${closed._id}`, { cookie: worker })).json().poll;
  expect(detail.report).toContain('Kiitos vastauksista');
  expect((await call(t, 'GET', '/api/polls/count', { cookie: worker })).json().count).toBeGreaterThanOrEqual(
    1,
  );

  const admin = await t.sessionFor('admin');
  const all = (await call(t, 'GET', '/api/polls/admin', { cookie: admin })).json().polls;
  expect(all[0]).toMatchObject({ title: 'Koulutustoiveet ensi vuodelle', state: 'unpublished' });
});
