// Users admin: an admin creates a user with a permission preset; the new user gets an
// email with a set-password link, sets a password through it and logs in with it. The form checks
// the national id's check character before anything is sent. Screenshots of the page and the form.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { resetPathIn, waitForMail } from './mailbox.ts';

test('an admin creates a user with a preset, who sets a password from the email and logs in', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `uusi.kayttaja.${stamp}@example.com`;
  const lastName = `Äijälä${stamp}`;
  await login(page, accounts.admin);
  await expectUserShell(page);
  await page.getByTestId('admin-menu').locator('a[href="/admin/users"]').click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the users page');

  await page.getByTestId('user-new').click();
  const form = page.getByTestId('user-form');
  await form.getByTestId('user-firstName').fill('Öljy');
  await form.getByTestId('user-lastName').fill(lastName);
  await form.getByTestId('user-email').fill(email);
  // A wrong check character is caught under its field, in Finnish, before anything is sent.
  await form.getByTestId('user-nationalId').fill('131052-308U');
  await form.getByTestId('user-phone').click();
  await expect(form.getByText('Henkilötunnus on väärää muotoa')).toBeVisible();
  await form.getByTestId('user-nationalId').fill('131052-308T');
  await form.getByTestId('user-bankAccount').fill('FI21 1234 5600 0007 85');
  await form.getByTestId('education-add').click();
  await form.getByTestId('education-row').getByRole('textbox', { name: 'Koulutus' }).click();
  await page.getByRole('option', { name: 'laillistettu lääkäri' }).click();
  // The preset fills the permissions editor.
  await form.getByTestId('apply-preset').click();
  await page.getByRole('option', { name: 'Vuorosuunnittelija' }).click();
  await expect(form.getByTestId('permission-shifts').locator('input[value="all"]')).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'the new user form');
  await form.getByTestId('permissions-editor').scrollIntoViewIfNeeded();
  await form.getByTestId('user-save').click();
  await expect(form).toHaveCount(0);

  // The new user is found by a part of their name, ä in the other case, and is an admin now.
  await page.getByTestId('users-search').fill(`ÄIJÄLÄ${stamp}`);
  const row = page.getByTestId('user-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(email);
  await expect(row).toContainText('Ylläpitäjä');

  // The presets manager: a preset is added, renamed and, after a confirmation, removed.
  await page.getByTestId('presets-open').click();
  await page.getByTestId('preset-new').click();
  await page.getByTestId('preset-name').fill(`Pohja ${stamp}`);
  await page.getByTestId('preset-form').getByTestId('permission-users').getByText('Luku').click();
  await page.getByTestId('preset-save').click();
  const preset = page.getByTestId('preset-row').filter({ hasText: `Pohja ${stamp}` });
  await expect(preset).toContainText('Käyttäjät: Luku');
  await preset.getByRole('button', { name: `Muokkaa pohjaa Pohja ${stamp}` }).click();
  await page.getByTestId('preset-name').fill(`Uusi ${stamp}`);
  await page.getByTestId('preset-save').click();
  const renamed = page.getByTestId('preset-row').filter({ hasText: `Uusi ${stamp}` });
  await renamed.getByRole('button', { name: `Poista pohja Uusi ${stamp}` }).click();
  await page.getByTestId('preset-remove-confirm').click();
  await expect(renamed).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The email's link sets the first password; the user then logs in with it.
  const mail = await waitForMail(email);
  expect(mail.text).toContain('Aseta salasanasi');
  const context = await browser.newContext();
  const newcomer = await context.newPage();
  await newcomer.goto(resetPathIn(mail));
  await expect(newcomer.getByTestId('reset-owner')).toContainText(email);
  const password = 'oma-uusi-salasana-1';
  await newcomer.locator('input[autocomplete="new-password"]').nth(0).fill(password);
  await newcomer.locator('input[autocomplete="new-password"]').nth(1).fill(password);
  await newcomer.locator('button[type="submit"]').click();
  await expect(newcomer.getByTestId('reset-done')).toBeVisible();
  await login(newcomer, email, password);
  await expectUserShell(newcomer);
  // The preset gave shifts at level all: the admin menu shows the shift pages.
  await expect(newcomer.getByTestId('admin-menu').locator('a[href="/admin/shifts"]')).toBeVisible();
  await context.close();
});

/** A users reader of this journey's own, with a password set through the emailed link. */
async function makeReader(page: import('@playwright/test').Page) {
  const email = `lukija.${Date.now()}@example.com`;
  await login(page, accounts.admin);
  const created = await page.request.post('/api/users/admin', {
    data: {
      user: { email, personal: { firstName: 'Lukija', lastName: 'Kuvakaappaus' } },
      permissions: { users: 'read', shifts: 'read' },
    },
  });
  expect(created.status()).toBe(201);
  const token = resetPathIn(await waitForMail(email))
    .split('/')
    .at(-1);
  const password = 'lukijan-salasana-1';
  const set = await page.request.post('/api/auth/reset-password', { data: { token, password } });
  expect(set.ok()).toBe(true);
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
  return { email, password };
}

test('the users page and a user on a phone and a desktop, in Finnish and English, light and dark', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const reader = await makeReader(page);
  await login(page, reader.email, reader.password);
  for (const [device, viewport] of [
    ['phone', { width: 360, height: 780 }],
    ['desktop', { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(viewport);
    // Each language and each theme once per size (the other pairings drew the same page again).
    for (const [look, locale, darkMode] of [
      ['fi', 'fi', false],
      ['en-dark', 'en', true],
    ] as const) {
      const saved = await page.request.put('/api/users/settings', {
        data: { settings: { locale, darkMode } },
      });
      expect(saved.ok()).toBe(true);
      await page.goto('/admin/users');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByTestId('user-row').first()).toBeVisible();
      if (darkMode && device === 'phone')
        await expectNoSeriousA11yViolations(page, `the users page, ${look}`);
      await page.getByTestId('user-row').first().click();
      await expect(page.getByTestId('user-form')).toBeVisible();
      // A reader sees every field and the permissions, and no control that changes them.
      await expect(page.getByTestId('user-save')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('user-form')).toHaveCount(0);
    }
    await page.getByTestId('presets-open').click();
    await expect(page.getByTestId('preset-row').first()).toBeVisible();
    await expect(page.getByTestId('preset-new')).toHaveCount(0);
    await page.keyboard.press('Escape');
  }
});
