// Cancellations: a worker on a phone cancels a coming shift as sick from its detail;
// the shift shows the cancellation pending; an admin at a desk sees it on the cancellations page
// (the menu badge counts it) and accepts; the shift is open again and no longer the worker's,
// who is told in the bell. A reader sees the same page without decision controls.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';
import { helsinki } from './picker.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 800 } };
const DAY = 86_400_000;

type Shift = { _id: string; from: string; name: string };

/** The worker's first shift that starts more than an hour from now (within four weeks). */
async function comingShift(page: Page): Promise<Shift> {
  const from = new Date(Date.now() + 3_600_000).toISOString();
  const to = new Date(Date.now() + 28 * DAY).toISOString();
  const res = await page.request.get(`/api/shifts/user/worker?from=${from}&to=${to}`);
  expect(res.ok()).toBe(true);
  const shifts = ((await res.json()) as { shifts: Shift[] }).shifts.filter(
    (s) => Date.parse(s.from) > Date.now() + 3_600_000,
  );
  const [first] = shifts;
  if (!first) throw new Error('the seeded worker has no coming shift');
  return first;
}

/** The Monday (Helsinki) of the week an instant falls in: my shifts' `week` parameter. */
function mondayOf(ms: number) {
  const date = helsinki(ms).date;
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return new Date(Date.parse(`${date}T12:00:00Z`) - weekday * DAY).toISOString().slice(0, 10);
}

