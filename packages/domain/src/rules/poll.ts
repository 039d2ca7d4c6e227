// Poll state and what a worker may do with a poll (spec §4).
import { POLL } from '../limits.ts';
import { type Instant, toMillis } from './instant.ts';

export type PollSettings = { canAddChoice: boolean; canChangeVote: boolean; isPublic: boolean };

/** The fields of a poll the rules need; the API shape carries more. */
export type PollRuleInput = {
  publishedAt: Instant | null;
  closesAt: Instant | null;
  voted: boolean;
  settings: PollSettings;
  choices: readonly unknown[];
};

export const POLL_STATES = ['unpublished', 'open', 'closed'] as const;
export type PollState = (typeof POLL_STATES)[number];

/** Unpublished until publishedAt is set and reached; closed once closesAt is in the past. */
export function pollState(poll: Pick<PollRuleInput, 'publishedAt' | 'closesAt'>, now: Instant): PollState {
  const nowMs = toMillis(now);
  const publishedMs = toMillis(poll.publishedAt);
  // NaN (unset or unreadable) compares false, so such a poll stays unpublished.
  if (!(publishedMs <= nowMs)) return 'unpublished';
  if (poll.closesAt !== null && toMillis(poll.closesAt) < nowMs) return 'closed';
  return 'open';
}

export const isPollOpen = (poll: Pick<PollRuleInput, 'publishedAt' | 'closesAt'>, now: Instant) =>
  pollState(poll, now) === 'open';

/** A worker votes while the poll is open, once unless re-voting is allowed. */
export const canVote = (poll: PollRuleInput, now: Instant) =>
  isPollOpen(poll, now) && (!poll.voted || poll.settings.canChangeVote);

/** Adding a choice needs the setting, no vote yet, an open poll and room below the cap. */
export const canAddChoice = (poll: PollRuleInput, now: Instant) =>
  poll.settings.canAddChoice && !poll.voted && isPollOpen(poll, now) && poll.choices.length < POLL.choicesMax;

/** Changing a cast vote: the poll is open, the worker has voted and the poll allows it. */
export const canChangeVote = (poll: PollRuleInput, now: Instant) =>
  isPollOpen(poll, now) && poll.voted && poll.settings.canChangeVote;

/** Vote counts: admins always; workers only of a public poll (spec §4), else their own vote. */
export const canSeeResults = (settings: Pick<PollSettings, 'isPublic'>, isAdmin: boolean) =>
  isAdmin || settings.isPublic;

/**
 * Where a poll sits in the worker's list: open and unanswered first (what the badge counts),
 * then open and answered, then closed, then (admins' previews only) unpublished.
 */
export function pollListRank(state: PollState, voted: boolean): number {
  if (state === 'open') return voted ? 1 : 0;
  return state === 'closed' ? 2 : 3;
}

/** Whether a poll counts toward the worker's menu badge: open and not yet answered. */
export const awaitsAnswer = (state: PollState, voted: boolean) => pollListRank(state, voted) === 0;
