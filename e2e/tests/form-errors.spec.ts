// Form errors where the eye is (issue 9): an invalid submit shows the generic form error inline
// above the primary action and puts the cursor in the first invalid field; no dialog covers the
// form. Login, add shifts and the start dialog; nothing is saved.
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  login,
  screenshotDir,
} from './fixtures.ts';

const shoot = (page: Page, file: string) =>
  page.screenshot({ path: join(screenshotDir, file), animations: 'disabled', caret: 'hide' });

/** The form error sits right above the primary action. */
async function expectAboveAction(problem: Locator, action: Locator) {
  const [p, a] = await Promise.all([problem.boundingBox(), action.boundingBox()]);
  expect(
    p && a && p.y + p.height <= a.y && a.y - (p.y + p.height) < 40,
    'form error just above the action',
  ).toBe(true);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('login with an empty password: the error above the button, the cursor in the password', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await page.locator('input[autocomplete="username"]').fill(accounts.formErrors);
    const submit = page.locator('button[type="submit"]');
    await submit.click();
    const problem = page.getByTestId('login-problem');
    await expect(problem).toContainText('Lomakkeessa on virheitä');
    await expect(problem).toContainText('Korjaa merkityt kentät ja yritä uudelleen.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('input[autocomplete="current-password"]')).toBeFocused();
    await expectAboveAction(problem, submit);
    await expect(page).toHaveURL(/\/auth\/login/);
    await expectNoSeriousA11yViolations(page, 'the login form with its form error');
    await shoot(page, 'form-error-login-phone-fi.png');

    // Fixing the field takes the error away; logging in then works as before.
    await page.locator('input[autocomplete="current-password"]').fill('demo-password');
    await page.locator('input[autocomplete="current-password"]').blur();
    await expect(problem).toHaveCount(0);
  });

  test('add shifts, submitted empty: the error above the button, the cursor in the name', async ({
    page,
  }) => {
    await login(page, accounts.formErrors);
    await expectUserShell(page);
    await page.goto('/add-shifts');
    const form = page.getByTestId('add-shift-form');
    const submit = form.getByTestId('add-shift-submit');
    await submit.click();
    const problem = form.getByTestId('form-problem');
    await expect(problem).toContainText('Lomakkeessa on virheitä');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(form.getByTestId('shift-name')).toBeFocused();
    await expect(form.getByText('Nimi on pakollinen')).toBeVisible();
    await expectAboveAction(problem, submit);
    await expectNoSeriousA11yViolations(page, 'add shifts with its form error');
    await shoot(page, 'form-error-add-shifts-phone-fi.png');

    // The name filled, the next invalid field (the start) takes the cursor on the next try.
    await form.getByTestId('shift-name').fill('Iltavuoro');
    await submit.click();
    await expect(form.getByTestId('add-shift-from')).toBeFocused();
    await expect(problem).toBeVisible();

    // Dark mode: the same error, readable.
    const saved = await page.request.put('/api/users/settings', {
      data: { settings: { locale: 'fi', darkMode: true } },
    });
    expect(saved.ok()).toBe(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await page.getByTestId('add-shift-submit').click();
    await expect(page.getByTestId('form-problem')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'add shifts with its form error, dark');
    await shoot(page, 'form-error-add-shifts-phone-dark.png');
    await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: false } } });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the start dialog without a name: the error inside it, no dialog on top', async ({ page }) => {
    await login(page, accounts.formErrors);
    await expectUserShell(page);
    await page.getByTestId('start-end-button').click();
    const dialog = page.getByRole('dialog', { name: 'Aloita vuoro' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByTestId('start-end-submit');
    await submit.click();
    const problem = dialog.getByTestId('form-problem');
    await expect(problem).toContainText('Lomakkeessa on virheitä');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(dialog.getByLabel('Vuoron nimi')).toBeFocused();
    await expectAboveAction(problem, submit);
    await expectNoSeriousA11yViolations(page, 'the start dialog with its form error');
    await shoot(page, 'form-error-start-dialog-desktop-fi.png');
    // Escape closes the start dialog itself: nothing else is on top of it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('start-end-button')).toHaveText('Aloita vuoro');
  });
});
