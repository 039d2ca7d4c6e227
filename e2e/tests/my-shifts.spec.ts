// My shifts (/shifts) on a phone: this week's shifts with their stamp states as the server has
// them, the week/list/month views and the detail; stamping one past shift with its real times,
// and stamping all past ones with their planned times after a confirmation that names the count.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { DAY, HOUR, helsinki, MINUTE, pickTime } from './picker.ts';

type Shift = {
  _id: string;
  name: string;
  from: string;
  to: string | null;
  stamp: {
    required: boolean;
    stamped: boolean;
    approved: number;
    from: string | null;
    to: string | null;
    message: string;
  };
};

const STATE_WORDS = {
  later: 'Leimaa vuoron jälkeen',
  required: 'Leimaus vaaditaan',
  stamped: 'Leimattu',
  approved: 'Hyväksytty',
} as const;

/**
 * The stamp state the page must show for a shift (spec §4): approval wins, then stamping; a
 * required stamp is red only once the shift has ended ('later' before).
 */
const stateOf = (s: Shift) =>
  s.stamp.approved === 1
    ? 'approved'
    : s.stamp.stamped
      ? 'stamped'
      : s.stamp.required
        ? s.to && Date.parse(s.to) <= Date.now()
          ? 'required'
          : 'later'
        : 'notRequired';

