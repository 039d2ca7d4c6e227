// Compensation: a worker on a phone opens /compensation and sees the month's sum equal
// to the sum of the lines shown (screenshots in Finnish, English and dark); an admin adds a new
// rate from the first of the month in the worker's salary editor, and the worker's lines are then
// priced at it. The worker is the journey's own (seeded last), so no other journey sees the change.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';
import { pickDay } from './picker.ts';

test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/**
 * The month's total and the sum of the lines on the page, in cents (the page's data attributes),
 * read from one drawing of the page: read apart, the total could be an old month's and the lines
 * the next one's.
 */
async function shownSums(page: Page) {
  await expect(page.getByTestId('compensation-total')).toBeVisible();
  return page.getByRole('main').evaluate((main) => {
    const cents = (n: Element | null) => Number(n?.getAttribute('data-cents') || 0);
    const amounts = [...main.querySelectorAll('[data-testid="pay-line-amount"]')].map(cents);
    return {
      total: cents(main.querySelector('[data-testid="compensation-total"]')),
      lines: amounts.reduce((a, b) => a + b, 0),
      count: amounts.length,
    };
  });
}

/** The current month in Helsinki, `YYYY-MM`. */
const thisMonth = () =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit' }).format(
    new Date(),
  );

test('a worker on a phone sees the month’s pay, the sum of the lines shown', async ({ page }) => {
  await login(page, accounts.compensation, PASSWORD, { to: '/compensation' });
  await expectUserShell(page);
  const sums = await shownSums(page);
  expect(sums.count).toBeGreaterThan(0);
  expect(sums.total).toBe(sums.lines);
  await expect(page.getByTestId('compensation-shifts')).toHaveText(String(sums.count));
  await expectNoSeriousA11yViolations(page, 'compensation on a phone');
  // The previous month: its own lines, its own sum.
  // Its text as toHaveText reads it: innerText would be capitalised by the label's CSS and never match.
  const switcher = page.getByTestId('month-switcher');
  const shownMonth = (await switcher.textContent()) ?? '';
  await expect(switcher).toHaveText(shownMonth);
  await page.getByRole('button', { name: 'Edellinen kuukausi' }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  // The address changes before the page draws the month: until then the old month's sum shows.
  await expect(switcher).not.toHaveText(shownMonth);
  const previous = await shownSums(page);
  expect(previous.total).toBe(previous.lines);
  await page.goto('/compensation');

  // Each language and each theme once (the page was drawn in Finnish and light just above).
  const looks = [{ name: 'en-dark', locale: 'en', darkMode: true }] as const;
  try {
    for (const look of looks) {
      const saved = await page.request.put('/api/users/settings', {
        data: { settings: { locale: look.locale, darkMode: look.darkMode } },
      });
      expect(saved.ok()).toBe(true);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
      await expect(page.getByTestId('pay-line').first()).toBeVisible();
      if (look.darkMode) await expectNoSeriousA11yViolations(page, `compensation on a phone, ${look.name}`);
    }
  } finally {
    await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
  }
});

test('an admin adds a rate in the salary editor and the worker’s lines are priced at it', async ({
  browser,
}) => {
  const month = thisMonth();
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(admin, accounts.admin, PASSWORD, { to: '/admin/users' });
  await expectUserShell(admin);
  await admin.getByTestId('users-search').fill('Palkkio');
  await admin.getByTestId('user-row').filter({ hasText: 'Selma' }).click();
  const section = admin.getByTestId('salaries-section');
  await expect(section.getByTestId('salary-row').first()).toBeVisible();
  const before = await section.getByTestId('salary-row').count();
  await expect(section.getByTestId('salary-current')).toHaveCount(1);
  await section.getByTestId('salary-add').click();
  const row = section.getByTestId('salary-row').nth(before);
  await pickDay(admin, row.getByTestId('salary-validFrom'), `${month}-01`);
  // The day reads the Finnish way, whatever the browser's own locale.
  await expect(row.getByTestId('salary-validFrom')).toHaveText(
    `1.${Number(month.slice(5))}.${month.slice(0, 4)}`,
  );
  // An unreadable rate is refused under its field before anything is sent.
  await row.getByTestId('salary-rate').fill('paljon');
  await section.getByTestId('salaries-save').click();
  await expect(row).toContainText('Kirjoita hinta');
  await row.getByTestId('salary-rate').fill('99,99');
  await expectNoSeriousA11yViolations(admin, 'the salary editor');
  await section.scrollIntoViewIfNeeded();
  await section.getByTestId('salaries-save').click();
  await expect(admin.getByText('Käyttäjän Selma Palkkio palkat tallennettu')).toBeVisible();
  // The user's salary field shows the rate in force today: the new one.
  await expect(admin.getByTestId('user-salaryValue')).toHaveValue('99,99');
  await admin.context().close();

  const worker = await browser.newPage();
  await login(worker, accounts.compensation, PASSWORD, { to: '/compensation' });
  const sums = await shownSums(worker);
  expect(sums.total).toBe(sums.lines);
  // Lines priced by the worker's rate now read 99,99 € / h.
  await expect(worker.getByTestId('pay-line').filter({ hasText: '99,99 € / h' }).first()).toBeVisible();
  await worker.context().close();
});
