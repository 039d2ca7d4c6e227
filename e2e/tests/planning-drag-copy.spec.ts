// Planning's other fast ways (decision 143), with the journey's own customer, department and two
// workers: the picker shows the server's fit (education on the shift's day, free or not) before the
// pick; a shift copied from its panel is pasted onto two other days and undo takes the last paste
// back; a worker dragged from the side list onto an open shift is assigned to it; with shifts
// chosen, a click on a worker in the list gives them all.
import { expect, type Page, test } from '@playwright/test';
import { addDays, zonedTime } from '../../packages/domain/src/rules/zonedTime.ts';
import { accounts, login } from './fixtures.ts';
import { created, nextMonday } from './planningData.ts';

type Stored = { _id: string; from: string; to: string; worker: string | null; department: string | null };

async function shiftsOfDepartment(page: Page, department: string, monday: string): Promise<Stored[]> {
  const res = await page.request.get('/api/shifts/admin', {
    params: {
      from: zonedTime(monday, 0).toISOString(),
      to: zonedTime(addDays(monday, 7), 0).toISOString(),
      department,
      limit: 100,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).shifts;
}

test('the picker shows the server fit, a copied shift pastes onto other days, a dragged worker is assigned', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, accounts.admin);
  const tag = `${Date.now() % 1_000_000}`;
  const customer = await created<{ _id: string }>(
    page,
    '/api/customers/admin',
    { customer: { name: `Kopio ${tag}` } },
    'customer',
  );
  const department = await created<{ _id: string }>(
    page,
    '/api/departments/admin',
    { department: { name: `Sisätaudit ${tag}`, customer: customer._id } },
    'department',
  );
  const person = async (first: string, education: string | null) => {
    const user = await created<{ _id: string }>(
      page,
      '/api/users/admin',
      {
        user: {
          email: `${first.toLowerCase()}.k${tag}@example.com`,
          personal: { firstName: first, lastName: `Kopioija${tag}` },
          education: education ? [{ validFrom: '2020-01-01', value: education }] : [],
        },
      },
      'user',
    );
    return { id: user._id, name: `${first} Kopioija${tag}` };
  };
  const specialist = await person('Saara', 'specialist');
  const student = await person('Otto', null);
  const monday = nextMonday();
  const at = (day: number, hour: number) => zonedTime(addDays(monday, day), hour).toISOString();
  const made = await page.request.post('/api/shifts/mass/admin', {
    data: {
      shifts: [
        { name: 'Aamu', from: at(0, 8), to: at(0, 16), department: department._id, education: 'licensed' },
        { name: 'Ilta', from: at(1, 14), to: at(1, 22), department: department._id },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const [morning, evening] = (await made.json()).shifts as Stored[];
  if (!morning || !evening) throw new Error('two shifts were made');

  await page.goto(`/admin/shifts/planning?date=${monday}&customer=${customer._id}`);
  const row = page.locator(`[data-testid="planning-row"][data-row="${department._id}"]`);
  const chip = (id: string) => row.locator(`[data-shift="${id}"]`);
  await expect(chip(morning._id)).toBeVisible();

  // The fit comes from the server: education on the shift's day, before any pick.
  await chip(morning._id).click();
  const panel = page.getByTestId('planning-panel');
  const picker = panel.getByTestId('worker-picker');
  await picker.click();
  await picker.fill(`Kopioija${tag}`);
  await expect(page.getByRole('option', { name: new RegExp(specialist.name) })).toContainText(
    'erikoislääkäri · sopii vuoroon',
  );
  await expect(page.getByRole('option', { name: new RegExp(student.name) })).toContainText(
    'ei koulutusta vuoron päivänä',
  );
  await page.keyboard.press('Escape');

  // Copy from the panel, paste on Wednesday and Thursday; undo takes Thursday's back.
  await panel.getByTestId('planning-copy-shift').click();
  await expect(page.getByTestId('planning-paste-bar')).toContainText('Kopioitu: Aamu');
  const paste = (day: number) =>
    row.locator(`td[data-date="${addDays(monday, day)}"] [data-testid="planning-paste-cell"]`);
  await paste(2).click();
  await expect(
    row.locator(`td[data-date="${addDays(monday, 2)}"] [data-testid="planning-shift"]`),
  ).toHaveCount(1);
  await paste(3).click();
  await expect(
    row.locator(`td[data-date="${addDays(monday, 3)}"] [data-testid="planning-shift"]`),
  ).toHaveCount(1);
  let stored = await shiftsOfDepartment(page, department._id, monday);
  expect(stored.map((s) => [s.from, s.to, s.worker])).toEqual(
    expect.arrayContaining([
      [at(2, 8), at(2, 16), null],
      [at(3, 8), at(3, 16), null],
    ]),
  );
  expect(stored).toHaveLength(4);
  await page.getByTestId('planning-undo').click();
  await expect(
    row.locator(`td[data-date="${addDays(monday, 3)}"] [data-testid="planning-shift"]`),
  ).toHaveCount(0);
  stored = await shiftsOfDepartment(page, department._id, monday);
  expect(stored.map((s) => s.from).sort()).toEqual([at(0, 8), at(1, 14), at(2, 8)]);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('planning-paste-bar')).toHaveCount(0);

  // Ctrl/⌘+C on a focused chip copies it too.
  await chip(evening._id).focus();
  await page.keyboard.press('ControlOrMeta+KeyC');
  await expect(page.getByTestId('planning-paste-bar')).toContainText('Kopioitu: Ilta');
  await page.getByTestId('planning-paste-stop').click();

  // Drag a worker from the side list onto Tuesday's open shift.
  await page.getByTestId('planning-workers-toggle').click();
  const list = page.getByTestId('planning-workers');
  await list.getByTestId('planning-workers-search').fill(`Kopioija${tag}`);
  const saara = list.locator(`[data-worker="${specialist.id}"]`);
  // The search's answer in place first: the list does not move under the pointer mid-drag.
  await expect(list.getByTestId('planning-worker')).toHaveCount(2);
  await expect(saara).toContainText('näkymässä 0 h');
  // A drag as a hand makes it: press, move over the target (twice: the first move starts the drag), let go.
  await saara.hover();
  await page.mouse.down();
  await chip(evening._id).hover();
  await chip(evening._id).hover();
  await page.mouse.up();
  await expect(chip(evening._id)).toContainText(specialist.name);
  await expect(saara).toContainText('näkymässä 8 h');

  // Choose the two mornings, click Saara in the list: both are hers.
  const wednesday = stored.find((s) => s.from === at(2, 8));
  if (!wednesday) throw new Error('the pasted shift is stored');
  await chip(morning._id).click({ modifiers: ['ControlOrMeta'] });
  await chip(wednesday._id).click({ modifiers: ['ControlOrMeta'] });
  await expect(list).toContainText('hän saa 2 valittua vuoroa');
  await saara.click();
  await expect(chip(wednesday._id)).toContainText(specialist.name);
  stored = await shiftsOfDepartment(page, department._id, monday);
  expect(stored.map((s) => s.worker)).toEqual([specialist.id, specialist.id, specialist.id]);
});
