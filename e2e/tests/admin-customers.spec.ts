// Customers and departments (spec §2, §5, §8): an admin creates a customer with a department and
// renames it; a customer whose departments have shifts cannot be deleted and the dialog says why;
// a department without shifts and then the customer are deleted.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';

test('an admin creates a customer with a department, renames it, and cannot delete one with shifts', async ({
  page,
}) => {
  const name = `Testiasiakas ${Date.now()}`;
  const renamed = `${name} (uusi nimi)`;
  await login(page, accounts.admin);
  await expectUserShell(page);
  await page.getByTestId('admin-menu').locator('a[href="/admin/customers"]').click();
  await expect(page).toHaveURL('/admin/customers');

  await page.getByTestId('customer-new').click();
  const customerForm = page.getByTestId('customer-form');
  await customerForm.getByTestId('customer-name').fill(name);
  await customerForm.getByTestId('customer-save').click();
  await expect(customerForm).toHaveCount(0);
  const item = page.locator(`[data-testid="customer-item"][data-name="${name}"]`);
  // A new customer opens, ready for its first department.
  await expect(item.getByTestId('customer-no-departments')).toBeVisible();

  await item.getByTestId('department-new').click();
  const form = page.getByTestId('department-form');
  // A limit of spec §5 shows under its field before anything is sent.
  await form.getByTestId('department-zip').fill('123456789012');
  await form.getByTestId('department-name').fill('Päivystys');
  await expect(form.getByText('Postinumero voi olla enintään 11 merkkiä')).toBeVisible();
  await form.getByTestId('department-zip').fill('00100');
  await form.getByTestId('department-street').fill('Testikatu 1');
  await form.getByTestId('department-email').fill('paivystys@example.com');
  await form.getByTestId('department-phone').fill('+358 9 123 4567');
  await expectNoSeriousA11yViolations(page, 'the department form');
  await form.getByTestId('department-save').click();
  await expect(form).toHaveCount(0);
  const department = item.getByTestId('department-row');
  await expect(department).toContainText('Päivystys');
  await expect(department).toContainText('Testikatu 1, 00100');

  await item.getByTestId('customer-rename').click();
  await customerForm.getByTestId('customer-name').fill(renamed);
  await customerForm.getByTestId('customer-save').click();
  const renamedItem = page.locator(`[data-testid="customer-item"][data-name="${renamed}"]`);
  await expect(renamedItem).toBeVisible();
  await expect(item).toHaveCount(0);

  // A demo customer has shifts: the server refuses, and the dialog says so in Finnish.
  const hus = page.locator('[data-testid="customer-item"][data-name^="HUS"]');
  await hus.getByRole('button').first().click();
  await hus.getByTestId('customer-remove').click();
  await page.getByTestId('remove-customer-confirm').click();
  const dialog = page.getByRole('dialog', { name: 'Asiakkaan poistaminen epäonnistui' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('vuoroja');
  await dialog.getByRole('button', { name: 'Sulje' }).click();
  await expect(hus).toBeVisible();

  // The new department has no shifts: it goes without asking where they move; then the customer.
  await renamedItem.getByTestId('department-remove').click();
  await expect(page.getByTestId('remove-department-dialog')).toContainText('ei ole vuoroja');
  await page.getByTestId('remove-department-confirm').click();
  await expect(renamedItem.getByTestId('customer-no-departments')).toBeVisible();
  await renamedItem.getByTestId('customer-remove').click();
  await page.getByTestId('remove-customer-confirm').click();
  await expect(renamedItem).toHaveCount(0);
});
