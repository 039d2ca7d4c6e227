// Shared helpers of the journeys: demo accounts, logging in, axe checks.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type * as Axe from 'axe-core';
import { EXPECT_TIMEOUT_MS } from '../timeouts.ts';

/** The seeded demo logins (packages/server/src/seed/demo.ts); all share one password. */
export const PASSWORD = 'demo-password';
export const accounts = {
  admin: 'admin@example.com',
  reader: 'reader@example.com',
  // A second admin at level all (read by the integrations and first sign-ins journeys).
  supervisor: 'supervisor@example.com',
  worker: 'worker@example.com',
  guest: 'guest@example.com',
  tfa: 'tfa@example.com',
  // Seeded workers with Finnish names: journeys that change a person's data or settings use
  // their own, so journeys running side by side never see each other's changes.
  notifications: 'juho.nieminen@example.com',
  settings: 'eero.korhonen@example.com',
  offline: 'aino.virtanen@example.com',
  // Start/end dialog and add shifts: workers with no running shift of their own.
  startShift: 'otto.laitinen@example.com',
  addShifts: 'sanna.tuominen@example.com',
  fiveMinuteRule: 'teemu.rantanen@example.com',
  // My shifts: one only looks, one stamps a shift, one stamps all.
  myShifts: 'kaisa.makela@example.com',
  stampOne: 'lauri.hamalainen@example.com',
  stampAll: 'maija.laine@example.com',
  // Force-2FA: enables two-factor on its own account. Session cache: two people on one browser
  // (5 and 2 seeded notifications).
  force2fa: 'matias.ahonen@example.com',
  cacheFirst: 'jussi.savolainen@example.com',
  cacheSecond: 'katri.lahtinen@example.com',
  // Form errors: submits invalid forms only (nothing saved). Back: only reads. Titles: switches
  // its own language to English.
  formErrors: 'riikka.lehtonen@example.com',
  backArrow: 'tiina.saarinen@example.com',
  // Polls: votes and changes the vote in a poll the admin creates for this worker only (the back
  // arrow journey only reads, so the two share the login without meeting).
  polls: 'tiina.saarinen@example.com',
  titles: 'iida.heikkila@example.com',
  // Plan to approval: the worker the admin assigns a template-made shift to, who stamps it.
  planToApproval: 'oona.koskinen@example.com',
  // Cancellations: one cancels a coming shift as sick (the admin accepts it), one only opens the form.
  cancelShift: 'joonas.kinnunen@example.com',
  cancellationScreenshots: 'laura.salonen@example.com',
  // The shift marketplace: one reserves (with the overlap question), one sees the shift gone,
  // one only looks at the worker's marketplace.
  marketReserver: 'ville.salminen@example.com',
  marketWatcher: 'anni.heinonen@example.com',
  marketScreenshots: 'elias.niemi@example.com',
  // Shift requests: one suggests three shifts that the admin decides.
  suggestions: 'pekka.jarvinen@example.com',
  // Take-over: the admin acts as this worker and restores; the profile journey sets a picture and
  // changes (then restores) its own email.
  takenOver: 'aleksi.jokinen@example.com',
  profile: 'emmi.mattila@example.com',
  // Files: one uploads a pdf and shares it with the other, who opens it under shared with me.
  filesOwner: 'noora.salo@example.com',
  filesReader: 'mikko.turunen@example.com',
  // Guest users with filters (seed/guestUsers.ts): a department's, and a customer's.
  guestKamppi: 'kamppi@example.com',
  guestTays: 'tays@example.com',
  // Compensation: the worker reads their pay; an admin adds a rate in the user drawer.
  compensation: 'selma.palkkio@example.com',
} as const;
export const TFA_SECRET = 'JBSWY3DPEHPK3PXP';

/**
 * Logs in on the login page (opened unless already there) and waits until the app has moved on.
 * With `to`, the login page is always opened, with that return path, as when a signed-out person
 * follows a link: the app goes there after the login without loading itself again (decision 148),
 * and this waits for that page. Selectors do not depend on the language, so this works in either
 * locale.
 */
export async function login(
  page: Page,
  email: string,
  password = PASSWORD,
  options: { guest?: boolean; to?: string } = {},
) {
  if (options.to) await page.goto(`/auth/login?p=${encodeURIComponent(options.to)}`);
  else if (!new URL(page.url(), 'http://x').pathname.startsWith('/auth/login'))
    await page.goto('/auth/login');
  // The login kind is a segmented control: a hidden radio input followed by its label.
  if (options.guest) await page.locator('input[type="radio"][value="guest"] + label').click();
  await page.locator('input[autocomplete="username"]').fill(email);
  await page.locator('input[autocomplete="current-password"]').fill(password);
  const loginTitle = await page.title();
  await page.locator('button[type="submit"]').click();
  if (!options.to) {
    await page.waitForURL((url) => !url.pathname.startsWith('/auth/login'));
    return;
  }
  // React keeps the login page up until the page it goes to is ready: that page titles the tab.
  // The login form must be gone too: a session in another language re-titles the login page.
  const { pathname } = new URL(options.to, 'http://x');
  await page.waitForURL((url) => url.pathname === pathname);
  await waitInPage(
    page,
    (title) => document.title !== title && !document.querySelector('input[autocomplete="username"]'),
    loginTitle,
    `${options.to} after the login`,
  );
}

