// Force-2FA (spec §2): with the organisation's requirement on, a worker without two-factor is sent
// to /profile from any page, enables it there, keeps seeing the one-time recovery codes while the
// app opens up, and can then use the other pages.
//
// Safe force-2FA: the admin without two-factor cannot turn it on (the switch is off with
// the reason and a link to the profile, and the API answers 409); he sets up two-factor on his
// profile with the QR code, and turning the requirement on then asks first, naming how many users
// it sends to their profile.
//
// The requirement is organisation-wide and blocks every user without two-factor, so this file runs
// after every other journey, on one worker with the organisation's own journey (playwright.config.ts:
// project `organization-wide`), and puts the organisation back as it found it: the admin (a force-2FA
// editor, who may always switch it off, decision 070) turns the requirement off and disables the
// two-factor the journey gave him.
import { type Browser, expect, type TestInfo, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { accounts, expectNoSeriousA11yViolations, login, PASSWORD } from './fixtures.ts';

/** A worker of the demo seed used by this journey alone: enabling two-factor changes the account. */
const WORKER = accounts.force2fa;

const FORCE_2FA = '/api/organization/settings/force2fa/admin';

/**
 * Two of the admin's recovery codes: the clean-up signs in with one (a one-time code of the step
 * the journey used would be refused as a replay, and the next step is up to 30 s away) and turns
 * two-factor off with the other.
 */
let adminRecoveryCodes: string[] = [];

/** A one-time code for a base32 secret, not in the last seconds of its 30 s window. */
async function freshCode(secret: string) {
  const secondsLeft = 30 - (Math.floor(Date.now() / 1000) % 30);
  if (secondsLeft < 3) await new Promise((resolve) => setTimeout(resolve, secondsLeft * 1000 + 200));
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** A browser context of its own per account, with the project's options (base URL, locale, zone). */
async function newPage(browser: Browser, testInfo: TestInfo) {
  const { baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId });
  return { context, page: await context.newPage() };
}

// Runs however the journey ended (a failure or a timeout included), in a session of its own.
test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  try {
    const [loginCode, disableCode] = adminRecoveryCodes;
    const signedIn = await request.post('/api/auth/login', {
      data: { email: accounts.admin, password: PASSWORD, ...(loginCode && { recoveryPassword: loginCode }) },
    });
    expect(signedIn.ok()).toBe(true);
    expect((await signedIn.json()).user?._id).toBeTruthy();
    // An editor may switch the requirement off with or without two-factor.
    expect((await request.put(FORCE_2FA, { data: { force2fa: false } })).ok()).toBe(true);
    if (disableCode)
      expect(
        (
          await request.post('/api/auth/tfa/disable', {
            data: { password: PASSWORD, otp: disableCode },
          })
        ).ok(),
      ).toBe(true);
  } finally {
    await request.dispose();
  }
});

test('an admin without two-factor cannot turn force-2FA on, and is told why', async ({ page }) => {
  await login(page, accounts.admin, PASSWORD, { to: '/admin/organization' });
  const toggle = page.getByTestId('force2fa-switch');
  await expect(toggle).toBeDisabled();
  await expect(page.getByTestId('force2fa-blocked')).toBeVisible();
  await expect(page.getByTestId('force2fa-to-profile')).toHaveAttribute('href', '/profile');
  await expectNoSeriousA11yViolations(page, 'the organisation page without own two-factor');
  // The API refuses it too, with its message key, and nothing changes.
  const refused = await page.request.put(FORCE_2FA, { data: { force2fa: true } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ key: 'organization.force2faNeedsOwnTfa' });
  const org = await (await page.request.get('/api/organization/admin')).json();
  expect(org.organization.settings.force2fa).toBe(false);
});

