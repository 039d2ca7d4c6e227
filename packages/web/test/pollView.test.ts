// The polls page's logic: sections in the order of spec §4's badge (open unanswered first), what
// a worker may do now by the domain rules, and the result bars only where counts are shown.
import type { PollListItem } from '@tuura/domain/schemas/poll';
import { describe, expect, it } from 'vitest';
import { actionsOf, resultBars, sectionsOf } from '../src/features/polls/pollView.ts';

const NOW = new Date('2026-05-10T12:00:00Z');
const HOUR = 3_600_000;
const at = (offset: number) => new Date(NOW.getTime() + offset).toISOString();
let n = 0;
const id = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function poll(over: Partial<PollListItem> = {}): PollListItem {
  const choices = [
    { _id: id(), text: 'Kesäkuu', votes: 2 },
    { _id: id(), text: 'Heinäkuu', votes: 1 },
  ];
  return {
    _id: id(),
    title: 'Lomat',
    publishedAt: at(-HOUR),
    closesAt: at(HOUR),
    state: 'open',
    settings: { canAddChoice: false, canChangeVote: false, isPublic: true },
    choices,
    voted: false,
    myChoice: null,
    totalVotes: 3,
    ...over,
  };
}

describe('sectionsOf', () => {
  it('splits open unanswered, open answered and closed polls, keeping their order', () => {
    const a = poll();
    const b = poll({ voted: true });
    const c = poll({ state: 'closed', closesAt: at(-HOUR) });
    const d = poll();
    const closedUnanswered = poll({ state: 'closed', voted: false });
    expect(sectionsOf([b, a, c, d, closedUnanswered])).toEqual({
      open: [a, d],
      answered: [b],
      closed: [c, closedUnanswered],
    });
  });
});

describe('actionsOf', () => {
  it('lets a worker vote once in an open poll', () => {
    expect(actionsOf(poll(), NOW)).toEqual({ vote: true, change: false, addChoice: false });
    expect(actionsOf(poll({ voted: true }), NOW)).toEqual({ vote: false, change: false, addChoice: false });
  });

  it('offers changing the answer only where the poll allows it', () => {
    const settings = { canAddChoice: true, canChangeVote: true, isPublic: false };
    expect(actionsOf(poll({ voted: true, settings }), NOW)).toEqual({
      vote: true,
      change: true,
      addChoice: false,
    });
  });

  it('offers adding a choice before voting where allowed, and nothing once closed', () => {
    const settings = { canAddChoice: true, canChangeVote: false, isPublic: false };
    expect(actionsOf(poll({ settings }), NOW).addChoice).toBe(true);
    expect(actionsOf(poll({ settings, closesAt: at(-1) }), NOW)).toEqual({
      vote: false,
      change: false,
      addChoice: false,
    });
  });
});

describe('resultBars', () => {
  it('gives each choice its share, marking the own vote', () => {
    const p = poll();
    const bars = resultBars({ ...p, myChoice: p.choices[1]?._id ?? null });
    expect(bars?.map((b) => [b.text, b.votes, b.percent, b.mine])).toEqual([
      ['Kesäkuu', 2, 67, false],
      ['Heinäkuu', 1, 33, true],
    ]);
  });

  it('shows zero shares without votes and nothing where counts are hidden', () => {
    const empty = poll({ choices: [{ _id: id(), text: 'A', votes: 0 }] });
    expect(resultBars(empty)?.[0]?.percent).toBe(0);
    expect(resultBars(poll({ choices: [{ _id: id(), text: 'A', votes: null }] }))).toBeNull();
  });
});
