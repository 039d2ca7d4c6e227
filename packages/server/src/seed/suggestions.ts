// Demo shift requests: pending ones from several workers (the admin's list and badge), and for the
// demo worker one of each state (their "my requests" list beside /add-shifts).
import { ApprovalState } from '@tuura/domain/enums';
import { zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';
import type { DbOrTx } from '../db/client.ts';
import { suggestions } from '../db/schema/index.ts';

const DAY = 86_400_000;
const WISHES = [
  { name: 'Aamuvuoro', hour: 7, hours: 8, description: 'Sopisi hyvin, olen vapaana koko viikon.' },
  { name: 'Iltavuoro', hour: 14, hours: 8, description: '' },
  { name: 'Yövuoro', hour: 21, hours: 10, description: 'Voin tehdä myös seuraavan yön.' },
  { name: 'Päivystys', hour: 8, hours: 12, description: '' },
] as const;

/** The Helsinki date `days` after `now`'s, at `hour`. */
const at = (now: Date, days: number, hour: number) =>
  zonedTime(zonedDate(new Date(now.getTime() + days * DAY)), hour);

export async function seedSuggestions(
  tx: DbOrTx,
  organizationId: string,
  opts: {
    workerIds: readonly string[];
    departmentIds: readonly string[];
    demoWorker?: string;
    admin?: string;
    now: Date;
  },
) {
  const { now } = opts;
  const row = (workerId: string, i: number, days: number) => {
    const wish = WISHES[i % WISHES.length] ?? WISHES[0];
    const from = at(now, days, wish.hour);
    return {
      organizationId,
      workerId,
      departmentId: opts.departmentIds[i % opts.departmentIds.length] ?? null,
      name: wish.name,
      description: wish.description,
      from,
      to: new Date(from.getTime() + wish.hours * 3_600_000),
      createdAt: new Date(now.getTime() - (i + 1) * 3 * 3_600_000),
    };
  };
  const pending = opts.workerIds.flatMap((workerId, i) =>
    Array.from({ length: 1 + (i % 2) }, (_, k) => row(workerId, i + k, 3 + i * 2 + k * 3)),
  );
  const own = opts.demoWorker
    ? [
        row(opts.demoWorker, 0, 9),
        {
          ...row(opts.demoWorker, 1, 5),
          approved: ApprovalState.approved,
          decidedBy: opts.admin ?? null,
          decidedAt: new Date(now.getTime() - 20 * 3_600_000),
          createdAt: new Date(now.getTime() - 3 * DAY),
        },
        {
          ...row(opts.demoWorker, 2, 6),
          approved: ApprovalState.rejected,
          decisionMessage: 'Osasto on jo täynnä tuolle yölle. Kiitos tarjouksesta!',
          decidedBy: opts.admin ?? null,
          decidedAt: new Date(now.getTime() - 26 * 3_600_000),
          createdAt: new Date(now.getTime() - 4 * DAY),
        },
      ]
    : [];
  const rows = [...pending, ...own];
  if (rows.length > 0) await tx.insert(suggestions).values(rows);
  return rows.length;
}
