// Business statistics and reports: an admin opens /admin/business, sees the KPI cards
// and the chart of the demo data, switches the period to quarters and finds the table's total
// revenue equal to the card's; then compares two months on /admin/reports. Both pages again in
// English and dark: the session's answer is rewritten in the browser, so no account's own
// settings change under other journeys.
import { expect, type Page, test } from '@playwright/test';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  login,
  openInApp,
  PASSWORD,
  showLook,
} from './fixtures.ts';
import { helsinki } from './picker.ts';

// A year's statistics are a heavy report: slow on a loaded two-core machine.
test.slow();

/** A day `YYYY-MM-DD` as the Finnish picker writes it: `1.12.2026`. */
const fiDay = (day: string) => `${Number(day.slice(8, 10))}.${Number(day.slice(5, 7))}.${day.slice(0, 4)}`;

/** Last month's first and last day in Helsinki, worked out from today. */
function lastMonth() {
  const today = helsinki(Date.now()).date;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  const mm = String(m).padStart(2, '0');
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return {
    from: `${y}-${mm}-01`,
    last: `${y}-${mm}-${last}`,
    to: month === 1 ? `${year}-01-01` : `${year}-${String(month).padStart(2, '0')}-01`,
  };
}

/** Chooses an option of a Mantine select by its text. */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin reads the business statistics by quarter and compares two months', async ({ page }) => {
  await login(page, accounts.admin);
  await expectUserShell(page);
  await page.getByTestId('admin-menu').locator('a[href="/admin/business"]').click();
  await expect(page).toHaveURL('/admin/business');

  const revenue = page.getByTestId('kpi-revenue-value');
  await expect(revenue).toHaveText(/€/);
  for (const kpi of ['kpi-cost', 'kpi-margin', 'kpi-margin-percent', 'kpi-hours', 'kpi-fill-rate'])
    await expect(page.getByTestId(kpi), kpi).toBeVisible();
  // The demo organisation's shifts this year fill some of the planned ones.
  await expect(page.getByTestId('kpi-fill-rate-value')).toHaveText(/\d/);
  await expect(page.getByTestId('business-chart')).toBeVisible();
  await expect(page.getByTestId('business-periods').locator('tbody tr')).toHaveCount(12);

  await choose(page, 'business-period', 'Neljännes');
  const periods = page.getByTestId('business-periods');
  await expect(periods.locator('tbody tr')).toHaveCount(4);
  await expect(periods.locator('tbody tr').first()).toContainText('Q1');
  // The table's total revenue is the card's (the second cell of the foot row).
  const cardRevenue = await revenue.textContent();
  await expect(page.getByTestId('business-periods-total').locator('td').nth(1)).toHaveText(cardRevenue ?? '');
  await expect(page.getByTestId('business-groups').locator('tbody tr').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the business page');

  // The range reads the Finnish way in the app's calendar, whatever the browser's locale: this
  // year by default, the last day shown (the call's end is the day after).
  const year = helsinki(Date.now()).date.slice(0, 4);
  await expect(page.getByTestId('business-from')).toHaveText(`1.1.${year}`);
  await expect(page.getByTestId('business-to')).toHaveText(`31.12.${year}`);
  await expect(page.getByRole('button', { name: 'Tämä vuosi' })).toHaveAttribute('aria-pressed', 'true');
  // A preset sets both days and asks the server for that range.
  const previous = lastMonth();
  const asked = page.waitForRequest(
    (r) =>
      r.url().includes('/api/shifts/business-statistics/admin') &&
      r.postDataJSON()?.from === previous.from &&
      r.postDataJSON()?.to === previous.to,
  );
  await page.getByRole('button', { name: 'Edellinen kuukausi' }).click();
  await asked;
  await expect(page.getByTestId('business-from')).toHaveText(fiDay(previous.from));
  await expect(page.getByTestId('business-to')).toHaveText(fiDay(previous.last));
  await expect(page.getByRole('button', { name: 'Edellinen kuukausi' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(revenue).toHaveText(/€/);

  await page.getByTestId('admin-menu').locator('a[href="/admin/reports"]').click();
  await expect(page).toHaveURL('/admin/reports');
  await expect(page.getByTestId('reports-tab-diff')).toHaveAttribute('aria-selected', 'true');
  const total = page.getByTestId('diff-total');
  await expect(total).toBeVisible();
  // Period A one month further back: the table asks again and still totals both months.
  const monthA = page.getByTestId('diff-month-a');
  const before = await monthA.textContent();
  await monthA.getByRole('button').first().click();
  await expect(monthA).not.toHaveText(before ?? '');
  await expect(total.locator('td')).toHaveCount(9);
  await expect(total.getByTestId('diff-delta')).toHaveText(/€/);
  await expectNoSeriousA11yViolations(page, 'the reports page');

  await page.getByTestId('reports-tab-shiftStatistics').click();
  await expect(page.getByTestId('shift-statistics-table')).toBeVisible();
  await expect(page.getByTestId('shift-statistics-page')).toHaveText(/\d/);

  // The payroll report opens on last month, the one payroll pays.
  await page.getByTestId('reports-tab-salaryReport').click();
  await expect(page.getByTestId('salary-report-table')).toBeVisible();
  await expect(page.getByTestId('salary-report-preset-lastMonth')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('salary-report-from')).toHaveText(fiDay(previous.from));
  await expect(page.getByTestId('salary-report-to')).toHaveText(fiDay(previous.last));
});

// The journey above reads both pages in Finnish and light; this one in English and dark (their
// contrast in light is in touch-and-contrast.spec.ts), so each language and theme is drawn once.
const LOOKS = [{ name: 'en-dark', locale: 'en', darkMode: true }] as const;

for (const look of LOOKS) {
  test(`the business and reports pages, ${look.name}`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await showLook(page, () => look);
    await login(page, accounts.admin, PASSWORD, { to: '/admin/business' });
    await expectUserShell(page);
    await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
    // A year's statistics are a heavy report (decision 125): beside other journeys on two cores
    // the page's chunks and the answer took 9 s.
    await expect(page.getByTestId('business-chart')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('business-groups')).toBeVisible();
    if (look.darkMode) await expectNoSeriousA11yViolations(page, `the business page, ${look.name}`);
    await openInApp(page, '/admin/reports');
    await expect(page.getByTestId('diff-total')).toBeVisible();
    await page.getByTestId('reports-tab-shiftStatistics').click();
    await expect(page.getByTestId('shift-statistics-table')).toBeVisible();
  });
}

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

for (const locale of ['fi', 'en'] as const)
  for (const size of SIZES)
    test(`the report pages' date picker open, ${locale}, ${size.name}`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await showLook(page, () => ({ locale }));
      await login(page, accounts.admin, PASSWORD, { to: '/admin/business' });
      await expectUserShell(page);
      const year = helsinki(Date.now()).date.slice(0, 4);

      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const from = page.getByTestId('business-from');
      await expect(from).toHaveText(locale === 'fi' ? `1.1.${year}` : `1 Jan ${year}`);
      await from.click();
      const calendar = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('[data-date]') });
      await expect(calendar).toBeVisible();
      // Weeks start on Monday in both languages.
      await expect(calendar.locator('thead th').first()).toHaveText(locale === 'fi' ? 'ma' : 'Mo');
      await page.keyboard.press('Escape');

      await openInApp(page, '/admin/reports');
      await page.getByTestId('reports-tab-salaryReport').click();
      await expect(page.getByTestId('salary-report-table')).toBeVisible();
      await page.getByTestId('salary-report-to').click();
      await expect(calendar).toBeVisible();
    });
