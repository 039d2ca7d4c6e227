// Force-2FA (spec §2): with the organisation's requirement on, a worker without two-factor is sent
// to /profile from any page, enables it there, keeps seeing the one-time recovery codes while the
// app opens up, and can then use the other pages.
//
// The requirement is organisation-wide and blocks every user without two-factor (admins too), so
// this file runs in its own Playwright project after every other journey (playwright.config.ts:
// `force-2fa` depends on `chromium`), and puts the organisation back as it found it: the admin,
// refused by the requirement he turned on (403 TFA_REQUIRED), enables two-factor for himself
// through the API, turns the requirement off, then disables his two-factor again.
import { type Browser, expect, type TestInfo, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { accounts, expectNoSeriousA11yViolations, login, PASSWORD } from './fixtures.ts';

/** A worker of the demo seed used by this journey alone: enabling two-factor changes the account. */
const WORKER = accounts.force2fa;

const FORCE_2FA = '/api/organization/settings/force2fa/admin';

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
    const signedIn = await request.post('/api/auth/login', {
      data: { email: accounts.admin, password: PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    const refused = await request.put(FORCE_2FA, { data: { force2fa: false } });
    if (refused.ok()) return;
    // The admin has no two-factor either: the requirement refuses him until he enables it.
    expect((await refused.json()).code).toBe('TFA_REQUIRED');
    const setup = await request.post('/api/auth/tfa/setup');
    expect(setup.ok()).toBe(true);
    const { secret } = (await setup.json()) as { secret: string };
    const enable = await request.post('/api/auth/tfa/enable', { data: { otp: await freshCode(secret) } });
    expect(enable.ok()).toBe(true);
    expect((await request.put(FORCE_2FA, { data: { force2fa: false } })).ok()).toBe(true);
    expect((await request.post('/api/auth/tfa/disable', { data: { password: PASSWORD } })).ok()).toBe(true);
  } finally {
    await request.dispose();
  }
});

test('with force-2FA on, a worker enables two-factor on /profile and keeps the recovery codes', async ({
  browser,
}, testInfo) => {
  test.setTimeout(90_000);
  const admin = await newPage(browser, testInfo);
  const worker = await newPage(browser, testInfo);
  try {
    // The admin turns the requirement on; it applies to him too, so he is sent to his profile.
    await login(admin.page, accounts.admin);
    await admin.page.goto('/admin/organization');
    const toggled = admin.page.waitForResponse(
      (r) => r.url().endsWith(FORCE_2FA) && r.request().method() === 'PUT',
    );
    // The input is covered by the switch's track: force the click through. The switch follows the
    // server's answer, so it turns on only after the save.
    await admin.page.getByTestId('force2fa-switch').click({ force: true });
    expect((await toggled).ok()).toBe(true);
    await expect(admin.page).toHaveURL('/profile');

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
    const sessionRefreshed = page.waitForResponse((r) => r.url().endsWith('/api/auth/refresh'));
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
