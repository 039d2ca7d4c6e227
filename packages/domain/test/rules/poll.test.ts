import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { POLL } from '../../src/limits.ts';
import {
  awaitsAnswer,
  canAddChoice,
  canChangeVote,
  canSeeResults,
  canVote,
  isPollOpen,
  POLL_STATES,
  type PollRuleInput,
  pollListRank,
  pollState,
} from '../../src/rules/poll.ts';

const NOW = '2024-05-10T12:00:00.000Z';
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.parse(NOW) + offsetMs).toISOString();

const poll = (over: Partial<PollRuleInput> = {}): PollRuleInput => ({
  publishedAt: at(-HOUR),
  closesAt: at(HOUR),
  voted: false,
  settings: { canAddChoice: true, canChangeVote: false, isPublic: false },
  choices: ['a', 'b'],
  ...over,
});

const maybeTime = fc.option(
  fc.integer({ min: -48, max: 48 }).map((h) => at(h * HOUR)),
  { nil: null },
);
const anyPoll = fc.record({
  publishedAt: maybeTime,
  closesAt: maybeTime,
  voted: fc.boolean(),
  settings: fc.record({ canAddChoice: fc.boolean(), canChangeVote: fc.boolean(), isPublic: fc.boolean() }),
  choices: fc.array(fc.string(), { maxLength: POLL.choicesMax + 2 }),
});

type AnyPoll = Parameters<typeof canAddChoice>[0];

/**
 * An implication over generated polls: wherever `premise` holds, `conclusion` must. The premise must
 * hold for some of them, or the property proved nothing.
 */
function holdsWherever(premise: (p: AnyPoll) => boolean, conclusion: (p: AnyPoll) => boolean) {
  let met = 0;
  fc.assert(
    fc.property(anyPoll, (p) => {
      if (!premise(p)) return;
      met += 1;
      expect(conclusion(p)).toBe(true);
    }),
    { numRuns: 500 },
  );
  expect(met).toBeGreaterThan(0);
}

describe('pollState', () => {
  it('is open between publishing and closing', () => {
    expect(pollState(poll(), NOW)).toBe('open');
  });

  it('is unpublished without publishedAt or with publishedAt in the future', () => {
    expect(pollState(poll({ publishedAt: null }), NOW)).toBe('unpublished');
    expect(pollState(poll({ publishedAt: at(1) }), NOW)).toBe('unpublished');
  });

  it('is open from the publishing instant on', () => {
    expect(pollState(poll({ publishedAt: NOW }), NOW)).toBe('open');
  });

  it('stays open with no closing time', () => {
    expect(pollState(poll({ closesAt: null }), at(1000 * HOUR))).toBe('open');
  });

  it('is still open at the closing instant and closed after it', () => {
    expect(pollState(poll({ closesAt: NOW }), NOW)).toBe('open');
    expect(pollState(poll({ closesAt: at(-1) }), NOW)).toBe('closed');
  });

  it('accepts Date values and offsets for the same instants', () => {
    const p = poll({ publishedAt: new Date(at(-HOUR)), closesAt: '2024-05-10T15:00:00+03:00' });
    expect(pollState(p, new Date(NOW))).toBe('open');
    expect(pollState(p, at(1))).toBe('closed');
  });

  it('treats an unreadable publishedAt as unpublished', () => {
    expect(pollState(poll({ publishedAt: 'not a date' }), NOW)).toBe('unpublished');
  });

  it('matches the spec definition of open (property)', () => {
    fc.assert(
      fc.property(anyPoll, (p) => {
        const now = Date.parse(NOW);
        const published = p.publishedAt !== null && Date.parse(p.publishedAt as string) <= now;
        const notClosed = p.closesAt === null || Date.parse(p.closesAt as string) >= now;
        expect(isPollOpen(p, NOW)).toBe(published && notClosed);
      }),
    );
  });
});

