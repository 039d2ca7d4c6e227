// Menus by role and permission levels (spec §6): what each kind of login sees in the side menu.
import { expect, type Page, test } from '@playwright/test';
import {
  ADMIN_PATHS,
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  login,
  WORKER_PATHS,
} from './fixtures.ts';

const hrefs = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));

test('a worker sees the worker menu and no admin section', async ({ page }) => {
  await login(page, accounts.worker);
  await expectUserShell(page);
  expect(await hrefs(page, 'worker-menu')).toEqual(WORKER_PATHS);
  await expect(page.getByTestId('admin-menu')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the worker shell');
});

test('an admin with all levels sees the whole admin section', async ({ page }) => {
  await login(page, accounts.admin);
  await expectUserShell(page);
  // Paid as an admin, it works no shifts: no my shifts or add shifts (decision 140).
  expect(await hrefs(page, 'worker-menu')).toEqual(
    WORKER_PATHS.filter((path) => path !== '/shifts' && path !== '/add-shifts'),
  );
  // The overview (the admin's home, /admin) comes first, then the menu of spec §6.
  expect(await hrefs(page, 'admin-menu')).toEqual(['/admin', ...ADMIN_PATHS]);
  await page.getByTestId('admin-menu').locator('a[href="/admin/users"]').click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The list has answered (the demo has users) before the page is judged free of errors.
  await expect(page.getByTestId('users-count')).toHaveText(/[1-9]/);
  await expect(page.locator('main').getByTestId('error-status')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the admin shell at /admin/users');
});

// Edit-only controls: what needs level `all` (add, edit, save, delete, create, import, send), as
// whole words: a person's name may hold one ("Tuominen" holds "tuo").
const EDIT_ACTION =
  /(?<!\p{L})(lisää|muokkaa|tallenna|poista|luo|tuo|lähetä|add|edit|save|delete|create|import|send)(?!\p{L})/iu;

test('a reader (read in every area) sees every item read allows, and no edit-only button', async ({
  page,
}) => {
  // Every admin page, one after another: slow on a loaded two-core machine.
  test.slow();
  await login(page, accounts.reader);
  await expectUserShell(page);
  // With read in every area, every admin item's areas are readable: all 16 show, after the overview.
  expect(await hrefs(page, 'admin-menu')).toEqual(['/admin', ...ADMIN_PATHS]);
  for (const path of ['/admin', ...ADMIN_PATHS]) {
    await page.getByTestId('admin-menu').locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(path);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByTestId('error-status')).toHaveCount(0);
    // Planning's shifts are buttons named by their people ("Sanna Tuominen"), not actions.
    const actions = main
      .getByRole('button', { name: EDIT_ACTION })
      .and(page.locator(':not([data-testid="planning-shift"])'));
    await expect(actions).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page, 'an admin page for a reader');
});
