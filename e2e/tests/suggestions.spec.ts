// Shift requests (spec §2, §4, §7 Suggestions): a worker on a phone requests three shifts under
// /add-shifts; the admin approves two in one call from the bar (answering the overlap question if
// the worker is busy then) and rejects one with a message; the menu badge drops by three; the
// worker sees the states and the admin's words. Screenshots of both screens.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';
import { DAY, HOUR, pickTime } from './picker.ts';

async function phonePage(browser: Browser) {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });
  return phone.newPage();
}

/** Requests one shift through the form: name, start and end (whole hours, Helsinki time). */
async function requestShift(page: Page, name: string, from: number, hours: number) {
  await page.getByTestId('request-open').click();
  const form = page.getByTestId('request-form');
  await form.getByTestId('request-name').fill(name);
  await pickTime(page, form.getByTestId('request-from'), from);
  await pickTime(page, form.getByTestId('request-to'), from + hours * HOUR);
  await form.getByTestId('request-submit').click();
  await expect(page.getByText('Ehdotus lähetetty').first()).toBeVisible();
  await expect(page.getByTestId('request-row').filter({ hasText: name })).toHaveAttribute('data-state', '0');
}

test('a worker requests three shifts; the admin approves two and rejects one; the worker sees the states', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  const names = [`Aamu ${tag}`, `Ilta ${tag}`, `Yö ${tag}`];
  // Whole hours some weeks ahead, far from each other.
  const base = Math.ceil((Date.now() + 40 * DAY) / HOUR) * HOUR;

  // 1. The worker, on a phone, requests three shifts.
  const worker = await phonePage(browser);
  await login(worker, accounts.suggestions, PASSWORD, { to: '/add-shifts' });
  await expect(worker.getByTestId('shift-requests')).toBeVisible();
  await expect(worker.getByTestId('requests-none')).toBeVisible();
  for (const [i, name] of names.entries()) await requestShift(worker, name, base + i * 2 * DAY, 8);
  await expect(worker.getByTestId('request-row')).toHaveCount(3);
  await expectNoSeriousA11yViolations(worker, 'the shift requests');

  // 2. The admin sees them pending, with the badge counting them.
  await login(page, accounts.admin);
  await expectUserShell(page);
  const menu = page.getByTestId('admin-menu');
  await menu.locator('a[href="/admin/suggestions"]').click();
  await expect(page).toHaveURL('/admin/suggestions');
  const rowOf = (name: string) => page.getByTestId('suggestion-row').filter({ hasText: name });
  for (const name of names) await expect(rowOf(name)).toBeVisible();
  const badge = menu.getByTestId('menu-badge-suggestions');
  await expect(badge).toHaveText(/^\d+$/);
  await expectNoSeriousA11yViolations(page, 'the shift requests page');
  // Read just before the decisions: only this journey decides requests, but others may add some.
  const before = Number(await badge.textContent());

  // 3. Approves two in one call from the bar.
  await rowOf(names[0] ?? '')
    .getByTestId('suggestion-select')
    .check();
  await rowOf(names[1] ?? '')
    .getByTestId('suggestion-select')
    .check();
  await expect(page.getByTestId('suggestions-selected')).toHaveText('2 ehdotusta valittu');
  await page.getByTestId('suggestions-approve-selected').click();
  // The worker may have demo shifts then: the overlap question comes first.
  const anyway = page.getByRole('button', { name: 'Hyväksy silti' });
  await expect(async () => {
    if (await anyway.isVisible()) await anyway.click();
    await expect(page.getByTestId('suggestions-bulk-bar')).toHaveCount(0, { timeout: 500 });
  }).toPass();
  await expect(page.getByText('2 ehdotusta hyväksytty, vuorot lisätty').first()).toBeVisible();
  await expect(rowOf(names[0] ?? '')).toHaveCount(0);
  await expect(rowOf(names[1] ?? '')).toHaveCount(0);

  // 4. Rejects the third with a message.
  await rowOf(names[2] ?? '')
    .getByTestId('suggestion-reject')
    .click();
  await page.getByTestId('reject-message').fill('Yö on jo täynnä');
  await page.getByTestId('confirm-reject').click();
  await expect(rowOf(names[2] ?? '')).toHaveCount(0);
  await expect(badge).toHaveText(String(before - 3));
  // The decided ones are under their states.
  await page.getByTestId('suggestions-state').getByText('Hyväksytty').click();
  await expect(rowOf(names[0] ?? '').getByTestId('suggestion-state')).toHaveText('Hyväksytty');

  // 5. The worker sees the states and the admin's words, and can no longer withdraw them.
  await worker.reload();
  const row = (name: string) => worker.getByTestId('request-row').filter({ hasText: name });
  await expect(row(names[0] ?? '')).toHaveAttribute('data-state', '1');
  await expect(row(names[1] ?? '')).toHaveAttribute('data-state', '1');
  await expect(row(names[2] ?? '')).toHaveAttribute('data-state', '2');
  await expect(row(names[2] ?? '').getByTestId('request-reason')).toHaveText('Perustelu: Yö on jo täynnä');
  await expect(worker.getByTestId('request-withdraw')).toHaveCount(0);
  await expect(row(names[0] ?? '').getByTestId('request-state')).toHaveText('Hyväksytty');
  await worker.getByTestId('shift-requests').scrollIntoViewIfNeeded();
  await worker.context().close();
});

test('a reader sees the shift requests and no approve, reject or select control', async ({ page }) => {
  await login(page, accounts.reader);
  await expectUserShell(page);
  await page.getByTestId('admin-menu').locator('a[href="/admin/suggestions"]').click();
  await expect(page).toHaveURL('/admin/suggestions');
  await expect(page.getByTestId('suggestion-row').first()).toBeVisible();
  await expect(page.getByTestId('suggestions-read-only')).toBeVisible();
  await expect(page.getByTestId('admin-menu').getByTestId('menu-badge-suggestions')).toHaveText(/^\d+$/);
  for (const id of ['suggestion-approve', 'suggestion-reject', 'suggestion-select', 'suggestions-select-all'])
    await expect(page.getByTestId(id)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the shift requests page for a reader');
});
