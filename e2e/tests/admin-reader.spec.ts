// A reader (level read in every area, spec §6) sees the stamps and the customers in full, with the
// stamps badge, and no approve, reject, select, create, edit or delete control anywhere.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';

test('a reader sees stamps and customers with no approve, edit or delete control', async ({ page }) => {
  await login(page, accounts.reader);
  await expectUserShell(page);

  await page.getByTestId('admin-menu').locator('a[href="/admin/stamps"]').click();
  await expect(page).toHaveURL('/admin/stamps');
  await expect(page.getByTestId('stamp-row').first()).toBeVisible();
  await expect(page.getByTestId('stamps-read-only')).toBeVisible();
  await expect(page.getByTestId('admin-menu').getByTestId('menu-badge-stamps')).toHaveText(/^\d+$/);
  for (const id of ['stamp-approve', 'stamp-reject', 'stamp-select', 'stamps-select-all', 'stamps-bulk-bar'])
    await expect(page.getByTestId(id), id).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the stamps page for a reader');

  await page.getByTestId('admin-menu').locator('a[href="/admin/customers"]').click();
  await expect(page).toHaveURL('/admin/customers');
  const customers = page.getByTestId('customer-item');
  await expect(customers.first()).toBeVisible();
  expect(await customers.count()).toBeGreaterThanOrEqual(3);
  await customers.first().getByRole('button').first().click();
  const department = customers.first().getByTestId('department-row').first();
  await expect(department).toBeVisible();
  // The department in full: its address is there, not only its name.
  await expect(department).toContainText(/\d{5}/);
  for (const id of [
    'customer-new',
    'customer-actions',
    'customer-rename',
    'customer-remove',
    'department-new',
    'department-edit',
    'department-remove',
  ])
    await expect(page.getByTestId(id), id).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the customers page for a reader');
});
