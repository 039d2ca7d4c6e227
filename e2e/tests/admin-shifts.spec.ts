// The admin's shift table (item 3): an admin filters a week, opens a shift in the side
// panel, assigns a worker found by name, sees the change in the shift's history, and removes two
// shifts at once; a reader sees the same table with no edit control. Each run plans its own shifts
// in a week of their own far ahead, so other journeys' data stays as seeded.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login, PASSWORD } from './fixtures.ts';
import { makePerson } from './people.ts';

test.slow();

const DAY = 86_400_000;

/** A Monday (UTC date) 30 weeks and `slot` more ahead: each test of this file has a week alone. */
function farMonday(slot: number) {
  const base = new Date(Date.now() + (210 + slot * 7) * DAY);
  const monday = new Date(base.getTime() - ((base.getUTCDay() + 6) % 7) * DAY);
  return monday.toISOString().slice(0, 10);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function planWeek(page: Page, monday: string) {
  const customers = await (await page.request.get('/api/customers/full/admin')).json();
  const department = customers.customers[0].departments[0]._id as string;
  const names = ['Aamu E2E', 'Ilta E2E', 'Yö E2E'];
  const created = await page.request.post('/api/shifts/mass/admin', {
    data: {
      shifts: names.map((name, i) => ({
        name,
        department,
        from: `${addDays(monday, i)}T06:00:00Z`,
        to: `${addDays(monday, i)}T14:00:00Z`,
        stamp: { required: true },
      })),
    },
  });
  expect(created.status()).toBe(201);
}

const rows = (page: Page) => page.getByTestId('admin-shift-row');

test('an admin assigns a worker in the side panel, reads the history, and removes two shifts', async ({
  page,
}) => {
  await login(page, accounts.admin);
  const monday = farMonday(1);
  await planWeek(page, monday);
  await page.goto(`/admin/shifts?first=${monday}&last=${addDays(monday, 6)}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('shift-total')).toHaveText('3 vuoroa');
  await expectNoSeriousA11yViolations(page, 'the admin shift table');

  // Words narrow the list on the server.
  await page.getByLabel('Hae sanoilla').fill('Ilta');
  await expect(rows(page)).toHaveCount(1);
  await page.getByLabel('Hae sanoilla').fill('');
  await expect(rows(page)).toHaveCount(3);

  await rows(page).filter({ hasText: 'Aamu E2E' }).click();
  const panel = page.getByRole('dialog');
  await panel.getByTestId('worker-picker').fill('Nieminen');
  await page
    .getByRole('option', { name: /Nieminen/ })
    .first()
    .click();
  await panel.getByTestId('save-shift').click();
  await expect(panel).toBeHidden();
  const assigned = rows(page).filter({ hasText: 'Aamu E2E' });
  await expect(assigned).toContainText('Nieminen');

  await assigned.click();
  await page.getByRole('tab', { name: 'Historia' }).click();
  const entries = page.getByTestId('shift-history-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText('Muutettu');
  await expect(entries.nth(1)).toContainText('Tekijä: – →');
  await expect(entries.nth(1)).toContainText('Nieminen');
  await page.keyboard.press('Escape');

  await page.getByRole('checkbox', { name: 'Valitse vuoro Ilta E2E' }).check();
  await page.getByRole('checkbox', { name: 'Valitse vuoro Yö E2E' }).check();
  await expect(page.getByTestId('selection-bar')).toContainText('2 valittu');
  await page.getByTestId('mass-remove').click();
  await page.getByTestId('confirm-remove').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByTestId('shift-total')).toHaveText('1 vuoro');
});

test('assigning a worker who is busy then asks first: cancel keeps the shift open, confirm assigns', async ({
  page,
}) => {
  await login(page, accounts.admin);
  const monday = farMonday(4);
  await planWeek(page, monday);
  await page.goto(`/admin/shifts?first=${monday}&last=${addDays(monday, 6)}`);
  const assign = async (name: string) => {
    await rows(page).filter({ hasText: name }).click();
    const panel = page.getByRole('dialog');
    await panel.getByTestId('worker-picker').fill('Nieminen');
    await page
      .getByRole('option', { name: /Nieminen/ })
      .first()
      .click();
    await panel.getByTestId('save-shift').click();
  };
  await assign('Aamu E2E');
  await expect(rows(page).filter({ hasText: 'Aamu E2E' })).toContainText('Nieminen');
  // A second shift at the very same time for the same worker.
  const aamu = rows(page).filter({ hasText: 'Aamu E2E' });
  await expect(aamu).toBeVisible();
  const customers = await (await page.request.get('/api/customers/full/admin')).json();
  const same = await page.request.post('/api/shifts/admin', {
    data: {
      shift: {
        name: 'Tupla E2E',
        department: customers.customers[0].departments[0]._id,
        from: `${monday}T08:00:00Z`,
        to: `${monday}T10:00:00Z`,
      },
    },
  });
  expect(same.status()).toBe(201);
  await page.reload();
  await assign('Tupla E2E');
  const question = page.getByTestId('overlap-dialog');
  await expect(question).toContainText('Haluatko silti määrätä vuoron tekijälle?');
  await expect(question.getByTestId('overlap-list')).toContainText('Aamu E2E');
  // The question's own button: the drawer beneath has a 'Peruuta' too.
  await page.getByRole('dialog').filter({ has: question }).getByRole('button', { name: 'Peruuta' }).click();
  await expect(question).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(rows(page).filter({ hasText: 'Tupla E2E' })).toContainText('Avoin');

  await assign('Tupla E2E');
  await page.getByRole('button', { name: 'Määrää silti' }).click();
  await expect(rows(page).filter({ hasText: 'Tupla E2E' })).toContainText('Nieminen');
});

test('a reader sees the table and the panel, and no edit control', async ({ page }) => {
  await login(page, accounts.admin);
  const monday = farMonday(2);
  await planWeek(page, monday);
  await page.context().clearCookies();
  await login(page, accounts.reader, PASSWORD, {
    to: `/admin/shifts?first=${monday}&last=${addDays(monday, 6)}`,
  });
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('new-shift')).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await rows(page).first().click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByTestId('shift-name')).toHaveAttribute('readonly', '');
  await expect(panel.getByTestId('save-shift')).toHaveCount(0);
});

test('the table on a phone, in Finnish, then English and dark, for a reader of its own', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, accounts.admin);
  const monday = farMonday(3);
  await planWeek(page, monday);
  // Its own reader: the language and theme it saves show in no other journey.
  const reader = await makePerson(page, {
    firstName: 'Lukija',
    lastName: 'Puhelin',
    permissions: { shifts: 'read' },
  });
  await page.context().clearCookies();
  await login(page, reader.email, reader.password, {
    to: `/admin/shifts?first=${monday}&last=${addDays(monday, 6)}`,
  });
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('shift-total')).toHaveText('3 vuoroa');
  const saved = await page.request.put('/api/users/settings', {
    data: { settings: { locale: 'en', darkMode: true } },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.getByTestId('shift-total')).toHaveText('3 shifts');
  await expect(rows(page)).toHaveCount(3);
  // On a phone the table never makes the page scroll sideways.
  const widths = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
});

test('a saved default filter opens with the page, and applies to any week', async ({ page }) => {
  await login(page, accounts.admin);
  const monday = farMonday(5);
  await planWeek(page, monday);
  // A default filter is the admin's own and opens with every visit to the page: an admin of the
  // journey's own saves it, so no other journey opening the shift table meets it.
  const admin = await makePerson(page, {
    firstName: 'Suodin',
    lastName: 'Ylläpitäjä',
    permissions: { shifts: 'all' },
  });
  await page.context().clearCookies();
  await login(page, admin.email, admin.password, {
    to: `/admin/shifts?first=${monday}&last=${addDays(monday, 6)}&q=Ilta`,
  });
  await expect(rows(page)).toHaveCount(1);
  await page.getByTestId('saved-filters').click();
  await page.getByTestId('save-filter').click();
  await page.getByTestId('saved-filter-name').fill('Illat');
  await page.getByLabel(/Oletus/).check();
  await page.getByTestId('saved-filter-save').click();
  try {
    // Opened bare, the page takes the default: this week, words 'Ilta'.
    await page.goto('/admin/shifts');
    await expect(page).toHaveURL(/q=Ilta/);
    await expect(page.getByLabel('Hae sanoilla')).toHaveValue('Ilta');
    // Applied to another window, the filter keeps that window's dates.
    await page.goto(`/admin/shifts?first=${monday}&last=${addDays(monday, 6)}`);
    await expect(rows(page)).toHaveCount(3);
    await page.getByTestId('saved-filters').click();
    await page.getByTestId('saved-filter').filter({ hasText: 'Illat' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`first=${monday}`));
  } finally {
    const { filters } = await (await page.request.get('/api/filters?context=adminShifts')).json();
    for (const f of filters) await page.request.delete(`/api/filters/${f._id}`);
  }
});
