// A typed client generated from the document (openapi-typescript) type-checks against calls a
// client would make, and refuses calls the API would refuse: the document matches the contracts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Each @ts-expect-error must meet an error, so a looser document fails the check too.
const USAGE = `
import type { operations, paths } from './api.ts';

type CreateBody = paths['/api/shifts/worker']['post']['requestBody']['content']['application/json'];
export const created: CreateBody = {
  shift: { name: 'Aamu', from: '2024-01-01T08:00:00Z', to: '2024-01-01T16:00:00Z' },
};
// @ts-expect-error the name is required
export const nameless: CreateBody = { shift: { from: '2024-01-01T08:00:00Z', to: null } };

type CountQuery = NonNullable<operations['workerShiftCount']['parameters']['query']>;
export const running: CountQuery = { submitted: 'false', to: '2024-01-01T00:00:00Z' };
// @ts-expect-error only the words true and false
export const yes: CountQuery = { submitted: 'yes' };

type Shift = operations['workerShiftGet']['responses'][200]['content']['application/json']['shift'];
export const start = (shift: Shift): string => shift.from;
export const end = (shift: Shift): string | null => shift.to;
// @ts-expect-error a worker's shift carries no billing price
export const price = (shift: Shift) => shift.billing;

type Login = operations['authLogin']['requestBody'];
export const login: NonNullable<Login>['content']['application/json'] = { email: 'a@b.fi', password: 'x'.repeat(12) };
`;

it('generates a client whose types accept right calls and refuse wrong ones', async () => {
  const doc = (await t.app.inject('/api/openapi.json')).json();
  const source = astToString(await openapiTS(doc, { defaultNonNullable: false }));
  const dir = mkdtempSync(join(tmpdir(), 'tuura-client-'));
  try {
    writeFileSync(join(dir, 'api.ts'), source);
    writeFileSync(join(dir, 'usage.ts'), USAGE);
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    const args = ['--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext'];
    const flags = [...args, '--allowImportingTsExtensions', '--skipLibCheck'];
    let output = '';
    try {
      execFileSync(process.execPath, [tsc, ...flags, join(dir, 'usage.ts')], { encoding: 'utf8' });
    } catch (error) {
      output = String((error as { stdout?: string }).stdout ?? error);
    }
    expect(output).toBe('');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
