// Instructions: an admin writes a new instruction page with the rich-text editor and
// then changes it; a worker on a phone opens /instructions and reads the changed text. The page is
// the journey's own (a unique title), deleted at the end, so other journeys see the demo pages only.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login, PASSWORD } from './fixtures.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 800 } };

async function newPage(browser: Browser, options: object): Promise<Page> {
  const context = await browser.newContext(options);
  return context.newPage();
}

/** Replaces the editor's text with `text` (one paragraph). */
async function writeBody(page: Page, text: string) {
  const editable = page.getByTestId('instruction-form').locator('[contenteditable="true"]');
  await editable.click();
  await editable.press('ControlOrMeta+a');
  await editable.pressSequentially(text);
}

test('an admin writes and changes an instruction page, and a worker reads the change', async ({
  browser,
}) => {
  const title = `Testiohje ${Date.now()}`;
  const admin = await newPage(browser, DESK);
  await login(admin, accounts.admin, PASSWORD, { to: '/instructions' });
  // The demo pages are there, the first one open beside the list on a wide screen.
  await expect(admin.locator('[data-testid="instruction-link"][data-title="Yhteystiedot"]')).toBeVisible();
  await expect(admin.getByTestId('instruction-page')).toBeVisible();

  await admin.getByTestId('instruction-new').click();
  const form = admin.getByTestId('instruction-form');
  await form.getByTestId('instruction-title').fill(title);
  await form.getByTestId('instruction-position').fill('999');
  await writeBody(admin, 'Ensimmäinen versio.');
  await expectNoSeriousA11yViolations(admin, 'the instruction form');
  await form.getByTestId('instruction-save').click();
  const view = admin.getByTestId('instruction-page');
  await expect(view.getByRole('heading', { name: title })).toBeVisible();
  await expect(view.getByTestId('instruction-body-view')).toHaveText('Ensimmäinen versio.');

  await view.getByTestId('instruction-edit').click();
  await expect(form.getByTestId('instruction-title')).toHaveValue(title);
  await writeBody(admin, 'Päivitetty: soita vastaavalle ennen klo 7.');
  await form.getByTestId('instruction-save').click();
  await expect(view.getByTestId('instruction-body-view')).toHaveText(
    'Päivitetty: soita vastaavalle ennen klo 7.',
  );

  const worker = await newPage(browser, PHONE);
  await login(worker, accounts.worker, PASSWORD, { to: '/instructions' });
  const link = worker.locator(`[data-testid="instruction-link"][data-title="${title}"]`);
  await link.click();
  const read = worker.getByTestId('instruction-page');
  await expect(read.getByRole('heading', { name: title })).toBeVisible();
  await expect(read.getByTestId('instruction-body-view')).toHaveText(
    'Päivitetty: soita vastaavalle ennen klo 7.',
  );
  await expect(worker.getByTestId('instruction-edit')).toHaveCount(0);
  await expectNoSeriousA11yViolations(worker, 'an instruction page on a phone');
  await worker.getByTestId('instructions-back').click();
  await expect(link).toBeVisible();

  // The journey's page goes; the worker's list no longer has it after a reload.
  await view.getByTestId('instruction-remove').click();
  await admin.getByTestId('instruction-remove-confirm').click();
  await expect(admin.locator(`[data-testid="instruction-link"][data-title="${title}"]`)).toHaveCount(0);
  await worker.reload();
  await expect(worker.locator('[data-testid="instruction-link"][data-title="Yhteystiedot"]')).toBeVisible();
  await expect(link).toHaveCount(0);
});

test("an admin sees this year's prefilled Finnish holidays on the organisation page", async ({ page }) => {
  await login(page, accounts.reader, PASSWORD, { to: '/admin/organization' });
  const table = page.getByTestId('holidays-table');
  await expect(table.locator('[data-testid="holiday-row"][data-name="Juhannuspäivä"]')).toBeVisible();
  await expect(table.locator('[data-testid="holiday-row"][data-name="Itsenäisyyspäivä"]')).toBeVisible();
  // A reader looks but does not change.
  await expect(page.getByTestId('holiday-add')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the holidays table');
});
