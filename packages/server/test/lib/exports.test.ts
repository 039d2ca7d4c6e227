// The export writers on a real Fastify reply: CSV as Finnish tools read it, XLSX read back with
// exceljs, both streamed from batches.
import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cell, centsFi, type ExportColumn, hoursFi, sendTable } from '../../src/lib/exports.ts';

const columns: ExportColumn[] = [
  { header: 'Nimi', kind: 'text' },
  { header: 'Päivä', kind: 'date' },
  { header: 'Alkaa', kind: 'dateTime' },
  { header: 'Tunnit', kind: 'hours' },
  { header: 'Summa', kind: 'money' },
];
const batches: Cell[][][] = [
  [['Yövuoro; "Ä"', '2026-10-24', new Date('2026-10-24T19:00:00Z'), 600, 30_000]],
  [['=HYPERLINK("x")', '2026-03-05', new Date('2026-03-05T06:00:00Z'), 505, -1_234_567]],
];
async function* rows() {
  for (const batch of batches) yield batch;
}

const app = Fastify();
app.get('/:format', (req, reply) =>
  sendTable(reply, (req.params as { format: 'csv' | 'xlsx' }).format, {
    filename: 'laskut-2026',
    sheet: 'Laskut',
    columns,
    rows: rows(),
  }),
);
beforeAll(() => app.ready());
afterAll(() => app.close());

describe('exports', () => {
  it('formats cents and hours the Finnish way', () => {
    expect(centsFi(123_450)).toBe('1234,50');
    expect(centsFi(-5)).toBe('-0,05');
    // 505 min = 8,41666… h → 8,42.
    expect(hoursFi(505)).toBe('8,42');
  });

  it('writes CSV with a BOM, semicolons, decimal commas, quoted cells and no formulas', async () => {
    const res = await app.inject('/csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('laskut-2026.csv');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Nimi;Päivä;Alkaa;Tunnit;Summa',
      '"Yövuoro; ""Ä""";24.10.2026;24.10.2026 22:00;10,00;300,00',
      `"'=HYPERLINK(""x"")";5.3.2026;5.3.2026 08:00;8,42;-12345,67`,
    ]);
  });

  it('writes an XLSX that exceljs reads back with the same numbers', async () => {
    const res = await app.inject('/xlsx');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Laskut');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Nimi', 'Päivä', 'Alkaa', 'Tunnit', 'Summa']);
    expect(sheet?.getCell('A2').value).toBe('Yövuoro; "Ä"');
    expect(sheet?.getCell('D2').value).toBe(10);
    expect(sheet?.getCell('E2').value).toBe(300);
    expect(sheet?.getCell('E3').value).toBe(-12_345.67);
    expect(sheet?.getCell('A3').value).toBe('=HYPERLINK("x")');
    expect(sheet?.getCell('E3').numFmt).toBe('#,##0.00');
  });
});
