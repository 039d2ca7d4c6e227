// The bell menu lists the seeded notifications newest first; one can be deleted, then all. A
// worker of the journey's own is told of an approved stamp: unread on the bell, the shift opens
// from it (decision 139).
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { makePerson } from './people.ts';

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
  // With unread notices the Finnish header has three buttons: all of them wholly on the screen
  // (on one line, the refresh was pushed two thirds past the right edge).
  for (const id of ['notification-read-all', 'notification-delete-all', 'notification-refresh'])
    await expect(menu.getByTestId(id)).toBeInViewport({ ratio: 1 });
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

test('a stamp approved: the bell counts it unread, it opens the shift, and then it is read', async ({
  page,
  browser,
}) => {
  await login(page, accounts.admin);
  const worker = await makePerson(page, { firstName: 'Ilmo', lastName: 'Lukija' });
  const end = Date.now() - 24 * 3_600_000;
  const made = await page.request.post('/api/shifts/admin', {
    data: {
      shift: {
        name: 'Ilmoituksen vuoro',
        from: new Date(end - 8 * 3_600_000).toISOString(),
        to: new Date(end).toISOString(),
        worker: worker.id,
        stamp: { required: true },
      },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const shift = (await made.json()).shift as { _id: string; from: string; to: string };

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  try {
    await login(phone, worker.email, worker.password);
    const stamped = await phone.request.put(`/api/shifts/${shift._id}/stamp/worker`, {
      data: { from: shift.from, to: shift.to },
    });
    expect(stamped.ok(), await stamped.text()).toBe(true);
    const approved = await page.request.put(`/api/shifts/${shift._id}/approve-stamp/admin`);
    expect(approved.ok(), await approved.text()).toBe(true);

    await phone.reload();
    await expect(phone.getByTestId('notification-count')).toHaveText('1');
    await phone.getByTestId('notification-bell').click();
    const item = phone.getByTestId('notification-menu').getByTestId('notification-item');
    await expect(item).toHaveAttribute('data-unread', 'true');
    await item.locator('button').first().click();
    await expect(phone.getByTestId('notification-detail')).toBeVisible();
    await expect(phone.getByTestId('notification-count')).toHaveCount(0);
    await phone.getByTestId('notification-subject').click();
    await expect(phone).toHaveURL(`/shifts?shift=${shift._id}`);
    await expect(phone.getByTestId('shift-drawer')).toContainText('Ilmoituksen vuoro');
    // Read on the server too: another device's bell counts nothing.
    const listed = (await (await phone.request.get('/api/notifications')).json()).notifications;
    expect(listed.map((n: { readAt: string | null }) => n.readAt !== null)).toEqual([true]);
  } finally {
    await context.close();
  }
});
