// Demo communication data of issue 15 (docs/decisions/112): this and next year's public holidays,
// a few instruction pages workers read, and notes on the demo worker (a general one and an HR one).
import type { DbOrTx } from '../db/client.ts';
import { instructions, notes } from '../db/schema/index.ts';
import { cleanRichText } from '../lib/richText.ts';
import { prefillHolidays, prefillYears } from '../modules/holidays/prefill.ts';

export const DEMO_INSTRUCTIONS = [
  {
    title: 'Vuoron aloittaminen ja leimaus',
    body: `<h2>Ennen vuoroa</h2><p>Tarkista vuorosi ajat ja osasto <strong>Omat vuoroni</strong> -sivulta.</p>
<h2>Leimaus</h2><ol><li>Paina vuoron alkaessa <em>Aloita vuoro</em>.</li><li>Paina vuoron päättyessä <em>Lopeta vuoro</em>.</li><li>Jos unohdit leimata, lisää toteutuneet ajat vuoron tietoihin ja kirjoita syy viestiin.</li></ol>`,
  },
  {
    title: 'Sairastuminen ja peruutukset',
    body: `<p>Jos sairastut, peru vuoro sovelluksessa syyllä <strong>sairaus</strong> ja soita lisäksi osaston vastaavalle.</p>
<ul><li>Peruutus käsitellään arkisin saman päivän aikana.</li><li>Lääkärintodistus toimitetaan palkanlaskentaan viikon sisällä.</li></ul>`,
  },
  {
    title: 'Yhteystiedot',
    body: `<p>Vuorosuunnittelu: <a href="mailto:admin@example.com">admin@example.com</a>, arkisin klo 8–16.</p><p>Kiireelliset asiat: päivystävä esihenkilö, puh. 040 123 4567.</p>`,
  },
];

export async function seedCommunication(
  tx: DbOrTx,
  organizationId: string,
  opts: { now: Date; admin?: string | undefined; demoWorker?: string | undefined },
) {
  await prefillHolidays(tx, organizationId, prefillYears(opts.now));
  await tx.insert(instructions).values(
    DEMO_INSTRUCTIONS.map((page, i) => ({
      organizationId,
      title: page.title,
      body: cleanRichText(page.body),
      position: (i + 1) * 10,
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
