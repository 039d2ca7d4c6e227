// The login page before anyone is signed in: the organisation's name, a language switch that
// this browser remembers, the browser's own language and dark preference until someone chooses,
// and the user's saved language taking over at login (decision 080).
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login } from './fixtures.ts';

const ORGANIZATION = 'Lääkäripalvelu Tuura Oy';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

test('switch the login page to English: it stays after a reload; logging in brings the user’s saved language', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/auth/login');
  // A Finnish browser (the journeys' default) gets Finnish, and the organisation's name.
  await expect(heading(page, 'Kirjaudu sisään')).toBeVisible();
  await expect(page.getByTestId('organization-name')).toHaveText(ORGANIZATION);
  const switcher = page.getByRole('group', { name: 'Kieli' });
  await expect(switcher.getByRole('button', { name: 'Suomi' })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page, 'the login page');

  await switcher.getByRole('button', { name: 'English' }).click();
  await expect(heading(page, 'Log in')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByLabel('Password')).toBeVisible();

  await page.reload();
  await expect(heading(page, 'Log in')).toBeVisible();
  const english = page.getByRole('group', { name: 'Language' });
  await expect(english.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('organization-name')).toHaveText(ORGANIZATION);

  // The worker's saved language is Finnish: it wins over the login page's choice.
  await login(page, accounts.worker);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByTestId('worker-menu').getByText('Omat vuoroni')).toBeVisible();
});

test.describe('an English browser on a dark device', () => {
  test.use({ locale: 'en-GB', colorScheme: 'dark' });

  test('gets the login page in English and dark, until the page is told otherwise', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/auth/login');
    await expect(heading(page, 'Log in')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByTestId('organization-name')).toHaveText(ORGANIZATION);
    await expectNoSeriousA11yViolations(page, 'the login page, English and dark');

    // The device turns light: the page follows, nobody has chosen.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');

    // A choice on the page outlives the browser's language.
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Suomi' }).click();
    await expect(heading(page, 'Kirjaudu sisään')).toBeVisible();
    await page.reload();
    await expect(heading(page, 'Kirjaudu sisään')).toBeVisible();
    await page.emulateMedia({ colorScheme: 'dark' });
  });
});

test.describe('on a phone in the dark', () => {
  test.use({ colorScheme: 'dark' });

  test('the Finnish login page is dark too', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/auth/login');
    await expect(heading(page, 'Kirjaudu sisään')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  });
});

test('the signed-out pages log no error: asking who is signed in is answered, not refused', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  // Which request failed: the console names only the status.
  page.on(
    'response',
    (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
  );
  for (const path of ['/auth/login', '/auth/forgot-password', '/shifts']) {
    await page.goto(path);
    await expect(page.locator('h1, h2').first()).toBeVisible();
  }
  // A stale cookie (an ended session) is nobody too.
  await page.context().addCookies([{ name: 'tuura_sid', value: 'ended', url: page.url() }]);
  await page.goto('/auth/login');
  await expect(heading(page, 'Kirjaudu sisään')).toBeVisible();
  expect(errors).toEqual([]);
});
