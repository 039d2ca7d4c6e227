// Language and dark mode on /profile: saved in the person's settings, so they survive a reload.
// Dark mode is device, light or dark; a user who never chose follows the device (decision 080).
// Both tests use the settings account and run in order: each leaves it on "device".
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';

const settingsSaved = (page: Page) =>
  page.waitForResponse((r) => r.url().endsWith('/api/users/settings') && r.request().method() === 'PUT');

/** Picks one option of the dark mode control and waits for the server to keep it. */
async function chooseDarkMode(page: Page, option: 'Laite' | 'Vaalea' | 'Tumma') {
  const saved = settingsSaved(page);
  await page.getByTestId('dark-mode-switch').getByText(option, { exact: true }).click();
  const res = await saved;
  expect(res.ok()).toBe(true);
  return (await res.json()).user.settings.darkMode as boolean | null;
}

const darkModeOption = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Tumma tila' }).getByRole('radio', { name });

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
  await expect(page.getByTestId('dark-mode-switch').getByText('Device', { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  saved = settingsSaved(page);
  await locale.getByText('Suomi', { exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByTestId('worker-menu').getByText('Omat vuoroni')).toBeVisible();

  // The browser is light and nobody has chosen: light, and the control says so.
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(darkModeOption(page, 'Laite')).toBeChecked();
  expect(await chooseDarkMode(page, 'Tumma')).toBe(true);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(darkModeOption(page, 'Tumma')).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'the profile page in dark mode');

  expect(await chooseDarkMode(page, 'Laite')).toBeNull();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
});

test.describe('on a dark device', () => {
  test.use({ colorScheme: 'dark' });

  test('a user who never chose gets dark; light sticks; device follows the browser again', async ({
    page,
  }) => {
    const html = page.locator('html');
    // An earlier person on this browser chose light: the login page keeps that…
    await page.goto('/auth/login');
    await page.evaluate(() => localStorage.setItem('tuura.colorScheme', 'light'));
    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

    // …but this user has no choice of their own, so after login the device's dark applies.
    const session = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await login(page, accounts.settings);
    expect((await (await session).json()).user.settings.darkMode).toBeNull();
    await expectUserShell(page);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

    await page.getByTestId('worker-menu').locator('a[href="/profile"]').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
    await expect(darkModeOption(page, 'Laite')).toBeChecked();

    expect(await chooseDarkMode(page, 'Vaalea')).toBe(false);
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await expect(darkModeOption(page, 'Vaalea')).toBeChecked();
    await expectNoSeriousA11yViolations(page, 'the profile page, light chosen on a dark device');

    expect(await chooseDarkMode(page, 'Laite')).toBeNull();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    // Following the device means following it live.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(darkModeOption(page, 'Laite')).toBeChecked();
  });

  test('a guest’s choice is kept in this browser, and device forgets it', async ({ page }) => {
    const html = page.locator('html');
    const stored = () => page.evaluate(() => localStorage.getItem('tuura.colorScheme'));
    await login(page, accounts.guest, PASSWORD, { guest: true, to: '/guest-user/profile' });
    await expect(page.getByTestId('profile-name')).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(darkModeOption(page, 'Laite')).toBeChecked();

    await page.getByTestId('dark-mode-switch').getByText('Vaalea', { exact: true }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    expect(await stored()).toBe('light');
    await page.reload();
    await expect(darkModeOption(page, 'Vaalea')).toBeChecked();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

    await page.getByTestId('dark-mode-switch').getByText('Laite', { exact: true }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(darkModeOption(page, 'Laite')).toBeChecked();
    expect(await stored()).toBeNull();
  });
});
