import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { accounts, login, screenshotDir } from './fixtures.ts';

const LOOKS = [
  { name: 'fi', locale: 'fi', darkMode: false },
  { name: 'en', locale: 'en', darkMode: false },
  { name: 'fi-dark', locale: 'fi', darkMode: true },
] as const;

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`alerts and mass email on ${device}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await login(page, accounts.admin);
    const shot = (name: string) =>
      page.screenshot({ path: join(screenshotDir, `tmp-${name}-${device}.png`), animations: 'disabled' });
    for (const look of LOOKS) {
      await page.request.put('/api/users/settings', {
        data: { settings: { locale: look.locale, darkMode: look.darkMode } },
      });
      await page.goto('/admin/alerts');
      await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
      await expect(page.getByTestId('alert-row').first()).toBeVisible();
      await shot(`alerts-${look.name}`);
      await page.getByTestId('alert-edit').first().click();
      await expect(page.getByTestId('rule-preview')).toBeVisible();
      await shot(`alert-form-${look.name}`);
      await page.keyboard.press('Escape');
      await page.goto('/admin/users');
      await page.getByTestId('mass-email-report-open').click();
      await expect(page.getByTestId('mass-email-send-row').first()).toBeVisible();
      await page.getByTestId('mass-email-send-row').first().getByRole('button').click();
      await expect(page.getByTestId('mass-email-recipient').first()).toBeVisible();
      await shot(`mass-report-${look.name}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('mass-email-open').click();
      await expect(page.getByTestId('mass-email-form')).toBeVisible();
      await shot(`mass-form-${look.name}`);
      await page.keyboard.press('Escape');
    }
    await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: false } } });
  });
}
