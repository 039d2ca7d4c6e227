// /profile (spec §2, §5; decision 108): the worker's details as the admin keeps them, a profile
// picture (a disguised file refused before sending, a real one shown here and in the header, then
// removed), and an email change (a taken address and a wrong password under their fields, then a
// real change, logged in with, and changed back so the journey can run again).
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login, PASSWORD } from './fixtures.ts';

// A 1×1 PNG: the smallest real image.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==',
  'base64',
);

async function changeEmail(page: Page, email: string, password = PASSWORD) {
  const form = page.getByTestId('change-email');
  await form.getByLabel('Uusi sähköpostiosoite').fill(email);
  await form.getByLabel('Nykyinen salasana').fill(password);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/users/email'));
  await form.getByRole('button', { name: 'Vaihda sähköposti' }).click();
  return answered;
}

test('a worker sets and removes a profile picture and changes their email', async ({ page }) => {
  await login(page, accounts.profile, PASSWORD, { to: '/profile' });
  await expect(page.getByTestId('profile-name')).toHaveText('Emmi Mattila');
  await expect(page.getByTestId('profile-phone')).toContainText('+358');
  await expect(page.getByTestId('profile-address')).toContainText('Mannerheimintie');

  // A script named like a picture is refused before it is sent.
  const input = page.getByTestId('profile-avatar-section').locator('input[type="file"]');
  await input.setInputFiles({
    name: 'kuva.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<script>alert(1)</script>'),
  });
  await expect(page.getByTestId('avatar-problem')).toHaveText(
    'Vain PNG-, JPEG-, GIF- ja WebP-kuvat kelpaavat.',
  );

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/users/avatar') && r.request().method() === 'PUT',
  );
  await input.setInputFiles({ name: 'kuva.png', mimeType: 'image/png', buffer: PNG });
  expect((await saved).ok()).toBe(true);
  await expect(page.getByTestId('avatar-problem')).toHaveCount(0);
  const preview = page.getByTestId('avatar-preview').locator('img');
  await expect(preview).toHaveAttribute('src', /\/api\/users\/[0-9a-f-]+\/avatar\?v=\d+/);
  await expect(page.getByTestId('avatar-button').locator('img')).toBeVisible();
  const served = await page.request.get((await preview.getAttribute('src')) ?? '');
  expect(served.headers()['content-type']).toBe('image/png');
  expect(Buffer.from(await served.body()).equals(PNG)).toBe(true);
  await expectNoSeriousA11yViolations(page, 'the profile page with a picture');

  await page.getByTestId('avatar-remove').click();
  await expect(page.getByTestId('avatar-preview')).toHaveCount(0);
  await expect(page.getByTestId('avatar-button').locator('img')).toHaveCount(0);

  // Email: a colleague's address and a wrong password are told under their fields.
  const form = page.getByTestId('change-email');
  expect((await changeEmail(page, accounts.worker)).status()).toBe(409);
  await expect(form).toContainText('Sähköposti on jo käytössä');
  expect((await changeEmail(page, 'emmi.uusi@example.com', 'not-the-password')).status()).toBe(400);
  await expect(form).toContainText('Salasana on väärin');

  const changed = `emmi.mattila.${Date.now().toString(36)}@example.com`;
  expect((await changeEmail(page, changed)).ok()).toBe(true);
  await expect(page.getByTestId('profile-email')).toHaveText(changed);
  // The new address logs in; then back to the seeded one for the next run.
  const again = await page.request.post('/api/auth/login', { data: { email: changed, password: PASSWORD } });
  expect(again.ok()).toBe(true);
  await page.reload();
  expect((await changeEmail(page, accounts.profile)).ok()).toBe(true);
  await expect(page.getByTestId('profile-email')).toHaveText(accounts.profile);
});
