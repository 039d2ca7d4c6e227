// My shifts' first load (issue 9): nothing on the screen jumps when the stamps alert and the hero
// arrive after the page (layout shift, CLS), and a cold start asks for the page's shifts before
// the session check has answered, not after it.
import { expect, type Page, test } from '@playwright/test';
import { accounts, login } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Layout shifts the browser counted since the page began, as CLS sums them (no input nearby). */
async function collectLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test('the stamps alert arriving last moves nothing already on the screen', async ({ page }) => {
  await login(page, accounts.myShifts);
  // The past shifts waiting for a stamp answer last, as on a slow phone network.
  await page.route(/\/api\/shifts\/user\/worker\?.*stampMissing=true/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await collectLayoutShifts(page);
  await page.goto('/shifts');
  await expect(page.getByTestId('stamps-needed')).toBeVisible();
  const viewSwitch = page.getByTestId('view-switch');
  await expect(viewSwitch).toBeVisible();
  // The week's cards are in, below the alert.
  await expect(page.getByTestId('shift-card').first()).toBeVisible();
  const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
  expect(shift, 'cumulative layout shift of the first load').toBeLessThan(0.01);
});

test.describe('on a first visit (no service worker yet)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a cold start asks for the shifts before the session check has answered', async ({
    browser,
    page: loginPage,
  }) => {
    await login(loginPage, accounts.myShifts);
    // A browser with the session cookie and nothing saved (no cached session to draw from), as
    // when the phone's browser dropped the site's storage.
    const cookies = await loginPage.context().cookies();
    const context = await browser.newContext({
      storageState: { cookies, origins: [] },
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    // The session check is held until the page's shift requests have gone out (or 15 s passed):
    // without the warm-up they would wait for it, and none would come.
    const early: string[] = [];
    let release = () => {};
    const allAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sessionReleased = false;
    page.on('request', (request) => {
      if (sessionReleased || !/\/api\/shifts\/user\/worker/.test(request.url())) return;
      early.push(request.url());
      if (early.length === 4) release();
    });
    await page.route('**/api/auth/refresh', async (route) => {
      await Promise.race([allAsked, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      sessionReleased = true;
      await route.continue();
    });
    await page.goto('/shifts');
    await expect(page.getByTestId('shift-card').first()).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/api/auth/refresh');
    await context.close();
    expect(early.length, 'shift requests while the session check was out').toBeGreaterThanOrEqual(4);
    // The ongoing shift, the next ones, the stamps waiting and this week: asked while the check
    // was still out.
    const kinds = early.map((url) => new URL(url).searchParams);
    expect(kinds.some((q) => q.get('submitted') === 'false')).toBe(true);
    expect(kinds.some((q) => q.get('stampMissing') === 'true')).toBe(true);
    expect(kinds.some((q) => q.get('limit') === '5')).toBe(true);
    expect(kinds.some((q) => q.has('from') && q.has('to') && !q.has('stampMissing'))).toBe(true);
  });
});
