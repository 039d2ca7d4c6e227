// A module reads a table it does not own through the owner's service (decision 145), or for a
// reason listed here: each (module, table) pair names why the query joins the table itself.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { foreignTableUses, readTree } from './rules.ts';
import { homesOf, OWNERS } from './tableOwners.ts';

const NAMES = "joins for the names shown beside the module's own rows (a person, a place, a group)";
const PLACES = "joins a row's department and customer, to show or filter by the place";
const REPORT = 'a report over many shifts in one query, with their places and people (decisions 117, 119)';
const IDS = 'checks in its own transaction that the ids the caller sent are live rows of the organisation';
const PERSON = "a person's export and erasure read every table about them (decisions 134, 135)";
const HOT = 'the session or token lookup of every request, one prepared query (decision 092)';

/** `module table` → why the module reads a table it does not own without the owner's service. */
const READS_ALLOWED: Record<string, string> = {
  'alerts customers': NAMES,
  'alerts departments': PLACES,
  'alerts shifts': 'evaluates an alert rule over the shifts of its period in one query',
  'alerts users': NAMES,
  'apiTokens users': `${HOT}: a token's rights are capped by its creator's live permissions`,
  'audit guestUsers': NAMES,
  'audit users': NAMES,
  'auth customers': PLACES, // the guest's filter place (auth/guestView.ts)
  'auth departments': PLACES,
  'auth organizations': `${HOT}: whether the organisation forces two-factor`,
  'bills customers': PLACES,
  'bills departments': PLACES,
  'business customers': REPORT,
  'business departments': REPORT,
  'business users': REPORT,
  'cancellations customers': PLACES,
  'cancellations departments': PLACES,
  'cancellations shifts':
    'a cancellation request is about a shift: the list shows it, the decision checks it',
  'cancellations users': NAMES,
  'customers shifts': "whether a customer's departments still have shifts, before it is removed",
  'departments customers': IDS,
  'emails groupMembers': 'a mass email goes to the members of the groups it names',
  'emails groups': IDS,
  'emails users': NAMES,
  'files groups': NAMES, // and IDS: the groups a file is shared with
  'files users': NAMES, // and IDS: the people a file is shared with
  'groups users': NAMES,
  'guestUsers customers': PLACES,
  'guestUsers departments': PLACES,
  'guestUsers shifts': "a guest sees the shifts of its filter's place (decision 126)",
  'guestUsers users': NAMES,
  'money customers': REPORT,
  'money departments': REPORT,
  'money shifts': REPORT,
  'money users': REPORT,
  'notes departments': NAMES,
  'notes groups': NAMES,
  'notes users': NAMES,
  'oidc authConsumers': "the provider's client lookup reads the consumers the admin registered",
  'oidc users': "the provider's account claims (name, email) of the signed-in user",
  'organization apiTokens': "the admin's organisation view lists its tokens' names and dates",
  'organization users': 'counts the users without two-factor before the admin forces it',
  'overlaps users': IDS,
  'personalData auditLog': PERSON,
  'personalData customers': PERSON,
  'personalData departments': PERSON,
  'personalData groups': PERSON,
  'personalData organizations': PERSON,
  'personalData polls': PERSON,
  'personalData sessions': PERSON,
  'personalData shifts': PERSON,
  'polls users': NAMES,
  'salaries shifts': REPORT,
  'shifts customers': PLACES,
  'shifts departments': PLACES,
  'shifts templates': "a worker's new shift takes its name and place from the template it names",
  'shifts users': NAMES, // and the worker a shift is planned for
  'suggestions customers': PLACES,
  'suggestions departments': PLACES,
  'suggestions users': NAMES,
  'templates departments': IDS,
};

const homes = Object.fromEntries(Object.keys(OWNERS).map((table) => [table, homesOf(table)]));
const tree = readTree(resolve(import.meta.dirname, '../../src'));

describe('table reads', () => {
  it("a module reads another module's table only for a listed reason", () => {
    const found = foreignTableUses(tree, homes);
    const unlisted = [...found].filter(([pair]) => !(pair in READS_ALLOWED));
    expect(unlisted.map(([pair, files]) => `${pair} (${files.join(', ')})`)).toEqual([]);
    // A reason whose read went behind a service goes too, so the list only shrinks.
    expect(Object.keys(READS_ALLOWED).filter((pair) => !found.has(pair))).toEqual([]);
  });

  it('refuses a made-up read of a foreign table, allows its own and a read through the service', () => {
    const bad = {
      'modules/notes/service.ts': "import { notes, shifts } from '../../db/schema/index.ts';",
      'modules/shifts/service.ts': "import { shifts } from '../../db/schema/index.ts';",
      'modules/templates/service.ts': "import { listOwnShifts } from '../shifts/service.ts';",
    };
    expect([...foreignTableUses(bad, homes).keys()]).toEqual(['notes shifts']);
    // Type imports name the table too.
    const typed = { 'modules/files/x.ts': "import type { shifts } from '../../db/schema/index.ts';" };
    expect([...foreignTableUses(typed, homes).keys()]).toEqual(['files shifts']);
  });
});