/** What a journey draws a page in: the language and the theme. */
export type Look = { locale?: 'fi' | 'en'; darkMode?: boolean };

/**
 * Shows this browser a look of its own: the session's answer (asked when the app loads, or given
 * by the login) carries `look()` over the account's settings, which stay as they are for the
 * journeys beside. `look` is read at each answer, so a journey can change it before a reload.
 */
export async function showLook(page: Page, look: () => Look) {
  await page.route('**/api/auth/{session,login}', async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const json = await response.json();
    const user = json.session ? json.session.user : json.user;
    if (user?.settings) user.settings = { ...user.settings, ...look() };
    await route.fulfill({ response, json });
  });
}

/** packages/domain/src/permissions.ts ADMIN_MENU, in menu order. */
export const ADMIN_PATHS = [
  '/admin/shifts',
  '/admin/shifts/planning',
  '/admin/shift-templates',
  '/admin/suggestions',
  '/admin/cancellations',
  '/admin/stamps',
  '/admin/skills',
  '/admin/customers',
  '/admin/bills',
  '/admin/business',
  '/admin/reports',
  '/admin/alerts',
  '/admin/users',
  '/admin/groups',
  '/admin/guest-users',
  '/admin/audit',
  '/admin/organization',
  '/admin/integrations',
];
export const WORKER_PATHS = [
  '/shifts',
  '/add-shifts',
  '/shift-marketplace',
  '/files/my-files',
  '/compensation',
  '/polls',
  '/instructions',
  '/profile',
];

/**
 * Opens a path inside the running app, as a menu link does: no reload, so a walk over every page
 * does not load the whole app again for each (decision 148). React shows the old page until the
 * new one is ready, so this waits for the new page's own tab title. The page it is on already
 * (with another query as well) is loaded afresh: the first screen after a login may still be
 * settling, and its title would not change.
 */
export async function openInApp(page: Page, path: string) {
  if (new URL(page.url()).pathname === new URL(path, page.url()).pathname) {
    await page.goto(path);
    return;
  }
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await waitInPage(
    page,
    (title) => document.title !== title,
    before,
    `${path} titles the tab as a page of its own`,
  );
}

/**
 * Waits until `condition` holds in the page, failing with `what` after the expect timeout. For
 * waits the walks repeat on every page: each retry of a Playwright `expect` that does not match
 * yet draws an accessibility snapshot of the whole page for its error message (Playwright 1.60 and
 * later), which was 30 % of the renderer's time over a walk of the admin pages (decision 148).
 */
export async function waitInPage(
  page: Page,
  condition: (arg: string) => boolean,
  arg: string,
  what: string,
  timeout = EXPECT_TIMEOUT_MS,
) {
  try {
    await page.waitForFunction(condition, arg, { timeout, polling: 50 });
  } catch (error) {
    throw new Error(`${what}: not within ${timeout} ms`, { cause: error });
  }
}

/** The shell is up: header and (for users) the side menu rendered. */
export async function expectUserShell(page: Page) {
  await expect(page.getByTestId('avatar-button')).toBeVisible();
  await expect(page.getByTestId('worker-menu')).toBeAttached();
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Finding = { id: string; impact: string; help: string; nodes: string[] };

/**
 * axe-core in the page: no serious or critical violation, else a list of rule ids and targets.
 * `rules` runs only those (the contrast walk over every page runs `color-contrast` alone).
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  where: string,
  options: { rules?: string[] } = {},
) {
  // Evaluated through the DevTools protocol: the app's CSP (script-src 'self') rightly refuses an
  // injected inline <script>, and the test must not weaken it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const findings: Finding[] = await page.evaluate(async (rules) => {
    const axe = (window as unknown as { axe: typeof Axe }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}  ${n.html.slice(0, 140)}`),
      }));
  }, options.rules);
  const report = findings.map((f) => `  ${f.id} (${f.impact}): ${f.help}\n    ${f.nodes.join('\n    ')}`);
  // Soft: the journey goes on, so one run shows every page's findings and the journey's own result.
  expect
    .soft(findings.length, `serious or critical axe violations on ${where}:\n${report.join('\n')}`)
    .toBe(0);
}

/**
 * Waits until the app's service worker is active. A signed-in page registers it once its first
 * screen has drawn; reloading while it is still installing its offline copy makes the next page
 * share the connections with that download (its API calls waited seconds under load).
 */
export async function serviceWorkerReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
