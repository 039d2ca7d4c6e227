// My shifts' first load: nothing on the screen jumps when the stamps alert and the hero
// arrive after the page (layout shift, CLS), and a cold start sends the session check and the
// page's shifts before the app's code is in (app/boot.ts), then uses those answers.
import { type Browser, expect, type Page, type Request, test } from '@playwright/test';
import { accounts, login, PASSWORD } from './fixtures.ts';

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

const LIVE_STREAM_PATH = '/api/notifications/stream';

test('a reload with fresh saved data leaves no early request hanging', async ({ page }) => {
  await login(page, accounts.myShifts, PASSWORD, { to: '/shifts' });
  await expect(page.getByTestId('shift-card').first()).toBeVisible();
  // Saved after the first screen: on the reload the page's queries are fresh and ask nothing, so
  // nobody takes the answers boot.ts sent; each must still be read to its end.
  await page.waitForFunction(() => localStorage.getItem('tuura.cache') !== null);
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  await page.reload();
  await expect(page.getByTestId('shift-card').first()).toBeVisible();
  // The notification stream is meant to stay open (decision 114); every other call must end.
  await expect
    .poll(() =>
      [...open]
        .map((request) => new URL(request.url()).pathname)
        .filter((p) => p.startsWith('/api/') && p !== LIVE_STREAM_PATH),
    )
    .toEqual([]);
});

test.describe('on a first visit (no service worker yet)', () => {
  test.use({ serviceWorkers: 'block' });

  /**
   * A browser with the session cookie and no saved data, as when the phone dropped the site's
   * cache: only the kind of the last session is known (a browser that knows of none warms up
   * nothing, whose answers would be refused).
   */
  async function coldBrowser(browser: Browser, loginPage: Page, baseURL: string) {
    await login(loginPage, accounts.myShifts);
    const cookies = await loginPage.context().cookies();
    const kind = { name: 'tuura.sessionKind', value: 'user' };
    return browser.newContext({
      storageState: { cookies, origins: [{ origin: baseURL, localStorage: [kind] }] },
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
  }

  test('a cold start sends the session check and the shifts before the app has even loaded', async ({
    browser,
    page: loginPage,
    baseURL,
  }) => {
    const context = await coldBrowser(browser, loginPage, baseURL ?? '');
    const page = await context.newPage();
    // The app's entry is held until the first requests have gone out (or 15 s passed): sent by
    // the app itself, they would wait for it, and none would come.
    const early: string[] = [];
    let release = () => {};
    const allAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entryReleased = false;
    page.on('request', (request) => {
      if (entryReleased || !/\/api\/(shifts\/user\/worker|auth\/session)/.test(request.url())) return;
      early.push(request.url());
      if (early.length === 5) release();
    });
    await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
      await Promise.race([allAsked, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      entryReleased = true;
      await route.continue();
    });
    await page.goto('/shifts');
    await expect(page.getByTestId('shift-card').first()).toBeVisible({ timeout: 20_000 });
    await context.close();
    // The session check, the ongoing shift, the next ones, the stamps waiting and this week.
    const kinds = early.map((url) => new URL(url));
    expect(kinds.some((u) => u.pathname === '/api/auth/session')).toBe(true);
    const lists = kinds.map((u) => u.searchParams);
    expect(lists.some((q) => q.get('submitted') === 'false')).toBe(true);
    expect(lists.some((q) => q.get('stampMissing') === 'true')).toBe(true);
    expect(lists.some((q) => q.get('limit') === '5')).toBe(true);
    expect(lists.some((q) => q.has('from') && q.has('to') && !q.has('stampMissing'))).toBe(true);
  });

  test('the app takes those early answers instead of asking again', async ({
    browser,
    page: loginPage,
    baseURL,
  }) => {
    const context = await coldBrowser(browser, loginPage, baseURL ?? '');
    const page = await context.newPage();
    const asked = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith('/api/')) return;
      const key = url.pathname + url.search;
      asked.set(key, (asked.get(key) ?? 0) + 1);
    });
    await page.goto('/shifts');
    // The week's cards show once all four first queries have answered (the top settles first).
    await expect(page.getByTestId('shift-card').first()).toBeVisible();
    await context.close();
    const twice = [...asked].filter(([, n]) => n > 1).map(([key]) => key);
    expect(twice, 'requests a cold start sent more than once').toEqual([]);
    expect(
      [...asked.keys()].filter((key) => key.startsWith('/api/shifts/user/worker')).length,
    ).toBeGreaterThanOrEqual(4);
  });
});
