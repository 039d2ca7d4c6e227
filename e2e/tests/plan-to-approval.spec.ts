// The admin's day end to end: an admin adds a template to a department, clicks the
// department's day on planning to make a shift from it, assigns a worker who is busy then (the
// overlap question), the worker stamps that shift and another on a phone, the admin approves both
// in one go on the stamps page, the badge drops by two, and the worker sees them approved.
import { expect, type Page, test } from '@playwright/test';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  login,
  openInApp,
  PASSWORD,
} from './fixtures.ts';
import { fillTime } from './picker.ts';

const CUSTOMER = 'Terveystalo';
const DEPARTMENT = 'Tapiolan lääkäriasema';
const DAY = 86_400_000;

const helsinkiDate = (ms: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date(ms));

/** The instant a Helsinki clock shows `hour`.00 on `date` (EET or EEST, whichever is in force). */
function helsinkiAt(date: string, hour: number): string {
  const hh = String(hour).padStart(2, '0');
  for (const offset of ['+02:00', '+03:00']) {
    const at = new Date(`${date}T${hh}:00:00${offset}`);
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Helsinki',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    if (helsinkiDate(at.getTime()) === date && shown.format(at) === hh) return at.toISOString();
  }
  throw new Error(`no ${hh}.00 on ${date}`);
}

/** The Monday (YYYY-MM-DD) of a Helsinki date's week. */
function mondayOf(date: string): string {
  const noon = new Date(`${date}T12:00:00Z`);
  return new Date(noon.getTime() - ((noon.getUTCDay() + 6) % 7) * DAY).toISOString().slice(0, 10);
}

