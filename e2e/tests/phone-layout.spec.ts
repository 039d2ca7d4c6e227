// Every page on a phone (390×844), as an admin of the journey's own with every level, in each
// language (the admin's saved one): the page
// never scrolls sideways, the header keeps its bell and avatar in view, and no text on it looks
// like a translation key (a section of ours followed by a dot and a name, as `adminShifts.noWorkers`
// showed in Finnish on planning). Read-only: the walk changes nothing.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { PERMISSION_AREAS } from '../../packages/domain/src/enums.ts';
import { ADMIN_PATHS, accounts, expectUserShell, login, openInApp, WORKER_PATHS } from './fixtures.ts';
import { makePerson } from './people.ts';

const PHONE = { width: 390, height: 844 };
const i18nDir = fileURLToPath(new URL('../../packages/web/src/i18n/', import.meta.url));

/** The top-level sections of our texts (`shifts`, `adminShifts`, …): what a shown key starts with. */
const SECTIONS = [
  ...new Set(
    readdirSync(i18nDir)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => Object.keys(JSON.parse(readFileSync(`${i18nDir}${name}`, 'utf8')))),
  ),
];
const KEY_LOOKING = new RegExp(`\\b(?:${SECTIONS.join('|')})\\.[a-z][A-Za-z0-9_]*(?:\\.[A-Za-z0-9_]+)*`, 'g');

async function checkPage(page: Page, path: string) {
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(main.getByTestId('error-status'), path).toHaveCount(0);
  // Let lazy sections and first answers render before measuring.
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(clientWidth);
  for (const testId of ['notification-bell', 'avatar-button']) {
    await expect.soft(page.getByTestId(testId), `${path}: ${testId}`).toBeInViewport();
  }
  // A badge's word cut short ("Vastat…"): its label is wider than the badge shows.
  const cutBadges = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.mantine-Badge-label')]
      .filter((label) => label.scrollWidth > label.clientWidth + 1)
      .map((label) => label.textContent),
  );
  expect.soft(cutBadges, `${path} cuts badges`).toEqual([]);
  const text = await page.locator('body').innerText();
  expect.soft(text.match(KEY_LOOKING) ?? [], `${path} shows text keys`).toEqual([]);
}

for (const locale of ['fi', 'en'] as const) {
  test(`every page on a phone in ${locale}: no sideways scroll, the header whole, no text keys`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
    const page = await context.newPage();
    try {
      await login(page, accounts.admin);
      const everyArea = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'all']));
      const admin = await makePerson(page, {
        firstName: 'Puhelin',
        lastName: 'Ylläpitäjä',
        permissions: everyArea,
      });
      await page.request.post('/api/auth/logout');
      await context.clearCookies();
      await login(page, admin.email, admin.password);
      const saved = await page.request.put('/api/users/settings', { data: { settings: { locale } } });
      expect(saved.ok()).toBe(true);
      await page.reload();
      await expectUserShell(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      for (const path of ['/admin', ...ADMIN_PATHS, ...WORKER_PATHS]) {
        await openInApp(page, path);
        await checkPage(page, path);
      }
    } finally {
      await context.close();
    }
  });
}
