// Screenshots for people to look at (e2e/screenshots/, not committed): login, the worker shell on
// a phone and the admin shell on a desktop, in Finnish, in English and in dark mode.
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  login,
  screenshotDir,
} from './fixtures.ts';

type Look = { name: 'fi' | 'en' | 'dark'; locale: 'fi' | 'en'; darkMode: boolean };
const LOOKS: Look[] = [
  { name: 'fi', locale: 'fi', darkMode: false },
  { name: 'en', locale: 'en', darkMode: false },
  { name: 'dark', locale: 'fi', darkMode: true },
];

// Each journey here reloads the app in three looks and takes a dozen full-page screenshots: more
// than the default 30 s on two busy cores, for what it does rather than for waiting.
test.slow();

const shoot = (page: Page, file: string) =>
  page.screenshot({ path: join(screenshotDir, file), animations: 'disabled', caret: 'hide' });

/** Saves the signed-in person's settings and reloads, so the app starts with them. */
async function applyLook(page: Page, look: Look) {
  const saved = await page.request.put('/api/users/settings', {
    data: { settings: { locale: look.locale, darkMode: look.darkMode } },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
  await expect(page.locator('html')).toHaveAttribute(
    'data-mantine-color-scheme',
    look.darkMode ? 'dark' : 'light',
  );
}

test.describe('login page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const look of LOOKS) {
    test(`login, ${look.name}`, async ({ page }) => {
      // Before login the browser's own choice counts: the same keys the app keeps them under.
      await page.addInitScript((l) => {
        localStorage.setItem('tuura.locale', l.locale);
        localStorage.setItem('tuura.colorScheme', l.darkMode ? 'dark' : 'light');
      }, look);
      await page.goto('/auth/login');
      await expect(page.locator('button[type="submit"]')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
      await shoot(page, `login-${look.name}.png`);
      if (look.darkMode) await expectNoSeriousA11yViolations(page, 'the login page in dark mode');
    });
  }
});

/** My shifts (the worker's first page) has drawn its data: no skeleton left. */
async function myShiftsLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('week-strip')).toBeVisible();
  await expect(page.getByTestId('hero-loading')).toHaveCount(0);
  await expect(page.getByTestId('shifts-loading')).toHaveCount(0);
}

test.describe('worker shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  test('worker shell, fi, en and dark, with the menu drawer', async ({ page }) => {
    await login(page, accounts.screenshots);
    await expect(page.getByTestId('avatar-button')).toBeVisible();
    for (const look of LOOKS) {
      await applyLook(page, look);
      await myShiftsLoaded(page);
      await shoot(page, `worker-phone-${look.name}.png`);
      await page.locator('header button.mantine-Burger-root').click();
      await expect(page.getByTestId('worker-menu')).toBeInViewport();
      await shoot(page, `worker-phone-menu-${look.name}.png`);
      if (look.darkMode) await expectNoSeriousA11yViolations(page, 'the worker shell on a phone, dark');
    }
    // The notification menu is 360 px wide: on a 390 px phone it must still fit the screen.
    await applyLook(page, LOOKS[0] as Look);
    await page.getByTestId('notification-bell').click();
    const menu = page.getByTestId('notification-menu');
    await expect(menu.getByTestId('notification-item').first()).toBeVisible();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await shoot(page, 'worker-phone-notifications-fi.png');
  });
});

test.describe('my shifts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

  test('my shifts, fi, en and dark; the past list, the detail, the stamp form and the month', async ({
    page,
  }) => {
    await login(page, accounts.myShiftsScreenshots);
    await expectUserShell(page);
    try {
      for (const look of LOOKS) {
        await applyLook(page, look);
        await myShiftsLoaded(page);
        await shoot(page, `my-shifts-phone-${look.name}.png`);
        if (look.darkMode) await expectNoSeriousA11yViolations(page, 'my shifts on a phone, dark');
      }
      await applyLook(page, LOOKS[0] as Look);
      await page.goto('/shifts?view=list&when=past');
      const cards = page.getByRole('list', { name: 'Menneet' }).getByTestId('shift-card');
      await expect(cards.first()).toBeVisible();
      await shoot(page, 'my-shifts-phone-past-fi.png');

      await cards
        .first()
        .getByRole('button', { name: /näytä vuoron tiedot/ })
        .click();
      const detail = page.getByRole('dialog', { name: 'Vuoron tiedot' });
      await expect(detail.getByTestId('near-shifts').getByRole('heading')).toBeVisible();
      await expect(detail.getByTestId('near-shifts').locator('.mantine-Skeleton-root')).toHaveCount(0);
      await shoot(page, 'my-shifts-phone-detail-fi.png');
      await page.keyboard.press('Escape');
      await expect(detail).toBeHidden();

      const stamp = page.getByTestId('stamp-button').first();
      if ((await stamp.count()) > 0) {
        await stamp.click();
        await expect(
          page.getByRole('dialog', { name: 'Leimaa vuoro' }).getByTestId('stamp-form'),
        ).toBeVisible();
        await shoot(page, 'my-shifts-phone-stamp-fi.png');
        await page.keyboard.press('Escape');
      }

      await page.goto('/shifts?view=month');
      await expect(page.getByTestId('month-calendar')).toBeVisible();
      await expect(page.getByTestId('shifts-loading')).toHaveCount(0);
      await page.getByTestId('view-switch').evaluate((e) => e.scrollIntoView({ block: 'start' }));
      await shoot(page, 'my-shifts-phone-month-fi.png');
    } finally {
      await page.request.put('/api/users/settings', {
        data: { settings: { locale: 'fi', darkMode: null } },
      });
    }
  });

  test('my shifts with a shift running (worker@example.com)', async ({ page }) => {
    await login(page, accounts.worker);
    await myShiftsLoaded(page);
    await expect(page.getByTestId('hero-title')).toBeVisible();
    await shoot(page, 'my-shifts-phone-ongoing-fi.png');
  });
});

test.describe('admin shell on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('admin shell, fi, en and dark', async ({ page }) => {
    await login(page, accounts.admin);
    await expectUserShell(page);
    try {
      for (const look of LOOKS) {
        await applyLook(page, look);
        await expect(page.getByTestId('admin-menu')).toBeVisible();
        await shoot(page, `admin-desktop-${look.name}.png`);
        if (look.darkMode) await expectNoSeriousA11yViolations(page, 'the admin shell, dark');
      }
    } finally {
      await page.request.put('/api/users/settings', {
        data: { settings: { locale: 'fi', darkMode: null } },
      });
    }
  });
});
