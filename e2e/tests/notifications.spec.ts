// The bell menu lists the seeded notifications newest first; one can be deleted, then all.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';

type Listed = { notifications: { _id: string; title: string; createdAt: string }[] };

const serverTitles = async (page: Page) =>
  ((await (await page.request.get('/api/notifications')).json()) as Listed).notifications.map((n) => n.title);

const deleted = (page: Page, path: RegExp) =>
  page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === 'DELETE');

test('the notification menu lists the seeded notifications; delete one, then all', async ({ page }) => {
  await login(page, accounts.notifications);
  await expectUserShell(page);
  const seeded = await serverTitles(page);
  expect(seeded.length).toBeGreaterThanOrEqual(3);

  await expect(page.getByTestId('notification-count')).toHaveText(String(seeded.length));
  await page.getByTestId('notification-bell').click();
  const menu = page.getByTestId('notification-menu');
  await expect(menu).toBeVisible();
  const items = menu.getByTestId('notification-item');
  await expect(items).toHaveCount(seeded.length);
  await expect(menu.getByTestId('notification-title')).toHaveText(seeded);
  await expectNoSeriousA11yViolations(page, 'the open notification menu');

  // Delete the newest.
  let done = deleted(page, /^\/api\/notifications\/[^/]+$/);
  await items.first().getByTestId('notification-delete').click();
  expect((await done).ok()).toBe(true);
  await expect(items).toHaveCount(seeded.length - 1);
  await expect(menu.getByTestId('notification-title')).toHaveText(seeded.slice(1));
  await expect(page.getByTestId('notification-count')).toHaveText(String(seeded.length - 1));
  expect(await serverTitles(page)).toEqual(seeded.slice(1));

  // Delete all, after the confirmation.
  await menu.getByTestId('notification-delete-all').click();
  done = deleted(page, /^\/api\/notifications\/mass$/);
  await menu.getByTestId('notification-delete-all-confirm').click();
  expect((await done).ok()).toBe(true);
  await expect(menu.getByTestId('notifications-empty')).toBeVisible();
  await expect(items).toHaveCount(0);
  await expect(page.getByTestId('notification-count')).toHaveCount(0);
  expect(await serverTitles(page)).toEqual([]);
});
