// Demo shifts: for every worker, the past 8 and the coming 8 weeks, some needing stamps (some
// stamped, some not), older ones billed; worker@example.com has a shift running now.
import { ApprovalState, BillingStatus } from '@tuura/domain/enums';
import { addDays, zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';
import type { DbOrTx } from '../db/client.ts';
import { shifts } from '../db/schema/index.ts';
import type { seedPlaces } from './places.ts';

type Places = Awaited<ReturnType<typeof seedPlaces>>;
const WEEKS = 8;
const HOUR = 3_600_000;

/** Small deterministic PRNG (mulberry32): the same demo every time. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ShiftRow = typeof shifts.$inferInsert;

export function demoShifts(
  organizationId: string,
  workerIds: string[],
  places: Places,
  now: Date,
  ongoingFor?: string,
) {
  const today = zonedDate(now);
  const rows: ShiftRow[] = [];
  workerIds.forEach((workerId, w) => {
    const rnd = random(1000 + w);
    for (let day = -WEEKS * 7; day < WEEKS * 7; day++) {
      // A shift on about two days in five; never two on one day, so no demo shift overlaps another.
      if (rnd() > 0.4) continue;
      const template = places.templates[Math.floor(rnd() * places.templates.length)];
      if (!template) continue;
      const from = zonedTime(addDays(today, day), template.hour);
      const to = new Date(from.getTime() + template.hours * HOUR);
      const past = to.getTime() < now.getTime();
      const running = from.getTime() <= now.getTime() && !past;
      if (running || (workerId === ongoingFor && Math.abs(from.getTime() - now.getTime()) < 24 * HOUR))
        continue;
      const stampRequired = rnd() < 0.35;
      const stamped = stampRequired && past && rnd() < 0.6;
      const approved = stamped && day < -7 && rnd() < 0.7 ? ApprovalState.approved : ApprovalState.pending;
      // Stamped times differ a little from the plan: late by up to 20 minutes, longer by up to 45.
      const late = Math.round(rnd() * 4) * 5;
      const longer = Math.round(rnd() * 9) * 5;
      rows.push({
        organizationId,
        workerId,
        departmentId: template.departmentId,
        templateId: template.id,
        name: template.name,
        from,
        to,
        stampRequired,
        stamped,
        stampFrom: stamped ? new Date(from.getTime() + late * 60_000) : null,
        stampTo: stamped ? new Date(to.getTime() + longer * 60_000) : null,
        stampApproved: approved,
        billingStatus:
          day < -28 ? BillingStatus.received : day < -14 ? BillingStatus.billed : BillingStatus.notBilled,
        submitted: true,
      });
    }
  });
  if (ongoingFor) {
    const first = places.templates[0];
    rows.push({
      organizationId,
      workerId: ongoingFor,
      departmentId: first?.departmentId ?? null,
      templateId: null,
      name: 'Päivystys',
      description: '',
      from: new Date(Math.floor((now.getTime() - 2 * HOUR) / 300_000) * 300_000),
      to: null,
      submitted: false,
    });
  }
  return rows;
}

export async function seedShifts(tx: DbOrTx, rows: ShiftRow[]) {
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(shifts).values(rows.slice(i, i + BATCH));
  return rows.length;
}
