// Writes to a table happen in the module that owns it (decision 022): other modules call that
// module's service. Reads may join any table. Every table must name its owners here, so a new
// table is a visible decision; writes outside modules (seed, lib/audit, lib/mailer) are not checked.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';

const modulesDir = resolve(import.meta.dirname, '../../src/modules');

/** Table (its export name in db/schema) → the modules that may insert, update or delete rows. */
// personalData erases a removed person's rows from every table in one transaction and purges
// records past their retention (decision 135): a cross-cutting deletion, owned here explicitly.
const OWNERS: Record<string, readonly string[]> = {
  jobRuns: ['personalData'], // the once-a-day mark of the retention purge
  organizations: ['organization'],
  apiTokens: ['apiTokens'],
  authConsumers: ['authConsumers'],
  oidcEntries: ['oidc'], // the OpenID provider's storage adapter
  serverKeys: ['oidc'], // the provider's signing and cookie keys
  users: ['users', 'auth', 'salaries', 'personalData'], // auth writes credentials; salaries the salary values
  recoveryCodes: ['auth', 'personalData'],
  guestUsers: ['auth', 'guestUsers'], // auth: guest credentials; guestUsers: the admin's screen
  sessions: ['auth'],
  passwordResets: ['auth', 'personalData'],
  loginAttempts: ['auth'],
  rateLimitCounters: [], // lib/rateLimitStore.ts only
  accountEmails: ['auth', 'personalData'],
  notifications: ['notifications', 'personalData'],
  customers: ['customers'],
  departments: ['customers', 'departments'], // customers removes a customer's departments with it
  templates: ['templates'],
  shifts: ['shifts', 'departments', 'bills'], // departments moves a removed department's shifts; bills moves billing status
  shiftStampCounts: [], // the database's triggers on shifts only
  suggestions: ['suggestions', 'personalData'],
  cancellations: ['cancellations', 'personalData'],
  savedFilters: ['filters', 'personalData'],
  shiftHistory: ['shifts'], // written beside each change, in its transaction
  auditLog: [], // lib/audit.ts only
  emailOutbox: ['emails', 'personalData'], // lib/mailer.ts, and the mass-send queue of modules/emails
  groups: ['groups'],
  groupMembers: ['groups', 'personalData'],
  skills: ['skills'],
  skillGroups: ['skills'],
  skillGroupSkills: ['skills'],
  permissionPresets: ['presets'],
  userAvatars: ['users', 'personalData'],
  files: ['files', 'personalData'],
  fileShares: ['files', 'personalData'],
  fileQuotas: ['files', 'personalData'],
  polls: ['polls'],
  pollChoices: ['polls', 'personalData'],
  pollVotes: ['polls', 'personalData'],
  pollUsers: ['polls', 'personalData'],
  holidays: ['holidays'],
  alerts: ['alerts'],
  notes: ['notes', 'personalData'],
  instructions: ['instructions'],
  massEmails: ['emails'],
};

const tableNames = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name]) => name);

const WRITE = /\.(insert|update|delete)\(\s*(\w+)\s*\)/g;

/** `[module, table]` for every direct write to a known table in a module's files. */
function writes(): [string, string, string][] {
  const found: [string, string, string][] = [];
  for (const entry of readdirSync(modulesDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
    const file = join(entry.parentPath, entry.name);
    const module = relative(modulesDir, file).split('/')[0] ?? '';
    for (const m of readFileSync(file, 'utf8').matchAll(WRITE)) {
      const table = m[2] ?? '';
      if (tableNames.includes(table)) found.push([module, table, relative(modulesDir, file)]);
    }
  }
  return found;
}

describe('table writes', () => {
  it('every table names its owners', () => {
    expect(tableNames.filter((t) => !(t in OWNERS))).toEqual([]);
    expect(Object.keys(OWNERS).filter((t) => !tableNames.includes(t))).toEqual([]);
  });

  it("a module writes only the tables it owns; others go through the owner's service", () => {
    const found = writes();
    expect(found.length).toBeGreaterThan(10);
    const foreign = found.filter(([module, table]) => !OWNERS[table]?.includes(module));
    expect(foreign.map(([, table, file]) => `${file} writes ${table}`)).toEqual([]);
  });
});
