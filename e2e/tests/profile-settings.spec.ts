// Language and dark mode on /profile: saved in the person's settings, so they survive a reload.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';

const settingsSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/users/settings') && r.request().method() === 'PUT');

test('switch to English and back, and dark mode survives a reload', async ({ page }) => {
  await login(page, accounts.settings);
  await expectUserShell(page);
  await page.getByTestId('worker-menu').locator('a[href="/profile"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expectNoSeriousA11yViolations(page, 'the profile page');

  const locale = page.getByTestId('locale-switch');
  let saved = settingsSaved(page);
  await locale.getByText('English', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('worker-menu').getByText('My shifts')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  saved = settingsSaved(page);
  await locale.getByText('Suomi', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByTestId('worker-menu').getByText('Omat vuoroni')).toBeVisible();

  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  saved = settingsSaved(page);
  await page.getByLabel('Tumma tila').check();
  expect((await saved).ok()).toBe(true);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByLabel('Tumma tila')).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'the profile page in dark mode');

  saved = settingsSaved(page);
  await page.getByLabel('Tumma tila').uncheck();
  expect((await saved).ok()).toBe(true);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});