const ownShifts = async (page: Page, query: string) => {
  const res = await page.request.get(`/api/shifts/user/worker?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { shifts: Shift[] }).shifts;
};

/** Midnight starting a Helsinki date, as an instant (EET or EEST, whichever is in force). */
function helsinkiMidnight(date: string): number {
  for (const offset of ['+02:00', '+03:00']) {
    const ms = Date.parse(`${date}T00:00:00${offset}`);
    const h = helsinki(ms);
    if (h.date === date && h.hour === '00') return ms;
  }
  throw new Error(`no midnight for ${date}`);
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The Helsinki week of an instant: its Monday, its bounds and its ISO number. */
function weekOf(ms: number) {
  const date = helsinki(ms).date;
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  const thursday = addDays(monday, 3);
  const jan1 = Date.parse(`${thursday.slice(0, 4)}-01-01T12:00:00Z`);
  const number = 1 + Math.floor((Date.parse(`${thursday}T12:00:00Z`) - jan1) / (7 * DAY));
  return { monday, from: helsinkiMidnight(monday), to: helsinkiMidnight(addDays(monday, 7)), number };
}

const iso = (ms: number) => new Date(ms).toISOString();
const weekList = (page: Page, number: number) => page.getByRole('list', { name: `Viikon ${number} vuorot` });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a worker sees their shifts for this week in my shifts, with the stamp state shown', async ({
  page,
}) => {
  await login(page, accounts.myShifts);
  await expect(page).toHaveURL('/shifts');
  await expectUserShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Omat vuoroni' })).toBeVisible();
  // The first thing on the screen: the ongoing or next shift, without scrolling.
  await expect(page.getByTestId('shift-hero')).toBeInViewport();
  await expect(page.getByTestId('hero-title')).toHaveText(
    /^(Seuraava vuoro|Vuorossa nyt|Käynnissä oleva vuoro)$/i,
  );

  let week = weekOf(Date.now());
  await expect(page.getByTestId('week-number')).toHaveText(`vk ${week.number}`);
  const days = page.getByTestId('week-day');
  await expect(days).toHaveCount(7);
  await expect(days.first()).toHaveAttribute('data-date', week.monday);
  await expect(days.first()).toContainText('ma');

  const shifts = await ownShifts(page, `from=${iso(week.from)}&to=${iso(week.to)}`);
  const list = weekList(page, week.number);
  if (shifts.length === 0)
    await expect(page.getByTestId('shifts-empty')).toContainText('Ei vuoroja tällä viikolla.');
  else await expect(list.getByTestId('shift-card')).toHaveCount(shifts.length);
  for (const s of shifts) {
    const card = list.locator(`[data-shift-id="${s._id}"]`);
    const state = stateOf(s);
    await expect(card).toHaveAttribute('data-stamp-state', state);
    if (state === 'notRequired') await expect(card.getByTestId('stamp-state')).toHaveCount(0);
    else await expect(card.getByTestId('stamp-state')).toHaveText(STATE_WORDS[state]);
    // Times are the hero, in Finnish: `ma 23.11. klo 7.00–15.00`.
    await expect(card.getByTestId('shift-time')).toHaveText(
      /^(ma|ti|ke|to|pe|la|su) \d{1,2}\.\d{1,2}\. klo \d{1,2}\.\d{2}/,
    );
    await expect(card.getByTestId('shift-duration')).toHaveText(/^\d+ h \d+ min$/);
  }
  await expectNoSeriousA11yViolations(page, 'my shifts, this week');

  // Back through the weeks to one with a shift that waits for a stamp: red, in words, "Leimaa".
  const missing = await ownShifts(page, `stampMissing=true&to=${iso(Date.now())}`);
  const waiting = missing.filter((s) => s.to && Date.parse(s.to) < Date.now()).at(-1);
  expect(waiting, 'the seeded worker has a past shift to stamp').toBeTruthy();
  if (!waiting) return;
  const target = weekOf(Date.parse(waiting.from));
  while (week.monday !== target.monday) {
    await page.getByRole('button', { name: 'Edellinen viikko' }).click();
    week = weekOf(week.from - DAY);
    await expect(page.getByTestId('week-number')).toHaveText(`vk ${week.number}`);
  }
  const card = weekList(page, week.number).locator(`[data-shift-id="${waiting._id}"]`);
  await expect(card).toHaveAttribute('data-stamp-state', 'required');
  await expect(card.getByTestId('stamp-state')).toHaveText('Leimaus vaaditaan');
  await expect(card.getByTestId('stamp-button')).toHaveText('Leimaa');
  await expect(page.getByTestId('stamps-needed')).toContainText('odottaa leimausta');

  // The detail: planned times, and the near shifts.
  await card.getByRole('button', { name: /näytä vuoron tiedot/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Vuoron tiedot' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('detail-planned')).toContainText(/klo \d{1,2}\.\d{2}/);
  await expect(drawer.getByTestId('near-shifts')).toBeVisible();
  await expect(
    drawer.getByTestId('near-shifts').getByRole('heading', { name: 'Lähellä olevat vuorot' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the shift detail');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The month: the days with shifts marked, week numbers beside the weeks.
  await page.getByTestId('view-switch').getByText('Kuukausi').click();
  await expect(page.getByTestId('month-calendar')).toBeVisible();
  await expect(page.getByTestId('month-day-title')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my shifts, month');

  // Past shifts as a list, newest first.
  await page.getByTestId('view-switch').getByText('Lista').click();
  await page.getByTestId('when-switch').getByText('Menneet').click();
  const past = page.getByRole('list', { name: 'Menneet' }).getByTestId('shift-card');
  await expect(past.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my shifts, past');
});

test('a worker stamps a past shift (it turns stamped)', async ({ page }) => {
  await login(page, accounts.stampOne);
  await expectUserShell(page);
  // A shift that ended over an hour ago, so its real end can be a quarter later than planned.
  const missing = await ownShifts(page, `stampMissing=true&to=${iso(Date.now())}`);
  const shift = missing.filter((s) => s.to && Date.parse(s.to) < Date.now() - HOUR).at(-1);
  expect(shift, 'the seeded worker has a past shift to stamp').toBeTruthy();
  if (!shift?.to) return;
  const week = weekOf(Date.parse(shift.from));
  await page.goto(`/shifts?week=${week.monday}`);
  const card = weekList(page, week.number).locator(`[data-shift-id="${shift._id}"]`);
  await expect(card).toHaveAttribute('data-stamp-state', 'required');

  await card.getByTestId('stamp-button').click();
  const drawer = page.getByRole('dialog', { name: 'Leimaa vuoro' });
  await expect(drawer.getByTestId('stamp-form')).toBeVisible();
  // Prefilled with the planned times.
  await expect(drawer.getByTestId('stamp-from')).toHaveText(helsinki(Date.parse(shift.from)).fi);
  await expect(drawer.getByTestId('stamp-to')).toHaveText(helsinki(Date.parse(shift.to)).fi);
  await expectNoSeriousA11yViolations(page, 'the stamp form');

  const realEnd = Date.parse(shift.to) + 15 * MINUTE;
  await pickTime(page, drawer.getByTestId('stamp-to'), realEnd);
  await expect(drawer.getByTestId('stamp-to')).toHaveText(helsinki(realEnd).fi);
  await expect(drawer.getByTestId('stamp-duration')).toHaveText(/^Kesto \d+ h \d+ min$/);
  const message = 'Potilassiirto venyi, lähdin vartin myöhemmin.';
  await drawer.getByTestId('stamp-message').fill(message);
  await expect(drawer).toContainText(`${message.length}/150 merkkiä`);
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/shifts/${shift._id}/stamp/worker`) && r.request().method() === 'PUT',
  );
  await drawer.getByTestId('stamp-submit').click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Vuoro leimattu')).toBeVisible();

  // The drawer shows the shift stamped, its stamped times apart from the plan.
  const detailDrawer = page.getByRole('dialog', { name: 'Vuoron tiedot' });
  const detail = detailDrawer.getByTestId('shift-detail');
  await expect(detail).toHaveAttribute('data-stamp-state', 'stamped');
  await expect(detail.getByTestId('stamp-state')).toHaveText('Leimattu');
  const end = helsinki(realEnd);
  // The stamped span ends at the real end: `…–16.15` or, for a night, `… – ti 24.11. klo 8.15`.
  const endsAtRealEnd = new RegExp(`[–\\s]${Number(end.hour)}\\.${end.minute}$`);
  await expect(detail.getByTestId('detail-stamped')).toContainText(endsAtRealEnd);
  await detailDrawer.getByRole('button', { name: 'Sulje' }).click();
  await expect(detailDrawer).toBeHidden();

  // In the list: green and in words, its stamped times count.
  await expect(card).toHaveAttribute('data-stamp-state', 'stamped');
  await expect(card.getByTestId('stamp-state')).toHaveText('Leimattu');
  await expect(card.getByTestId('stamp-button')).toHaveCount(0);
  await expect(card.getByTestId('shift-time')).toHaveText(endsAtRealEnd);
  await expect(card.getByTestId('shift-planned')).toContainText('Suunniteltu:');

  const stored = (await (await page.request.get(`/api/shifts/${shift._id}/worker`)).json()) as {
    shift: Shift;
  };
  expect(stored.shift.stamp).toMatchObject({
    stamped: true,
    message,
  });
  expect(Date.parse(stored.shift.stamp.to ?? '')).toBe(realEnd);
  expect(Date.parse(stored.shift.stamp.from ?? '')).toBe(Date.parse(shift.from));
});

