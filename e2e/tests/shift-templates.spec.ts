// The admin's shift templates (spec §3, §7; docs/decisions/095): an admin adds a night template
// to a department, moves it up, makes next week's shifts from the department's templates and the
// shifts exist; then deletes the template after confirming. A reader sees the list, no controls.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { fillTime } from './picker.ts';

const CUSTOMER = 'Tampereen yliopistollinen sairaala';
const DEPARTMENT = 'Sisätautien osasto';
const DAY = 86_400_000;

/** YYYY-MM-DD of next week's Monday in Helsinki. */
function nextMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  const back = (noon.getUTCDay() + 6) % 7;
  return new Date(noon.getTime() + (7 - back) * DAY).toISOString().slice(0, 10);
}

async function openDepartment(page: Page) {
  await page.getByTestId('admin-menu').locator('a[href="/admin/shift-templates"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vuoropohjat' })).toBeVisible();
  await page.getByTestId('templates-customer').click();
  await page.getByRole('option', { name: CUSTOMER }).click();
  await page.getByTestId('templates-department').click();
  await page.getByRole('option', { name: DEPARTMENT }).click();
  await expect(page).toHaveURL(/customer=.*department=/);
  await expect(page.getByTestId('template-row')).toHaveCount(4);
}

test('an admin adds a template and makes next week’s shifts from the department’s templates', async ({
  page,
}) => {
  test.slow();
  const name = `Yöpäivystys ${Date.now().toString(36)}`;
  await login(page, accounts.admin);
  await expectUserShell(page);
  await openDepartment(page);
  const rows = page.getByTestId('template-row');
  await expect(rows.first()).toContainText('Aamuvuoro');
  await expect(rows.first()).toContainText('8.00–16.00');

  // A night template: 22.00 to 7.00 ends the next day.
  await page.getByTestId('template-add').click();
  const form = page.getByTestId('template-form');
  await form.getByTestId('template-name').fill(name);
  await fillTime(form, 'template-start', '22:00');
  await fillTime(form, 'template-end', '07:00');
  await form.getByLabel('Laskutus').fill('120 €/h');
  await expectNoSeriousA11yViolations(page, 'the template form');
  await form.getByTestId('template-save').click();
  await expect(form).toBeHidden();
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(4)).toContainText(name);
  await expect(rows.nth(4)).toContainText('22.00–7.00');

  // Reordered with the arrows: one up, it is fourth.
  await page.getByRole('button', { name: `Siirrä ylemmäs: ${name}` }).click();
  await expect(rows.nth(3)).toContainText(name);
  await expectNoSeriousA11yViolations(page, 'the templates page');

  // Next week, Monday to Sunday: 5 templates × 7 days.
  await page.getByTestId('templates-instantiate').click();
  const dialog = page.getByRole('dialog', { name: 'Tee vuorot vuoropohjista' });
  await expect(dialog.getByTestId('instantiate-summary')).toHaveText('Tehdään 35 vuoroa.');
  await dialog.getByTestId('instantiate-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('35 vuoroa tehty')).toBeVisible();

  // The shifts exist: seven open nights of the new template, 22.00 to 7.00 Helsinki time.
  const monday = nextMonday();
  const departmentId = new URL(page.url()).searchParams.get('department');
  const from = new Date(`${monday}T00:00:00+02:00`).getTime() - 3 * 3_600_000;
  const res = await page.request.get(
    `/api/shifts/admin?department=${departmentId}&from=${new Date(from).toISOString()}&to=${new Date(from + 7 * DAY + 6 * 3_600_000).toISOString()}&limit=500`,
  );
  expect(res.ok()).toBe(true);
  const { shifts } = (await res.json()) as {
    shifts: { name: string; from: string; to: string; worker: string | null; billing: string }[];
  };
  const nights = shifts.filter((s) => s.name === name);
  expect(nights).toHaveLength(7);
  const clock = new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    hour: 'numeric',
    minute: '2-digit',
  });
  for (const night of nights) {
    expect(night).toMatchObject({ worker: null, billing: '120 €/h' });
    expect(clock.format(new Date(night.from))).toBe('22.00');
    expect(clock.format(new Date(night.to))).toBe('7.00');
  }

  // Deleting asks first and names the template; its shifts stay.
  await page.getByRole('button', { name: `Poista: ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Poistetaanko vuoropohja ${name}?` });
  await confirm.getByTestId('template-remove-confirm').click();
  await expect(rows).toHaveCount(4);
  await expect(page.getByTestId('templates-table')).not.toContainText(name);
});

test('on a phone the templates page scrolls its table; a reader gets no edit controls', async ({
  browser,
}) => {
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });
  const page = await phone.newPage();
  await login(page, accounts.reader);
  await page.getByRole('button', { name: 'Valikko', exact: true }).click();
  await openDepartment(page);
  await expect(page.getByTestId('templates-read-only')).toBeVisible();
  await expect(page.getByTestId('template-add')).toHaveCount(0);
  await expect(page.getByTestId('templates-instantiate')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Poista|Muokkaa|Siirrä/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the templates page for a reader on a phone');
  await phone.close();
});
