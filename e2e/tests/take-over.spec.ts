// Take-over (spec §6; decision 105): an admin opens a worker's shift on planning, takes over the
// worker's session from its panel, sees the worker's own shifts, cannot reach the admin pages or
// change the worker's credentials, and restores the admin session from the header.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login, openInApp } from './fixtures.ts';

const PLANNING = '/admin/shifts/planning';
const DAY = 24 * 60 * 60 * 1000;

/** Helsinki's date (YYYY-MM-DD) of an instant. */
const helsinkiDate = (at: Date) => at.toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });

test('an admin takes over a worker from planning, sees their shifts and restores the admin session', async ({
  page,
}) => {
  await login(page, accounts.admin);
  await expect(page).toHaveURL(PLANNING);

  // A shift of the worker's own, named for this run, three days ahead.
  const found = await page.request.get('/api/users/search', { params: { q: 'Aleksi Jokinen' } });
  const worker = (await found.json()).users[0] as { _id: string; name: string };
  expect(worker.name).toBe('Aleksi Jokinen');
  const { customers } = await (await page.request.get('/api/customers/full/admin')).json();
  const customer = customers.find((c: { departments: unknown[] }) => c.departments.length > 0);
  const from = new Date(Math.ceil((Date.now() + 3 * DAY) / 3_600_000) * 3_600_000);
  const name = `Ottamisen testivuoro ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/shifts/admin', {
    data: {
      shift: {
        name,
        from: from.toISOString(),
        to: new Date(from.getTime() + 3_600_000).toISOString(),
        department: customer.departments[0]._id,
        worker: worker._id,
      },
    },
  });
  expect(created.status()).toBe(201);
  const shift = (await created.json()).shift as { _id: string };

  // Where an admin sees the worker: the shift's panel on planning.
  await page.goto(`${PLANNING}?date=${helsinkiDate(from)}&customer=${customer._id}`);
  await page.locator(`[data-testid="planning-shift"][data-shift="${shift._id}"]`).click();
  const panel = page.getByTestId('planning-panel');
  await expect(panel.getByTestId('planning-detail-worker')).toHaveText('Aleksi Jokinen');
  await panel.getByTestId('take-over').click();
  await expect(page.getByRole('dialog', { name: 'Otetaanko käyttäjän istunto?' })).toContainText(
    'Aleksi Jokinen',
  );
  await page.getByTestId('take-over-confirm').click();

  // Now the worker: the worker's home, the worker's name in the menu, the restore button.
  await expect(page).toHaveURL(/\/shifts/);
  const restore = page.getByTestId('restore-admin');
  await expect(restore).toHaveText('Palauta ylläpitäjän istunto');
  await page.getByTestId('avatar-button').click();
  await expect(page.getByTestId('avatar-name')).toHaveText('Aleksi Jokinen');
  await page.keyboard.press('Escape');
  await openInApp(page, `/shifts?view=list&when=upcoming`);
  await expect(page.getByTestId('shift-list').getByText(name)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my shifts during a take-over');

  // The worker's credentials are not the admin's to change: the profile says so, the API refuses.
  await openInApp(page, '/profile');
  await expect(page.getByTestId('profile-taken-over')).toBeVisible();
  await expect(page.getByTestId('change-password')).toHaveCount(0);
  await expect(page.getByTestId('change-email')).toHaveCount(0);
  const refused = await page.request.put('/api/auth/change-password', {
    data: { currentPassword: 'demo-password', password: 'taken-over-password' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).key).toBe('takeOver.refused');
  // Nor are the admin pages the worker's.
  expect((await page.request.get('/api/organization/admin')).status()).toBe(403);

  await restore.click();
  await expect(page).toHaveURL(PLANNING);
  await expect(page.getByTestId('restore-admin')).toHaveCount(0);
  await page.getByTestId('avatar-button').click();
  await expect(page.getByTestId('avatar-name')).toHaveText('Anna Ylläpitäjä');
  expect((await page.request.get('/api/organization/admin')).status()).toBe(200);

  // Tidy: the run's shift goes.
  expect((await page.request.delete(`/api/shifts/${shift._id}/admin`)).ok()).toBe(true);
});

test('releasing a session that is not taken over is refused and keeps the session', async ({ page }) => {
  await login(page, accounts.takenOver);
  const res = await page.request.post('/api/users/control-release/admin');
  expect(res.status()).toBe(409);
  expect((await page.request.get('/api/auth/refresh')).ok()).toBe(true);
});
