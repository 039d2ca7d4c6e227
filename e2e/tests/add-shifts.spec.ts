// Adding a shift from a template on /add-shifts (spec §3, §5): customer → department → template
// fills the locked name and the template's times moved to today; moving the start moves the end.
import { expect, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { DAY, helsinki, pickTime } from './picker.ts';

test('a worker adds a shift from a template', async ({ page }) => {
  await login(page, accounts.addShifts);
  await expectUserShell(page);
  await page.getByTestId('worker-menu').locator('a[href="/add-shifts"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lisää vuoroja' })).toBeVisible();
  const form = page.getByTestId('add-shift-form');
  await expectNoSeriousA11yViolations(page, 'the add shifts page');

  await form.getByLabel('Asiakas').click();
  await page.getByRole('option', { name: 'HUS Helsingin yliopistollinen sairaala' }).click();
  await form.getByLabel('Osasto').click();
  await page.getByRole('option', { name: 'Meilahden päivystys' }).click();
  await form.getByLabel('Vuoropohja', { exact: true }).click();
  await page.getByRole('option', { name: 'Aamuvuoro 8.00–16.00' }).click();

  // The name is the template's and locked; the times are today's, 8 hours long.
  const name = form.getByTestId('shift-name');
  await expect(name).toHaveValue('Aamuvuoro');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(form.getByText('Nimi tulee vuoropohjasta, eikä sitä voi muuttaa.')).toBeVisible();
  const today = helsinki(Date.now());
  const [d, m, y] = [Number(today.date.slice(8)), Number(today.date.slice(5, 7)), today.date.slice(0, 4)];
  await expect(form.getByTestId('add-shift-from')).toHaveText(`${d}.${m}.${y} klo 8.00`);
  await expect(form.getByTestId('add-shift-to')).toHaveText(`${d}.${m}.${y} klo 16.00`);
  await expect(form.getByTestId('duration-chip')).toHaveText('Kesto 8 h 0 min');

  // Yesterday's morning shift: moving the start a day back moves the end with it.
  const yesterday = helsinki(Date.now() - DAY);
  await pickTime(page, form.getByTestId('add-shift-from'), Date.now() - DAY, { withTime: false });
  const [yd, ym, yy] = [
    Number(yesterday.date.slice(8)),
    Number(yesterday.date.slice(5, 7)),
    yesterday.date.slice(0, 4),
  ];
  await expect(form.getByTestId('add-shift-from')).toHaveText(`${yd}.${ym}.${yy} klo 8.00`);
  await expect(form.getByTestId('add-shift-to')).toHaveText(`${yd}.${ym}.${yy} klo 16.00`);
  await expect(form.getByTestId('duration-chip')).toHaveText('Kesto 8 h 0 min');
  await form.getByLabel('Kuvaus').fill('Tuurasin sairastunutta kollegaa.');
  await form.getByRole('button', { name: 'Lisää vuoro' }).click();

  const added = page.getByTestId('shift-added');
  await expect(added).toContainText('Vuoro lisätty');
  await expect(added).toContainText('Aamuvuoro');
  await expect(page.getByText('Vuoro lisätty').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the add shifts page after adding');

  const res = await page.request.get(
    `/api/shifts/user/worker?from=${new Date(Date.now() - 2 * DAY).toISOString()}&to=${new Date().toISOString()}`,
  );
  const { shifts } = (await res.json()) as {
    shifts: { name: string; description: string; template: string | null; department: string | null }[];
  };
  const shift = shifts.find((s) => s.description === 'Tuurasin sairastunutta kollegaa.');
  expect(shift).toMatchObject({ name: 'Aamuvuoro' });
  expect(shift?.template).not.toBeNull();
  expect(shift?.department).not.toBeNull();

  await added.getByRole('link', { name: 'Näytä omat vuoroni' }).click();
  await expect(page).toHaveURL(/\/shifts$/);
});
