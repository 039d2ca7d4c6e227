// Alerts and mass email: an admin builds an alert as a sentence, sees it listed as
// that sentence, checks it now and removes it; an admin sends a mass email to a worker chosen by
// name, the worker's mailbox gets it and the delivery report says it was sent.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';
import { waitForMail } from './mailbox.ts';

/** Chooses an option of a Mantine select by its text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin builds an alert as a sentence, sees it listed, checks it now and removes it', async ({
  page,
}) => {
  const name = `Meilahti täyttämättä ${Date.now()}`;
  await login(page, accounts.admin, PASSWORD, { to: '/admin/alerts' });
  await expectUserShell(page);
  // The demo alert that finds open shifts is listed with its sentence and what it found.
  const demo = page.locator(
    '[data-testid="alert-row"][data-name="Täyttämättömät vuorot seuraavan viikon aikana"]',
  );
  await expect(demo.getByTestId('alert-sentence')).toHaveText(
    'Ilmoita, kun täyttämättömiä vuoroja alkaa enintään 7 päivän kuluttua',
  );
  await expect(demo.getByTestId('alert-found')).toContainText('vuoro');

  await page.getByTestId('alert-new').click();
  const form = page.getByTestId('alert-form');
  await form.getByTestId('alert-name').fill(name);
  await choose(page, 'rule-scope', 'osastolla');
  await choose(page, 'rule-department', 'Meilahden päivystys');
  await form.getByTestId('rule-amount').fill('36');
  await expect(form.getByTestId('rule-preview')).toHaveText(
    'Ilmoita, kun osastolla Meilahden päivystys (HUS Helsingin yliopistollinen sairaala) täyttämättömiä vuoroja alkaa enintään 36 tunnin kuluttua',
  );
  await expectNoSeriousA11yViolations(page, 'the alert form');
  await form.getByTestId('alert-save').click();
  await expect(form).toHaveCount(0);

  const row = page.locator(`[data-testid="alert-row"][data-name="${name}"]`);
  await expect(row.getByTestId('alert-sentence')).toContainText('osastolla Meilahden päivystys');
  await expect(row.getByTestId('alert-sentence')).toContainText('enintään 36 tunnin kuluttua');
  await row.getByTestId('alert-run').click();
  await expect(row.getByTestId('alert-found')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the alerts page');

  await row.getByTestId('alert-remove').click();
  await page.getByTestId('remove-alert-confirm').click();
  await expect(row).toHaveCount(0);
});

test('an admin sends a mass email; the worker gets it and the report says sent', async ({ page }) => {
  const title = `Tiedote ${Date.now()}`.slice(0, 40);
  await login(page, accounts.admin, PASSWORD, { to: '/admin/users' });
  await page.getByTestId('mass-email-open').click();
  const form = page.getByTestId('mass-email-form');
  await form.getByTestId('mass-email-title').fill(title);
  await form.getByTestId('mass-email-message').fill('Hei Veera!\nUudet vuorot on julkaistu.');
  const users = page.getByTestId('mass-email-users');
  await users.click();
  await users.fill('Veera');
  await page
    .getByRole('option', { name: /^Veera / })
    .first()
    .click();
  await form.getByTestId('mass-email-title').click();
  await expectNoSeriousA11yViolations(page, 'the mass email form');
  await form.getByTestId('mass-email-send').click();

  // The report opens on the new send; the queue delivers within seconds.
  const detail = page.getByTestId('mass-email-detail');
  await expect(detail).toContainText(title);
  const recipient = detail.getByTestId('mass-email-recipient');
  await expect(recipient).toHaveCount(1);
  const address = (await recipient.locator('td').nth(1).textContent()) ?? '';
  const mail = await waitForMail(address.trim());
  expect(mail.text).toContain('Uudet vuorot on julkaistu.');
  await expect(recipient).toContainText('Lähetetty', { timeout: 15_000 });
});
