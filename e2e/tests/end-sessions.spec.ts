// Access that ends, ends (decision 133): a worker of this journey's own is signed in on a phone and
// a desktop; the profile lists both devices (screenshots on the phone in Finnish, English and dark
// mode); an admin ends the worker's sessions from the user panel, and the worker's open phone
// lands on the login page by itself.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { makePerson } from './people.ts';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** A worker of this journey's own. */
const makeWorker = (admin: Page) =>
  makePerson(admin, { firstName: 'Iida', lastName: `Istunto${Date.now()}` });

test("an admin ends a worker's sessions and the worker's open phone lands on the login page", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const admin = await adminContext.newPage();
  await login(admin, accounts.admin);
  await expectUserShell(admin);
  const worker = await makeWorker(admin);

  // The worker on a desktop too, so the phone lists another device.
  const deskContext = await browser.newContext();
  const desk = await deskContext.newPage();
  await login(desk, worker.email, worker.password);
  await expectUserShell(desk);

  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
  const phone = await phoneContext.newPage();
  const streamOpened = phone.waitForRequest((r) => r.url().endsWith('/api/notifications/stream'));
  await login(phone, worker.email, worker.password);
  await expectUserShell(phone);
  await streamOpened;

  for (const [look, locale, darkMode] of [
    ['fi', 'fi', false],
    ['en', 'en', false],
    ['en-dark', 'en', true],
  ] as const) {
    const saved = await phone.request.put('/api/users/settings', {
      data: { settings: { locale, darkMode } },
    });
    expect(saved.ok()).toBe(true);
    await phone.goto('/profile');
    await expect(phone.locator('html')).toHaveAttribute('lang', locale);
    const list = phone.getByTestId('my-sessions');
    await expect(list.getByTestId('session-row')).toHaveCount(2);
    await expect(list.getByTestId('session-current')).toHaveCount(1);
    await expect(
      list.getByTestId('session-row').filter({ has: phone.getByTestId('session-current') }),
    ).toContainText('Chrome 131 · Android 15');
    await list.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(phone, `the sessions list (${look})`);
  }
  // Back to Finnish, and the phone's stream open again after the page loads.
  await phone.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: false } } });
  const reopened = phone.waitForRequest((r) => r.url().endsWith('/api/notifications/stream'));
  await phone.goto('/profile');
  await expect(phone.getByTestId('my-sessions').getByTestId('session-row')).toHaveCount(2);
  await reopened;

  // The admin opens the worker and ends every session after a confirmation.
  await admin.goto('/admin/users');
  await admin.getByTestId('users-search').fill(worker.lastName);
  await expect(admin.getByTestId('user-row')).toHaveCount(1);
  await admin.getByTestId('user-row').click();
  const sessions = admin.getByTestId('user-sessions');
  await expect(sessions.getByTestId('session-row')).toHaveCount(2);
  await sessions.getByTestId('user-end-sessions').click();
  await admin.getByTestId('user-end-sessions-confirm').click();
  await expect(sessions.getByTestId('session-row')).toHaveCount(0);

  // Nobody touches the phone: its page goes to the login page by itself.
  await expect(phone).toHaveURL(/\/auth\/login/, { timeout: 10_000 });
  await expect(phone.locator('input[autocomplete="username"]')).toBeVisible();
  // The desktop's next request finds no session either.
  expect((await desk.request.get('/api/auth/refresh')).status()).toBe(401);

  await phoneContext.close();
  await deskContext.close();
  await adminContext.close();
});
