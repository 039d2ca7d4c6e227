// Poll (spec §3, §4): a question to workers with 1..10 choices; rules for open/vote live in
// rules/poll.ts.
import { z } from 'zod';
import { POLL, REQUEST } from '../limits.ts';
import { customIssue } from '../validation.ts';
import { dateTime, endsAfter, id, requiredText, text, updateOf } from './common.ts';

export const pollSettingsSchema = z.object({
  canAddChoice: z.boolean(),
  canChangeVote: z.boolean(),
  /** Workers see the results, not only their own vote. */
  isPublic: z.boolean(),
});

export const pollChoiceSchema = z.object({ _id: id, text: z.string() });
export const pollVoteSchema = z.object({ userId: id, choice: id });

export const pollSchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  report: z.string(),
  choices: z.array(pollChoiceSchema),
  votes: z.array(pollVoteSchema),
  /** The workers the poll is for. */
  users: z.array(id),
  createdBy: id,
  /** Null while a draft; open from this time on. */
  publishedAt: dateTime.nullable(),
  /** Null for a poll that stays open. */
  closesAt: dateTime.nullable(),
  /** Whether the caller has voted. */
  voted: z.boolean(),
  settings: pollSettingsSchema,
});
export type Poll = z.infer<typeof pollSchema>;

export const pollFields = z.object({
  title: requiredText(POLL.title),
  description: text(POLL.description).default(''),
  report: text(POLL.report).default(''),
  /** Choice texts in order; on update, a text kept keeps its votes. */
  choices: z.array(requiredText(POLL.choice)).min(POLL.choicesMin).max(POLL.choicesMax),
  users: z.array(id).max(REQUEST.maxIdsPerMassAction).default([]),
  publishedAt: dateTime.nullable().default(null),
  closesAt: dateTime.nullable().default(null),
  settings: z
    .object({
      canAddChoice: z.boolean().default(false),
      canChangeVote: z.boolean().default(false),
      isPublic: z.boolean().default(false),
    })
    .prefault({}),
});
export const pollInput = pollFields.superRefine(endsAfter('publishedAt', 'closesAt'));
export const pollUpdate = updateOf(pollFields).superRefine(endsAfter('publishedAt', 'closesAt'));
export type PollInput = z.infer<typeof pollInput>;

/** POST /polls/{id}/vote: an existing choice, or a new one where the poll allows adding. */
export const pollVoteInput = z
  .object({ choice: id.optional(), newChoice: requiredText(POLL.choice).optional() })
  .superRefine((vote, ctx) => {
    if (vote.choice === undefined && vote.newChoice === undefined)
      ctx.addIssue(customIssue('required', ['choice']));
    if (vote.choice !== undefined && vote.newChoice !== undefined)
      ctx.addIssue(customIssue('invalid', ['newChoice']));
  });
export type PollVoteInput = z.infer<typeof pollVoteInput>;
