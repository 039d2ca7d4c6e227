// Starting and ending a shift from the floating button (spec §2, §4, §5, §8): the overlap dialog
// before starting, ending with a description, the shift in my shifts; and the 5-minute rule.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { DAY, HOUR, MINUTE, pickTime } from './picker.ts';

type Shift = {
  _id: string;
  name: string;
  description: string;
  from: string;
  to: string | null;
  submitted: boolean;
};

const ownShifts = async (page: Page, from: number, to: number) => {
  const res = await page.request.get(
    `/api/shifts/user/worker?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`,
  );
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { shifts: Shift[] }).shifts;
};

const fab = (page: Page) => page.getByTestId('start-end-button');

test('a worker starts a shift from the floating button (overlap dialog shown when overlapping), ends it with a description, and sees it in my shifts', async ({
  page,
}) => {
  // A long journey: two dialogs, a picker set by keyboard and four axe runs.
  test.setTimeout(60_000);
  await login(page, accounts.startShift);
  await expectUserShell(page);
  // The button is on every worker page: here, add shifts.
  await page.getByTestId('worker-menu').locator('a[href="/add-shifts"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lisää vuoroja' })).toBeVisible();
  // The seeded shifts never run now: a shift of the worker's own that is just ending makes the
  // start overlap (its end is within the 5 minutes the rule allows ahead).
  const now = Date.now();
  const added = await page.request.post('/api/shifts/worker', {
    data: {
      shift: {
        name: 'Aamupäivystys',
        from: new Date(now - 3 * HOUR).toISOString(),
        to: new Date(now + 4 * MINUTE).toISOString(),
        submitted: true,
      },
    },
  });
  expect(added.status()).toBe(201);

  await expect(fab(page)).toHaveText('Aloita vuoro');
  await expect(fab(page)).toHaveAttribute('data-running', 'false');
  const box = await fab(page).boundingBox();
  expect(box?.height).toBe(56);

  await fab(page).click();
  const startDialog = page.getByRole('dialog', { name: 'Aloita vuoro' });
  await expect(startDialog).toBeVisible();
  await expect(startDialog.getByTestId('start-end-to')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the start dialog');
  await startDialog.getByLabel('Vuoron nimi').fill('Lisäpäivystys');
  // Started an hour ago (the worker forgot to start it on arrival): still inside the other shift.
  const startedAt = Math.round((now - HOUR) / (5 * MINUTE)) * 5 * MINUTE;
  const start = await pickTime(page, startDialog.getByTestId('start-end-from'), startedAt);
  await expect(startDialog.getByTestId('start-end-from')).toHaveText(start.fi);
  await startDialog.getByRole('button', { name: 'Aloita vuoro' }).click();

  const overlap = page.getByRole('dialog', { name: 'Päällekkäisiä vuoroja' });
  await expect(overlap).toBeVisible();
  await expect(overlap.getByTestId('overlap-list')).toContainText('Aamupäivystys');
  await expect(overlap).toContainText('Haluatko silti aloittaa vuoron?');
  await expectNoSeriousA11yViolations(page, 'the overlap dialog');
  // Cancelling the question keeps the start dialog as it was; asked again, the worker goes on.
  await overlap.getByRole('button', { name: 'Peruuta' }).click();
  await expect(overlap).toBeHidden();
  await expect(startDialog.getByLabel('Vuoron nimi')).toHaveValue('Lisäpäivystys');
  await startDialog.getByRole('button', { name: 'Aloita vuoro' }).click();
  await overlap.getByRole('button', { name: 'Aloita silti' }).click();

  await expect(page.getByText('Vuoro aloitettu!')).toBeVisible();
  await expect(startDialog).toBeHidden();
  await expect(fab(page)).toHaveText('Lopeta vuoro');
  await expect(fab(page)).toHaveAttribute('data-running', 'true');

  // Restored at start-up: a reload still knows the running shift.
  await page.reload();
  await expect(fab(page)).toHaveText('Lopeta vuoro');
  await fab(page).click();
  const endDialog = page.getByRole('dialog', { name: 'Lopeta vuoro' });
  await expect(endDialog).toBeVisible();
  await expect(endDialog.getByLabel('Vuoron nimi')).toHaveValue('Lisäpäivystys');
  await expect(endDialog.getByTestId('duration-chip')).toHaveText(/^Kesto \d+ h \d+ min$/);
  await expect(endDialog.getByTestId('long-shift-warning')).toHaveCount(0);
  await expect(endDialog.getByTestId('start-end-from')).toHaveText(start.fi);
  await expect(endDialog.getByTestId('duration-chip')).toHaveText(/^Kesto (0 h 5\d|1 h \d+) min$/);
  await endDialog.getByRole('switch', { name: 'Lisää kuvaus' }).check();
  await endDialog.getByLabel('Kuvaus', { exact: true }).fill('Ruuhkainen ilta, kaksi lisäpotilasta.');
  await expectNoSeriousA11yViolations(page, 'the end dialog');
  await endDialog.getByRole('button', { name: 'Lopeta vuoro' }).click();

  await expect(page.getByText('Vuoro lopetettu!')).toBeVisible();
  await expect(endDialog).toBeHidden();
  await expect(fab(page)).toHaveText('Aloita vuoro');

  const mine = await ownShifts(page, now - DAY, now + HOUR);
  const ended = mine.find((s) => s.name === 'Lisäpäivystys');
  expect(ended).toMatchObject({ description: 'Ruuhkainen ilta, kaksi lisäpotilasta.', submitted: true });
  expect(ended?.to).not.toBeNull();
  expect(ended?.from).toBe(new Date(startedAt).toISOString());

  await page.getByTestId('worker-menu').locator('a[href="/shifts"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Omat vuoroni' })).toBeVisible();
  await expect(page.getByText('Lisäpäivystys').first()).toBeVisible();
});

test('the 5-minute rule shows its message', async ({ page }) => {
  await login(page, accounts.fiveMinuteRule);
  await expectUserShell(page);
  await page.getByTestId('worker-menu').locator('a[href="/profile"]').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profiili' })).toBeVisible();
  await fab(page).click();
  const dialog = page.getByRole('dialog', { name: 'Aloita vuoro' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Vuoron nimi').fill('Iltavuoro');
  // At least 10 minutes ahead, on a 5-minute step.
  const ahead = Math.ceil((Date.now() + 10 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  const target = await pickTime(page, dialog.getByTestId('start-end-from'), ahead);
  await expect(dialog.getByTestId('start-end-from')).toHaveText(target.fi);
  const message = 'Alkuaika voi olla enintään 5 minuuttia tulevaisuudessa';
  await expect(dialog.getByText(message)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the start dialog with the 5-minute message');

  // Submitting anyway: the generic form error inside the dialog above its buttons, the cursor on
  // the start time, and no second dialog on top.
  await dialog.getByRole('button', { name: 'Aloita vuoro' }).click();
  await expect(dialog.getByTestId('form-problem')).toContainText('Lomakkeessa on virheitä');
  await expect(dialog.getByTestId('start-end-from')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(dialog.getByText(message)).toBeVisible();
  await expect(fab(page)).toHaveText('Aloita vuoro');
});
