// Notes: an admin writes an HR note on a worker in the users admin, changes it and
// deletes it; a reader opening the same worker sees the general demo notes but never the HR one.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login, PASSWORD } from './fixtures.ts';

test('an admin writes, changes and deletes an HR note; a reader never sees HR notes', async ({ browser }) => {
  const text = `Testimuistiinpano ${Date.now()}`;
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(admin, accounts.admin, PASSWORD, { to: '/admin/users' });
  await admin.getByTestId('users-search').fill('Saarinen');
  await admin.getByTestId('user-row').filter({ hasText: 'Tiina' }).click();
  const panel = admin.getByTestId('notes-panel');
  await panel.getByTestId('note-add-body').fill(text);
  await panel.getByTestId('note-add-group').click();
  await admin.getByRole('option', { name: 'Vain HR' }).click();
  await panel.getByTestId('note-add-submit').click();
  const item = panel.getByTestId('note-item').filter({ hasText: text });
  await expect(item).toContainText('Vain HR');
  await expect(item).toContainText('Anna Ylläpitäjä');
  await expectNoSeriousA11yViolations(admin, 'the notes panel');

  await item.getByRole('button', { name: 'Muokkaa' }).click();
  await panel.getByTestId('note-edit-body').fill(`${text} (muutettu)`);
  await panel.getByTestId('note-edit-submit').click();
  await expect(panel.getByTestId('note-item').filter({ hasText: `${text} (muutettu)` })).toBeVisible();

  // The reader sees Väinö's general demo note, not the HR one beside it.
  const reader = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(reader, accounts.reader, PASSWORD, { to: '/admin/users' });
  await reader.getByTestId('users-search').fill('Työntekijä');
  await reader.getByTestId('user-row').filter({ hasText: 'Väinö' }).click();
  const readerPanel = reader.getByTestId('notes-panel');
  await expect(readerPanel.getByTestId('note-item').filter({ hasText: 'aamuvuoroja' })).toBeVisible();
  await expect(readerPanel.getByText('Työsopimus')).toHaveCount(0);
  await expect(readerPanel.getByTestId('note-add')).toHaveCount(0);

  await panel.getByTestId('note-item').filter({ hasText: text }).getByTestId('note-remove').click();
  await admin.getByTestId('note-remove-confirm').click();
  await expect(panel.getByTestId('note-item').filter({ hasText: text })).toHaveCount(0);
});