test('a worker stamps all past shifts with their planned times after a confirmation naming the count', async ({
  page,
}) => {
  await login(page, accounts.stampAll);
  await expectUserShell(page);
  const before = Date.now();
  const missing = (await ownShifts(page, `stampMissing=true&to=${iso(before)}`)).filter(
    (s) => s.to && Date.parse(s.to) <= before,
  );
  expect(missing.length).toBeGreaterThan(0);
  const count = missing.length;
  const words = count === 1 ? 'vuoro' : 'vuoroa';
  const alert = page.getByTestId('stamps-needed');
  await expect(alert).toContainText(`${count} ${words} odottaa leimausta`);

  await alert.getByTestId('stamp-all').click();
  const confirm = page.getByRole('dialog', { name: `Leimataanko ${count} ${words}?` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('stamp-all-list').getByRole('listitem')).toHaveCount(Math.min(count, 5));
  await expectNoSeriousA11yViolations(page, 'the stamp-all confirmation');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/shifts/stamp/mass/worker') && r.request().method() === 'PUT',
  );
  await confirm.getByRole('button', { name: `Leimaa ${count} ${words}` }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText(`${count} ${words} leimattu`)).toBeVisible();
  await expect(alert).toHaveCount(0);

  const left = (await ownShifts(page, `stampMissing=true&to=${iso(before)}`)).filter(
    (s) => s.to && Date.parse(s.to) <= before,
  );
  expect(left).toEqual([]);
  for (const s of missing) {
    const { shift } = (await (await page.request.get(`/api/shifts/${s._id}/worker`)).json()) as {
      shift: Shift;
    };
    expect(shift.stamp.stamped).toBe(true);
    expect(Date.parse(shift.stamp.from ?? '')).toBe(Date.parse(s.from));
    expect(Date.parse(shift.stamp.to ?? '')).toBe(Date.parse(s.to ?? ''));
  }
});
