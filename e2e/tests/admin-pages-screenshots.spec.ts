// Screenshots of planning and the stamps and customers pages (UI.md: dark mode checked by screenshot): phone
// (390×844) and desktop, Finnish and English, light and dark, as supervisor@example.com (its own
// language and theme change, no other journey's).
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  accounts,
  expectNoSeriousA11yViolations,
  login,
  screenshotDir,
  serviceWorkerReady,
} from './fixtures.ts';

type Look = { name: string; locale: 'fi' | 'en'; darkMode: boolean };
const PLANNING = '/admin/shifts/planning';
const WEEK = 7 * 86_400_000;

const LOOKS: Look[] = [
  { name: 'fi', locale: 'fi', darkMode: false },
  { name: 'en', locale: 'en', darkMode: false },
  { name: 'fi-dark', locale: 'fi', darkMode: true },
  { name: 'en-dark', locale: 'en', darkMode: true },
];

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`the stamps and customers pages on a ${device}, fi and en, light and dark`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    await login(page, accounts.supervisor);
    await serviceWorkerReady(page);
    const shot = (name: string) =>
      page.screenshot({
        path: join(screenshotDir, `${name}-${device}.png`),
        animations: 'disabled',
        caret: 'hide',
      });
    try {
      for (const look of LOOKS) {
        const saved = await page.request.put('/api/users/settings', {
          data: { settings: { locale: look.locale, darkMode: look.darkMode } },
        });
        expect(saved.ok()).toBe(true);
        await page.goto('/admin/stamps');
        await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
        const rows = page.getByTestId('stamp-row');
        await expect(rows.first()).toBeVisible();
        await rows.nth(0).getByTestId('stamp-select').check();
        await rows.nth(1).getByTestId('stamp-select').check();
        await expect(page.getByTestId('stamps-bulk-bar')).toBeVisible();
        await shot(`admin-stamps-${look.name}`);
        if (look.darkMode) await expectNoSeriousA11yViolations(page, `the stamps page, ${look.name}`);

        await page.goto('/admin/customers');
        const first = page.getByTestId('customer-item').first();
        await first.getByRole('button').first().click();
        await expect(first.getByTestId('department-row').first()).toContainText(/\d{5}/);
        await shot(`admin-customers-${look.name}`);
        if (look.darkMode) await expectNoSeriousA11yViolations(page, `the customers page, ${look.name}`);
        await first.getByTestId('department-edit').first().click();
        await expect(page.getByTestId('department-form')).toBeVisible();
        await shot(`admin-department-form-${look.name}`);
      }
    } finally {
      await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
    }
  });

  test(`planning on a ${device}, fi and en, light and dark`, async ({ page }) => {
    // Six full page loads drawn and shot, and two axe runs: minutes on a busy 2-core machine.
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    // The second admin: switching its language and theme never shows in the journeys beside this.
    await login(page, accounts.supervisor);
    await expect(page).toHaveURL(PLANNING);
    // An open shift in view, so the screenshots show how one stands out: today in Helsinki, in a
    // department of a shift near today, so it is in the week the page opens on whatever the weekday.
    const from = new Date(Date.now() - WEEK).toISOString();
    const to = new Date(Date.now() + WEEK).toISOString();
    const listed = await page.request.get('/api/shifts/admin', { params: { from, to, limit: 500 } });
    const department = ((await listed.json()).shifts as { department: string | null }[]).find(
      (s) => s.department,
    )?.department;
    expect(department).toBeTruthy();
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());
    const opened = await page.request.post('/api/shifts/admin', {
      data: {
        shift: {
          from: `${today}T07:00:00.000Z`,
          to: `${today}T15:00:00.000Z`,
          name: 'Avoin esimerkki',
          department,
        },
      },
    });
    expect(opened.status()).toBe(201);
    try {
      for (const look of LOOKS) {
        const saved = await page.request.put('/api/users/settings', {
          data: { settings: { locale: look.locale, darkMode: look.darkMode } },
        });
        expect(saved.ok()).toBe(true);
        // The week in every look; the month (the same chips, smaller) in the first and last.
        const views =
          look.name === 'fi' || look.name === 'en-dark' ? (['week', 'month'] as const) : (['week'] as const);
        for (const view of views) {
          await page.goto(`${PLANNING}?view=${view}`);
          await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
          await expect(page.getByTestId('planning-grid')).not.toHaveAttribute('data-loading');
          await expect(page.getByTestId('planning-shift').first()).toBeVisible();
          await page.screenshot({
            path: join(screenshotDir, `planning-${device}-${view}-${look.name}.png`),
            animations: 'disabled',
            caret: 'hide',
          });
        }
        if (look.darkMode) await expectNoSeriousA11yViolations(page, `planning, ${look.name}`);
      }
      // The side panel with the actions, on an open shift.
      await page.goto(`${PLANNING}?view=week`);
      await page.locator('[data-testid="planning-shift"][data-unfilled]').first().click();
      await expect(page.getByTestId('planning-assign')).toBeVisible();
      await page.screenshot({
        path: join(screenshotDir, `planning-${device}-panel-en-dark.png`),
        caret: 'hide',
      });
    } finally {
      await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
    }
  });
}
