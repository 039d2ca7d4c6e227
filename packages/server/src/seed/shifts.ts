// Demo shifts: for every worker, the past 8 and the coming 8 weeks, some needing stamps (some
// stamped, some not); months before the last are billed and paid, last month billed except one
// customer's (the bills journey bills it); worker@example.com has a shift running now. A few
// past days are sick leave or training, and a few shifts carry their own fixed pay. Open shifts
// next week for planning, and on the marketplace every other day of the coming four weeks.
import { ApprovalState, BillingStatus, EDUCATION_LEVELS, ShiftType } from '@tuura/domain/enums';
import { SHIFT_TIMING } from '@tuura/domain/limits';
import { addDays, zonedDate, zonedTime } from '@tuura/domain/rules/zonedTime';
import type { DbOrTx } from '../db/client.ts';
import { shifts } from '../db/schema/index.ts';
import type { seedPlaces } from './places.ts';

type Places = Awaited<ReturnType<typeof seedPlaces>>;
const WEEKS = 8;
const HOUR = 3_600_000;
const MINUTE = 60_000;

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

/** The customer whose last month is still to be billed (the third: Terveystalo). */
export const UNBILLED_CUSTOMER_INDEX = 2;

/** Bills older than this many days are paid, whatever the day of the month (so every demo has some). */
const PAID_AFTER_DAYS = 42;

/**
 * Billing by calendar month of Helsinki dates (`date`, `today`: YYYY-MM-DD there): before last month received, last month billed (its part older than
 * six weeks already paid), this month and later not billed; one customer's last month is not
 * billed at all yet.
 */
export function billingStatusOf(date: string, today: string, customerIndex: number) {
  const month = date.slice(0, 7);
  const thisMonth = today.slice(0, 7);
  const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
  if (month < lastMonth) return BillingStatus.received;
  if (month !== lastMonth) return BillingStatus.notBilled;
  if (customerIndex === UNBILLED_CUSTOMER_INDEX) return BillingStatus.notBilled;
  return date < addDays(today, -PAID_AFTER_DAYS) ? BillingStatus.received : BillingStatus.billed;
}

/** Past days off (from the worker's and day's numbers, so the PRNG's sequence stays as it was). */
function typeOf(w: number, day: number) {
  if (day >= 0) return ShiftType.shift;
  const draw = (w * 37 + day * 11 + 1000) % 50;
  return draw === 0
    ? ShiftType.sick
    : draw === 1
      ? ShiftType.training
      : draw === 2
        ? ShiftType.noSalary
        : ShiftType.shift;
}

/** What workers write on a stamp; every third stamp has one (no draw from the PRNG, so the rest stays). */
const STAMP_MESSAGES = [
  'Potilastilanne venyi, jäin pidempään osastonhoitajan pyynnöstä.',
  'Juna myöhässä, aloitin hieman myöhemmin.',
  'Ylitöistä sovittu päivystävän erikoislääkärin kanssa.',
  'Raportointi kesti tavallista kauemmin.',
  'Vuoro keskeytyi, lähdin kotiin sairaana.',
];

