// What the polls page shows of a poll, as pure functions the unit tests check: the list's three
// sections, what the caller may do now (the domain's rules of spec §4) and the result bars.
import { POLL } from '@tuura/domain/limits';
import { awaitsAnswer, canAddChoice, canChangeVote, canVote, type PollState } from '@tuura/domain/rules/poll';
import type { PollListItem } from '@tuura/domain/schemas/poll';

export type PollSections = { open: PollListItem[]; answered: PollListItem[]; closed: PollListItem[] };

/** Open unanswered polls first, then open answered ones, then closed (the server's order kept). */
export function sectionsOf(polls: readonly PollListItem[]): PollSections {
  const sections: PollSections = { open: [], answered: [], closed: [] };
  for (const poll of polls) {
    if (awaitsAnswer(poll.state, poll.voted)) sections.open.push(poll);
    else if (poll.state === 'open') sections.answered.push(poll);
    else sections.closed.push(poll);
  }
  return sections;
}

export type PollActions = {
  /** The radio list takes a choice and the answer button sends it. */
  vote: boolean;
  /** The vote is cast and may still change (the button says "Change answer"). */
  change: boolean;
  /** The caller may add a choice of their own and answer with it. */
  addChoice: boolean;
};

/** What the caller may do with the poll now, by the same rules the server applies. */
export function actionsOf(poll: PollListItem, now: Date): PollActions {
  const rule = { ...poll, choices: poll.choices };
  return {
    vote: canVote(rule, now),
    change: canChangeVote(rule, now),
    addChoice: canAddChoice(rule, now),
  };
}

export type ResultBar = { _id: string; text: string; votes: number; percent: number; mine: boolean };

/** Result bars when the counts are shown; null when the poll keeps them from the caller. */
export function resultBars(poll: Pick<PollListItem, 'choices' | 'myChoice'>): ResultBar[] | null {
  if (poll.choices.some((c) => c.votes === null)) return null;
  const total = poll.choices.reduce((sum, c) => sum + (c.votes ?? 0), 0);
  return poll.choices.map((c) => ({
    _id: c._id,
    text: c.text,
    votes: c.votes ?? 0,
    percent: total ? Math.round(((c.votes ?? 0) * 100) / total) : 0,
    mine: c._id === poll.myChoice,
  }));
}

/** Badge colours of the states (open green, closed grey, draft yellow). */
export const STATE_COLOR: Record<PollState, string> = {
  open: 'green',
  closed: 'gray',
  unpublished: 'yellow',
};

export const NEW_CHOICE_MAX = POLL.choice;
