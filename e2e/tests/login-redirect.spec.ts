// A visitor opening a page that needs a login is sent to the login page and comes back after it;
// a reload asks the server who is signed in (spec §4: session refresh at start).
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';

test('a visitor opening /shifts logs in and returns to /shifts', async ({ page }) => {
  await page.goto('/shifts');
  await expect(page).toHaveURL('/auth/login?p=%2Fshifts');
  await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the login page');

  await login(page, accounts.worker);
  await expect(page).toHaveURL('/shifts');
  await expectUserShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Omat vuoroni' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the worker shell at /shifts');
});

test('a session ended on the server sends the next page load to the login page', async ({ page }) => {
  await login(page, accounts.worker);
  await expectUserShell(page);
  // Logged out elsewhere (or expired): the saved copy of the session must not be trusted.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  await page.goto('/compensation');
  await expect(page).toHaveURL('/auth/login?p=%2Fcompensation');
});

test('a saved "nobody" older than the login does not send a signed-in person to the login page', async ({
  page,
}) => {
  // The cache saved before login says nobody is signed in...
  await page.goto('/auth/login');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tuura.cache'))).toContain('anonymous');
  const savedBeforeLogin = await page.evaluate(() => localStorage.getItem('tuura.cache'));
  await login(page, accounts.worker);
  await expectUserShell(page);
  // ...and is what a reload finds, while the server's answer is slow (a busy phone network).
  await page.evaluate((saved) => localStorage.setItem('tuura.cache', saved ?? ''), savedBeforeLogin);
  await page.route('**/api/auth/session', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/instructions');
  await expect(page).toHaveURL('/instructions');
  await expectUserShell(page);
});
