// Every action the server writes to the audit log has a name in Finnish and English on the audit
// page: an unnamed one showed its code (`oauth.consent`) to the admin reading the log.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import enAudit from '../src/i18n/en.audit.json';
import fiAudit from '../src/i18n/fi.audit.json';

const serverSrc = resolve(import.meta.dirname, '../../server/src');
const ACTION = /\baction: '([a-zA-Z]+\.[a-zA-Z]+)'/g;

function recordedActions(): string[] {
  const files = readdirSync(serverSrc, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
  return [
    ...new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(ACTION)].map((m) => m[1] ?? ''))),
  ];
}

const named = (labels: Record<string, unknown>, action: string) => {
  const [area, verb] = action.split('.') as [string, string];
  const group = labels[area];
  return (
    typeof group === 'object' &&
    group !== null &&
    typeof (group as Record<string, unknown>)[verb] === 'string'
  );
};

describe('audit action names', () => {
  it('finds the actions the server records', () => {
    expect(recordedActions()).toEqual(
      expect.arrayContaining(['apiToken.request', 'oauth.consent', 'user.erase']),
    );
  });

  it.each([
    ['fi', fiAudit.audit.actions],
    ['en', enAudit.audit.actions],
  ])('names every recorded action in %s', (_locale, labels) => {
    expect(recordedActions().filter((a) => !named(labels as Record<string, unknown>, a))).toEqual([]);
  });
});
