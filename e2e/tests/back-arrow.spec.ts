// Back stays in the app: the header's back arrow goes back a page when the app has one
// behind it, and otherwise (a deep link in a new tab, right after login) to the role's home.
import { expect, test } from '@playwright/test';
import { accounts, expectUserShell, login } from './fixtures.ts';

test('a deep link in a new tab: back goes to my shifts, not out of the app', async ({ page, context }) => {
  await login(page, accounts.backArrow);
  await expectUserShell(page);

  // A new tab of the same browser (the session cookie comes along), opened on /notifications.
  const tab = await context.newPage();
  await tab.goto('/notifications');
  await expect(tab.getByRole('heading', { level: 1, name: 'Ilmoitukset' })).toBeVisible();
  await tab.getByTestId('header-back').click();
  await expect(tab).toHaveURL('/shifts');
  await expect(tab.getByRole('heading', { level: 1, name: 'Omat vuoroni' })).toBeVisible();
  await tab.close();
});

test('right after login to a page: back goes home; with pages behind, back goes back', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page).toHaveURL('/auth/login?p=%2Fnotifications');
  await login(page, accounts.backArrow);
  await expect(page).toHaveURL('/notifications');
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL('/shifts');

  // Within the app the arrow is the browser's back.
  await page.getByTestId('worker-menu').locator('a[href="/add-shifts"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lisää vuoroja' })).toBeVisible();
  await page.getByTestId('worker-menu').locator('a[href="/profile"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
  await page.getByTestId('header-back').click();
  await expect(page).toHaveURL('/add-shifts');
});
