// Skills and skill groups (spec §2, §4, §7 Skills): an admin adds a skill to a group of their own,
// moves it to another group (both groups change together), and deletes that group: the skill
// stays, listed as ungrouped. A reader sees the lists with no edit control.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';

async function addGroup(page: Page, name: string) {
  await page.getByTestId('skill-group-new').click();
  const form = page.getByTestId('group-form');
  await form.getByTestId('group-name').fill(name);
  await form.getByTestId('group-save').click();
  await expect(form).toHaveCount(0);
  const card = page.locator(`[data-testid="skill-group"][data-name="${name}"]`);
  await expect(card).toBeVisible();
  return card;
}

test('an admin adds a skill, moves it to another group and deletes that group', async ({ page }) => {
  const stamp = Date.now();
  const first = `Testiosaamiset A ${stamp}`;
  const second = `Testiosaamiset B ${stamp}`;
  const skill = `Testitaito ${stamp}`;
  await login(page, accounts.admin);
  await expectUserShell(page);
  await page.getByTestId('admin-menu').locator('a[href="/admin/skills"]').click();
  await expect(page).toHaveURL('/admin/skills');
  // The demo groups with their skills in order.
  const demo = page.locator('[data-testid="skill-group"][data-name="Kielitaito"]');
  await expect(demo.getByTestId('skill-row')).toHaveText(['Ruotsi', 'Englanti']);

  const firstCard = await addGroup(page, first);
  const secondCard = await addGroup(page, second);

  await page.getByTestId('skill-new').click();
  const form = page.getByTestId('skill-form');
  await form.getByTestId('skill-name').fill(skill);
  await form.getByTestId('skill-group').click();
  await page.getByRole('option', { name: first, exact: true }).click();
  await expectNoSeriousA11yViolations(page, 'the skill form');
  await form.getByTestId('skill-save').click();
  await expect(form).toHaveCount(0);
  await expect(firstCard.getByTestId('skill-row')).toHaveText([skill]);

  await firstCard.getByTestId('skill-actions').click();
  await page.getByTestId('skill-move').click();
  const move = page.getByTestId('move-skill-dialog');
  await move.getByTestId('move-skill-target').click();
  await page.getByRole('option', { name: second, exact: true }).click();
  await move.getByTestId('move-skill-confirm').click();
  await expect(move).toHaveCount(0);
  await expect(secondCard.getByTestId('skill-row')).toHaveText([skill]);
  await expect(firstCard.getByTestId('skill-row')).toHaveCount(0);

  // Deleting the group leaves its skill, listed as ungrouped (decision 107).
  await secondCard.getByTestId('skill-group-remove').click();
  await expect(page.getByTestId('remove-group-dialog')).toContainText('1 osaaminen');
  await page.getByTestId('remove-group-confirm').click();
  await expect(secondCard).toHaveCount(0);
  const ungrouped = page.getByTestId('skills-ungrouped');
  const orphan = ungrouped.locator(`[data-testid="skill-row"][data-name="${skill}"]`);
  await expect(orphan).toBeVisible();

  // Tidy up: the skill and the first group go too.
  await orphan.getByTestId('skill-actions').click();
  await page.getByTestId('skill-remove').click();
  await page.getByTestId('remove-skill-confirm').click();
  await expect(orphan).toHaveCount(0);
  await firstCard.getByTestId('skill-group-remove').click();
  await page.getByTestId('remove-group-confirm').click();
  await expect(firstCard).toHaveCount(0);
});

test('a reader sees skill groups and skills with no edit control', async ({ page }) => {
  await login(page, accounts.reader, PASSWORD, { to: '/admin/skills' });
  const card = page.locator('[data-testid="skill-group"][data-name="Toimenpiteet"]');
  await expect(card.getByTestId('skill-row')).toHaveText(['Kanylointi', 'Ompelu', 'Katetrointi']);
  await expect(page.getByTestId('skills-ungrouped')).toContainText('Lääkehoitolupa');
  await expect(page.getByTestId('skill-new')).toHaveCount(0);
  await expect(page.getByTestId('skill-actions')).toHaveCount(0);
  await expect(page.getByTestId('skill-group-remove')).toHaveCount(0);
});
