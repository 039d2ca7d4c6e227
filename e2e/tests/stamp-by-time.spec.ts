// Stamp state by time: a future shift that requires a stamp says "stamp after the shift"
// in a neutral colour; only a shift that has ended without its stamp is red, as the alert counts.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login } from './fixtures.ts';
import { helsinki } from './picker.ts';

type Shift = { _id: string; from: string; to: string | null; stamp: { required: boolean; stamped: boolean } };

const ownShifts = async (page: Page, query: string) => {
  const res = await page.request.get(`/api/shifts/user/worker?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { shifts: Shift[] }).shifts;
};

/** The week view of the week holding `shift`, and its card there. */
async function cardInItsWeek(page: Page, shift: Shift): Promise<Locator> {
  await page.goto(`/shifts?view=week&week=${helsinki(Date.parse(shift.from)).date}`);
  const card = page.locator(`[data-testid="shift-card"][data-shift-id="${shift._id}"]`);
  await expect(card).toBeVisible();
  return card;
}

/** The badge's text colour as [r, g, b] 0–255: `rgb(…)`, or `color(srgb …)` of a mixed colour. */
async function colourOf(badge: Locator) {
  const css = await badge.evaluate((el) => getComputedStyle(el).color);
  const parts =
    css
      .match(/[\d.]+/g)
      ?.slice(0, 3)
      .map(Number) ?? [];
  return css.startsWith('color(srgb') ? parts.map((p) => p * 255) : parts;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a future shift that needs a stamp is neutral "stamp after the shift"; a past one is red', async ({
  page,
}) => {
  await login(page, accounts.myShifts);
  await expectUserShell(page);
  const now = Date.now();
  const waitingStamp = (s: Shift) => s.stamp.required && !s.stamp.stamped;
  const coming = (await ownShifts(page, `from=${new Date(now).toISOString()}`)).filter(
    (s) => waitingStamp(s) && Date.parse(s.from) > now,
  );
  const past = (
    await ownShifts(page, `stampMissing=true&limit=500&to=${new Date(now).toISOString()}`)
  ).filter((s) => waitingStamp(s) && s.to && Date.parse(s.to) < now);
  const future = coming[0];
  const ended = past.at(-1);
  expect(future, 'the seeded worker has a coming shift that will need a stamp').toBeTruthy();
  expect(ended, 'the seeded worker has a past shift waiting for a stamp').toBeTruthy();
  if (!future || !ended) return;

  const futureCard = await cardInItsWeek(page, future);
  await expect(futureCard).toHaveAttribute('data-stamp-state', 'later');
  const later = futureCard.getByTestId('stamp-state');
  await expect(later).toHaveText('Leimaa vuoron jälkeen');
  await expect(futureCard.getByTestId('stamp-button')).toHaveCount(0);
  const [lr = 0, lg = 0, lb = 0] = await colourOf(later);
  // Neutral: no channel far above the others (a grey), unlike the red one below.
  expect(Math.max(lr, lg, lb) - Math.min(lr, lg, lb)).toBeLessThan(40);
  await expectNoSeriousA11yViolations(page, 'a week with a shift to stamp later');

  const endedCard = await cardInItsWeek(page, ended);
  await expect(endedCard).toHaveAttribute('data-stamp-state', 'required');
  const due = endedCard.getByTestId('stamp-state');
  await expect(due).toHaveText('Leimaus vaaditaan');
  await expect(endedCard.getByTestId('stamp-button')).toBeVisible();
  const [r = 0, g = 0, b = 0] = await colourOf(due);
  expect(r - Math.max(g, b), 'the missing stamp is red').toBeGreaterThan(60);
  // The alert counts the same shifts that are red.
  await expect(page.getByTestId('stamps-needed')).toContainText(String(past.length));
});
