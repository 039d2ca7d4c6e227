// Voting (spec §4, decision 111). poll_votes is keyed (organisation, poll, user): one worker's
// parallel votes meet at the key and count once. The poll row is locked (shared) for a vote so an
// admin's concurrent change of its choices waits; adding a choice locks it exclusively so two
// workers adding at once cannot pass the choice cap together.
import { canAddChoice, pollState } from '@tuura/domain/rules/poll';
import type { Poll, PollVoteInput } from '@tuura/domain/schemas/poll';
import { and, eq, max } from 'drizzle-orm';
import { type Ctx, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pollChoices, polls, pollVotes } from '../../db/schema/index.ts';
import { fail, notFound } from '../../errors.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { findForWorker, meantForCaller } from './views.ts';

type LockedPoll = {
  publishedAt: Date | null;
  closesAt: Date | null;
  canAddChoice: boolean;
  canChangeVote: boolean;
  isPublic: boolean;
};

export async function vote(ctx: Ctx, pollId: string, input: PollVoteInput): Promise<Poll> {
  return ctx.db.transaction(async (tx) => {
    // Drafts and scheduled polls meant for the caller answer 409 (not open), not 404, so the
    // refusal says why; polls meant for others stay unseen.
    const [poll] = await tx
      .select({
        publishedAt: polls.publishedAt,
        closesAt: polls.closesAt,
        canAddChoice: polls.canAddChoice,
        canChangeVote: polls.canChangeVote,
        isPublic: polls.isPublic,
      })
      .from(polls)
      .where(inOrganization(ctx, polls, eq(polls.id, pollId), meantForCaller(ctx)))
      .for(input.newChoice === undefined ? 'share' : 'update');
    if (!poll) throw notFound('poll.notFound');
    if (pollState(poll, ctx.now) !== 'open') throw fail('poll.notOpen');
    const choices = await tx
      .select({ id: pollChoices.id, text: pollChoices.text, position: pollChoices.position })
      .from(pollChoices)
      .where(and(eq(pollChoices.organizationId, organizationOf(ctx)), eq(pollChoices.pollId, pollId)));
    let choiceId = input.choice;
    if (input.newChoice !== undefined) {
      const wanted = input.newChoice.toLocaleLowerCase('fi');
      // A new choice that names an existing one is a vote for that one.
      choiceId = choices.find((c) => c.text.toLocaleLowerCase('fi') === wanted)?.id;
      choiceId ??= await addChoice(ctx, tx, pollId, poll, choices.length, input.newChoice);
    } else if (!choices.some((c) => c.id === choiceId)) {
      throw notFound('poll.choiceNotFound');
    }
    await castVote(ctx, tx, pollId, choiceId as string, poll.canChangeVote);
    const answer = await findForWorker(ctx, tx, pollId);
    if (!answer) throw notFound('poll.notFound');
    return answer;
  });
}

async function addChoice(
  ctx: Ctx,
  tx: DbOrTx,
  pollId: string,
  poll: LockedPoll,
  choiceCount: number,
  text: string,
) {
  const voted = await hasVoted(ctx, tx, pollId);
  const settings = {
    canAddChoice: poll.canAddChoice,
    canChangeVote: poll.canChangeVote,
    isPublic: poll.isPublic,
  };
  const rule = {
    publishedAt: poll.publishedAt,
    closesAt: poll.closesAt,
    settings,
    voted,
    choices: Array.from({ length: choiceCount }),
  };
  if (!canAddChoice(rule, ctx.now)) throw fail('poll.addChoiceRefused');
  const organizationId = organizationOf(ctx);
  const [last] = await tx
    .select({ position: max(pollChoices.position) })
    .from(pollChoices)
    .where(and(eq(pollChoices.organizationId, organizationId), eq(pollChoices.pollId, pollId)));
  const [row] = await tx
    .insert(pollChoices)
    .values({
      organizationId,
      pollId,
      text,
      position: (last?.position ?? -1) + 1,
      addedBy: userIdOf(ctx),
      createdAt: ctx.now,
    })
    .returning({ id: pollChoices.id });
  return row?.id as string;
}

async function hasVoted(ctx: Ctx, tx: DbOrTx, pollId: string) {
  const [row] = await tx.select({ choiceId: pollVotes.choiceId }).from(pollVotes).where(ownVote(ctx, pollId));
  return row !== undefined;
}

const ownVote = (ctx: Ctx, pollId: string) =>
  and(
    eq(pollVotes.organizationId, organizationOf(ctx)),
    eq(pollVotes.pollId, pollId),
    eq(pollVotes.userId, userIdOf(ctx)),
  );

/**
 * One row per worker and poll. Where changing is allowed the row takes the new choice; where it
 * is not, a second vote for the same choice is a harmless repeat and for another one a 409.
 */
async function castVote(ctx: Ctx, tx: DbOrTx, pollId: string, choiceId: string, canChange: boolean) {
  const row = {
    organizationId: organizationOf(ctx),
    pollId,
    userId: userIdOf(ctx),
    choiceId,
    votedAt: ctx.now,
  };
  const target = [pollVotes.organizationId, pollVotes.pollId, pollVotes.userId];
  if (canChange) {
    await tx
      .insert(pollVotes)
      .values(row)
      .onConflictDoUpdate({ target, set: { choiceId, votedAt: ctx.now } });
    return;
  }
  const inserted = await tx
    .insert(pollVotes)
    .values(row)
    .onConflictDoNothing({ target })
    .returning({ choiceId: pollVotes.choiceId });
  if (inserted.length) return;
  const [existing] = await tx
    .select({ choiceId: pollVotes.choiceId })
    .from(pollVotes)
    .where(ownVote(ctx, pollId));
  if (existing?.choiceId !== choiceId) throw fail('poll.voteFinal');
}
