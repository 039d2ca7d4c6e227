// Poll (spec §3, §4): a question to workers with 1..10 choices; rules for open/vote live in
// rules/poll.ts. Workers get a view without anyone else's vote (decision 111); admins get the
// voters by name.
import { z } from 'zod';
import { POLL, REQUEST } from '../limits.ts';
import { POLL_STATES } from '../rules/poll.ts';
import { customIssue } from '../validation.ts';
import { dateTime, endsAfter, id, requiredText, text, updateOf } from './common.ts';

export const pollSettingsSchema = z.object({
  canAddChoice: z.boolean(),
  canChangeVote: z.boolean(),
  /** Workers see the results, not only their own vote. */
  isPublic: z.boolean(),
});

/** A choice; `votes` is null where the caller may not see results (a private poll's worker). */
export const pollChoiceSchema = z.object({ _id: id, text: z.string(), votes: z.number().int().nullable() });

/** What every view of a poll shares. */
const pollBase = z.object({
  _id: id,
  title: z.string(),
  /** Null while a draft; open from this time on. */
  publishedAt: dateTime.nullable(),
  /** Null for a poll that stays open. */
  closesAt: dateTime.nullable(),
  state: z.enum(POLL_STATES),
  settings: pollSettingsSchema,
});

/** A poll as a worker sees it in the list: choices, own vote and, when public, the counts. */
export const pollListItemSchema = pollBase.extend({
  choices: z.array(pollChoiceSchema),
  /** Whether the caller has voted, and for which choice. */
  voted: z.boolean(),
  myChoice: id.nullable(),
  /** All votes cast; null where results are hidden from the caller. */
  totalVotes: z.number().int().nullable(),
});
export type PollListItem = z.infer<typeof pollListItemSchema>;

/** One poll for a worker: the list item with its rich-text description and report. */
export const pollSchema = pollListItemSchema.extend({ description: z.string(), report: z.string() });
export type Poll = z.infer<typeof pollSchema>;

/** A row of the admin's poll table. */
export const pollAdminListItemSchema = pollBase.extend({
  choiceCount: z.number().int(),
  voteCount: z.number().int(),
  /** How many workers it is for; 0 = everyone. */
  userCount: z.number().int(),
});
export type PollAdminListItem = z.infer<typeof pollAdminListItemSchema>;

const named = z.object({ _id: id, name: z.string() });
export const pollVoterSchema = z.object({ _id: id, name: z.string(), choice: id, votedAt: dateTime });
export type PollVoter = z.infer<typeof pollVoterSchema>;

/** One poll for an admin: everything, with the users it is for and who answered what. */
export const pollAdminSchema = pollBase.extend({
  description: z.string(),
  report: z.string(),
  choices: z.array(pollChoiceSchema.extend({ votes: z.number().int(), addedBy: id.nullable() })),
  /** The workers the poll is for; empty = every worker of the organisation. */
  users: z.array(named),
  voters: z.array(pollVoterSchema),
  createdBy: id.nullable(),
});
export type PollAdmin = z.infer<typeof pollAdminSchema>;

/** Choice texts must differ: a kept text is how an update keeps a choice's votes. */
const distinctChoices = (value: { choices?: string[] | undefined }, ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  value.choices?.forEach((choice, i) => {
    const key = choice.toLocaleLowerCase('fi');
    if (seen.has(key)) ctx.addIssue(customIssue('duplicate', ['choices', i]));
    seen.add(key);
  });
};

export const pollFields = z.object({
  title: requiredText(POLL.title),
  /** Rich text; the server stores it sanitised. */
  description: text(POLL.description).default(''),
  report: text(POLL.report).default(''),
  /** Choice texts in order; on update, a text kept keeps its votes. */
  choices: z
    .array(requiredText(POLL.choice))
    .min(POLL.choicesMin)
    .max(POLL.choicesMax)
    .meta({ uniqueItems: true, description: 'Distinct texts, compared without letter case' }),
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
export const pollInput = pollFields
  .superRefine(endsAfter('publishedAt', 'closesAt'))
  .superRefine(distinctChoices);
export const pollUpdate = updateOf(pollFields)
  .superRefine(endsAfter('publishedAt', 'closesAt'))
  .superRefine(distinctChoices);
export type PollInput = z.infer<typeof pollInput>;
export type PollUpdate = z.infer<typeof pollUpdate>;

/** POST /polls/{id}/vote: an existing choice, or a new one where the poll allows adding. */
export const pollVoteInput = z
  .object({ choice: id.optional(), newChoice: requiredText(POLL.choice).optional() })
  .superRefine((vote, ctx) => {
    if (vote.choice === undefined && vote.newChoice === undefined)
      ctx.addIssue(customIssue('required', ['choice']));
    if (vote.choice !== undefined && vote.newChoice !== undefined)
      ctx.addIssue(customIssue('invalid', ['newChoice']));
  })
  // The document states the rule: exactly one of the two (decision 131).
  .meta({ oneOf: [{ required: ['choice'] }, { required: ['newChoice'] }] });
export type PollVoteInput = z.infer<typeof pollVoteInput>;
