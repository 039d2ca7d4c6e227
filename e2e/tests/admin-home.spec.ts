// The admin's home (item 5): an admin who may read shifts lands on planning, another admin
// on the admin overview with the counts that need action, a worker on my shifts; admin pages have
// no floating start/end button, and one menu item is active at a time; a reader of its own sees
// the overview in English and dark.
import { expect, type Page, test } from '@playwright/test';
import { PERMISSION_AREAS } from '../../packages/domain/src/enums.ts';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { makePerson } from './people.ts';

const activeLinks = (page: Page) =>
  page
    .getByRole('navigation')
    .locator('a[data-active]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('admin@example.com lands on planning; the overview has the counts, without the start/end button', async ({
  page,
}) => {
  await login(page, accounts.admin);
  await expect(page).toHaveURL('/admin/shifts/planning');
  await expectUserShell(page);
  await expect(page.getByTestId('start-end-button')).toHaveCount(0);
  await page.getByTestId('admin-menu').locator('a[href="/admin"]').click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The counts come from the API: the demo seed has stamps waiting and users without two-factor.
  const stamps = await page.request.get('/api/shifts/count/admin?require-approval=true');
  expect(stamps.ok()).toBe(true);
  await expect(page.getByTestId('stamps-waiting-count')).toHaveText(String((await stamps.json()).count));
  const org = await (await page.request.get('/api/organization/admin')).json();
  await expect(page.getByTestId('users-without-tfa-count')).toHaveText(
    String(org.organization.usersWithoutTfa),
  );
  await expect(page.getByTestId('start-end-button')).toHaveCount(0);
  await expect.poll(() => activeLinks(page)).toEqual(['/admin']);
  await expectNoSeriousA11yViolations(page, 'the admin overview');

  // `/` leads to planning, the home of an admin who may read shifts.
  await page.goto('/');
  await expect(page).toHaveURL('/admin/shifts/planning');
  await page.goto('/admin');

  // Planning is planning only, not also "Vuorot"; still no start/end button on an admin page.
  await page.getByTestId('admin-menu').locator('a[href="/admin/shifts/planning"]').click();
  await expect(page).toHaveURL('/admin/shifts/planning');
  await expect.poll(() => activeLinks(page)).toEqual(['/admin/shifts/planning']);
  await expect(page.getByTestId('start-end-button')).toHaveCount(0);

  // Paid as an admin, the demo admin works no shifts: no "my shifts" to go to (decision 140).
  await expect(page.getByTestId('worker-menu').locator('a[href="/shifts"]')).toHaveCount(0);
});

test('a worker lands on my shifts, with the start/end button', async ({ page }) => {
  await login(page, accounts.worker);
  await expect(page).toHaveURL('/shifts');
  await expect(page.getByTestId('start-end-button')).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL('/shifts');
});

// The overview's looks (fi and en, light and dark, phone and desktop) are compared in
// visual.spec.ts; here a reader of the journey's own, whose saved language and theme no other
// journey sees, gets the counts in English and dark on a phone.
test('a reader sees the overview with its counts in English and dark on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.admin);
  const everyArea = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'read']));
  const reader = await makePerson(page, { firstName: 'Yleis', lastName: 'Lukija', permissions: everyArea });
  await page.context().clearCookies();
  await login(page, reader.email, reader.password);
  await expect(page).toHaveURL('/admin/shifts/planning');
  const saved = await page.request.put('/api/users/settings', {
    data: { settings: { locale: 'en', darkMode: true } },
  });
  expect(saved.ok()).toBe(true);
  await page.goto('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin overview');
  await expect(page.getByTestId('stamps-waiting-count')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('users-without-tfa-count')).toHaveText(/^\d+$/);
  await expectNoSeriousA11yViolations(page, 'the admin overview, read level, dark');
});
