// The audit log as a file (decision 136): the page's columns in the caller's language, times on
// the Helsinki clock, changes as `field: old → new`; streamed batch by batch (lib/exports.ts).
import type { AuditEntry } from '@tuura/domain/api/audit';
import type { Locale } from '@tuura/domain/enums';
import { AUDIT } from '@tuura/domain/limits';
import type { Ctx } from '../../context.ts';
import type { Cell, ExportColumn, ExportTable } from '../../lib/exports.ts';
import { callerLocale } from '../users/service.ts';
import { type AuditFilter, auditBatches } from './service.ts';

const TEXTS: Record<
  Locale,
  {
    filename: string;
    sheet: string;
    headers: string[];
    more: string;
    kinds: Record<AuditEntry['actor']['kind'], string>;
  }
> = {
  fi: {
    filename: 'tapahtumaloki',
    sheet: 'Tapahtumaloki',
    headers: [
      'Aika',
      'Kuka',
      'Tekijän tyyppi',
      'Toiminto',
      'Kohde',
      'Kohteen tunnus',
      'Muutokset',
      'Lisätiedot',
      'IP-osoite',
      'Selain',
    ],
    more: `Rajattu ${AUDIT.exportMaxRows} riviin: rajaa hakua saadaksesi loput.`,
    kinds: {
      user: 'käyttäjä',
      guest: 'vieraskäyttäjä',
      token: 'API-avain',
      job: 'ajo',
      system: 'järjestelmä',
    },
  },
  en: {
    filename: 'audit-log',
    sheet: 'Audit log',
    headers: [
      'Time',
      'Who',
      'Actor kind',
      'Action',
      'Object',
      'Object id',
      'Changes',
      'Details',
      'IP address',
      'User agent',
    ],
    more: `Cut at ${AUDIT.exportMaxRows} rows: narrow the filter for the rest.`,
    kinds: { user: 'user', guest: 'guest user', token: 'API token', job: 'job', system: 'system' },
  },
};

const KINDS: ExportColumn['kind'][] = [
  'dateTime',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
  'text',
];
const WIDTHS = [18, 24, 14, 22, 14, 38, 60, 40, 16, 40];

const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value ?? null));

/** `field: old → new` per changed field, one per line. */
export const changesText = (entry: AuditEntry) =>
  entry.changes.map((c) => `${c.field}: ${shown(c.from)} → ${shown(c.to)}`).join('\n');

function cellsOf(entry: AuditEntry, texts: (typeof TEXTS)[Locale]): Cell[] {
  return [
    new Date(entry.at),
    entry.actor.name ?? entry.actor.id ?? '',
    texts.kinds[entry.actor.kind],
    entry.action,
    entry.target?.type ?? '',
    entry.target?.id ?? '',
    changesText(entry),
    Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : '',
    entry.ip ?? '',
    entry.userAgent ?? '',
  ];
}

/** The filtered entries as a table for a file (the route sends it as CSV or XLSX). */
export async function auditTable(ctx: Ctx, filter: AuditFilter): Promise<ExportTable> {
  const texts = TEXTS[await callerLocale(ctx)];
  async function* rows() {
    for await (const batch of auditBatches(ctx, filter)) {
      const cells = batch.entries.map((entry) => cellsOf(entry, texts));
      if (batch.more) cells.push([null, texts.more, ...Array.from({ length: 8 }, () => null)]);
      yield cells;
    }
  }
  return {
    filename: `${texts.filename}-${ctx.now.toISOString().slice(0, 10)}`,
    sheet: texts.sheet,
    columns: texts.headers.map((header, i) => ({ header, kind: KINDS[i] ?? 'text', width: WIDTHS[i] })),
    rows: rows(),
  };
}
