// Planning (/admin/shifts/planning), the home of an admin who may read shifts: the admin opens it,
// goes to next week, assigns an open shift to a worker (answering the overlap question, since the
// worker has a shift at the same time) and the cell shows the worker, also after a reload. A reader
// sees the same grid without any action. (Its looks are compared in visual.spec.ts.)
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login } from './fixtures.ts';

const PLANNING = '/admin/shifts/planning';

/** Helsinki's Monday 0.00 of the week after the one holding `now`, as an instant. */
function nextWeekBounds(now = new Date()) {
  const helsinki = new Date(now.toLocaleString('en-US', { timeZone: 'Europe/Helsinki' }));
  const monday = new Date(helsinki);
  monday.setDate(helsinki.getDate() - ((helsinki.getDay() + 6) % 7) + 7);
  const date = (d: Date) =>
    `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  const sunday = new Date(monday);
  sunday.setDate(monday.getDate() + 7);
  // The API takes instants; a day either side is harmless for picking a shift inside the week.
  return {
    monday: date(monday),
    from: `${date(monday)}T00:00:00+02:00`,
    to: `${date(sunday)}T00:00:00+02:00`,
  };
}

type ListedShift = {
  _id: string;
  from: string;
  to: string | null;
  worker: string | null;
  workerName: string | null;
  department: string | null;
};

async function shiftsBetween(page: Page, from: string, to: string): Promise<ListedShift[]> {
  const res = await page.request.get('/api/shifts/admin', { params: { from, to, limit: 500 } });
  expect(res.ok()).toBe(true);
  return (await res.json()).shifts;
}

test('an admin lands on planning, assigns an open shift next week and sees the worker in its cell', async ({
  page,
}) => {
  await login(page, accounts.admin);
  await expect(page).toHaveURL(PLANNING);
  await expect(page.getByTestId('planning-grid')).not.toHaveAttribute('data-loading');

  // An open shift at the very times of a worker's shift next week: assigning asks the question.
  const week = nextWeekBounds();
  const theirs = (await shiftsBetween(page, week.from, week.to)).find(
    // A seeded worker's shift: the journeys' own people carry a number in their names, and their
    // departments are theirs alone (an open shift added beside one would change their counts).
    (s) =>
      s.worker &&
      s.to &&
      s.department &&
      !/\d/.test(s.workerName ?? '') &&
      Date.parse(s.from) >= Date.parse(week.from),
  );
  expect(theirs, 'the demo data has shifts next week').toBeTruthy();
  if (!theirs?.to || !theirs.workerName) return;
  const created = await page.request.post('/api/shifts/admin', {
    data: {
      shift: {
        from: theirs.from,
        to: theirs.to,
        name: 'Suunnittelun testivuoro',
        department: theirs.department,
      },
    },
  });
  expect(created.status()).toBe(201);
  const open = (await created.json()).shift;

  await page.getByTestId('planning-next').click();
  await expect(page).toHaveURL(new RegExp(`date=${week.monday}`));
  // Only that customer's departments: the rows are virtualised, and journeys running beside this
  // one (templates) add shifts next week, which can push the department's row out of view.
  const { customers } = await (await page.request.get('/api/customers/full/admin')).json();
  const customer = customers.find((c: { departments: { _id: string }[] }) =>
    c.departments.some((d) => d._id === theirs.department),
  );
  await page.goto(`${new URL(page.url()).pathname}?date=${week.monday}&customer=${customer._id}`);
  const chip = page.locator(`[data-testid="planning-shift"][data-shift="${open._id}"]`);
  await expect(chip).toHaveAttribute('data-unfilled', 'true');
  await expect(chip).toContainText('Avoin');
  await chip.click();

  const panel = page.getByTestId('planning-panel');
  await expect(panel.getByTestId('planning-detail-unfilled')).toBeVisible();
  await panel.getByTestId('worker-picker').fill(theirs.workerName);
  // Their own shift then: the picker says so before the pick (the server's fit).
  const option = page.getByRole('option').filter({ hasText: theirs.workerName });
  await expect(option).toContainText('päällekkäinen vuoro');
  await option.click();
  await panel.getByRole('button', { name: 'Määrää', exact: true }).click();

  // Spec §4: the overlap check before approving an assignment (the worker's own shift then).
  const question = page.getByTestId('overlap-dialog');
  await expect(question).toContainText('Haluatko silti määrätä vuoron tekijälle?');
  await page.getByRole('button', { name: 'Määrää silti' }).click();

  await expect(chip).not.toHaveAttribute('data-unfilled');
  await expect(chip).toContainText(theirs.workerName);
  await expect(panel.getByTestId('planning-detail-worker')).toHaveText(theirs.workerName);
  await page.keyboard.press('Escape');

  // Stored: after a reload the cell still names the worker.
  await page.reload();
  await expect(chip).toContainText(theirs.workerName);
  const stored = await page.request.get(`/api/shifts/${open._id}/admin`);
  expect((await stored.json()).shift.worker).toBe(theirs.worker);
  await expectNoSeriousA11yViolations(page, 'planning');
});

test('a reader sees the grid and a shift’s details, and no action', async ({ page }) => {
  await login(page, accounts.reader);
  await expect(page).toHaveURL(PLANNING);
  const grid = page.getByTestId('planning-grid');
  await expect(grid).not.toHaveAttribute('data-loading');
  await expect(page.getByTestId('planning-copy-week')).toHaveCount(0);
  await page.getByTestId('planning-view').getByText('Kuukausi').click();
  await expect(page).toHaveURL(/view=month/);
  await expect(grid).toHaveAttribute('data-view', 'month');
  await expect(grid).not.toHaveAttribute('data-loading');
  await page.getByTestId('planning-shift').first().click();
  const panel = page.getByTestId('planning-panel');
  await expect(panel.getByTestId('planning-detail')).toBeVisible();
  await expect(panel.getByTestId('planning-read-only')).toBeVisible();
  await expect(panel.getByTestId('planning-assign')).toHaveCount(0);
  await expect(panel.getByTestId('planning-move')).toHaveCount(0);
});
