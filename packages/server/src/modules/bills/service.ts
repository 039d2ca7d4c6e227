// A period's bill (decisions 117 and 118): every shift the filter picks as a money line
// (shiftMoney, through money/service.ts), subtotals per customer and department and the total, all
// sums of the lines. The page gets the first MONEY.maxLines lines and sums over all of them; a
// file gets every line, streamed as it is read, then the subtotals and the total.
import type { BillingData, billingDataInput } from '@tuura/domain/api/bills';
import { MONEY } from '@tuura/domain/limits';
import { addToTotals, emptyTotals, type MoneyTotals } from '@tuura/domain/rules/pay';
import type { MoneyLine } from '@tuura/domain/schemas/money';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { type Cell, centsFi, type ExportColumn, type ExportTable } from '../../lib/exports.ts';
import { moneyLineBatches } from '../money/service.ts';
import { callerLocale } from '../users/service.ts';
import { BILL_TEXTS } from './exportTexts.ts';
import { billWhere, placeNames } from './filter.ts';

type Input = z.output<typeof billingDataInput>;
type Group = BillingData['groups'][number];

/** Subtotals per customer and department, built line by line. */
class Groups {
  private readonly byPlace = new Map<string, Group>();
  readonly totals: MoneyTotals = emptyTotals();

  add(line: MoneyLine) {
    const key = `${line.customer?._id ?? ''}|${line.department?._id ?? ''}`;
    let group = this.byPlace.get(key);
    if (!group) {
      group = { customer: line.customer, department: line.department, totals: emptyTotals() };
      this.byPlace.set(key, group);
    }
    addToTotals(group.totals, line);
    addToTotals(this.totals, line);
  }

  /** By customer, then department, by name; shifts without a department (nobody to bill) last. */
  list(): Group[] {
    const name = (g: Group) => [g.customer?.name ?? '\uffff', g.department?.name ?? '\uffff'];
    return [...this.byPlace.values()].sort((a, b) => {
      const [ac, ad] = name(a) as [string, string];
      const [bc, bd] = name(b) as [string, string];
      return ac.localeCompare(bc, 'fi') || ad.localeCompare(bd, 'fi');
    });
  }
}

/** The bill as the page reads it: the first lines, and subtotals and totals over all of them. */
export async function billingData(ctx: Ctx, input: Input): Promise<BillingData> {
  const where = await billWhere(ctx, ctx.db, input);
  const groups = new Groups();
  const lines: MoneyLine[] = [];
  let truncated = false;
  for await (const batch of moneyLineBatches(ctx.db, where)) {
    for (const line of batch) {
      groups.add(line);
      if (lines.length < MONEY.maxLines) lines.push(line);
      else truncated = true;
    }
  }
  return { lines, truncated, groups: groups.list(), totals: groups.totals };
}

const COLUMN_KINDS: ExportColumn['kind'][] = [
  'date',
  'text',
  'text',
  'text',
  'text',
  'dateTime',
  'dateTime',
  'hours',
  'text',
  'text',
  'money',
  'text',
];

/** A name as a part of a file name: its letters and digits, every other run a hyphen. */
const fileNamePart = (name: string) =>
  name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');

/**
 * `laskutus-2026-11` for a calendar month, else `laskutus-2026-11-01--2026-11-15` (the last day),
 * then the customer and department filtered on, if any: `laskutus-2026-11-Meilahden-sairaala`
 * (decision 141), so two customers' bills of a month do not overwrite each other.
 */
export function billFilename(prefix: string, from: string, to: string, place: readonly string[] = []) {
  const last = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const wholeMonth = from.endsWith('-01') && to.endsWith('-01') && last.slice(0, 7) === from.slice(0, 7);
  const period = wholeMonth ? from.slice(0, 7) : `${from}--${last}`;
  return [prefix, period, ...place.map(fileNamePart).filter(Boolean)].join('-');
}

/** Every line of the bill as a table for a file, then each subtotal and the total (the route sends it). */
export async function billTable(ctx: Ctx, input: Input): Promise<ExportTable> {
  const where = await billWhere(ctx, ctx.db, input);
  const texts = BILL_TEXTS[await callerLocale(ctx)];
  const place = await placeNames(ctx, ctx.db, input);
  const placeOf = (line: { customer: Group['customer']; department: Group['department'] }) => [
    line.customer?.name ?? '',
    line.department?.name ?? texts.noDepartment,
  ];
  const rateOf = (line: MoneyLine) => {
    const rate = line.billing.rate;
    return rate ? `${centsFi(rate.cents)} ${texts.per[rate.per]}` : (texts.reason[line.billing.reason] ?? '');
  };
  const unpriced = (totals: MoneyTotals) =>
    totals.unpricedBilling > 0 ? texts.unpriced(totals.unpricedBilling) : '';

  async function* rows(): AsyncGenerator<Cell[][]> {
    const groups = new Groups();
    for await (const batch of moneyLineBatches(ctx.db, where)) {
      yield batch.map((line) => {
        groups.add(line);
        return [
          line.date,
          ...placeOf(line),
          line.name,
          line.worker?.name ?? '',
          new Date(line.from),
          new Date(line.to),
          line.minutes,
          texts.times[line.times],
          rateOf(line),
          line.billing.amount,
          texts.status[line.billingStatus],
        ];
      });
    }
    const sum = (label: string, where: Cell[], totals: MoneyTotals): Cell[] => [
      null,
      ...where,
      label,
      null,
      null,
      null,
      totals.minutes,
      null,
      unpriced(totals),
      totals.billed,
      null,
    ];
    yield [
      ...groups.list().map((g) => sum(texts.subtotal, placeOf(g), g.totals)),
      sum(texts.total, ['', ''], groups.totals),
    ];
  }

  return {
    filename: billFilename(texts.filename, input.from, input.to, place),
    sheet: texts.sheet,
    columns: texts.headers.map((header, i) => ({ header, kind: COLUMN_KINDS[i] ?? 'text' })),
    rows: rows(),
  };
}

// The bulk move of a period's billing status, beside the bill it moves (decision 145: one door).
export { setBillingStatus } from './status.ts';
