// The admin's polls (spec §7 Polls, decision 111): every poll of the organisation, drafts too,
// with counts per choice, the users it is for and who answered what. Description and report are
// stored through cleanRichText; a choice whose text is kept on update keeps its votes.
import { LIVE_EVENTS } from '@tuura/domain/limits';
import { isPollOpen, pollState } from '@tuura/domain/rules/poll';
import type { PollAdmin, PollAdminListItem, PollInput, PollUpdate } from '@tuura/domain/schemas/poll';
import { and, asc, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { actingUserIdOf, type Ctx } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pollChoices, polls, pollUsers, pollVotes } from '../../db/schema/index.ts';
import { userFullName } from '../../db/userFullName.ts';
import { fail, notFound } from '../../errors.ts';
import { announceBadges } from '../../lib/events/announce.ts';
import { cleanRichText } from '../../lib/richText.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';
import { users } from '../users/readModel.ts';
import { openAt } from './views.ts';

const sameOrg = (table: { organizationId: PgColumn }, ctx: Ctx) =>
  eq(table.organizationId, organizationOf(ctx));

const settingsOf = (row: { canAddChoice: boolean; canChangeVote: boolean; isPublic: boolean }) => ({
  canAddChoice: row.canAddChoice,
  canChangeVote: row.canChangeVote,
  isPublic: row.isPublic,
});

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The admin's table lists this many polls, the newest; older ones open by id. */
const ADMIN_LIST_LIMIT = 200;

/** Drafts first, then by publishing time, newest first; counts read for the listed polls only. */
export async function listPolls(ctx: Ctx): Promise<PollAdminListItem[]> {
  const rows = await ctx.db
    .select({
      _id: polls.id,
      title: polls.title,
      publishedAt: polls.publishedAt,
      closesAt: polls.closesAt,
      canAddChoice: polls.canAddChoice,
      canChangeVote: polls.canChangeVote,
      isPublic: polls.isPublic,
    })
    .from(polls)
    .where(inOrganization(ctx, polls))
    .orderBy(sql`${polls.publishedAt} desc nulls first`, desc(polls.createdAt), desc(polls.id))
    .limit(ADMIN_LIST_LIMIT);
  if (rows.length === 0) return [];
  const listed = rows.map((row) => row._id);
  const perPoll = async (table: typeof pollChoices | typeof pollVotes | typeof pollUsers) => {
    const found = await ctx.db
      .select({ pollId: table.pollId, n: count() })
      .from(table)
      .where(and(sameOrg(table, ctx), inArray(table.pollId, listed)))
      .groupBy(table.pollId);
    return new Map(found.map((f) => [f.pollId, f.n]));
  };
  const [choiceCounts, voteCounts, userCounts] = await Promise.all([
    perPoll(pollChoices),
    perPoll(pollVotes),
    perPoll(pollUsers),
  ]);
  return rows.map((row) => ({
    _id: row._id,
    title: row.title,
    publishedAt: iso(row.publishedAt),
    closesAt: iso(row.closesAt),
    state: pollState(row, ctx.now),
    settings: settingsOf(row),
    choiceCount: choiceCounts.get(row._id) ?? 0,
    voteCount: voteCounts.get(row._id) ?? 0,
    userCount: userCounts.get(row._id) ?? 0,
  }));
}

/** Polls of the organisation open now (decision 111: the admin's badge counts what runs). */
export async function countOpenPolls(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(polls)
    .where(inOrganization(ctx, polls, openAt(ctx.now)));
  return row?.n ?? 0;
}

