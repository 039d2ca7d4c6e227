// Bills: the admin opens last month's billing of Terveystalo (the demo's customer still
// to be billed), marks the month billed and sees every line's status change, then exports it as
// XLSX: the file's name names the month and its total (read back with exceljs) is the page's.
// The page in English and dark comes first, before the month moves; its language and theme change
// in this browser only (the session's answer rewritten), never the admin's settings.
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  type Look,
  login,
  PASSWORD,
  showLook,
} from './fixtures.ts';

// page.route sees the app's calls only when no service worker answers them.
test.use({ serviceWorkers: 'block' });

/** Last month in Helsinki, `YYYY-MM`: the month the page opens on. */
function lastMonth() {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());
  const index = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `12 345,67 €` or `€12,345.67` as cents. */
const cents = (text: string) => Number(text.replace(/[^\d]/g, ''));

async function chooseCustomer(page: Page, name: string) {
  await page.getByTestId('bills-customer').click();
  await page.getByRole('option', { name }).click();
  await expect(page).toHaveURL(/customer=/);
  // The customer's own bill, not the previous one kept on screen (data-stale) while it loads.
  const headings = page.locator('[data-testid="bills-table"][data-stale="false"] th[scope="colgroup"]');
  // One look at the headings at a time: the whole month's table (every customer's, Terveystalo's
  // among them) must not pass the first half and a loading moment the second.
  await expect
    .poll(
      async () => {
        const texts = await headings.allTextContents();
        return texts.length > 0 && texts.every((text) => text.includes(name));
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

test('the bills page in English and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  let look: Look = { locale: 'fi', darkMode: false };
  await showLook(page, () => look);
  await login(page, accounts.admin);
  await expectUserShell(page);
  // Finnish and light is the journey below; here English and dark, each drawn once.
  for (const [, next] of [['en-dark', { locale: 'en', darkMode: true }]] as const) {
    look = next;
    await page.goto('/admin/bills');
    await expect(page.locator('html')).toHaveAttribute('lang', next.locale);
    await chooseCustomer(page, 'Terveystalo');
    await expect(page.getByTestId('bill-line').first()).toBeVisible();
    // A table that is loading again is dimmed on purpose (aria-busy): axe reads the settled one.
    await expect(page.locator('[data-testid="bills-table"][aria-busy="true"]')).toHaveCount(0);
    if (next.darkMode) await expectNoSeriousA11yViolations(page, 'the bills page, dark');
    // The foot of the table: the last department's subtotal and the total.
    await page.getByTestId('bill-total').scrollIntoViewIfNeeded();
  }
  // A phone's width: the table scrolls sideways, the filters and actions wrap.
  await page.setViewportSize({ width: 390, height: 844 });
});

test("an admin marks Terveystalo's last month billed and exports it as XLSX with the page's total", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await login(page, accounts.admin);
  await expectUserShell(page);
  await page.getByTestId('admin-menu').locator('a[href="/admin/bills"]').click();
  await expect(page).toHaveURL('/admin/bills');
  // The month switcher: forward to this month and back to last month, the one still to bill.
  const month = page.getByTestId('month-switcher');
  const shown = await month.textContent();
  await month.getByRole('button', { name: 'Seuraava kuukausi' }).click();
  await expect(month).not.toHaveText(shown ?? '');
  await month.getByRole('button', { name: 'Edellinen kuukausi' }).click();
  await expect(month).toHaveText(shown ?? '');
  await chooseCustomer(page, 'Terveystalo');

  const lines = page.getByTestId('bill-line');
  await expect(lines.first()).toBeVisible();
  // Open shifts (a freed one) have no bill: they carry no status.
  const statuses = page.getByTestId('bills-table').getByTestId('bill-status');
  // Counted once the customer's own bill has settled (a busy machine once counted the whole
  // month's 397 lines here).
  await expect(page.locator('[data-testid="bills-table"][aria-busy="true"]')).toHaveCount(0);
  await expect(statuses.filter({ hasNotText: 'Laskuttamatta' })).toHaveCount(0);
  const count = await statuses.count();
  expect(count).toBeGreaterThan(0);
  const total = cents((await page.getByTestId('bill-total-amount').textContent()) ?? '');
  expect(total).toBeGreaterThan(0);

  await page.getByTestId('bills-mark-billed').click();
  const dialog = page.getByTestId('bills-confirm');
  await expect(dialog).toContainText('Laskutettu');
  await page.getByTestId('bills-confirm-button').click();
  await expect(dialog).toBeHidden();
  await expect(statuses.filter({ hasText: 'Laskutettu' })).toHaveCount(count);
  await expect(statuses.filter({ hasText: 'Laskuttamatta' })).toHaveCount(0);
  // Who and when are the server's: the month reads billed after a reload too.
  await page.reload();
  await expect(statuses.first()).toHaveText('Laskutettu');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('bills-export-xlsx').click(),
  ]);
  // The customer filter names the file (decision 141).
  expect(download.suggestedFilename()).toBe(`laskutus-${lastMonth()}-Terveystalo.xlsx`);
  const path = testInfo.outputPath('bill.xlsx');
  await download.saveAs(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.getWorksheet('Laskutus');
  const last = sheet?.getRow(sheet.rowCount);
  expect(last?.getCell(4).value).toBe('Yhteensä');
  expect(Math.round(Number(last?.getCell(11).value) * 100)).toBe(total);
  // Every line of the page is in the file: the header, the lines, one subtotal per department, the total.
  const groups = await page.getByTestId('bill-group').count();
  expect(sheet?.rowCount).toBe(1 + (await lines.count()) + groups + 1);
});

test('a reader of billing sees the bill and its exports, and no status actions', async ({ page }) => {
  await login(page, accounts.reader, PASSWORD, { to: '/admin/bills' });
  await expectUserShell(page);
  await expect(page.getByTestId('bills-read-only')).toBeVisible();
  // A whole month of every customer (about 400 rows) drawn on a busy machine: a longer wait.
  await expect(page.getByTestId('bill-total')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('bills-export-xlsx')).toBeVisible();
  await expect(page.getByTestId('bills-actions')).toHaveCount(0);
  await expect(page.getByTestId('bill-select')).toHaveCount(0);
});
