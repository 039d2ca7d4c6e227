// The admin's stamps (spec §2, §4): an admin selects several waiting stamps, approves them in one
// call, and the menu's badge drops by as many at once; the server has them approved.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';

test('an admin approves several waiting stamps in bulk and the badge drops by that number', async ({
  page,
}) => {
  await login(page, accounts.admin);
  await expectUserShell(page);
  const menu = page.getByTestId('admin-menu');
  await menu.locator('a[href="/admin/stamps"]').click();
  await expect(page).toHaveURL('/admin/stamps');
  const rows = page.getByTestId('stamp-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThan(3);
  // Planned and stamped side by side; the demo stamps differ from the plan and some carry a message.
  await expect(page.getByTestId('stamp-difference').first()).toBeVisible();
  await expect(page.getByTestId('stamp-message').first()).toBeVisible();
  // Only the stamps item looks current (the overview did too, through React Router's aria-current).
  await expect(page.locator('nav a[data-active], nav a[aria-current="page"]')).toHaveCount(1);
  const badge = menu.getByTestId('menu-badge-stamps');
  await expect(badge).toHaveText(/^\d+$/);
  await expectNoSeriousA11yViolations(page, 'the stamps page');

  const ids: string[] = [];
  for (let i = 0; i < 3; i++) {
    const row = rows.nth(i);
    ids.push((await row.getAttribute('data-id')) ?? '');
    await row.getByTestId('stamp-select').check();
  }
  await expect(page.getByTestId('stamps-bulk-bar')).toBeVisible();
  await expect(page.getByTestId('stamps-selected')).toHaveText('3 leimausta valittu');
  // Read just before the decision: workers' journeys may stamp shifts meanwhile.
  const before = Number(await badge.textContent());
  await page.getByTestId('stamps-approve-selected').click();
  await expect(badge).toHaveText(String(before - 3));
  for (const id of ids)
    await expect(page.locator(`[data-testid="stamp-row"][data-id="${id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('stamps-bulk-bar')).toHaveCount(0);

  // The server has them approved, and still counts the same after it was asked again.
  for (const id of ids) {
    const answer = await page.request.get(`/api/shifts/${id}/admin`);
    expect((await answer.json()).shift.stamp.approved).toBe(1);
  }
  await page.reload();
  await expect(page.getByTestId('admin-menu').getByTestId('menu-badge-stamps')).toHaveText(
    String(before - 3),
  );
});
