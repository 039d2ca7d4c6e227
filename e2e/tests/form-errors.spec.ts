// Form errors where the eye is: an invalid submit shows the generic form error inline
// above the primary action and puts the cursor in the first invalid field; no dialog covers the
// form. Login, forgot password, add shifts, the start dialog, the stamp form and the password
// change; a wrong current password comes back under its field. Nothing is saved.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';
import { HOUR, pickTime } from './picker.ts';

type Shift = { _id: string; from: string; to: string | null; stamp: { stamped: boolean } };

/** One of the person's past shifts waiting for a stamp that ended at least `endedAgo` ago. */
async function pastShiftToStamp(page: Page, endedAgo: number) {
  const now = new Date().toISOString();
  const res = await page.request.get(`/api/shifts/user/worker?stampMissing=true&to=${now}`);
  expect(res.ok()).toBe(true);
  const { shifts } = (await res.json()) as { shifts: Shift[] };
  const shift = shifts.filter((s) => s.to && Date.parse(s.to) < Date.now() - endedAgo).at(-1);
  expect(shift, 'the seeded worker has a past shift to stamp').toBeTruthy();
  return shift as Shift & { to: string };
}

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

    // Fixing the field takes the error away; logging in then works as before.
    await page.locator('input[autocomplete="current-password"]').fill('demo-password');
    await page.locator('input[autocomplete="current-password"]').blur();
    await expect(problem).toHaveCount(0);
  });

  test('add shifts, submitted empty: the error above the button, the cursor in the name', async ({
    page,
  }) => {
    await login(page, accounts.formErrors, PASSWORD, { to: '/add-shifts' });
    await expectUserShell(page);
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
    await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: false } } });
  });

  test('forgot password without an email: the error above the button, the cursor in the email', async ({
    page,
  }) => {
    // The page takes any address as typed (it must not tell which exist): only a missing (or
    // overlong) one is invalid.
    await page.goto('/auth/forgot-password');
    const email = page.locator('input[autocomplete="username"]');
    const submit = page.locator('button[type="submit"]');
    await submit.click();
    const problem = page.getByTestId('form-problem');
    await expect(problem).toContainText('Lomakkeessa on virheitä');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Sähköposti on pakollinen');
    await expectAboveAction(problem, submit);
    await expectNoSeriousA11yViolations(page, 'forgot password with its form error');
    // An address takes the error away; nothing has been sent.
    await email.fill(accounts.formErrors);
    await email.blur();
    await expect(problem).toHaveCount(0);
    await expect(page.getByTestId('reset-requested')).toHaveCount(0);
  });

  test('the stamp form with the start after the end: the error above the button, the cursor in the end', async ({
    page,
  }) => {
    await login(page, accounts.formErrors);
    await expectUserShell(page);
    const shift = await pastShiftToStamp(page, 3 * HOUR);
    await page.goto(`/shifts?shift=${shift._id}&stamp=1`);
    const drawer = page.getByRole('dialog', { name: 'Leimaa vuoro' });
    const form = drawer.getByTestId('stamp-form');
    await expect(form).toBeVisible();
    // The start an hour after the planned end: the start itself is fine, the end is before it.
    await pickTime(page, form.getByTestId('stamp-from'), Date.parse(shift.to) + HOUR);
    await expect(form.getByTestId('form-problem')).toHaveCount(0);
    const submit = form.getByTestId('stamp-submit');
    await submit.click();
    const problem = form.getByTestId('form-problem');
    await expect(problem).toContainText('Lomakkeessa on virheitä');
    await expect(form.getByText('Lopun on oltava alun jälkeen')).toBeVisible();
    await expect(form.getByTestId('stamp-to')).toBeFocused();
    // Only the drawer: no dialog on top of it.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expectAboveAction(problem, submit);
    await expectNoSeriousA11yViolations(page, 'the stamp form with its form error');
    // Escape closes the drawer itself; nothing was stamped.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const after = await page.request.get(`/api/shifts/${shift._id}/worker`);
    expect(((await after.json()) as { shift: Shift }).shift.stamp.stamped).toBe(false);
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
    // Escape closes the start dialog itself: nothing else is on top of it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('start-end-button')).toHaveText('Aloita vuoro');
  });

  test('a stamp refused for no field: the error dialog over the drawer takes Escape first', async ({
    page,
  }) => {
    await login(page, accounts.formErrors);
    await expectUserShell(page);
    const shift = await pastShiftToStamp(page, 0);
    // The server's refusal is stubbed: nothing reaches it, so nothing is stamped.
    await page.route(`**/api/shifts/${shift._id}/stamp/worker`, (route) =>
      route.fulfill({
        status: 409,
        json: { statusCode: 409, error: 'Conflict', message: 'Approved', key: 'stamp.alreadyApproved' },
      }),
    );
    await page.goto(`/shifts?shift=${shift._id}&stamp=1`);
    const drawer = page.getByRole('dialog', { name: 'Leimaa vuoro' });
    await drawer.getByTestId('stamp-submit').click();
    const error = page.getByRole('dialog', { name: 'Leimaaminen epäonnistui' });
    await expect(error).toContainText('Leimaus on jo hyväksytty, eikä sitä voi enää muuttaa.');
    await expect(drawer.getByTestId('form-problem')).toHaveCount(0);
    // Escape closes the dialog on top only; the form is still there to try again or cancel.
    await page.keyboard.press('Escape');
    await expect(error).toHaveCount(0);
    await expect(drawer.getByTestId('stamp-form')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('change password: invalid fields inline, a wrong current password under its field', async ({
    page,
  }) => {
    await login(page, accounts.formErrors, PASSWORD, { to: '/profile' });
    await expectUserShell(page);
    const card = page.getByTestId('change-password');
    const current = card.locator('input[autocomplete="current-password"]');
    const next = card.locator('input[autocomplete="new-password"]');
    const submit = card.locator('button[type="submit"]');
    const problem = card.getByTestId('form-problem');

    // Empty: the cursor in the first field, the current password.
    await submit.click();
    await expect(problem).toContainText('Lomakkeessa on virheitä');
    await expect(problem).toContainText('Korjaa merkityt kentät ja yritä uudelleen.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(current).toBeFocused();
    await expectAboveAction(problem, submit);
    await expectNoSeriousA11yViolations(page, 'the password change with its form error');

    // A short new password: the cursor moves on to it.
    await current.fill('not-the-password');
    await next.fill('lyhyt');
    await next.blur();
    await submit.click();
    await expect(next).toBeFocused();
    await expect(card.getByText('Salasana on oltava vähintään 10 merkkiä')).toBeVisible();
    await expect(problem).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // A valid new password with the wrong current one: the server's message under the current
    // password, its title above the button, the cursor back in the current password.
    await next.fill('uusi-salasana-123');
    await next.blur();
    await expect(problem).toHaveCount(0);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/change-password'));
    await submit.click();
    expect((await answered).status()).toBe(400);
    await expect(current).toHaveAccessibleDescription('Salasana on väärin');
    await expect(problem).toContainText('Salasanan vaihto epäonnistui');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(current).toBeFocused();
    await expectAboveAction(problem, submit);
    await expectNoSeriousA11yViolations(page, 'the password change with a wrong current password');
  });
});
