// Demo polls: an open one for everyone with public results and some votes, a closed
// one with results and a report, and a draft. Votes come from the first listed workers (the
// journeys' own logins come later in the list and start unanswered).
import type { DbOrTx } from '../db/client.ts';
import { pollChoices, polls, pollVotes } from '../db/schema/index.ts';
import { cleanRichText } from '../lib/richText.ts';

const DAY = 86_400_000;

type DemoPoll = {
  title: string;
  description: string;
  report?: string;
  choices: string[];
  publishedDaysAgo: number | null;
  closesInDays: number | null;
  settings: { canAddChoice: boolean; canChangeVote: boolean; isPublic: boolean };
  /** Votes per choice, in order, from the first workers. */
  votes: number[];
};

export const DEMO_POLLS: DemoPoll[] = [
  {
    title: 'Kesän lomatoiveet',
    description:
      '<p>Milloin haluaisit pitää <strong>kesälomasi</strong>? Toiveet auttavat suunnittelemaan kesän vuorot.</p>',
    choices: ['Kesäkuu', 'Heinäkuu', 'Elokuu'],
    publishedDaysAgo: 3,
    closesInDays: 14,
    settings: { canAddChoice: true, canChangeVote: true, isPublic: true },
    votes: [2, 4, 1],
  },
  {
    title: 'Joulun vuorotoiveet',
    description: '<p>Kumpana pyhänä voisit tehdä vuoron?</p>',
    report:
      '<p>Kiitos vastauksista! Jouluaaton vuorot täytettiin ensin <em>vapaaehtoisilla</em>, loput jaettiin tasan.</p>',
    choices: ['Jouluaatto', 'Joulupäivä', 'Tapaninpäivä'],
    publishedDaysAgo: 40,
    closesInDays: -10,
    settings: { canAddChoice: false, canChangeVote: false, isPublic: true },
    votes: [3, 2, 3],
  },
  {
    title: 'Koulutustoiveet ensi vuodelle',
    description: '<p>Mihin koulutuksiin haluaisit osallistua?</p>',
    choices: ['Ensiapu', 'Lääkehoito', 'Vuorovaikutus'],
    publishedDaysAgo: null,
    closesInDays: null,
    settings: { canAddChoice: true, canChangeVote: false, isPublic: false },
    votes: [],
  },
];

export async function seedPolls(
  db: DbOrTx,
  organizationId: string,
  opts: { createdBy: string | undefined; voterIds: string[]; now: Date },
) {
  const now = opts.now.getTime();
  for (const demo of DEMO_POLLS) {
    const [poll] = await db
      .insert(polls)
      .values({
        organizationId,
        title: demo.title,
        description: cleanRichText(demo.description),
        report: cleanRichText(demo.report ?? ''),
        ...demo.settings,
        publishedAt: demo.publishedDaysAgo === null ? null : new Date(now - demo.publishedDaysAgo * DAY),
        closesAt: demo.closesInDays === null ? null : new Date(now + demo.closesInDays * DAY),
        createdBy: opts.createdBy,
      })
      .returning({ id: polls.id });
    if (!poll) throw new Error('poll insert returned nothing');
    const choices = await db
      .insert(pollChoices)
      .values(demo.choices.map((text, position) => ({ organizationId, pollId: poll.id, text, position })))
      .returning({ id: pollChoices.id });
    const voters = [...opts.voterIds];
    const votes = demo.votes.flatMap((n, i) =>
      voters.splice(0, n).map((userId) => ({
        organizationId,
        pollId: poll.id,
        userId,
        choiceId: choices[i]?.id as string,
      })),
    );
    if (votes.length) await db.insert(pollVotes).values(votes);
  }
}
