// The admin's home (item 5): an admin who may read shifts lands on planning, another admin
// on the admin overview with the counts that need action, a worker on my shifts; admin pages have
// no floating start/end button, and one menu item is active at a time. Screenshots of the
// overview: phone and desktop, fi, en and dark.
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  login,
  screenshotDir,
  serviceWorkerReady,
} from './fixtures.ts';

const activeLinks = (page: Page) =>
  page
    .getByRole('navigation')
    .locator('a[data-active]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('admin@example.com lands on planning; the overview has the counts, without the start/end button', async ({
  page,
}) => {
  await login(page, accounts.admin);
  await expect(page).toHaveURL('/admin/shifts/planning');
  await expectUserShell(page);
  await expect(page.getByTestId('start-end-button')).toHaveCount(0);
  await page.getByTestId('admin-menu').locator('a[href="/admin"]').click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The counts come from the API: the demo seed has stamps waiting and users without two-factor.
  const stamps = await page.request.get('/api/shifts/count/admin?require-approval=true');
  expect(stamps.ok()).toBe(true);
  await expect(page.getByTestId('stamps-waiting-count')).toHaveText(String((await stamps.json()).count));
  const org = await (await page.request.get('/api/organization/admin')).json();
  await expect(page.getByTestId('users-without-tfa-count')).toHaveText(
    String(org.organization.usersWithoutTfa),
  );
  await expect(page.getByTestId('start-end-button')).toHaveCount(0);
  await expect.poll(() => activeLinks(page)).toEqual(['/admin']);
  await expectNoSeriousA11yViolations(page, 'the admin overview');

  // `/` leads to planning, the home of an admin who may read shifts.
  await page.goto('/');
  await expect(page).toHaveURL('/admin/shifts/planning');
  await page.goto('/admin');

  // Planning is planning only, not also "Vuorot"; still no start/end button on an admin page.
  await page.getByTestId('admin-menu').locator('a[href="/admin/shifts/planning"]').click();
  await expect(page).toHaveURL('/admin/shifts/planning');
  await expect.poll(() => activeLinks(page)).toEqual(['/admin/shifts/planning']);
  await expect(page.getByTestId('start-end-button')).toHaveCount(0);

  // Paid as an admin, the demo admin works no shifts: no "my shifts" to go to (decision 140).
  await expect(page.getByTestId('worker-menu').locator('a[href="/shifts"]')).toHaveCount(0);
});

test('a worker lands on my shifts, with the start/end button', async ({ page }) => {
  await login(page, accounts.worker);
  await expect(page).toHaveURL('/shifts');
  await expect(page.getByTestId('start-end-button')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL('/shifts');
});

type Look = { name: 'fi' | 'en' | 'dark'; locale: 'fi' | 'en'; darkMode: boolean };
const LOOKS: Look[] = [
  { name: 'fi', locale: 'fi', darkMode: false },
  { name: 'en', locale: 'en', darkMode: false },
  { name: 'dark', locale: 'fi', darkMode: true },
];

for (const [device, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
] as const) {
  test(`the admin overview on a ${device}, fi, en and dark (reader@example.com)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await login(page, accounts.reader);
    await expect(page).toHaveURL('/admin/shifts/planning');
    await page.goto('/admin');
    await serviceWorkerReady(page);
    try {
      for (const look of LOOKS) {
        const saved = await page.request.put('/api/users/settings', {
          data: { settings: { locale: look.locale, darkMode: look.darkMode } },
        });
        expect(saved.ok()).toBe(true);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
        await expect(page.getByTestId('stamps-waiting-count')).toBeVisible();
        await expect(page.getByTestId('users-without-tfa-count')).toBeVisible();
        await page.screenshot({
          path: join(screenshotDir, `admin-home-${device}-${look.name}.png`),
          animations: 'disabled',
          caret: 'hide',
        });
        if (look.darkMode) await expectNoSeriousA11yViolations(page, 'the admin overview, dark');
      }
    } finally {
      await page.request.put('/api/users/settings', {
        data: { settings: { locale: 'fi', darkMode: null } },
      });
    }
  });
}
