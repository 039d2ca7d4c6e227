// Cached data belongs to one person: what the browser saved for one worker is never shown to the
// next one signed in on it, and a session that ends while a page is open sends it to the login.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectUserShell, login, PASSWORD } from './fixtures.ts';

// Seeded workers used by these journeys alone, with different numbers of notifications.
const A = accounts.cacheFirst;
const B = accounts.cacheSecond;

type Listed = { notifications: { _id: string }[] };
const serverIds = async (page: Page) =>
  ((await (await page.request.get('/api/notifications')).json()) as Listed).notifications.map((n) => n._id);

test("one worker's saved notifications never show for the next one signed in", async ({ page }) => {
  await login(page, A);
  await expectUserShell(page);
  const idsOfA = await serverIds(page);
  await expect(page.getByTestId('notification-count')).toHaveText(String(idsOfA.length));
  // A's notifications are in the saved cache.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tuura.cache') ?? ''))
    .toContain(idsOfA[0] ?? 'none');

  // Someone else signs in on this browser (another tab, or A's session ran out and B logged in).
  const signedIn = await page.request.post('/api/auth/login', { data: { email: B, password: PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  const idsOfB = await serverIds(page);
  expect(idsOfB.length).not.toBe(idsOfA.length);

  const sessionChecked = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
  await page.goto('/shifts');
  expect((await sessionChecked).ok()).toBe(true);
  await expect(page.getByTestId('avatar-button')).toBeVisible();
  await page.getByTestId('avatar-button').click();
  await expect(page.getByTestId('avatar-name')).toHaveText('Katri Lahtinen');
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('notification-count')).toHaveText(String(idsOfB.length));
  await page.getByTestId('notification-bell').click();
  const items = page.getByTestId('notification-menu').getByTestId('notification-item');
  await expect(items).toHaveCount(idsOfB.length);
  // Nor in the saved copy, once it is written again.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tuura.cache') ?? ''))
    .toContain(idsOfB[0] ?? 'none');
  const saved = await page.evaluate(() => localStorage.getItem('tuura.cache') ?? '');
  for (const id of idsOfA) expect(saved).not.toContain(id);
});

test('a session that ends while a page is open lands the page on the login page at once', async ({
  page,
}) => {
  await login(page, B);
  await expectUserShell(page);
  await page.getByTestId('worker-menu').locator('a[href="/compensation"]').click();
  await expect(page).toHaveURL('/compensation');
  // On the page, not still on the last one while its code loads.
  await expect(
    page.getByTestId('compensation-summary').or(page.getByTestId('compensation-empty')),
  ).toBeVisible();
  // Logged out elsewhere: the open live stream says the session ended (decision 133), no click.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await expect(page).toHaveURL('/auth/login?p=%2Fcompensation');
});

test('without its live stream, a page whose session ended goes to the login page at the next request', async ({
  page,
}) => {
  // The stream blocked (a proxy that drops it, say): the next answer, a 401, is what tells.
  await page.route('**/api/notifications/stream', (route) => route.abort());
  await login(page, B);
  await expectUserShell(page);
  await page.getByTestId('worker-menu').locator('a[href="/compensation"]').click();
  await expect(page).toHaveURL('/compensation');
  // On the page, not still on the last one while its code loads.
  await expect(
    page.getByTestId('compensation-summary').or(page.getByTestId('compensation-empty')),
  ).toBeVisible();
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.getByTestId('notification-bell').click();
  await page.getByTestId('notification-refresh').click();
  await expect(page).toHaveURL('/auth/login?p=%2Fcompensation');
});
