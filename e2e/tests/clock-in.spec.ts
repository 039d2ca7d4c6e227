// Clocking in to the plan (decision 140): the floating button offers the worker's own planned shift
// starting within the hour, one tap starts it with its customer and department; "a new shift"
// still leads to the form. An admin paid as an admin works no shifts: no my shifts, no button.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectUserShell, login, openInApp } from './fixtures.ts';
import { makePerson } from './people.ts';

const MINUTE = 60_000;

async function aDepartment(page: Page) {
  const res = await page.request.get('/api/customers/full/admin');
  expect(res.ok()).toBe(true);
  const { customers } = (await res.json()) as {
    customers: { _id: string; name: string; departments: { _id: string; name: string }[] }[];
  };
  const customer = customers.find((c) => c.departments.length > 0);
  const department = customer?.departments[0];
  if (!customer || !department) throw new Error('no department in the demo data');
  return { customer: customer.name, department };
}

test('the floating button starts the planned shift of the next hour in one tap, keeping its place', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await login(page, accounts.admin);
  await expectUserShell(page);
  // The admin (paid as an admin) works no shifts: neither my shifts nor the button.
  await expect(page.getByTestId('worker-menu').locator('a[href="/shifts"]')).toHaveCount(0);
  await openInApp(page, '/shift-marketplace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('start-end-button')).toHaveCount(0);

  const worker = await makePerson(page, { firstName: 'Leimaaja', lastName: 'Suunnitelma' });
  const { customer, department } = await aDepartment(page);
  const now = Date.now();
  const plan = async (name: string, inMinutes: number) => {
    const res = await page.request.post('/api/shifts/admin', {
      data: {
        shift: {
          name,
          from: new Date(now + inMinutes * MINUTE).toISOString(),
          to: new Date(now + (inMinutes + 8 * 60) * MINUTE).toISOString(),
          department: department._id,
          worker: worker.id,
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { shift: { _id: string } }).shift._id;
  };
  // Two qualify: the nearer start is offered.
  const near = await plan('Aamuvuoro lähellä', 25);
  await plan('Myöhempi vuoro', 55);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await context.newPage();
  await login(phone, worker.email, worker.password);
  await expectUserShell(phone);
  const fab = phone.getByTestId('start-end-button');
  await expect(fab).toHaveText('Aloita vuoro');
  await fab.click();
  const dialog = phone.getByRole('dialog', { name: 'Aloita vuoro' });
  const offer = dialog.getByTestId('planned-start');
  await expect(offer).toBeVisible();
  await expect(offer.getByTestId('planned-start-name')).toHaveText('Aamuvuoro lähellä');
  await expect(offer).toContainText(`${customer} · ${department.name}`);

  // "A new shift" is still there: the form of before, and back out.
  await offer.getByTestId('planned-start-new').click();
  await expect(dialog.getByTestId('start-end-form')).toBeVisible();
  await dialog.getByRole('button', { name: 'Peruuta' }).click();
  await expect(dialog).toBeHidden();

  // One tap on the offer starts it.
  await fab.click();
  await dialog.getByTestId('planned-start-submit').click();
  await expect(phone.getByText('Vuoro aloitettu!')).toBeVisible();
  await expect(fab).toHaveText('Lopeta vuoro');
  const res = await phone.request.get(`/api/shifts/${near}/worker`);
  const { shift } = (await res.json()) as {
    shift: { submitted: boolean; to: string | null; department: string; name: string; from: string };
  };
  expect(shift).toMatchObject({
    submitted: false,
    to: null,
    department: department._id,
    name: 'Aamuvuoro lähellä',
  });
  // Started at the tap (rounded to the picker's 5 minutes), not at the plan's start.
  expect(Math.abs(Date.parse(shift.from) - Date.now())).toBeLessThanOrEqual(5 * MINUTE);
  await context.close();
});