export function demoShifts(
  organizationId: string,
  workerIds: string[],
  places: Places,
  now: Date,
  ongoingFor?: string,
  /** A worker whose shifts need no stamp (the draws stay, so everyone else's shifts do too). */
  unstamped?: string,
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
      // Nor one starting within the clock-in window: the start button offers every seeded worker a
      // new shift, whenever the demo is seeded (decision 140).
      const running = from.getTime() <= now.getTime() + SHIFT_TIMING.clockInWindowMinutes * MINUTE && !past;
      if (running || (workerId === ongoingFor && Math.abs(from.getTime() - now.getTime()) < 24 * HOUR))
        continue;
      const stampRequired = rnd() < 0.35 && workerId !== unstamped;
      const stamped = stampRequired && past && rnd() < 0.6;
      const approved = stamped && day < -7 && rnd() < 0.7 ? ApprovalState.approved : ApprovalState.pending;
      // Stamped times differ a little from the plan: late by up to 20 minutes, longer by up to 45.
      const late = Math.round(rnd() * 4) * 5;
      const longer = Math.round(rnd() * 9) * 5;
      const note =
        stamped && (w + day) % 3 === 0
          ? STAMP_MESSAGES[(w + Math.abs(day)) % STAMP_MESSAGES.length]
          : undefined;
      rows.push({
        organizationId,
        workerId,
        departmentId: template.departmentId,
        templateId: template.id,
        name: template.name,
        type: typeOf(w, day),
        billing: template.billing,
        // About one shift in 30 pays a fixed sum of its own (a weekend bonus shift).
        salary: (w + day * 3 + 300) % 30 === 0 ? '420 €/vuoro' : '',
        from,
        to,
        stampRequired,
        stamped,
        stampFrom: stamped ? new Date(from.getTime() + late * 60_000) : null,
        stampTo: stamped ? new Date(to.getTime() + longer * 60_000) : null,
        stampApproved: approved,
        stampMessage: note ?? '',
        // The message about leaving sick goes with a shift marked not completed.
        stampNotCompleted: note === STAMP_MESSAGES[4],
        billingStatus: billingStatusOf(addDays(today, day), today, template.customerIndex),
        submitted: true,
      });
    }
  });
  rows.push(...openShiftsNextWeek(organizationId, places, today));
  rows.push(...marketShifts(organizationId, places, today, now));
  if (ongoingFor) {
    const first = places.templates[0];
    rows.push({
      organizationId,
      workerId: ongoingFor,
      departmentId: first?.departmentId ?? null,
      templateId: null,
      name: 'Päivystys',
      description: '',
      billing: first?.billing ?? '',
      from: new Date(Math.floor((now.getTime() - 2 * HOUR) / 300_000) * 300_000),
      to: null,
      submitted: false,
    });
  }
  return rows;
}

/** Open shifts planning can fill: next week, Monday to Sunday, three templates' worth a day. */
function openShiftsNextWeek(organizationId: string, places: Places, today: string): ShiftRow[] {
  const monday = addDays(today, 7 - ((new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7));
  const rows: ShiftRow[] = [];
  for (let day = 0; day < 7; day++) {
    places.templates.slice(0, OPEN_TEMPLATES_A_DAY).forEach((template, i) => {
      const from = zonedTime(addDays(monday, day), template.hour);
      rows.push({
        organizationId,
        workerId: null,
        departmentId: template.departmentId,
        templateId: template.id,
        name: template.name,
        billing: template.billing,
        from,
        to: new Date(from.getTime() + template.hours * HOUR),
        stampRequired: true,
        // Every other day's first one has a name pencilled in.
        tentativeWorker: i === 0 && day % 2 === 0 ? 'Sijainen (kysytty)' : '',
        submitted: true,
      });
    });
  }
  return rows;
}

const OPEN_TEMPLATES_A_DAY = 3;

/** What the marketplace's shifts ask, in turn: nothing, then each level (spec §5). */
const MARKET_REQUIREMENTS = [null, ...EDUCATION_LEVELS] as const;

/**
 * Open shifts on the marketplace (spec §4): one on every other day of the coming four weeks, from
 * the templates in turn, each asking an education in turn; published two days ago.
 */
function marketShifts(organizationId: string, places: Places, today: string, now: Date): ShiftRow[] {
  const rows: ShiftRow[] = [];
  for (let day = 2, n = 0; day < 28; day += 2, n++) {
    const template = places.templates[(n * 5) % places.templates.length];
    if (!template) continue;
    const from = zonedTime(addDays(today, day), template.hour);
    rows.push({
      organizationId,
      workerId: null,
      departmentId: template.departmentId,
      templateId: template.id,
      name: template.name,
      description: n % 3 === 0 ? 'Perehdytys paikan päällä ensimmäisenä päivänä.' : '',
      billing: template.billing,
      from,
      to: new Date(from.getTime() + template.hours * HOUR),
      education: MARKET_REQUIREMENTS[n % MARKET_REQUIREMENTS.length] ?? null,
      stampRequired: true,
      submitted: true,
      marketPublishedAt: new Date(now.getTime() - 2 * 24 * HOUR),
    });
  }
  return rows;
}

export async function seedShifts(tx: DbOrTx, rows: ShiftRow[]) {
  const BATCH = 500;
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(shifts).values(rows.slice(i, i + BATCH));
  return rows.length;
}
