// Demo communication data (docs/decisions/112): this and next year's public holidays,
// a few instruction pages workers read, and notes on the demo worker (a general one and an HR one).
import type { Locale } from '@tuura/domain/enums';
import type { DbOrTx } from '../db/client.ts';
import { instructions, notes } from '../db/schema/index.ts';
import { cleanRichText } from '../lib/richText.ts';
import { prefillHolidays, prefillYears } from '../modules/holidays/prefill.ts';

/** The Finnish pages and their English versions: an English reader gets theirs first. */
export const DEMO_INSTRUCTIONS: { title: string; language: Locale; body: string }[] = [
  {
    title: 'Vuoron aloittaminen ja leimaus',
    language: 'fi',
    body: `<h2>Ennen vuoroa</h2><p>Tarkista vuorosi ajat ja osasto <strong>Omat vuoroni</strong> -sivulta.</p>
<h2>Leimaus</h2><ol><li>Paina vuoron alkaessa <em>Aloita vuoro</em>.</li><li>Paina vuoron päättyessä <em>Lopeta vuoro</em>.</li><li>Jos unohdit leimata, lisää toteutuneet ajat vuoron tietoihin ja kirjoita syy viestiin.</li></ol>`,
  },
  {
    title: 'Sairastuminen ja peruutukset',
    language: 'fi',
    body: `<p>Jos sairastut, peru vuoro sovelluksessa syyllä <strong>sairaus</strong> ja soita lisäksi osaston vastaavalle.</p>
<ul><li>Peruutus käsitellään arkisin saman päivän aikana.</li><li>Lääkärintodistus toimitetaan palkanlaskentaan viikon sisällä.</li></ul>`,
  },
  {
    title: 'Yhteystiedot',
    language: 'fi',
    body: `<p>Vuorosuunnittelu: <a href="mailto:admin@example.com">admin@example.com</a>, arkisin klo 8–16.</p><p>Kiireelliset asiat: päivystävä esihenkilö, puh. 040 123 4567.</p>`,
  },
  {
    title: 'Starting a shift and stamping',
    language: 'en',
    body: `<h2>Before the shift</h2><p>Check your shift's times and department on the <strong>My shifts</strong> page.</p>
<h2>Stamping</h2><ol><li>Press <em>Start shift</em> when the shift begins.</li><li>Press <em>End shift</em> when it ends.</li><li>If you forgot to stamp, add the actual times to the shift and write the reason in the message.</li></ol>`,
  },
  {
    title: 'Falling ill and cancellations',
    language: 'en',
    body: `<p>If you fall ill, cancel the shift in the app with the reason <strong>sick</strong> and also call the department's person in charge.</p>
<ul><li>Cancellations are handled on weekdays within the same day.</li><li>Send the medical certificate to payroll within a week.</li></ul>`,
  },
  {
    title: 'Contacts',
    language: 'en',
    body: `<p>Shift planning: <a href="mailto:admin@example.com">admin@example.com</a>, weekdays 8–16.</p><p>Urgent matters: the supervisor on call, tel. 040 123 4567.</p>`,
  },
];

export async function seedCommunication(
  tx: DbOrTx,
  organizationId: string,
  opts: { now: Date; admin?: string | undefined; demoWorker?: string | undefined },
) {
  await prefillHolidays(tx, organizationId, prefillYears(opts.now));
  await tx.insert(instructions).values(
    DEMO_INSTRUCTIONS.map((page) => ({
      organizationId,
      title: page.title,
      body: cleanRichText(page.body),
      language: page.language,
      // Each language's pages in the order written, 10 apart.
      position: (DEMO_INSTRUCTIONS.filter((p) => p.language === page.language).indexOf(page) + 1) * 10,
      updatedBy: opts.admin ?? null,
    })),
  );
  if (!opts.demoWorker) return;
  await tx.insert(notes).values([
    {
      organizationId,
      targetType: 'user' as const,
      targetId: opts.demoWorker,
      userGroup: 'user-general',
      body: 'Toivoo ensisijaisesti aamuvuoroja. Ei yövuoroja lauantaisin.',
      createdBy: opts.admin ?? null,
      createdAt: new Date(opts.now.getTime() - 3 * 86_400_000),
      updatedAt: new Date(opts.now.getTime() - 3 * 86_400_000),
    },
    {
      organizationId,
      targetType: 'user' as const,
      targetId: opts.demoWorker,
      userGroup: 'user-hr',
      body: 'Työsopimus jatkettu vuoden loppuun. Kehityskeskustelu sovittu.',
      createdBy: opts.admin ?? null,
      createdAt: new Date(opts.now.getTime() - 86_400_000),
      updatedAt: new Date(opts.now.getTime() - 86_400_000),
    },
  ]);
}
