// Polls made through the admin API for the poll tests, with times relative to the test clock.
import { expect } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { call } from '../support/requests.ts';

export const HOUR = 3_600_000;

export type AdminPoll = {
  _id: string;
  title: string;
  description: string;
  report: string;
  state: string;
  choices: { _id: string; text: string; votes: number; addedBy: string | null }[];
  users: { _id: string; name: string }[];
  voters: { _id: string; name: string; choice: string }[];
};

/** An ISO time `offsetMs` from the test clock's now. */
export const at = (t: TestApp, offsetMs: number) =>
  new Date(t.clock.now().getTime() + offsetMs).toISOString();

/** An open poll (published an hour ago, closing in a day) unless `poll` says otherwise. */
export async function makePoll(t: TestApp, cookie: string, poll: object = {}): Promise<AdminPoll> {
  const res = await call(t, 'POST', '/api/polls/admin', {
    cookie,
    payload: {
      poll: {
        title: 'Kesälomat',
        choices: ['Kesäkuu', 'Heinäkuu', 'Elokuu'],
        publishedAt: at(t, -HOUR),
        closesAt: at(t, 24 * HOUR),
        ...poll,
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().poll;
}

export const voteIn = (t: TestApp, cookie: string, pollId: string, payload: object) =>
  call(t, 'POST', `/api/polls/${pollId}/vote`, { cookie, payload });
