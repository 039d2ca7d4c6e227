// Reading polls as a worker sees them (decision 111): which polls are meant for the caller, the
// caller's own vote, and the counts per choice where the caller may see results.
import { POLL } from '@tuura/domain/limits';
import { canSeeResults, pollListRank, pollState } from '@tuura/domain/rules/poll';
import type { Poll, PollListItem } from '@tuura/domain/schemas/poll';
import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Ctx, userIdOf } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pollChoices, polls, pollUsers, pollVotes } from '../../db/schema/index.ts';
import { inOrganization, organizationOf } from '../../lib/scope.ts';

/** The most polls a worker's list answers: the newest by publishing time. */
export const WORKER_LIST_MAX = 200;
const DAY_MS = 86_400_000;

/**
 * A poll is for the users listed in poll_users, or for everyone when it lists none. "Lists none"
 * asks for the first listed user in key order: the planner then walks the key's index (a plain
 * NOT EXISTS guessed thousands of rows per poll and scanned the whole table for each poll).
 */
export function meantForCaller(ctx: Ctx): SQL {
  const ofThisPoll = and(eq(pollUsers.organizationId, polls.organizationId), eq(pollUsers.pollId, polls.id));
  const firstListed = ctx.db
    .select({ userId: pollUsers.userId })
    .from(pollUsers)
    .where(ofThisPoll)
    .orderBy(asc(pollUsers.userId))
    .limit(1);
  const callerListed = ctx.db
    .select({ one: sql`1` })
    .from(pollUsers)
    .where(and(ofThisPoll, eq(pollUsers.userId, userIdOf(ctx))));
  return or(sql`(${firstListed}) is null`, exists(callerListed)) as SQL;
}

/** Polls published by now and meant for the caller. */
export const visibleToCaller = (ctx: Ctx, ...more: (SQL | undefined)[]) =>
  inOrganization(ctx, polls, lte(polls.publishedAt, ctx.now), meantForCaller(ctx), ...more);

/** The list keeps closed polls for POLL.listClosedDays after closing; older ones leave it. */
const recentEnough = (now: Date) =>
  or(isNull(polls.closesAt), gte(polls.closesAt, new Date(now.getTime() - POLL.listClosedDays * DAY_MS)));

const myVote = (ctx: Ctx) =>
  and(
    eq(pollVotes.organizationId, polls.organizationId),
    eq(pollVotes.pollId, polls.id),
    eq(pollVotes.userId, userIdOf(ctx)),
  );

const workerColumns = {
  _id: polls.id,
  title: polls.title,
  publishedAt: polls.publishedAt,
  closesAt: polls.closesAt,
  canAddChoice: polls.canAddChoice,
  canChangeVote: polls.canChangeVote,
  isPublic: polls.isPublic,
  myChoice: pollVotes.choiceId,
};

type Row = {
  _id: string;
  title: string;
  publishedAt: Date | null;
  closesAt: Date | null;
  canAddChoice: boolean;
  canChangeVote: boolean;
  isPublic: boolean;
  myChoice: string | null;
};

/** Choices of the polls in order, with counts for the polls whose results the caller sees. */
async function choicesOf(ctx: Ctx, db: DbOrTx, rows: Row[]) {
  const organizationId = organizationOf(ctx);
  const ids = rows.map((r) => r._id);
  const withResults = rows.filter((r) => canSeeResults(r, false)).map((r) => r._id);
  // One after the other: `db` may be a transaction, whose one connection takes one query at a time.
  const choices = ids.length
    ? await db
        .select({ _id: pollChoices.id, pollId: pollChoices.pollId, text: pollChoices.text })
        .from(pollChoices)
        .where(and(eq(pollChoices.organizationId, organizationId), inArray(pollChoices.pollId, ids)))
        .orderBy(asc(pollChoices.position), asc(pollChoices.createdAt), asc(pollChoices.id))
    : [];
  const counts = withResults.length
    ? await db
        .select({ choiceId: pollVotes.choiceId, n: count() })
        .from(pollVotes)
        .where(and(eq(pollVotes.organizationId, organizationId), inArray(pollVotes.pollId, withResults)))
        .groupBy(pollVotes.choiceId)
    : [];
  const votes = new Map(counts.map((c) => [c.choiceId, c.n]));
  const byPoll = new Map<string, { _id: string; text: string; votes: number | null }[]>();
  const shown = new Set(withResults);
  for (const c of choices) {
    const list = byPoll.get(c.pollId) ?? [];
    list.push({ _id: c._id, text: c.text, votes: shown.has(c.pollId) ? (votes.get(c._id) ?? 0) : null });
    byPoll.set(c.pollId, list);
  }
  return byPoll;
}

function toListItem(ctx: Ctx, row: Row, choices: PollListItem['choices']): PollListItem {
  const settings = {
    canAddChoice: row.canAddChoice,
    canChangeVote: row.canChangeVote,
    isPublic: row.isPublic,
  };
  const shown = canSeeResults(settings, false);
  return {
    _id: row._id,
    title: row.title,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    closesAt: row.closesAt?.toISOString() ?? null,
    state: pollState(row, ctx.now),
    settings,
    choices,
    voted: row.myChoice !== null,
    myChoice: row.myChoice,
    totalVotes: shown ? choices.reduce((sum, c) => sum + (c.votes ?? 0), 0) : null,
  };
}

/** The caller's polls: open unanswered first, then open answered, then closed; newest first. */
export async function listForWorker(ctx: Ctx): Promise<PollListItem[]> {
  const rows = await ctx.db
    .select(workerColumns)
    .from(polls)
    .leftJoin(pollVotes, myVote(ctx))
    .where(visibleToCaller(ctx, recentEnough(ctx.now)))
    .orderBy(desc(polls.publishedAt), desc(polls.id))
    .limit(WORKER_LIST_MAX);
  const choices = await choicesOf(ctx, ctx.db, rows);
  const items = rows.map((row) => toListItem(ctx, row, choices.get(row._id) ?? []));
  // A stable sort keeps the newest-first order within each rank.
  return items.sort((a, b) => pollListRank(a.state, a.voted) - pollListRank(b.state, b.voted));
}

/** One poll the caller may see, with its rich text; null when there is none such. */
export async function findForWorker(ctx: Ctx, db: DbOrTx, id: string): Promise<Poll | null> {
  const [row] = await db
    .select({ ...workerColumns, description: polls.description, report: polls.report })
    .from(polls)
    .leftJoin(pollVotes, myVote(ctx))
    .where(visibleToCaller(ctx, eq(polls.id, id)));
  if (!row) return null;
  const choices = await choicesOf(ctx, db, [row]);
  return {
    ...toListItem(ctx, row, choices.get(row._id) ?? []),
    description: row.description,
    report: row.report,
  };
}

/** Open polls meant for the caller that the caller has not answered: the menu badge. */
export async function countAwaitingAnswer(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(polls)
    .leftJoin(pollVotes, myVote(ctx))
    .where(visibleToCaller(ctx, openAt(ctx.now), isNull(pollVotes.userId)));
  return row?.n ?? 0;
}

/** Published by `now` and not closed: closesAt unset or not yet past (rules/poll.ts pollState). */
export const openAt = (now: Date) =>
  and(lte(polls.publishedAt, now), or(isNull(polls.closesAt), gte(polls.closesAt, now)));
