// The shift marketplace: the admin publishes a shift that overlaps one of a worker's
// own; the worker, on a phone, reserves it on /shift-marketplace, answers the overlap question
// ('Haluatko silti varata vuoron?'), and the shift leaves the list and joins their shifts; a second
// worker no longer sees it. The worker's page on a phone, and the admin's view at read level.
import { type Browser, expect, test } from '@playwright/test';
import {
  accounts,
  expectNoSeriousA11yViolations,
  expectUserShell,
  login,
  openInApp,
  PASSWORD,
} from './fixtures.ts';
import { pickDay } from './picker.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;

const phoneOf = (browser: Browser) =>
  browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });

test('a worker reserves a marketplace shift on a phone, with the overlap question', async ({ browser }) => {
  test.slow();
  // The worker's own next shift a few days ahead: the published one overlaps it by an hour.
  const phone = await phoneOf(browser);
  const workerPage = await phone.newPage();
  await login(workerPage, accounts.marketReserver);
  const own = await workerPage.request.get(
    `/api/shifts/user/worker?from=${new Date(Date.now() + 3 * DAY).toISOString()}&to=${new Date(Date.now() + 20 * DAY).toISOString()}`,
  );
  const ownShift = ((await own.json()) as { shifts: { from: string; to: string }[] }).shifts[0];
  expect(ownShift, 'the demo worker has a shift in the coming weeks').toBeDefined();
  const from = new Date(Date.parse(ownShift?.from ?? '') + HOUR).toISOString();
  const to = new Date(Date.parse(ownShift?.to ?? '') + HOUR).toISOString();
  const name = `Torivuoro ${Date.now().toString(36)}`;

  const desk = await browser.newContext({ locale: 'fi-FI', timezoneId: 'Europe/Helsinki' });
  const adminPage = await desk.newPage();
  await login(adminPage, accounts.admin);
  const published = await adminPage.request.post('/api/shift-market/admin', {
    data: { shifts: [{ name, from, to, description: 'Julkaistu matkan alussa.' }] },
  });
  expect(published.status(), await published.text()).toBe(201);
  const shiftId = ((await published.json()) as { shifts: { _id: string }[] }).shifts[0]?._id ?? '';

  // The worker opens the marketplace from the menu and finds the shift under its day.
  await expectUserShell(workerPage);
  await openInApp(workerPage, '/shift-marketplace');
  await expect(workerPage.getByRole('heading', { level: 1, name: 'Vuorotori' })).toBeVisible();
  const card = workerPage.locator(`[data-shift-id="${shiftId}"]`);
  await pickDay(workerPage, workerPage.getByLabel('Alkaen'), ownShift?.from.slice(0, 10) ?? '');
  await expect(card).toBeVisible();
  await expect(card).toContainText(name);
  await expect(card).toContainText('Ei koulutusvaatimusta');
  await expectNoSeriousA11yViolations(workerPage, 'the marketplace on a phone');

  // Reserve: the overlap question first; cancelling keeps the shift on the market.
  await card.getByRole('button', { name: 'Varaa' }).click();
  const dialog = workerPage.getByTestId('overlap-dialog');
  await expect(dialog).toContainText('Haluatko silti varata vuoron?');
  await workerPage.getByRole('button', { name: 'Peruuta' }).click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Varaa' }).click();
  await expect(dialog).toContainText('Haluatko silti varata vuoron?');
  await workerPage.getByRole('button', { name: 'Varaa silti' }).click();
  await expect(workerPage.getByText('Vuoro varattu! Se on nyt omissa vuoroissasi.').first()).toBeVisible();
  await expect(card).toHaveCount(0);

  // It is the worker's shift now.
  const mine = await workerPage.request.get(
    `/api/shifts/user/worker?from=${new Date(Date.parse(from) - HOUR).toISOString()}&to=${to}`,
  );
  const mineShifts = ((await mine.json()) as { shifts: { _id: string }[] }).shifts;
  expect(mineShifts.map((s) => s._id)).toContain(shiftId);

  // A second worker no longer sees it, and reserving it anyway is a 409 with a clear message.
  const other = await (await phoneOf(browser)).newPage();
  await login(other, accounts.marketWatcher, PASSWORD, { to: '/shift-marketplace' });
  await expect(other.getByRole('heading', { level: 1, name: 'Vuorotori' })).toBeVisible();
  await expect(other.getByTestId('market-filters')).toBeVisible();
  await expect(other.locator(`[data-shift-id="${shiftId}"]`)).toHaveCount(0);
  const late = await other.request.put(`/api/shift-market/${shiftId}/reserve/worker`, { data: {} });
  expect(late.status()).toBe(409);
  expect(((await late.json()) as { key: string }).key).toBe('market.taken');

  // The admin's view lists it as reserved.
  await openInApp(adminPage, '/admin/shifts');
  await adminPage.getByTestId('shifts-view').getByText('Vuorotori', { exact: true }).click();
  await adminPage.getByText('Varatut', { exact: true }).click();
  await expect(adminPage.getByTestId('market-table')).toContainText(name);
  await expectNoSeriousA11yViolations(adminPage, "the marketplace's admin view");
});

test("the worker's marketplace on a phone, and the admin's at read level on a desk", async ({ browser }) => {
  test.slow();
  const phone = await phoneOf(browser);
  const page = await phone.newPage();
  await login(page, accounts.marketScreenshots, PASSWORD, { to: '/shift-marketplace' });
  await expect(page.getByTestId('market-list')).toBeVisible();
  const desk = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });
  const admin = await desk.newPage();
  await login(admin, accounts.reader, PASSWORD, { to: '/admin/shifts' });
  await admin.getByTestId('shifts-view').getByText('Vuorotori', { exact: true }).click();
  await expect(admin.getByTestId('market-table')).toBeVisible();
  // Read level: no publishing or withdrawing.
  await expect(admin.getByTestId('market-publish')).toHaveCount(0);
  await admin.getByRole('button', { name: 'Mahdolliset tekijät' }).first().click();
  await expect(admin.getByTestId('possible-workers')).toBeVisible();
  await admin.keyboard.press('Escape');
});
