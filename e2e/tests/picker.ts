// The app's pickers as a person uses them: open the field, pick the day in the calendar (paging
// months with its arrows), and for a date-time type the time (hours, then minutes) and close it
// with the check button. A date field closes on the day's click (decision 141).
import { expect, type Locator, type Page } from '@playwright/test';

const HELSINKI = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Helsinki',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Wall-clock fields of an instant in Helsinki. */
export function helsinki(ms: number) {
  const p = Object.fromEntries(HELSINKI.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    hour: p.hour ?? '00',
    minute: p.minute ?? '00',
    /** As the Finnish field shows it: `21.11.2026 klo 7.05`. */
    fi: `${Number(p.day)}.${Number(p.month)}.${p.year} klo ${Number(p.hour)}.${p.minute}`,
  };
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Sets a picker field to an instant (whole 5 minutes), as Helsinki wall-clock time. */
export async function pickTime(page: Page, field: Locator, ms: number, { withTime = true } = {}) {
  const target = helsinki(ms);
  await field.click();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('[data-date]') });
  await expect(dropdown).toBeVisible();
  const day = dropdown.locator(`button[data-date="${target.date}"]`);
  // The calendar opens on the field's month; a day in the month before or after is a page away.
  for (let i = 0; i < 2 && !(await day.isVisible()); i++) {
    const first = await dropdown.locator('button[data-date]').first().getAttribute('data-date');
    const direction = first && first > target.date ? 'previous' : 'next';
    await dropdown.locator(`button[data-direction="${direction}"]`).first().click();
  }
  await day.click();
  if (withTime) {
    await setClock(
      page,
      dropdown.getByRole('spinbutton').nth(0),
      dropdown.getByRole('spinbutton').nth(1),
      target.hour,
      target.minute,
    );
  }
  await dropdown.locator('button.mantine-DateTimePicker-submitButton').click();
  await expect(dropdown).toBeHidden();
  return target;
}

/** Sets a date field (the app's DateField) to a day `YYYY-MM-DD`, paging up to two years. */
export async function pickDay(page: Page, field: Locator, date: string) {
  await field.click();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('[data-date]') });
  await expect(dropdown).toBeVisible();
  const day = dropdown.locator(`button[data-date="${date}"]:not([data-outside])`);
  for (let i = 0; i < 24 && !(await day.isVisible()); i++) {
    const first = await dropdown.locator('button[data-date]').first().getAttribute('data-date');
    const direction = first && first > date ? 'previous' : 'next';
    await dropdown.locator(`button[data-direction="${direction}"]`).first().click();
  }
  await day.click();
  await expect(dropdown).toBeHidden();
}

/** A time picker's hours and minutes (whole 5 minutes) set from the keyboard. */
async function setClock(page: Page, hours: Locator, minutes: Locator, hour: string, minute: string) {
  // Arrow keys, not digits: typing 0 into a field that holds 0 jumps to the next one.
  await hours.click();
  await page.keyboard.press('Home');
  for (let h = 0; h < Number(hour); h++) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowRight');
  await expect(minutes).toBeFocused();
  await page.keyboard.press('Home');
  // The minutes step by 5 (spec §5), so targets are whole 5 minutes.
  for (let m = 0; m < Number(minute); m += 5) await page.keyboard.press('ArrowUp');
  await expect(hours).toHaveValue(hour);
  await expect(minutes).toHaveValue(minute);
}

/** A time-of-day field (TimeField) set to `HH:mm` (whole 5 minutes) from the keyboard. */
export async function fillTime(scope: Locator, testId: string, time: string) {
  const [hour = '00', minute = '00'] = time.split(':');
  const field = (part: string) => scope.getByTestId(`${testId}-${part}`);
  await setClock(scope.page(), field('hours'), field('minutes'), hour, minute);
}
