// Reports as files accountants open: CSV as Finnish tools expect it (UTF-8 with a BOM,
// `;` between cells, decimal commas, dates d.m.yyyy) and XLSX written with exceljs's streaming
// writer. Rows arrive in batches and leave as they come: a year of salaries for 20,000 workers
// is never held in memory.
import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { hundredthsOfHour } from '@tuura/domain/rules/money';
import { wallClockMillis } from '@tuura/domain/rules/zonedTime';
import { create as contentDisposition } from 'content-disposition';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** What a cell holds: text; money in cents; time in minutes; a date (YYYY-MM-DD); an instant; a count. */
export type CellKind = 'text' | 'money' | 'hours' | 'date' | 'dateTime' | 'integer';
export type Cell = string | number | Date | null;
export type ExportColumn = { header: string; kind: CellKind; width?: number };
export type ExportTable = {
  filename: string;
  sheet: string;
  columns: ExportColumn[];
  /** Batches of rows, each a cell per column. */
  rows: AsyncIterable<Cell[][]>;
};

const BOM = '\uFEFF';
const CSV_TYPE = 'text/csv; charset=utf-8';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Cents as `1234,50` (no grouping, so a tool reads it as one number). */
export const centsFi = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)},${String(magnitude % 100).padStart(2, '0')}`;
};
/** Minutes as hours with two decimals, `8,42` (rounded half away from zero). */
export const hoursFi = (minutes: number) => centsFi(hundredthsOfHour(minutes));
const dateFi = (date: string) =>
  `${Number(date.slice(8, 10))}.${Number(date.slice(5, 7))}.${date.slice(0, 4)}`;
const dateTimeFi = (instant: Date) => {
  const wall = new Date(wallClockMillis(instant)).toISOString();
  return `${dateFi(wall.slice(0, 10))} ${wall.slice(11, 16)}`;
};

/** A text cell that a spreadsheet would run as a formula gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(kind: CellKind, value: Cell): string {
  if (value === null || value === '') return '';
  let text: string;
  if (kind === 'money') text = centsFi(Number(value));
  else if (kind === 'hours') text = hoursFi(Number(value));
  else if (kind === 'date') text = dateFi(String(value));
  else if (kind === 'dateTime') text = dateTimeFi(value instanceof Date ? value : new Date(String(value)));
  else if (kind === 'integer') text = String(value);
  else text = FORMULA_START.test(String(value)) ? `'${value}` : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (columns: ExportColumn[], cells: Cell[]) =>
  `${columns.map((c, i) => csvCell(c.kind, cells[i] ?? null)).join(';')}\r\n`;

async function* csvChunks(table: ExportTable) {
  yield BOM +
    csvLine(
      table.columns.map(() => ({ header: '', kind: 'text' as const })),
      table.columns.map((c) => c.header),
    );
  for await (const batch of table.rows) yield batch.map((row) => csvLine(table.columns, row)).join('');
}

const XLSX_FORMATS: Partial<Record<CellKind, string>> = {
  money: '#,##0.00',
  hours: '0.00',
  date: 'd.m.yyyy',
  dateTime: 'd.m.yyyy hh:mm',
  integer: '0',
};

function xlsxValue(kind: CellKind, value: Cell): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'money') return Number(value) / 100;
  if (kind === 'hours') return Number(value) / 60;
  if (kind === 'date') return new Date(`${String(value)}T00:00:00Z`);
  // Spreadsheets have no zones: the Helsinki wall clock, written as if UTC.
  if (kind === 'dateTime') return new Date(wallClockMillis(value instanceof Date ? value : String(value)));
  return value;
}

async function writeXlsx(table: ExportTable, out: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(table.sheet);
  sheet.columns = table.columns.map((c, i) => ({
    key: String(i),
    header: c.header,
    width: c.width ?? (c.kind === 'text' ? 24 : 14),
    style: XLSX_FORMATS[c.kind] ? { numFmt: XLSX_FORMATS[c.kind] } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for await (const batch of table.rows) {
    for (const cells of batch)
      sheet.addRow(table.columns.map((c, i) => xlsxValue(c.kind, cells[i] ?? null))).commit();
    // A slow reader holds the next batch back: the file never gathers in memory.
    if (out.writableNeedDrain) await once(out, 'drain');
  }
  sheet.commit();
  await workbook.commit();
}

/** Sends the table as a CSV or XLSX attachment, streamed as its rows are read. */
export function sendTable(reply: FastifyReply, format: 'csv' | 'xlsx', table: ExportTable) {
  reply.header('content-disposition', contentDisposition(`${table.filename}.${format}`));
  reply.header('cache-control', 'no-store');
  if (format === 'csv') {
    reply.type(CSV_TYPE);
    return reply.send(Readable.from(csvChunks(table)));
  }
  reply.type(XLSX_TYPE);
  const out = new PassThrough();
  writeXlsx(table, out).catch((error: unknown) => out.destroy(error as Error));
  return reply.send(out);
}
