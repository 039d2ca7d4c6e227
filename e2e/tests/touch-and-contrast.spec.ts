// Two checks the UI guide asks of every page: on a phone each thing a worker taps is at least
// 44×44 px (a label that toggles a hidden input counts as the input), and no text fails WCAG AA
// contrast, in light and in dark mode. Read-only walks: nothing is changed but the walker's own
// theme setting.
import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN_PATHS,
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  login,
  openInApp,
  WORKER_PATHS,
} from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const MIN_TARGET = 44;

type Small = { what: string; width: number; height: number };

/** Visible controls smaller than the minimum target, with the label that toggles them counted. */
async function smallTargets(page: Page): Promise<Small[]> {
  return page.evaluate((min) => {
    const selector =
      'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], [role="link"]';
    const found: { what: string; width: number; height: number }[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const own = element.getBoundingClientRect();
      const label =
        element instanceof HTMLInputElement ? (element.labels?.[0] ?? element.closest('label')) : null;
      // An input drawn inside a bordered box (a password field's eye beside it) is tapped as the box.
      const box = element.parentElement?.closest('.mantine-Input-input');
      const rects = [own, label?.getBoundingClientRect(), box?.getBoundingClientRect()].filter(
        (r): r is DOMRect => !!r,
      );
      const width = Math.max(...rects.map((r) => r.width));
      const height = Math.max(...rects.map((r) => r.height));
      // Not drawn (a closed menu's item, a visually hidden input without a label, a control in a
      // section still hidden while the page settles): nothing of it can be tapped.
      if (width === 0 && height === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if (width + 0.5 >= min && height + 0.5 >= min) continue;
      const name =
        element.getAttribute('aria-label') ||
        element.textContent?.trim().slice(0, 40) ||
        element.getAttribute('name') ||
        element.getAttribute('placeholder') ||
        element.outerHTML.slice(0, 80);
      found.push({
        what: `${element.tagName.toLowerCase()} "${name}"`,
        width: Math.round(width),
        height: Math.round(height),
      });
    }
    return found;
  }, MIN_TARGET);
}

async function pageReady(page: Page, path: string) {
  await openInApp(page, path);
  await expect(page.locator('main').getByRole('heading', { level: 1 }), path).toBeVisible();
  await expect(page.locator('[aria-busy="true"]'), path).toHaveCount(0);
}

test('every worker page on a phone: nothing to tap is smaller than 44×44 px', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    // The demo worker has shifts of every kind, marketplace shifts and polls: the richest pages.
    await login(page, accounts.worker);
    await expectUserShell(page);
    for (const path of WORKER_PATHS) {
      await pageReady(page, path);
      const small = await smallTargets(page);
      expect.soft(small, `${path}: targets under ${MIN_TARGET} px`).toEqual([]);
    }
  } finally {
    await context.close();
  }
});

for (const colorScheme of ['light', 'dark'] as const) {
  // The theme follows the system's when the user has chosen none (the demo people have not): the
  // browser's scheme switches it without changing anyone's settings.
  test(`every page in ${colorScheme} mode: no text fails contrast`, async ({ browser }) => {
    // 27 pages and an axe run on each: 40 s alone, minutes on a loaded two-core machine.
    test.setTimeout(300_000);
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    try {
      for (const [account, paths] of [
        [accounts.admin, ['/admin', ...ADMIN_PATHS]],
        [accounts.worker, WORKER_PATHS],
      ] as const) {
        await login(page, account);
        await expectUserShell(page);
        for (const path of paths) {
          await pageReady(page, path);
          await expectNoSeriousA11yViolations(page, `${path} (${colorScheme})`, {
            rules: ['color-contrast'],
          });
        }
        await page.request.post('/api/auth/logout');
        await context.clearCookies();
      }
    } finally {
      await context.close();
    }
  });
}