/** The menu's badge shows what the server counts now (no badge at 0), asked until they agree. */
async function badgeAgreesWithServer(page: Page) {
  const badge = page.getByTestId('admin-menu').getByTestId('menu-badge-cancellations');
  await expect(async () => {
    const answer = await page.request.get('/api/cancellations/count/admin');
    const { count } = (await answer.json()) as { count: number };
    if (count === 0) await expect(badge).toHaveCount(0, { timeout: 1_000 });
    else await expect(badge).toHaveText(String(count), { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function newPage(browser: Browser, options: object) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

test('a worker cancels a shift as sick on a phone and the admin accepts it', async ({ browser }) => {
  test.slow();
  const worker = await newPage(browser, PHONE);
  const w = worker.page;
  await login(w, accounts.cancelShift);
  await expectUserShell(w);
  const shift = await comingShift(w);

  // The shift in its week, and its detail (the drawer of my shifts) offers to cancel it.
  const week = `/shifts?week=${mondayOf(Date.parse(shift.from))}`;
  await w.goto(week);
  await expect(w.locator(`[data-shift-id="${shift._id}"]`).first()).toBeVisible();
  await w.goto(`${week}&shift=${shift._id}`);
  const drawer = w.getByRole('dialog', { name: 'Vuoron tiedot' });
  await expect(drawer.getByTestId('shift-detail')).toBeVisible();
  await drawer.getByTestId('detail-cancel-button').click();
  const form = w.getByRole('dialog', { name: 'Peru vuoro' }).getByTestId('cancel-form');
  await expect(form).toBeVisible();
  // The four reasons in the glossary's words; the reason is required.
  for (const word of ['Muutin mieleni', 'Tuli este', 'Sairaus', 'Ylivoimainen este'])
    await expect(form.getByLabel(word)).toBeVisible();
  await form.getByTestId('cancel-submit').click();
  await expect(form).toContainText('Syy');
  await expect(w.getByTestId('form-problem')).toBeVisible();
  await form.getByLabel('Sairaus').check();
  const message = 'Kuumetta aamusta asti, en pysty tulemaan.';
  await form.getByTestId('cancel-message').fill(message);
  await expect(form).toContainText(`${message.length}/400 merkkiä`);
  await expectNoSeriousA11yViolations(w, 'the cancel form');
  const sent = w.waitForResponse(
    (r) => r.url().endsWith('/api/cancellations/worker') && r.request().method() === 'POST',
  );
  await form.getByTestId('cancel-submit').click();
  expect((await sent).status()).toBe(201);
  await expect(w.getByText('Peruutus lähetetty.')).toBeVisible();

  // Back in the detail: pending until decided, and no second cancel.
  const detail = w.getByRole('dialog', { name: 'Vuoron tiedot' });
  await expect(detail.getByTestId('detail-cancellation')).toContainText('Peruutus odottaa päätöstä');
  await expect(detail.getByTestId('detail-cancel-button')).toHaveCount(0);
  // The card in the week says so too.
  await expect(
    w.locator(`[data-shift-id="${shift._id}"]`).first().getByTestId('shift-cancellation-pending'),
  ).toHaveText('Peruutus odottaa päätöstä');
  await expectNoSeriousA11yViolations(w, 'the shift detail with a pending cancellation');

  // The admin at a desk: the badge counts it, the page lists it with the reason and message.
  const admin = await newPage(browser, DESK);
  const a = admin.page;
  await login(a, accounts.admin);
  await expectUserShell(a);
  await a.getByTestId('admin-menu').locator('a[href="/admin/cancellations"]').click();
  await expect(a).toHaveURL('/admin/cancellations');
  const row = a.locator(`[data-testid="cancellation-row"][data-shift="${shift._id}"]`);
  await expect(row).toContainText('Sairaus');
  await expect(row).toContainText(message);
  await expect(row).toContainText('Joonas Kinnunen');
  await badgeAgreesWithServer(a);
  await expectNoSeriousA11yViolations(a, 'the cancellations page');
  await row.getByTestId('cancellation-accept').click();
  await expect(a.getByText('Peruutus hyväksytty. Vuoro on nyt vapaa.')).toBeVisible();
  await expect(row).toHaveCount(0);
  // Other journeys cancel and decide meanwhile: the badge is checked against the server's count.
  await badgeAgreesWithServer(a);

  // The shift is open again: no worker.
  const open = await a.request.get(`/api/shifts/${shift._id}/admin`);
  expect((await open.json()).shift.worker).toBeNull();

  // The worker no longer has it, and the bell says the cancellation was accepted. A fresh login
  // (the phone's saved list keeps its shifts for their stale time, as after any admin change).
  expect((await w.request.get(`/api/shifts/${shift._id}/worker`)).status()).toBe(404);
  await worker.context.close();
  const again = await newPage(browser, PHONE);
  await login(again.page, accounts.cancelShift, PASSWORD, { to: week });
  await expectUserShell(again.page);
  await expect(again.page.getByTestId('week-number')).toBeVisible();
  await expect(again.page.locator(`[data-shift-id="${shift._id}"]`)).toHaveCount(0);
  const bell = await again.page.request.get('/api/notifications');
  const titles = ((await bell.json()) as { notifications: { title: string }[] }).notifications.map(
    (n) => n.title,
  );
  expect(titles).toContain('Peruutus hyväksytty');
  await again.context.close();
  await admin.context.close();
});

test('a reader sees the active cancellations without controls (dark mode)', async ({ browser }) => {
  test.slow();
  const reader = await newPage(browser, { ...DESK, colorScheme: 'dark' });
  const page = reader.page;
  await login(page, accounts.reader, PASSWORD, { to: '/admin/cancellations' });
  await expectUserShell(page);
  await expect(page.getByTestId('cancellations-read-only')).toBeVisible();
  await expect(page.getByTestId('cancellation-row').first()).toBeVisible();
  await expect(page.getByTestId('cancellation-accept')).toHaveCount(0);
  await expect(page.getByTestId('cancellation-reject')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'the cancellations page, read level, dark');
  await reader.context.close();

  // The worker's cancel form in dark mode on a phone (a worker of its own, who sends nothing).
  const worker = await newPage(browser, { ...PHONE, colorScheme: 'dark' });
  const w = worker.page;
  await login(w, accounts.cancellationScreenshots);
  await expectUserShell(w);
  const shift = await comingShift(w);
  await w.goto(`/shifts?shift=${shift._id}`);
  await w.getByRole('dialog', { name: 'Vuoron tiedot' }).getByTestId('detail-cancel-button').click();
  const form = w.getByTestId('cancel-form');
  await form.getByLabel('Tuli este').check();
  await expectNoSeriousA11yViolations(w, 'the cancel form, dark');
  await worker.context.close();
});
