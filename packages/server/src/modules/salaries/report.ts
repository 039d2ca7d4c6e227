// The payroll report (spec §7 salary report; decision 117, 120): per worker on payroll, their
// lines of a period summed (shifts, minutes, pay, unpriced lines) with their accounting id. Read
// worker batch by worker batch in name order, each batch's lines in keyset pages on (worker,
// start, id) along `shifts_worker_from_idx`, so a year for 20,000 workers streams to a file
// without ever holding every line, or every worker's row, at once.
import type { salaryReportInput, salaryReportRow } from '@tuura/domain/api/salaries';
import { PAY_TYPES } from '@tuura/domain/enums';
import { MONEY } from '@tuura/domain/limits';
import { MS_PER_DAY } from '@tuura/domain/rules/instant';
import { DEFAULT_PAY_TYPE, ON_PAYROLL } from '@tuura/domain/rules/pay';
import type { MoneyLine } from '@tuura/domain/schemas/money';
import { and, asc, eq, gt, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../context.ts';
import { users } from '../../db/schema/index.ts';
import type { Cell, ExportColumn, ExportTable } from '../../lib/exports.ts';
import { inOrganizationWithRemoved, requireIds } from '../../lib/scope.ts';
import { type MoneyRow, selectMoneyRows, shiftsDated, toMoneyLine } from '../money/service.ts';
import { shifts } from '../shifts/readModel.ts';
import { addPay, emptyPayTotals, type PayTotals } from './listing.ts';

type ReportInput = z.output<typeof salaryReportInput>;
export type ReportRow = z.infer<typeof salaryReportRow>;

/** Lines per page within a batch: bounds the rows held at once. */
const LINE_PAGE = 20_000;

/**
 * Workers per batch: as many as fill about one page at two shifts in four days each (the demo's
 * and the bench's densest), so a batch is mostly one query: a second page must read the batch's
 * remaining lines again to sort them (measured: a year at 2,000 workers a batch took 121 s).
 */
export function workersPerBatch(from: string, to: string) {
  const days = Math.max(1, (Date.parse(to) - Date.parse(from)) / MS_PER_DAY);
  return Math.min(2_000, Math.max(50, Math.floor((2 * LINE_PAGE) / days)));
}

const PAYROLL_TYPES = PAY_TYPES.filter((type) => ON_PAYROLL[type]);
/** On payroll: a pay type that is, or none (paid by the hour, DEFAULT_PAY_TYPE). */
const onPayroll = or(
  inArray(users.payType, PAYROLL_TYPES),
  ON_PAYROLL[DEFAULT_PAY_TYPE] ? isNull(users.payType) : sql`false`,
) as SQL;

type Worker = {
  id: string;
  firstName: string;
  lastName: string;
  accountingId: string;
  payType: ReportRow['payType'];
};

/** Workers on payroll (removed ones too: they are paid for what they did) by name, in batches. */
async function* workerBatches(
  ctx: Ctx,
  userIds: string[] | undefined,
  size: number,
): AsyncGenerator<Worker[]> {
  let after: Worker | null = null;
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(
          gt(users.lastName, after.lastName),
          and(eq(users.lastName, after.lastName), gt(users.firstName, after.firstName)),
          and(
            eq(users.lastName, after.lastName),
            eq(users.firstName, after.firstName),
            gt(users.id, after.id),
          ),
        )
      : undefined;
    const batch: Worker[] = await ctx.db
      .select({
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        accountingId: users.accountingId,
        payType: users.payType,
      })
      .from(users)
      .where(
        inOrganizationWithRemoved(
          ctx,
          users,
          onPayroll,
          userIds ? inArray(users.id, userIds) : undefined,
          keyset,
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(size);
    if (batch.length > 0) yield batch;
    if (batch.length < size) return;
    after = batch[batch.length - 1] as Worker;
  }
}

/** The lines of some workers in [from, to), page by page in (worker, start, id) order. */
async function* linesOf(
  ctx: Ctx,
  workerIds: string[],
  from: string,
  to: string,
): AsyncGenerator<MoneyLine[]> {
  let after: { workerId: string; from: Date; id: string } | null = null;
  const where = shiftsDated(ctx, from, to, inArray(shifts.workerId, workerIds));
  const order = [asc(shifts.workerId), asc(shifts.from), asc(shifts.id)];
  for (;;) {
    const keyset: SQL | undefined = after
      ? or(
          gt(shifts.workerId, after.workerId),
          and(eq(shifts.workerId, after.workerId), gt(shifts.from, after.from)),
          and(eq(shifts.workerId, after.workerId), eq(shifts.from, after.from), gt(shifts.id, after.id)),
        )
      : undefined;
    const page = await selectMoneyRows(ctx.db, and(where, keyset) as SQL, order).limit(LINE_PAGE);
    yield page.map(toMoneyLine).filter((line): line is MoneyLine => line !== null);
    if (page.length < LINE_PAGE) return;
    const last = page[page.length - 1] as MoneyRow;
    after = { workerId: last.workerId ?? '', from: last.from, id: last.id };
  }
}

/** The workers asked for, checked to be the organisation's (404 otherwise) before anything is sent. */
export const checkedUserIds = async (ctx: Ctx, input: ReportInput) =>
  input.userIds
    ? await requireIds(ctx.db, users, inOrganizationWithRemoved(ctx, users), input.userIds, 'user.notFound')
    : undefined;

/** The report's rows in name order, a batch at a time: only workers with lines in the period. */
async function* payrollRows(
  ctx: Ctx,
  input: ReportInput,
  userIds: string[] | undefined,
): AsyncGenerator<ReportRow[]> {
  for await (const workers of workerBatches(ctx, userIds, workersPerBatch(input.from, input.to))) {
    const sums = new Map<string, PayTotals>();
    const ids = workers.map((w) => w.id);
    for await (const lines of linesOf(ctx, ids, input.from, input.to))
      for (const line of lines) {
        const id = line.worker?._id ?? '';
        addPay(sums.get(id) ?? (sums.set(id, emptyPayTotals()).get(id) as PayTotals), line);
      }
    const rows = workers.flatMap((w): ReportRow[] => {
      const sum = sums.get(w.id);
      if (!sum) return [];
      const name = `${w.firstName} ${w.lastName}`;
      return [{ _id: w.id, name, accountingId: w.accountingId, payType: w.payType, ...sum }];
    });
    if (rows.length > 0) yield rows;
  }
}

/** The JSON answer: the first MONEY.maxBreakdownRows rows by name, totals over every worker. */
export async function salaryReport(ctx: Ctx, input: ReportInput) {
  const userIds = await checkedUserIds(ctx, input);
  const rows: ReportRow[] = [];
  const totals = emptyPayTotals();
  let workers = 0;
  for await (const batch of payrollRows(ctx, input, userIds))
    for (const row of batch) {
      workers += 1;
      totals.shifts += row.shifts;
      totals.minutes += row.minutes;
      totals.paid += row.paid;
      totals.unpricedPay += row.unpricedPay;
      if (rows.length < MONEY.maxBreakdownRows) rows.push(row);
    }
  return { rows, truncated: workers > rows.length, totals };
}

/** Accountants read Finnish headers (the CSV is Finnish: `;` and decimal commas). */
const COLUMNS: ExportColumn[] = [
  { header: 'Nimi', kind: 'text', width: 28 },
  { header: 'Kirjanpitotunnus', kind: 'text', width: 18 },
  { header: 'Palkkatyyppi', kind: 'text', width: 14 },
  { header: 'Vuoroja', kind: 'integer' },
  { header: 'Tunnit', kind: 'hours' },
  { header: 'Palkka', kind: 'money' },
  { header: 'Ilman hintaa', kind: 'integer' },
];
export const TOTAL_LABEL = 'Yhteensä';

/** Every worker's row as cells, then the totals row (sums of the rows above). */
async function* reportCells(
  ctx: Ctx,
  input: ReportInput,
  userIds: string[] | undefined,
): AsyncGenerator<Cell[][]> {
  const totals = emptyPayTotals();
  for await (const batch of payrollRows(ctx, input, userIds)) {
    for (const row of batch) {
      totals.shifts += row.shifts;
      totals.minutes += row.minutes;
      totals.paid += row.paid;
      totals.unpricedPay += row.unpricedPay;
    }
    yield batch.map((r) => [
      r.name,
      r.accountingId,
      r.payType ?? '',
      r.shifts,
      r.minutes,
      r.paid,
      r.unpricedPay,
    ]);
  }
  yield [[TOTAL_LABEL, '', '', totals.shifts, totals.minutes, totals.paid, totals.unpricedPay]];
}

/** The report as a table for a file: every worker, as the rows are read (the route streams it). */
export async function salaryReportTable(ctx: Ctx, input: ReportInput): Promise<ExportTable> {
  const userIds = await checkedUserIds(ctx, input);
  return {
    filename: `palkat-${input.from}-${input.to}`,
    sheet: 'Palkat',
    columns: COLUMNS,
    rows: reportCells(ctx, input, userIds),
  };
}
