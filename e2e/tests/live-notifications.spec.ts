// Instant notifications: a worker's bell and an admin's menu badge change without a
// reload. The worker asks for a shift (the admin's requests badge is refetched at once, not at its
// 5-minute poll), the admin rejects it, and the worker's open bell lists the rejection within
// seconds. The request is made and decided through the API, so the count it adds is gone again
// at once; the worker account only reads its bell in the browser.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const countPath = '/api/suggestions/count/admin';

test("the worker's bell and the admin's badge update without a reload", async ({ page, browser }) => {
  test.slow();
  const tag = Date.now().toString(36);
  const name = `Live ${tag}`;

  // The admin's shell: its badge counts load 10 s after it opens; wait for that first load.
  const firstCount = page.waitForResponse((r) => new URL(r.url()).pathname === countPath, {
    timeout: 20_000,
  });
  await login(page, accounts.admin);
  await expectUserShell(page);
  await firstCount;

  // The worker, in a browser of their own, with the bell open.
  const workerContext = await browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
  const worker = await workerContext.newPage();
  await login(worker, accounts.worker);
  await expectUserShell(worker);
  // Marked now: a reload would lose it.
  await worker.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const bell = worker.getByTestId('notification-bell');
  await bell.click();
  const menu = worker.getByTestId('notification-menu');
  await expect(menu).toBeVisible();
  const mine = menu.getByTestId('notification-item').filter({ hasText: name });
  await expect(mine).toHaveCount(0);

  // The worker asks for a shift: the admin's page asks its count again at once.
  const refetched = page.waitForResponse((r) => new URL(r.url()).pathname === countPath, { timeout: 5_000 });
  const from = Math.ceil((Date.now() + 60 * DAY) / HOUR) * HOUR;
  const created = await worker.request.post('/api/suggestions/worker', {
    data: {
      suggestion: { name, from: new Date(from).toISOString(), to: new Date(from + 8 * HOUR).toISOString() },
    },
  });
  expect(created.ok()).toBe(true);
  const { suggestion } = (await created.json()) as { suggestion: { _id: string } };
  expect((await refetched).ok()).toBe(true);

  // The admin rejects it; the worker's open menu lists the rejection without a reload.
  const rejected = await page.request.delete(`/api/suggestions/${suggestion._id}/admin`, {
    data: { message: 'Ei tarvetta' },
  });
  expect(rejected.ok()).toBe(true);
  await expect(mine).toHaveCount(1, { timeout: 5_000 });
  await expect(mine).toContainText('Vuoroehdotus hylätty');
  expect(await worker.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expectNoSeriousA11yViolations(worker, 'the bell with a live notification');
  await workerContext.close();
});
