// The audit log page (decision 136): an admin of this journey's own (users read, shifts all)
// changes a shift, filters the log to that shift's entries through the page's filters, and sees
// the change with who, old → new and where from; the filter stays in the URL over a reload.
// Then the page on a phone and a desktop, in Finnish and English, light and dark.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { makePerson } from './people.ts';

const DAY = 86_400_000;

async function makeAuditor(page: Page) {
  await login(page, accounts.admin);
  const auditor = await makePerson(page, {
    firstName: 'Aila',
    lastName: 'Auditoija',
    permissions: { users: 'read', shifts: 'all' },
  });
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();
  return auditor;
}

test('an admin filters the audit log to one shift and sees the change just made', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const auditor = await makeAuditor(page);
  await login(page, auditor.email, auditor.password);
  await expectUserShell(page);
  // A shift weeks ahead that no other journey looks at.
  const from = new Date(Date.now() + 40 * DAY).toISOString();
  const to = new Date(Date.now() + 60 * DAY).toISOString();
  const list = await page.request.get(`/api/shifts/admin?from=${from}&to=${to}&limit=1`);
  expect(list.ok()).toBe(true);
  const shift = (await list.json()).shifts[0] as { _id: string; description: string };
  const description = `Auditoitu muutos ${Date.now()}`;
  const saved = await page.request.put(`/api/shifts/${shift._id}/admin`, {
    data: { shift: { description } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.getByTestId('admin-menu').locator('a[href="/admin/audit"]').click();
  await expect(page.getByTestId('audit-page')).toBeVisible();
  await page.getByTestId('audit-filter-type').click();
  await page.getByRole('option', { name: 'Vuoro' }).click();
  await page.getByTestId('audit-filter-id').fill(shift._id);
  await expect(page).toHaveURL(new RegExp(`targetType=shift&targetId=${shift._id}`));
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toContainText('Vuoroa muutettu');
  await expect(rows.first()).toContainText(`${shift.description || '–'} → ${description}`);
  await expect(rows.first()).toContainText('Aila Auditoija');
  // Only that shift's entries, and the filter survives a reload (it is in the URL).
  await page.reload();
  await expect(page.getByTestId('audit-filter-id')).toHaveValue(shift._id);
  for (const row of await rows.all()) await expect(row).toContainText(shift._id.slice(0, 8));
  await expect(rows.first()).toContainText(description);
  await expectNoSeriousA11yViolations(page, 'the audit log filtered to a shift');

  // The page on a phone and a desktop, Finnish and English, light and dark.
  try {
    for (const [device, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      await page.setViewportSize(viewport);
      // Each language and each theme once per size (the other pairings drew the same page again).
      for (const look of [
        { name: 'fi', locale: 'fi', darkMode: false },
        { name: 'en-dark', locale: 'en', darkMode: true },
      ] as const) {
        const set = await page.request.put('/api/users/settings', {
          data: { settings: { locale: look.locale, darkMode: look.darkMode } },
        });
        expect(set.ok()).toBe(true);
        await page.goto(
          look.name.startsWith('en') ? '/admin/audit' : `/admin/audit?targetType=shift&targetId=${shift._id}`,
        );
        await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
        await expect(page.getByTestId('audit-row').first()).toBeVisible({ timeout: 20_000 });
        if (look.darkMode && device === 'phone')
          await expectNoSeriousA11yViolations(page, `the audit log, ${look.name}`);
      }
    }
  } finally {
    await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
  }
});
