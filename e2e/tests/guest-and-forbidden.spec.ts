// A guest user lands on the guest pages; a worker opening an admin page gets the 403 page.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';

test('a guest user logs in on the guest tab and lands on /guest-user', async ({ page }) => {
  await login(page, accounts.guest, undefined, { guest: true });
  await expect(page).toHaveURL('/guest-user');
  await expect(page.getByTestId('avatar-button')).toBeVisible();
  await expect(page.getByTestId('worker-menu')).toHaveCount(0);
  // The demo guest has no filter: its shifts page says there is nothing to show.
  await expect(page.getByTestId('guest-shifts-empty')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the guest page');
});

test('a worker opening /admin/users sees the 403 page', async ({ page }) => {
  await login(page, accounts.worker, PASSWORD, { to: '/admin/users' });
  await expectUserShell(page);
  await expect(page.getByTestId('error-status')).toHaveText('403');
  await expect(page.getByRole('heading', { name: 'Ei oikeuksia!' })).toBeVisible();
  await expect(page.getByTestId('admin-menu')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the 403 page');
});
