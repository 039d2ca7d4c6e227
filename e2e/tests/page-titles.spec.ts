// Titles: every route sets the tab's title, "<page title> – Tuura", in the person's
// language: the login page, worker pages, a placeholder and the not-found page, in fi and en.
import { expect, test } from '@playwright/test';
import { accounts, expectUserShell, login } from './fixtures.ts';

test('each page titles the tab in Finnish, and in English once the person chooses it', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page).toHaveTitle('Kirjaudu sisään – Tuura');
  await page.goto('/auth/forgot-password');
  await expect(page).toHaveTitle('Unohtunut salasana – Tuura');

  await login(page, accounts.titles);
  await expectUserShell(page);
  await expect(page).toHaveTitle('Omat vuoroni – Tuura');
  await page.getByTestId('worker-menu').locator('a[href="/add-shifts"]').click();
  await expect(page).toHaveTitle('Lisää vuoroja – Tuura');
  await page.getByTestId('worker-menu').locator('a[href="/polls"]').click();
  await expect(page).toHaveTitle('Kyselyt – Tuura');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Sivua ei löytynyt – Tuura');

  // English, chosen on the profile page: the title follows at once, and on every page after.
  await page.goto('/profile');
  await expect(page).toHaveTitle('Profiili – Tuura');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/settings') && r.request().method() === 'PUT',
  );
  await page.getByTestId('locale-switch').getByText('English', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page).toHaveTitle('Profile – Tuura');
  await page.getByTestId('worker-menu').locator('a[href="/shifts"]').click();
  await expect(page).toHaveTitle('My shifts – Tuura');
  await page.goto('/notifications');
  await expect(page).toHaveTitle('Notifications – Tuura');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found – Tuura');
});
