// Groups (spec §2, §7 Groups): an admin creates a group with two members chosen by name, renames
// it keeping its members, and deletes it after confirming. A reader sees groups read-only.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';

/** Picks a person in the member picker by typing part of the name. */
async function addMember(page: Page, words: string, name: string) {
  const picker = page.getByTestId('group-members');
  await picker.click();
  await picker.fill(words);
  await page.getByRole('option', { name, exact: true }).click();
  // A click elsewhere in the form closes the list (Escape would close the side panel too).
  await page.getByTestId('group-meta').click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('an admin creates a group with two members, renames it and deletes it', async ({ page }) => {
  const name = `Testiryhmä ${Date.now()}`;
  const renamed = `${name} (uusi)`;
  await login(page, accounts.admin);
  await expectUserShell(page);
  await page.getByTestId('admin-menu').locator('a[href="/admin/groups"]').click();
  await expect(page).toHaveURL('/admin/groups');
  // The demo groups are listed with their member counts.
  await expect(page.locator('[data-testid="group-row"][data-name="Päivystäjät"]')).toContainText('6 jäsentä');

  await page.getByTestId('group-new').click();
  const form = page.getByTestId('group-form');
  // A limit of spec §5 shows under its field before anything is sent.
  await form.getByTestId('group-name').fill('x'.repeat(51));
  await form.getByTestId('group-meta').click();
  await expect(form.getByText('Nimi voi olla enintään 50 merkkiä')).toBeVisible();
  await form.getByTestId('group-name').fill(name);
  await form.getByTestId('group-meta').fill('Testimatkan ryhmä');
  await addMember(page, 'Turunen', 'Mikko Turunen');
  await addMember(page, 'Noora', 'Noora Salo');
  await expectNoSeriousA11yViolations(page, 'the group form');
  await form.getByTestId('group-save').click();
  await expect(form).toHaveCount(0);
  const row = page.locator(`[data-testid="group-row"][data-name="${name}"]`);
  await expect(row.getByTestId('group-member-count')).toHaveText('2 jäsentä');

  await row.getByTestId('group-edit').click();
  await expect(form.getByTestId('group-name')).toHaveValue(name);
  // The members keep their names as chips.
  await expect(form.getByText('Mikko Turunen')).toBeVisible();
  await expect(form.getByText('Noora Salo')).toBeVisible();
  await form.getByTestId('group-name').fill(renamed);
  await form.getByTestId('group-save').click();
  await expect(form).toHaveCount(0);
  const renamedRow = page.locator(`[data-testid="group-row"][data-name="${renamed}"]`);
  await expect(renamedRow.getByTestId('group-member-count')).toHaveText('2 jäsentä');
  await expect(row).toHaveCount(0);

  await renamedRow.getByTestId('group-remove').click();
  const dialog = page.getByTestId('remove-group-dialog');
  await expect(dialog).toContainText('2 jäsentä');
  await page.getByTestId('remove-group-confirm').click();
  await expect(renamedRow).toHaveCount(0);
});

test('a reader sees a group and its members but no edit control', async ({ page }) => {
  await login(page, accounts.reader, PASSWORD, { to: '/admin/groups' });
  const row = page.locator('[data-testid="group-row"][data-name="Kirurgian sijaiset"]');
  await expect(row).toBeVisible();
  await expect(page.getByTestId('group-new')).toHaveCount(0);
  await expect(page.getByTestId('group-remove')).toHaveCount(0);
  await row.getByTestId('group-view-open').click();
  await expect(page.getByTestId('group-view').getByRole('listitem')).toHaveCount(4);
  await expect(page.getByTestId('group-form')).toHaveCount(0);
});
