// /admin/integrations: the admin creates an API token with read on shifts, copies it
// from the dialog that shows it once, and another system's requests with it list shifts but may not
// remove one; revoking it on the page shuts it out at once. An auth consumer is added with its
// redirect URI and its client secret shown once. A reader sees both lists and no action. Screenshots
// in Finnish, English, dark and at a phone's width.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  type Look,
  login,
  showLook,
} from './fixtures.ts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function openIntegrations(page: Page) {
  await page.getByTestId('admin-menu').locator('a[href="/admin/integrations"]').click();
  await expect(page).toHaveURL('/admin/integrations');
  await expect(page.getByRole('heading', { level: 1, name: 'Integraatiot' })).toBeVisible();
}

/** The organisation's shifts as another system reads them with `token`. */
const listShifts = (request: APIRequestContext, token: string) =>
  request.get('/api/shifts/admin?limit=5', { headers: bearer(token) });

test('an admin creates a token with read on shifts, which lists shifts, may not remove one, and stops once revoked', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(60_000);
  // The copy button writes the clipboard; the journey reads it back as a pasting system would.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await login(page, accounts.admin);
  await expectUserShell(page);
  await openIntegrations(page);

  await page.getByTestId('token-new').click();
  const form = page.getByTestId('token-form');
  await form.getByTestId('token-name').fill('Palkanlaskenta');
  await form.getByTestId('permission-shifts').getByText('Luku', { exact: true }).click();
  await form.getByTestId('token-save').click();

  const dialog = page.getByTestId('secret-dialog');
  await expect(dialog).toContainText('Et näe sitä enää uudelleen');
  const token = (await dialog.getByTestId('secret-value').textContent()) ?? '';
  expect(token).toMatch(/^tuura_\S{20,}$/);
  await expect(dialog.getByTestId('token-curl-value')).toHaveText(
    `curl -H "Authorization: Bearer ${token}" "${baseURL}/api/shifts/admin?limit=10"`,
  );
  await dialog.getByTestId('secret-copy').click();
  await expect(dialog.getByTestId('secret-copy')).toHaveText('Kopioitu');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await expectNoSeriousA11yViolations(page, 'the new token dialog');
  await dialog.getByTestId('secret-done').click();
  await expect(dialog).toBeHidden();

  // The list shows the token by its name, scope and first characters, never the secret.
  const row = page.getByTestId('token-row').filter({ hasText: 'Palkanlaskenta' });
  await expect(row).toContainText('Luku: Vuorot');
  await expect(row.getByTestId('token-last-used')).toHaveText('Ei koskaan');
  // The hint: the prefix and the token's last characters, so a person can tell which one a system holds.
  const [prefix, end] = ((await row.getByTestId('token-hint').textContent()) ?? '').split('…');
  expect(token.startsWith(prefix ?? '-') && token.endsWith(end ?? '-')).toBe(true);
  await expect(page.getByText(token)).toHaveCount(0);

  // Another system with the token: it reads the organisation's shifts…
  const listed = await listShifts(page.request, token);
  expect(listed.status()).toBe(200);
  const { shifts } = await listed.json();
  expect(shifts.length).toBeGreaterThan(0);
  // …but may not remove one (read only), and the shift is still there.
  const shiftId = shifts[0]._id;
  const removed = await page.request.delete(`/api/shifts/${shiftId}/admin`, { headers: bearer(token) });
  expect(removed.status()).toBe(403);
  expect((await page.request.get(`/api/shifts/${shiftId}/admin`, { headers: bearer(token) })).status()).toBe(
    200,
  );

  // The page knows it has been used.
  await page.reload();
  await expect(row.getByTestId('token-last-used')).not.toHaveText('Ei koskaan');

  await row.getByTestId('token-revoke').click();
  const confirm = page.getByTestId('token-revoke-dialog');
  await expect(page.getByText('Mitätöidäänkö API-avain Palkanlaskenta?')).toBeVisible();
  await confirm.getByTestId('token-revoke-confirm').click();
  await expect(row).toHaveCount(0);
  // From the next request on, the token is refused as no login at all.
  expect((await listShifts(page.request, token)).status()).toBe(401);
});

