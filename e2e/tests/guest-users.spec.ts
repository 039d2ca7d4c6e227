// Guest users: an admin at a desk adds a guest user with a filter from the side panel
// (an email in use is refused under its field) and sees it listed; a seeded guest whose filter is
// one department logs in on a phone and sees that department's shifts only, week by week, and
// gets the 403 page on a worker's and an admin's page; both pages in fi/en and dark.
import { type Browser, expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login, PASSWORD } from './fixtures.ts';

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 800 } };
const KAMPPI = 'Kampin lääkäriasema';

async function newPage(browser: Browser, options: object) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

test('an admin adds a guest user with a filter from the side panel', async ({ browser }) => {
  const { context, page } = await newPage(browser, DESK);
  await login(page, accounts.admin, PASSWORD, { to: '/admin/guest-users' });
  await expect(page.getByRole('heading', { name: 'Vieraskäyttäjät' })).toBeVisible();
  await expect(page.getByTestId('guest-users-table')).toBeVisible();

  await page.getByTestId('guest-user-new').click();
  const form = page.getByTestId('guest-user-form');
  // An empty submit marks the required fields, with the domain's messages.
  await page.getByTestId('guest-user-save').click();
  await expect(form.getByText('Nimi on pakollinen')).toBeVisible();

  const email = `vieras-${Date.now()}@example.com`;
  await page.getByTestId('guest-user-name').fill('Kampin iltavastaanotto');
  await page.getByTestId('guest-user-email').fill(accounts.guestKamppi);
  // The place is picked from lists: the customer, then one of its departments.
  await page.getByTestId('guest-user-filter-customer').click();
  await page.getByRole('option', { name: 'Terveystalo' }).click();
  await page.getByTestId('guest-user-filter-department').click();
  await page.getByRole('option', { name: KAMPPI }).click();
  await page.getByTestId('guest-user-filter-days').fill('7');
  await page.getByTestId('guest-user-save').click();
  // The seeded guest has this email: the server's 409 lands under the email field.
  await expect(form.getByText('Sähköposti on jo käytössä')).toBeVisible();
  await page.getByTestId('guest-user-email').fill(email);
  await page.getByTestId('guest-user-save').click();
  await expect(form).toHaveCount(0);

  await page.getByTestId('guest-users-search').fill(email);
  const row = page.locator(`[data-testid="guest-user-row"][data-email="${email}"]`);
  await expect(row).toContainText('Kampin iltavastaanotto');
  await expect(row).toContainText(`${KAMPPI}, Terveystalo (± 7 päivää)`);
  await page.getByTestId('guest-users-search').fill('');
  await expectNoSeriousA11yViolations(page, 'the guest users page');
  await page.getByTestId('guest-user-edit').first().click();
  await expect(page.getByTestId('guest-user-form')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the guest user form');
  await context.close();

  // On a phone, dark (the admin's scheme follows the device): cards with their buttons.
  const phone = await newPage(browser, { ...PHONE, colorScheme: 'dark' });
  await login(phone.page, accounts.admin, PASSWORD, { to: '/admin/guest-users' });
  await expect(phone.page.getByTestId('guest-user-edit').first()).toBeVisible();
  await expectNoSeriousA11yViolations(phone.page, 'the guest users page on a phone');
  await phone.context.close();
});

test('a reader sees the guest users without edit controls', async ({ browser }) => {
  const { context, page } = await newPage(browser, PHONE);
  await login(page, accounts.reader, PASSWORD, { to: '/admin/guest-users' });
  await expect(
    page.locator(`[data-testid="guest-user-row"][data-email="${accounts.guestTays}"]`),
  ).toBeVisible();
  await expect(page.getByTestId('guest-user-new')).toHaveCount(0);
  await expect(page.getByTestId('guest-user-edit')).toHaveCount(0);
  await context.close();
});

test("a department's guest sees only its department's shifts and nothing else", async ({ browser }) => {
  const { context, page } = await newPage(browser, PHONE);
  await login(page, accounts.guestKamppi, undefined, { guest: true });
  await expect(page).toHaveURL('/guest-user');
  const cards = page.getByTestId('guest-shift');
  await expect(cards.first()).toBeVisible();
  const places = await page.locator('[data-testid="guest-shift"] >> text=/ · /').allTextContents();
  expect(places.length).toBe(await cards.count());
  for (const place of places) expect(place).toBe(`${KAMPPI} · Terveystalo`);
  await expectNoSeriousA11yViolations(page, "the guest's shifts");

  // The next week too (within the guest's 14 days); three weeks on is beyond them.
  await page.getByTestId('guest-week-next').click();
  await expect(page.getByTestId('guest-week-range')).not.toHaveText(/^$/);
  for (const place of await page.locator('[data-testid="guest-shift"] >> text=/ · /').allTextContents())
    expect(place).toBe(`${KAMPPI} · Terveystalo`);
  for (let i = 0; i < 3; i++) await page.getByTestId('guest-week-next').click();
  await expect(page.getByTestId('guest-shifts-empty')).toBeVisible();

  // English, dark: the same page.
  await page.getByTestId('guest-week-previous').click();
  await page.goto('/guest-user/profile');
  await page.getByTestId('locale-switch').getByText('English', { exact: true }).click();
  await page.getByTestId('dark-mode-switch').getByText('Dark', { exact: true }).click();
  await page.goto('/guest-user');
  await expect(page.getByRole('tab', { name: 'Shifts' })).toBeVisible();
  await expect(cards.first()).toBeVisible();

  // Nothing of a worker's or an admin's: their pages answer 403, and so does their API.
  for (const path of ['/shifts', '/admin/users', '/admin/guest-users']) {
    await page.goto(path);
    await expect(page.getByTestId('error-status')).toHaveText('403');
  }
  expect((await page.request.get('/api/shifts/count/worker')).status()).toBe(403);
  expect((await page.request.get('/api/guest-users/admin')).status()).toBe(403);
  await context.close();
});