async function getPollIn(ctx: Ctx, db: DbOrTx, id: string): Promise<PollAdmin> {
  const [row] = await db
    .select()
    .from(polls)
    .where(inOrganization(ctx, polls, eq(polls.id, id)));
  if (!row) throw notFound('poll.notFound');
  const person = (userId: PgColumn) =>
    and(eq(users.organizationId, organizationOf(ctx)), eq(users.id, userId));
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const choices = await db
    .select({ _id: pollChoices.id, text: pollChoices.text, addedBy: pollChoices.addedBy })
    .from(pollChoices)
    .where(and(sameOrg(pollChoices, ctx), eq(pollChoices.pollId, id)))
    .orderBy(asc(pollChoices.position), asc(pollChoices.createdAt), asc(pollChoices.id));
  const counts = await db
    .select({ choiceId: pollVotes.choiceId, n: count() })
    .from(pollVotes)
    .where(and(sameOrg(pollVotes, ctx), eq(pollVotes.pollId, id)))
    .groupBy(pollVotes.choiceId);
  const audience = await db
    .select({ _id: users.id, name: userFullName })
    .from(pollUsers)
    .innerJoin(users, person(pollUsers.userId))
    .where(and(sameOrg(pollUsers, ctx), eq(pollUsers.pollId, id)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const voters = await db
    .select({ _id: users.id, name: userFullName, choice: pollVotes.choiceId, votedAt: pollVotes.votedAt })
    .from(pollVotes)
    .innerJoin(users, person(pollVotes.userId))
    .where(and(sameOrg(pollVotes, ctx), eq(pollVotes.pollId, id)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  const votes = new Map(counts.map((c) => [c.choiceId, c.n]));
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    report: row.report,
    publishedAt: iso(row.publishedAt),
    closesAt: iso(row.closesAt),
    state: pollState(row, ctx.now),
    settings: settingsOf(row),
    choices: choices.map((c) => ({ ...c, votes: votes.get(c._id) ?? 0 })),
    users: audience,
    voters: voters.map((v) => ({ ...v, votedAt: v.votedAt.toISOString() })),
    createdBy: row.createdBy,
  };
}

export const getPoll = (ctx: Ctx, id: string) => getPollIn(ctx, ctx.db, id);

/** The target users, deduplicated, once each is a live user of the organisation; else 404. */
async function checkedUsers(ctx: Ctx, db: DbOrTx, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const [row] = await db
    .select({ n: countDistinct(users.id) })
    .from(users)
    .where(inOrganization(ctx, users, inArray(users.id, unique)));
  if ((row?.n ?? 0) !== unique.length)
    throw fail('user.notFound', {
      fields: { 'poll.users': { key: 'invalid', params: { field: 'poll.users' } } },
    });
  return unique;
}

async function replaceUsers(ctx: Ctx, db: DbOrTx, pollId: string, userIds: string[]) {
  const organizationId = organizationOf(ctx);
  await db
    .delete(pollUsers)
    .where(and(eq(pollUsers.organizationId, organizationId), eq(pollUsers.pollId, pollId)));
  if (userIds.length)
    await db.insert(pollUsers).values(userIds.map((userId) => ({ organizationId, pollId, userId })));
}

/**
 * Makes the poll's choices the given texts in order: a text already there (any case) keeps its
 * row and so its votes; the rest are added; choices not named go with their votes.
 */
async function replaceChoices(ctx: Ctx, db: DbOrTx, pollId: string, texts: string[]) {
  const organizationId = organizationOf(ctx);
  const scope = and(eq(pollChoices.organizationId, organizationId), eq(pollChoices.pollId, pollId));
  const existing = await db
    .select({ id: pollChoices.id, text: pollChoices.text })
    .from(pollChoices)
    .where(scope);
  const byText = new Map(existing.map((c) => [c.text.toLocaleLowerCase('fi'), c.id]));
  const kept = new Set<string>();
  for (const [position, text] of texts.entries()) {
    const id = byText.get(text.toLocaleLowerCase('fi'));
    if (id) {
      kept.add(id);
      await db
        .update(pollChoices)
        .set({ text, position })
        .where(and(scope, eq(pollChoices.id, id)));
    } else {
      await db.insert(pollChoices).values({ organizationId, pollId, text, position, createdAt: ctx.now });
    }
  }
  const gone = existing.filter((c) => !kept.has(c.id)).map((c) => c.id);
  if (gone.length) await db.delete(pollChoices).where(and(scope, inArray(pollChoices.id, gone)));
}

const columnsOf = (input: Partial<PollInput>) => ({
  ...(input.title !== undefined && { title: input.title }),
  ...(input.description !== undefined && { description: cleanRichText(input.description) }),
  ...(input.report !== undefined && { report: cleanRichText(input.report) }),
  ...(input.publishedAt !== undefined && {
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  }),
  ...(input.closesAt !== undefined && { closesAt: input.closesAt ? new Date(input.closesAt) : null }),
  ...(input.settings !== undefined && input.settings),
});

type Audience = { publishedAt: Date | string | null; closesAt: Date | string | null; users: string[] };

const audienceOf = (poll: PollAdmin): Audience => ({ ...poll, users: poll.users.map((u) => u._id) });

/**
 * Tells the open tabs whose unanswered count a change moves (decision 114): the poll's users,
 * before and after, while it is open then or now; nobody for a draft, a scheduled or a closed poll.
 * A poll for everyone, or for very many, goes to the organisation (its tabs spread their asking).
 */
async function announceOpenPolls(ctx: Ctx, states: Audience[]) {
  const open = states.filter((state) => isPollOpen(state, ctx.now));
  if (open.length === 0) return;
  const named = [...new Set(open.flatMap((state) => state.users))];
  const everyone = open.some((state) => state.users.length === 0) || named.length > LIVE_EVENTS.maxNamedUsers;
  await announceBadges(ctx, 'polls', everyone ? undefined : named);
}

export async function createPoll(ctx: Ctx, input: PollInput) {
  return ctx.db.transaction(async (tx) => {
    const audience = await checkedUsers(ctx, tx, input.users);
    const [row] = await tx
      .insert(polls)
      .values({
        organizationId: organizationOf(ctx),
        ...columnsOf(input),
        title: input.title,
        createdBy: actingUserIdOf(ctx),
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: polls.id });
    const id = row?.id as string;
    await replaceChoices(ctx, tx, id, input.choices);
    await replaceUsers(ctx, tx, id, audience);
    const created = await getPollIn(ctx, tx, id);
    await announceOpenPolls(ctx, [audienceOf(created)]);
    return created;
  });
}

export async function updatePoll(ctx: Ctx, id: string, input: PollUpdate) {
  return ctx.db.transaction(async (tx) => {
    // Locked first: votes wait (they lock it shared), so no vote lands on a choice being removed.
    const [found] = await tx
      .select({ publishedAt: polls.publishedAt, closesAt: polls.closesAt })
      .from(polls)
      .where(inOrganization(ctx, polls, eq(polls.id, id)))
      .for('update');
    if (!found) throw notFound('poll.notFound');
    const formerUsers = await tx
      .select({ id: pollUsers.userId })
      .from(pollUsers)
      .where(and(eq(pollUsers.organizationId, organizationOf(ctx)), eq(pollUsers.pollId, id)));
    const before = { ...found, users: formerUsers.map((u) => u.id) };
    // Only one of the two times sent: the pair as it will be stored must still run forwards.
    const publishedAt = input.publishedAt !== undefined ? input.publishedAt : iso(found.publishedAt);
    const closesAt = input.closesAt !== undefined ? input.closesAt : iso(found.closesAt);
    if (publishedAt && closesAt && Date.parse(closesAt) <= Date.parse(publishedAt))
      throw fail('request.invalid', {
        fields: { 'poll.closesAt': { key: 'after', params: { field: 'poll.closesAt' } } },
      });
    const audience = input.users && (await checkedUsers(ctx, tx, input.users));
    await tx
      .update(polls)
      .set({ ...columnsOf(input as Partial<PollInput>), updatedAt: ctx.now })
      .where(inOrganization(ctx, polls, eq(polls.id, id)));
    if (input.choices) await replaceChoices(ctx, tx, id, input.choices);
    if (audience) await replaceUsers(ctx, tx, id, audience);
    const updated = await getPollIn(ctx, tx, id);
    await announceOpenPolls(ctx, [before, audienceOf(updated)]);
    return updated;
  });
}

/** Removes a poll; its choices, votes and audience rows cascade. Answers it as it was. */
export async function removePoll(ctx: Ctx, id: string) {
  return ctx.db.transaction(async (tx) => {
    const poll = await getPollIn(ctx, tx, id);
    await tx.delete(polls).where(inOrganization(ctx, polls, eq(polls.id, id)));
    await announceOpenPolls(ctx, [audienceOf(poll)]);
    return poll;
  });
}
