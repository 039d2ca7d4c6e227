// /admin/organization: an admin renames the organisation and sets a PNG logo (a file
// that is no image is refused before sending); the header shows the new logo at once, and after
// logout the login page shows it above the organisation's new name. Screenshots of the page in
// fi, en, dark and on a phone.
//
// The name and the logo are organisation-wide (every header, the login page other journeys read),
// so this file runs after every other journey, on one worker with force-2FA's (playwright.config.ts:
// project `organization-wide`), and puts the organisation back as it found it: the old name, no logo.
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login, PASSWORD } from './fixtures.ts';

const NEW_NAME = 'Hoivapalvelu Aalto Oy';
const PHONE = { width: 390, height: 844 };

/** A real PNG of a simple mark (blue with a white band), so the screenshots show a visible logo. */
function markPng(width = 120, height = 40) {
  const row = (y: number) =>
    Buffer.concat([
      Buffer.from([0]),
      ...Array.from({ length: width }, (_, x) =>
        Buffer.from(y > 14 && y < 26 && x > 10 && x < 110 ? [255, 255, 255] : [34, 139, 230]),
      ),
    ]);
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, (_, y) => row(y))));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The logo has loaded as an image (not a broken one) and is named by the organisation. */
async function expectLogo(page: Page, name: string) {
  const logo = page.getByTestId('organization-logo');
  await expect(logo).toHaveAttribute('alt', name);
  await expect(logo).toHaveAttribute('src', /^\/api\/organization\/logo\?v=\d+$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(120);
}

let oldName: string | undefined;
let oldPluginName = '';

test.afterAll(async ({ browser }) => {
  // Back as it was, whatever step failed: the old name and no logo.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const api = context.request;
  const signedIn = await api.post('/api/auth/login', { data: { email: accounts.admin, password: PASSWORD } });
  expect(signedIn.ok()).toBe(true);
  await api.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
  if (oldName)
    expect(
      (await api.put('/api/organization/admin', { data: { name: oldName, pluginName: oldPluginName } })).ok(),
    ).toBe(true);
  expect((await api.delete('/api/organization/logo/admin')).ok()).toBe(true);
  await context.close();
});

test('an admin renames the organisation and sets a logo; the header and the login page show them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await login(page, accounts.admin, PASSWORD, { to: '/admin/organization' });
  const details = page.getByTestId('organization-details');
  const name = page.getByTestId('organization-name-input');
  oldName = await name.inputValue();
  oldPluginName = await page.getByTestId('organization-plugin-input').inputValue();
  expect(oldName).not.toBe('');
  await expect(page.getByTestId('organization-logo-none')).toBeVisible();
  await expect(page.getByTestId('organization-logo')).toHaveCount(0);

  // Too long a name is told under the field, before anything is sent.
  await name.fill('N'.repeat(81));
  await details.getByRole('button', { name: 'Tallenna perustiedot' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill(NEW_NAME);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/organization/admin') && r.request().method() === 'PUT',
  );
  await details.getByRole('button', { name: 'Tallenna perustiedot' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Perustiedot tallennettu.')).toBeVisible();

  // A text file named like a picture is refused before it is sent.
  const input = page.getByTestId('organization-logo-card').locator('input[type="file"]');
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('ei kuva') });
  await expect(page.getByTestId('organization-logo-problem')).toHaveText(
    'Vain PNG-, JPEG-, WebP- ja SVG-kuvat kelpaavat.',
  );
  const uploaded = page.waitForResponse(
    (r) => r.url().endsWith('/api/organization/logo/admin') && r.request().method() === 'PUT',
  );
  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: markPng() });
  expect((await uploaded).ok()).toBe(true);
  await expect(page.getByTestId('organization-logo-problem')).toHaveCount(0);
  await expect(page.getByTestId('organization-logo-preview')).toBeVisible();

  // The header shows the new logo at once, named by the new name.
  await expectLogo(page, NEW_NAME);
  await expectNoSeriousA11yViolations(page, 'the organisation page with a logo');

  for (const look of [
    { file: 'en', locale: 'en', darkMode: false },
    { file: 'fi-dark', locale: 'fi', darkMode: true },
  ] as const) {
    const changed = await page.request.put('/api/users/settings', {
      data: { settings: { locale: look.locale, darkMode: look.darkMode } },
    });
    expect(changed.ok()).toBe(true);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
    await expect(page.getByTestId('organization-logo-preview')).toBeVisible();
    await expectLogo(page, NEW_NAME);
    if (look.darkMode) await expectNoSeriousA11yViolations(page, 'the organisation page, dark');
  }
  await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
  await page.setViewportSize(PHONE);
  await page.reload();
  await expectLogo(page, NEW_NAME);

  // After logout the login page shows the logo above the organisation's new name.
  await page.getByTestId('avatar-button').click();
  await page.getByTestId('logout').click();
  await page.waitForURL((url) => url.pathname.startsWith('/auth/login'));
  await expect(page.getByTestId('organization-name')).toHaveText(NEW_NAME);
  await expectLogo(page, NEW_NAME);
  await expectNoSeriousA11yViolations(page, 'the login page with a logo');
});
