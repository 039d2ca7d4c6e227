// Demo alerts and a sent mass email (decision 113): one alert that finds open shifts in
// the coming week, one on stamps waiting for a week at one customer, both run once at seeding so
// the page shows what they found; and a mass email with its delivery records.
import type { Interval } from '@tuura/domain/enums';
import { nextRunAfter } from '@tuura/domain/rules/alert';
import type { AlertRule } from '@tuura/domain/schemas/alert';
import { and, eq, like } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { DbOrTx } from '../db/client.ts';
import { alerts, customers, emailOutbox, massEmails } from '../db/schema/index.ts';
import { evaluateRule } from '../modules/alerts/evaluate.ts';

type Recipient = { id: string; email: string };

const DEMO_ALERTS: { name: string; recurrence: Interval; rule: (customerId: string | null) => AlertRule }[] =
  [
    {
      name: 'Täyttämättömät vuorot seuraavan viikon aikana',
      recurrence: '1d',
      rule: () => ({
        target: 'shift',
        check: 'unfilledShifts',
        type: 'relative',
        operator: 'lte',
        value: { type: 'relative', amount: 7, unit: 'days' },
        departmentId: null,
        customerId: null,
      }),
    },
    {
      name: 'HUS: leimaukset odottaneet yli viikon',
      recurrence: '1w',
      rule: (customerId) => ({
        target: 'shift',
        check: 'unhandledStamps',
        type: 'relative',
        operator: 'gt',
        value: { type: 'relative', amount: 7, unit: 'days' },
        departmentId: null,
        customerId,
      }),
    },
  ];

export async function seedAlertsAndMassEmail(
  tx: DbOrTx,
  organizationId: string,
  opts: { admin: string | undefined; recipients: Recipient[]; now: Date },
) {
  const [hus] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.organizationId, organizationId), like(customers.name, 'HUS%')));
  // The evaluation reads only the organisation from its context.
  const ctx = { actor: { kind: 'job', job: 'seed', organizationId } } as Ctx;
  for (const demo of DEMO_ALERTS) {
    const rule = demo.rule(hus?.id ?? null);
    const result = await evaluateRule(ctx, tx, rule, opts.now);
    await tx.insert(alerts).values({
      organizationId,
      name: demo.name,
      rule,
      recurrence: demo.recurrence,
      createdBy: opts.admin,
      lastRunAt: opts.now,
      lastResult: result,
      nextRunAt: nextRunAfter(demo.recurrence, opts.now),
    });
  }
  const sentAt = new Date(opts.now.getTime() - 26 * 3_600_000);
  const [mass] = await tx
    .insert(massEmails)
    .values({
      organizationId,
      title: 'Joulun ja uudenvuoden vuorot',
      message:
        'Hei!\n\nJoulun ja uudenvuoden vuorot on julkaistu vuorotorilla. Varaa omasi ajoissa.\n\nTerveisin\nLääkäripalvelu Tuura',
      recipientCount: opts.recipients.length,
      createdBy: opts.admin,
      createdAt: sentAt,
    })
    .returning({ id: massEmails.id });
  if (!mass || opts.recipients.length === 0) return;
  // Delivered, except the last address, which the mail server refused on every try.
  await tx.insert(emailOutbox).values(
    opts.recipients.map((r, i) => {
      const failed = i === opts.recipients.length - 1;
      return {
        organizationId,
        to: r.email,
        subject: 'Joulun ja uudenvuoden vuorot',
        text: '',
        status: failed ? ('failed' as const) : ('sent' as const),
        error: failed ? '550 5.1.1 Mailbox unavailable' : null,
        attempts: failed ? 5 : 1,
        sentAt: failed ? null : new Date(sentAt.getTime() + (i + 1) * 1000),
        createdAt: sentAt,
        massEmailId: mass.id,
        userId: r.id,
      };
    }),
  );
}
