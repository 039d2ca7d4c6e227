import { expect, test } from '@playwright/test';
import { accounts, login } from './fixtures.ts';

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`polls shots ${device}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await login(page, accounts.reader);
    for (const look of [
      { name: 'fi', locale: 'fi', darkMode: false },
      { name: 'en', locale: 'en', darkMode: false },
      { name: 'fi-dark', locale: 'fi', darkMode: true },
    ]) {
      await page.request.put('/api/users/settings', { data: { settings: { locale: look.locale, darkMode: look.darkMode } } });
      await page.goto('/polls');
      await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
      await expect(page.getByTestId('poll-card').first()).toBeVisible();
      await page.getByTestId('poll-toggle-details').first().click();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/polls-shots/worker-${look.name}-${device}.png`, fullPage: true });
      await page.goto('/polls?tab=manage');
      await expect(page.getByTestId('poll-admin-row').first()).toBeVisible();
      await page.screenshot({ path: `/tmp/polls-shots/admin-${look.name}-${device}.png` });
      await page.getByTestId('poll-edit').nth(1).click();
      await expect(page.getByTestId('poll-voters')).toBeVisible();
      await page.screenshot({ path: `/tmp/polls-shots/form-${look.name}-${device}.png` });
    }
    await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
  });
}