async function json<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), `${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as T;
}

test('templates, a shift on planning, an assignment over an overlap, stamps, bulk approval', async ({
  page,
  browser,
}) => {
  test.slow();
  const day = helsinkiDate(Date.now() - DAY);
  const name = `Vastaanotto ${Date.now().toString(36)}`;
  await login(page, accounts.admin);
  await expectUserShell(page);
  const { customers } = await json<{
    customers: { _id: string; name: string; departments: { _id: string; name: string }[] }[];
  }>(page, '/api/customers/full/admin');
  const customer = customers.find((c) => c.name === CUSTOMER);
  const department = customer?.departments.find((d) => d.name === DEPARTMENT);
  expect(department, 'the demo has the department').toBeTruthy();
  if (!customer || !department) return;

  // 1. A template for the department, 8.00–16.00.
  await openInApp(page, `/admin/shift-templates?customer=${customer._id}&department=${department._id}`);
  await page.getByTestId('template-add').click();
  const form = page.getByTestId('template-form');
  await form.getByTestId('template-name').fill(name);
  await fillTime(form, 'template-start', '08:00');
  await fillTime(form, 'template-end', '16:00');
  await form.getByTestId('template-save').click();
  await expect(form).toBeHidden();
  await expect(page.getByTestId('template-row').filter({ hasText: name })).toContainText('8.00–16.00');

  // 2. Planning, yesterday's week of the customer: the department's day makes a shift from it.
  await openInApp(page, `/admin/shifts/planning?date=${day}&customer=${customer._id}`);
  const grid = page.getByTestId('planning-grid');
  await expect(grid).not.toHaveAttribute('data-loading');
  const cell = grid.locator(
    `[data-testid="planning-row"][data-row="${department._id}"] td[data-date="${day}"]`,
  );
  await cell.getByTestId('planning-add-cell').click();
  const dialog = page.getByRole('dialog', { name: `Lisää vuoroja: ${DEPARTMENT}` });
  await expect(dialog.getByTestId('planning-add-stamp')).toBeChecked();
  await dialog.getByRole('checkbox', { name: new RegExp(name) }).check();
  await expectNoSeriousA11yViolations(page, 'adding shifts from templates');
  const made = page.waitForResponse(
    (r) => r.url().endsWith('/api/templates/instantiate/admin') && r.request().method() === 'POST',
  );
  await dialog.getByTestId('planning-add-confirm').click();
  const answer = await made;
  expect(answer.status()).toBe(201);
  const [shift] = (await answer.json()).shifts as { _id: string; from: string; to: string }[];
  expect(shift?.from).toBe(helsinkiAt(day, 8));
  if (!shift) return;
  await expect(dialog).toBeHidden();
  const chip = cell.locator(`[data-testid="planning-shift"][data-shift="${shift._id}"]`);
  await expect(chip).toHaveAttribute('data-unfilled', 'true');

  // 3. The worker already works 15–17 that day: assigning asks the overlap question first.
  const { users } = await json<{ users: { _id: string; name: string }[] }>(
    page,
    '/api/users/search?q=Oona%20Koskinen',
  );
  const worker = users[0];
  expect(worker?.name).toBe('Oona Koskinen');
  if (!worker) return;
  const busy = await page.request.post('/api/shifts/admin', {
    data: {
      shift: {
        from: helsinkiAt(day, 15),
        to: helsinkiAt(day, 17),
        name: 'Konsultaatio',
        department: department._id,
        worker: worker._id,
        stamp: { required: true },
      },
    },
  });
  expect(busy.status()).toBe(201);
  const busyShift = (await busy.json()).shift as { _id: string };
  await chip.click();
  const panel = page.getByTestId('planning-panel');
  await panel.getByTestId('worker-picker').fill(worker.name);
  // The picker tells before the pick that the worker has a shift at that time (the server's fit).
  const option = page.getByRole('option').filter({ hasText: worker.name });
  await expect(option).toContainText('päällekkäinen vuoro');
  await option.click();
  await panel.getByRole('button', { name: 'Määrää', exact: true }).click();
  await expect(page.getByTestId('overlap-dialog')).toContainText('Haluatko silti määrätä vuoron tekijälle?');
  await page.getByRole('button', { name: 'Määrää silti' }).click();
  await expect(chip).toContainText(worker.name);
  await page.keyboard.press('Escape');

  // 4. The worker, on a phone, stamps both shifts with their planned times.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });
  const workerPage = await phone.newPage();
  await login(workerPage, accounts.planToApproval, PASSWORD, { to: `/shifts?week=${mondayOf(day)}` });
  for (const id of [shift._id, busyShift._id]) {
    const card = workerPage.locator(`[data-shift-id="${id}"]`);
    await expect(card).toHaveAttribute('data-stamp-state', 'required');
    await card.getByTestId('stamp-button').click();
    const drawer = workerPage.getByRole('dialog', { name: 'Leimaa vuoro' });
    await drawer.getByTestId('stamp-submit').click();
    await expect(workerPage.getByText('Vuoro leimattu').first()).toBeVisible();
    await workerPage
      .getByRole('dialog', { name: 'Vuoron tiedot' })
      .getByRole('button', { name: 'Sulje' })
      .click();
    await expect(card).toHaveAttribute('data-stamp-state', 'stamped');
  }

  // 5. The admin approves both in one go; the badge drops by two.
  await page.getByTestId('admin-menu').locator('a[href="/admin/stamps"]').click();
  // Newest first, as a coordinator looks for today's: other journeys' older stamps can fill the
  // first page of the oldest-first queue.
  const planned = page.getByTestId('sort-from');
  const plannedHeader = page.locator('th', { has: planned });
  await planned.click();
  await expect(plannedHeader).toHaveAttribute('aria-sort', 'ascending');
  await planned.click();
  await expect(plannedHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=from&order=desc/);
  const rows = [shift._id, busyShift._id].map((id) =>
    page.locator(`[data-testid="stamp-row"][data-id="${id}"]`),
  );
  for (const row of rows) await row.getByTestId('stamp-select').check();
  await expect(page.getByTestId('stamps-selected')).toHaveText('2 leimausta valittu');
  const badge = page.getByTestId('admin-menu').getByTestId('menu-badge-stamps');
  // The page asked the count as it opened: the badge counts what the server counts (read just
  // before the decision, as other journeys stamp shifts meanwhile).
  const waiting = async () =>
    (await json<{ count: number }>(page, '/api/shifts/count/admin?require-approval=true')).count;
  await expect.poll(async () => Number(await badge.textContent()) === (await waiting())).toBe(true);
  const before = Number(await badge.textContent());
  await page.getByTestId('stamps-approve-selected').click();
  await expect(badge).toHaveText(String(before - 2));
  for (const row of rows) await expect(row).toHaveCount(0);

  // 6. The worker sees both approved.
  await workerPage.reload();
  for (const id of [shift._id, busyShift._id])
    await expect(workerPage.locator(`[data-shift-id="${id}"]`)).toHaveAttribute(
      'data-stamp-state',
      'approved',
    );
  await phone.close();
});