test('an admin adds an auth consumer with a redirect URI and sees its client secret once', async ({
  page,
  baseURL,
}) => {
  await login(page, accounts.admin);
  await expectUserShell(page);
  await openIntegrations(page);
  await expect(page.getByTestId('discovery-url-value')).toHaveText(
    `${baseURL}/.well-known/openid-configuration`,
  );

  await page.getByTestId('consumer-new').click();
  const form = page.getByTestId('consumer-form');
  await form.getByTestId('consumer-name').fill('Vuorovaihto Oy');
  const uris = form.getByTestId('consumer-uri');
  // Plain http to another machine is refused under its row, as the API would refuse it.
  await uris.nth(0).fill('http://vuorovaihto.example/callback');
  await form.getByTestId('consumer-save').click();
  await expect(form).toContainText('Osoitteen on oltava https-osoite');
  await uris.nth(0).fill('https://vuorovaihto.example/callback');
  // A second row added and removed again: one address remains.
  await form.getByTestId('consumer-uri-add').click();
  await expect(uris).toHaveCount(2);
  await form.getByTestId('consumer-uri-remove').nth(1).click();
  await expect(uris).toHaveCount(1);
  await form.getByTestId('consumer-save').click();

  const dialog = page.getByTestId('secret-dialog');
  await expect(dialog).toContainText('Et näe sitä enää uudelleen');
  const secret = (await dialog.getByTestId('secret-value').textContent()) ?? '';
  expect(secret.length).toBeGreaterThanOrEqual(20);
  const clientId = (await dialog.getByTestId('secret-client-id-value').textContent()) ?? '';
  await dialog.getByTestId('secret-done').click();
  await expect(dialog).toBeHidden();

  const row = page.getByTestId('consumer-row').filter({ hasText: 'Vuorovaihto Oy' });
  await expect(row).toContainText('https://vuorovaihto.example/callback');
  await expect(row.getByTestId('consumer-client-id-value')).toHaveText(clientId);
  // The secret is not shown again, not even after a reload.
  await page.reload();
  await expect(row).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
});

test('a reader of integrations sees the tokens and consumers without any action', async ({ page }) => {
  await login(page, accounts.reader);
  await expectUserShell(page);
  await openIntegrations(page);
  await expect(page.getByTestId('integrations-read-only')).toBeVisible();
  await expect(page.getByTestId('tokens-section')).toBeVisible();
  await expect(page.getByTestId('consumers-section')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  for (const id of ['token-new', 'token-edit', 'token-revoke', 'consumer-new', 'consumer-actions'])
    await expect(page.getByTestId(id), id).toHaveCount(0);
});

test('the integrations page in Finnish, English, dark and at a phone width', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  // Language and theme change in this browser only (the session's answer rewritten).
  let look: Look = { locale: 'fi', darkMode: false };
  await showLook(page, () => look);
  await login(page, accounts.supervisor);
  await expectUserShell(page);
  // Something in both tables: a token and a consumer of the screenshots' own.
  const token = await page.request.post('/api/organization/tokens/admin', {
    data: { name: 'Raportointi', permissions: { shifts: 'read', billing: 'read', users: 'all' } },
  });
  expect(token.status()).toBe(201);
  const consumer = await page.request.post('/api/auth-consumers/admin', {
    data: {
      name: 'Intranet',
      redirectUris: ['https://intranet.example/oidc/callback', 'http://localhost:3000/cb'],
    },
  });
  expect(consumer.status()).toBe(201);
  // Each language and each theme once (the other pairings drew the same page again).
  for (const [, next] of [
    ['fi', { locale: 'fi', darkMode: false }],
    ['en-dark', { locale: 'en', darkMode: true }],
  ] as const) {
    look = next;
    await page.goto('/admin/integrations');
    await expect(page.locator('html')).toHaveAttribute('lang', next.locale);
    await expect(page.getByTestId('token-row').filter({ hasText: 'Raportointi' })).toBeVisible();
    await expect(page.getByTestId('consumer-row').filter({ hasText: 'Intranet' })).toBeVisible();
    if (next.darkMode) await expectNoSeriousA11yViolations(page, 'the integrations page, dark');
  }
  await page.getByTestId('token-new').click();
  await expect(page.getByTestId('token-form')).toBeVisible();
  await page.keyboard.press('Escape');
  // A phone's width: the tables scroll sideways, the sections stack.
  await page.setViewportSize({ width: 390, height: 844 });
});
