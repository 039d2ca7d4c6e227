// The admin's stamps (spec §2, §4): an admin selects several waiting stamps, approves them in one
// call, and the menu's badge follows; the server has them approved. The stamps are the journey's
// own (a worker of its own stamps three shifts long past, listed first): other journeys stamp
// and decide theirs meanwhile, so the badge is checked against the server's count, never by
// arithmetic on a number others change (decision 147).
import { expect, type Page, test } from '@playwright/test';
import { addDays, zonedTime } from '../../packages/domain/src/rules/zonedTime.ts';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { makePerson } from './people.ts';

// A person of its own (an emailed link) and two browsers before the page: slow on two busy cores.
test.slow();

/** A Monday long past: the oldest waiting stamps come first on the page. */
const MONDAY = '2023-01-09';

/** Three shifts of a new worker, stamped by that worker: their ids. */
async function ownStamps(admin: Page) {
  const worker = await makePerson(admin, { firstName: 'Leima', lastName: 'Hyväksyttävä' });
  const at = (day: number, hour: number) => zonedTime(addDays(MONDAY, day), hour).toISOString();
  const made = await admin.request.post('/api/shifts/mass/admin', {
    data: {
      shifts: [0, 1, 2].map((day) => ({
        name: 'Aamuvuoro',
        from: at(day, 8),
        to: at(day, 16),
        stamp: { required: true },
        worker: worker.id,
      })),
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const ids = ((await made.json()).shifts as { _id: string }[]).map((s) => s._id);
  const context = await admin.context().browser()?.newContext();
  if (!context) throw new Error('no browser');
  const page = await context.newPage();
  await login(page, worker.email, worker.password);
  const stamped = await page.request.put('/api/shifts/stamp/mass/worker', {
    data: { ids, message: 'Kaikki tehty.' },
  });
  expect(stamped.ok(), await stamped.text()).toBe(true);
  await context.close();
  return ids;
}

/** The badge shows what the server counts now (asked again until the two agree). */
async function badgeAgreesWithServer(page: Page) {
  const badge = page.getByTestId('admin-menu').getByTestId('menu-badge-stamps');
  await expect(async () => {
    const answer = await page.request.get('/api/shifts/count/admin?require-approval=true');
    const { count } = (await answer.json()) as { count: number };
    await expect(badge).toHaveText(String(count), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('an admin approves several waiting stamps in bulk and the badge follows', async ({ page }) => {
  await login(page, accounts.admin);
  const ids = await ownStamps(page);
  await expectUserShell(page);
  const menu = page.getByTestId('admin-menu');
  await menu.locator('a[href="/admin/stamps"]').click();
  await expect(page).toHaveURL('/admin/stamps');
  const row = (id: string) => page.locator(`[data-testid="stamp-row"][data-id="${id}"]`);
  for (const id of ids) await expect(row(id)).toBeVisible();
  // Planned and stamped side by side; the demo stamps differ from the plan and some carry a message.
  await expect(page.getByTestId('stamp-difference').first()).toBeVisible();
  await expect(row(ids[0] ?? '').getByTestId('stamp-message')).toContainText('Kaikki tehty.');
  // Only the stamps item looks current (the overview did too, through React Router's aria-current).
  await expect(page.locator('nav a[data-active], nav a[aria-current="page"]')).toHaveCount(1);
  await badgeAgreesWithServer(page);
  await expectNoSeriousA11yViolations(page, 'the stamps page');

  for (const id of ids) await row(id).getByTestId('stamp-select').check();
  await expect(page.getByTestId('stamps-bulk-bar')).toBeVisible();
  await expect(page.getByTestId('stamps-selected')).toHaveText('3 leimausta valittu');
  const decided = page.waitForResponse(
    (r) => r.url().endsWith('/api/shifts/approve-stamp/mass/admin') && r.request().method() === 'PUT',
  );
  await page.getByTestId('stamps-approve-selected').click();
  expect((await decided).ok()).toBe(true);
  for (const id of ids) await expect(row(id)).toHaveCount(0);
  await expect(page.getByTestId('stamps-bulk-bar')).toHaveCount(0);

  // The server has them approved, one call for all three; the badge counts what is left.
  for (const id of ids) {
    const answer = await page.request.get(`/api/shifts/${id}/admin`);
    expect((await answer.json()).shift.stamp.approved).toBe(1);
  }
  await badgeAgreesWithServer(page);
  await page.reload();
  await badgeAgreesWithServer(page);
});
