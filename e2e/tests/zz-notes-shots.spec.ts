import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, login, screenshotDir } from './fixtures.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 900 } };
async function open(browser: Browser, options: object, email: string, look: { locale: string; darkMode: boolean | null }) {
  const page = await (await browser.newContext(options)).newPage();
  await login(page, email);
  await page.request.put('/api/users/settings', { data: { settings: look } });
  return page;
}
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: join(screenshotDir, `notes-${name}.png`), fullPage });

test('shots', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const [name, look] of [
    ['fi', { locale: 'fi', darkMode: false }],
    ['en-dark', { locale: 'en', darkMode: true }],
  ] as const) {
    const w = await open(browser, PHONE, accounts.worker, look);
    await w.goto('/instructions');
    await expect(w.getByTestId('instruction-link').first()).toBeVisible();
    await shot(w, `instructions-list-phone-${name}`);
    await w.getByTestId('instruction-link').first().click();
    await expect(w.getByTestId('instruction-body-view')).toBeVisible();
    await shot(w, `instructions-page-phone-${name}`, true);

    const a = await open(browser, DESK, accounts.admin, look);
    await a.goto('/instructions');
    await expect(a.getByTestId('instruction-page')).toBeVisible();
    await shot(a, `instructions-desk-${name}`);
    await a.getByTestId('instruction-edit').click();
    await expect(a.locator('[contenteditable="true"]')).toBeVisible();
    await shot(a, `instructions-edit-desk-${name}`, true);
    await a.goto('/admin/organization');
    await expect(a.getByTestId('holidays-table')).toBeVisible();
    await shot(a, `holidays-desk-${name}`, true);
    await a.getByRole('button', { name: /Juhannuspäivä/ }).first().click();
    await expect(a.getByTestId('holiday-form')).toBeVisible();
    await shot(a, `holiday-form-desk-${name}`);
    await a.goto('/admin/users');
    await a.getByTestId('users-search').fill('Työntekijä');
    await a.getByTestId('user-row').filter({ hasText: 'Väinö' }).click();
    await expect(a.getByTestId('notes-panel')).toBeVisible();
    await a.getByTestId('notes-panel').scrollIntoViewIfNeeded();
    await expect(a.getByTestId('note-item').first()).toBeVisible();
    await shot(a, `user-notes-desk-${name}`);
    await a.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
  }
});