test('with force-2FA on, a worker enables two-factor on /profile and keeps the recovery codes', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await newPage(browser, testInfo);
  const worker = await newPage(browser, testInfo);
  try {
    // The admin sets up two-factor first: the switch's link takes him to the profile, where the
    // set-up step shows a QR code of the otpauth URI and the key as a fallback.
    const a = admin.page;
    await login(a, accounts.admin, PASSWORD, { to: '/admin/organization' });
    await a.getByTestId('force2fa-to-profile').click();
    await expect(a).toHaveURL('/profile');
    await a.getByTestId('tfa-start').click();
    const qr = a.getByTestId('tfa-qr');
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
    const box = await qr.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(150);
    const adminSecret = (await a.getByTestId('tfa-secret').textContent())?.trim() ?? '';
    expect(adminSecret).toMatch(/^[A-Z2-7]+=*$/);
    await expectNoSeriousA11yViolations(a, 'the two-factor set-up step with its QR code');
    await a.getByTestId('tfa-otp').fill(await freshCode(adminSecret));
    await a.getByTestId('tfa-enable').click();
    await expect(a.getByTestId('recovery-codes').locator('li')).toHaveCount(10);
    adminRecoveryCodes = (await a.getByTestId('recovery-codes').locator('li').allTextContents())
      .map((code) => code.trim())
      .slice(-2);
    // The recovery codes download as a text file.
    const downloading = a.waitForEvent('download');
    await a.getByTestId('tfa-codes-download').click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tuura-recovery-codes.txt');
    await a.getByTestId('tfa-codes-done').click();

    // Now the switch works, and asks first, naming how many users it sends to their profile.
    await a.goto('/admin/organization');
    const org = await (await a.request.get('/api/organization/admin')).json();
    const count: number = org.organization.usersWithoutTfa;
    expect(count).toBeGreaterThan(1);
    // The input is covered by the switch's track: force the click through.
    await a.getByTestId('force2fa-switch').click({ force: true });
    await expect(a.getByTestId('force2fa-confirm-text')).toContainText(`${count} käyttäjällä`);
    await expectNoSeriousA11yViolations(a, 'the force-2FA confirmation');
    const toggled = a.waitForResponse((r) => r.url().endsWith(FORCE_2FA) && r.request().method() === 'PUT');
    await a.getByTestId('force2fa-confirm').click();
    expect((await toggled).ok()).toBe(true);
    // The switch follows the server's answer; the admin, who has two-factor, stays on the page.
    await expect(a.getByTestId('force2fa-switch')).toBeChecked();
    await expect(a).toHaveURL('/admin/organization');

    // The worker lands on /profile whatever he opens.
    const page = worker.page;
    await login(page, WORKER);
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('tfa-required')).toBeVisible();
    await page.goto('/notifications');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByTestId('tfa-required')).toBeVisible();
    // The bell's API refuses while two-factor is missing: the bell is not there to ask it.
    await expect(page.getByTestId('notification-bell')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'the profile page with two-factor required');

    await page.getByTestId('tfa-start').click();
    const secret = (await page.getByTestId('tfa-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await page.getByTestId('tfa-otp').fill(await freshCode(secret));
    const sessionRefreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
    await page.getByTestId('tfa-enable').click();

    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect(codes).toHaveCount(10);
    // The session comes back with two-factor on: the requirement is gone, the codes stay.
    expect((await sessionRefreshed).ok()).toBe(true);
    await expect(page.getByTestId('tfa-required')).toHaveCount(0);
    await expect(page.getByTestId('tfa-status')).toHaveText('Käytössä');
    await expect(codes).toHaveCount(10);
    await expectNoSeriousA11yViolations(page, 'the recovery codes');
    await page.getByTestId('tfa-codes-done').click();

    // The other pages open now.
    await page.getByTestId('worker-menu').locator('a[href="/compensation"]').click();
    await expect(page).toHaveURL('/compensation');
    await expect(page.getByRole('heading', { level: 1, name: 'Korvaukset' })).toBeVisible();
    await page.goto('/notifications');
    await expect(page).toHaveURL('/notifications');
    await expect(page.getByTestId('notification-bell')).toBeVisible();
  } finally {
    await admin.context.close();
    await worker.context.close();
  }
});