describe('canVote', () => {
  it('lets a worker vote once in an open poll', () => {
    expect(canVote(poll(), NOW)).toBe(true);
    expect(canVote(poll({ voted: true }), NOW)).toBe(false);
  });

  it('lets a worker vote again when changing the vote is allowed', () => {
    const settings = { canAddChoice: false, canChangeVote: true, isPublic: true };
    expect(canVote(poll({ voted: true, settings }), NOW)).toBe(true);
  });

  it('never allows voting in a poll that is not open', () => {
    const settings = { canAddChoice: true, canChangeVote: true, isPublic: true };
    expect(canVote(poll({ publishedAt: null, settings }), NOW)).toBe(false);
    expect(canVote(poll({ closesAt: at(-HOUR), settings }), NOW)).toBe(false);
  });

  it('equals open and (not voted or can change vote) (property)', () => {
    fc.assert(
      fc.property(anyPoll, (p) => {
        expect(canVote(p, NOW)).toBe(isPollOpen(p, NOW) && (!p.voted || p.settings.canChangeVote));
      }),
    );
  });
});

describe('canAddChoice', () => {
  it('allows adding while below the choice cap', () => {
    expect(canAddChoice(poll({ choices: Array(POLL.choicesMax - 1).fill('x') }), NOW)).toBe(true);
  });

  it('refuses at the choice cap', () => {
    expect(canAddChoice(poll({ choices: Array(POLL.choicesMax).fill('x') }), NOW)).toBe(false);
  });

  it('refuses when the setting is off, after voting, or outside the open window', () => {
    const off = { canAddChoice: false, canChangeVote: true, isPublic: true };
    expect(canAddChoice(poll({ settings: off }), NOW)).toBe(false);
    expect(canAddChoice(poll({ voted: true }), NOW)).toBe(false);
    expect(canAddChoice(poll({ publishedAt: at(HOUR) }), NOW)).toBe(false);
    expect(canAddChoice(poll({ closesAt: at(-HOUR) }), NOW)).toBe(false);
  });

  it('implies that the worker could vote (property)', () => {
    holdsWherever(
      (p) => canAddChoice(p, NOW),
      (p) => canVote(p, NOW),
    );
  });

  it('never allows more than the cap of choices (property)', () => {
    holdsWherever(
      (p) => canAddChoice(p, NOW),
      (p) => p.choices.length + 1 <= POLL.choicesMax,
    );
  });
});

describe('canChangeVote', () => {
  it('lets a voter change an open poll that allows it, never before voting', () => {
    const settings = { canAddChoice: false, canChangeVote: true, isPublic: false };
    expect(canChangeVote(poll({ voted: true, settings }), NOW)).toBe(true);
    expect(canChangeVote(poll({ voted: false, settings }), NOW)).toBe(false);
    expect(canChangeVote(poll({ voted: true }), NOW)).toBe(false);
    expect(canChangeVote(poll({ voted: true, settings, closesAt: at(-1) }), NOW)).toBe(false);
  });

  it('is exactly the re-voting case of canVote (property)', () => {
    fc.assert(
      fc.property(anyPoll, (p) => {
        expect(canChangeVote(p, NOW)).toBe(canVote(p, NOW) && p.voted);
      }),
    );
    holdsWherever(
      (p) => canChangeVote(p, NOW),
      (p) => !canAddChoice(p, NOW),
    );
  });
});

describe('canSeeResults', () => {
  it('shows counts to admins always and to workers of public polls only', () => {
    expect(canSeeResults({ isPublic: false }, true)).toBe(true);
    expect(canSeeResults({ isPublic: true }, false)).toBe(true);
    expect(canSeeResults({ isPublic: false }, false)).toBe(false);
  });
});

describe('pollListRank and awaitsAnswer', () => {
  it('puts open unanswered first, then open answered, then closed, then unpublished', () => {
    const order = [
      ['open', false],
      ['open', true],
      ['closed', false],
      ['closed', true],
      ['unpublished', false],
    ] as const;
    const ranks = order.map(([state, voted]) => pollListRank(state, voted));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(ranks[0]).toBeLessThan(ranks[1] as number);
  });

  it('counts for the badge exactly the polls a worker can still answer for the first time (property)', () => {
    fc.assert(
      fc.property(anyPoll, (p) => {
        const state = pollState(p, NOW);
        expect(awaitsAnswer(state, p.voted)).toBe(canVote(p, NOW) && !p.voted);
      }),
    );
  });

  it('ranks every state (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...POLL_STATES), fc.boolean(), (state, voted) => {
        const rank = pollListRank(state, voted);
        expect(rank === 0).toBe(state === 'open' && !voted);
      }),
    );
  });
});
