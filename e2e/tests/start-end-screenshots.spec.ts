// Screenshots of the start and end dialogs on a phone (e2e/screenshots/, for people to look at),
// in Finnish, English and dark mode, and of the overlap dialog and add shifts in Finnish.
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, login, screenshotDir } from './fixtures.ts';
import { HOUR, MINUTE } from './picker.ts';

type Look = { name: 'fi' | 'en' | 'dark'; locale: 'fi' | 'en'; darkMode: boolean };
const LOOKS: Look[] = [
  { name: 'fi', locale: 'fi', darkMode: false },
  { name: 'en', locale: 'en', darkMode: false },
  { name: 'dark', locale: 'fi', darkMode: true },
];
const TEXTS = {
  fi: {
    start: 'Aloita vuoro',
    end: 'Lopeta vuoro',
    name: 'Vuoron nimi',
    describe: 'Lisää kuvaus',
    description: 'Kuvaus',
  },
  en: {
    start: 'Start shift',
    end: 'End shift',
    name: 'Shift name',
    describe: 'Add a description',
    description: 'Description',
  },
};
const TITLES = {
  fi: { start: 'Aloita vuoro', end: 'Lopeta vuoro' },
  en: { start: 'Start a shift', end: 'End the shift' },
};

const shoot = (page: Page, file: string) =>
  page.screenshot({ path: join(screenshotDir, file), animations: 'disabled', caret: 'hide' });

async function applyLook(page: Page, look: Look) {
  const saved = await page.request.put('/api/users/settings', {
    data: { settings: { locale: look.locale, darkMode: look.darkMode } },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
  await expect(page.locator('html')).toHaveAttribute(
    'data-mantine-color-scheme',
    look.darkMode ? 'dark' : 'light',
  );
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

test('start and end dialogs on a phone, fi, en and dark', async ({ page }) => {
  test.setTimeout(90_000);
  await login(page, accounts.startEndScreenshots);
  const fab = page.getByTestId('start-end-button');
  try {
    for (const look of LOOKS) {
      await applyLook(page, look);
      const text = TEXTS[look.locale];
      await expect(fab).toHaveText(text.start);
      await fab.click();
      const dialog = page.getByRole('dialog', { name: TITLES[look.locale].start });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(text.name).fill(look.locale === 'fi' ? 'Päivystys' : 'On call');
      await shoot(page, `start-dialog-${look.name}.png`);
      if (look.darkMode) await expectNoSeriousA11yViolations(page, 'the start dialog, dark');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // The overlap dialog, over a shift of the worker's own that is just ending.
    await applyLook(page, LOOKS[0] as Look);
    const now = Date.now();
    const other = await page.request.post('/api/shifts/worker', {
      data: {
        shift: {
          name: 'Aamuvuoro',
          from: new Date(now - 6 * HOUR).toISOString(),
          to: new Date(now + 4 * MINUTE).toISOString(),
          submitted: true,
        },
      },
    });
    expect(other.status()).toBe(201);
    await fab.click();
    const startDialog = page.getByRole('dialog', { name: 'Aloita vuoro' });
    await startDialog.getByLabel('Vuoron nimi').fill('Päivystys');
    await startDialog.getByRole('button', { name: 'Aloita vuoro' }).click();
    const overlap = page.getByRole('dialog', { name: 'Päällekkäisiä vuoroja' });
    await expect(overlap.getByTestId('overlap-list')).toContainText('Aamuvuoro');
    await shoot(page, 'overlap-dialog-fi.png');
    await overlap.getByRole('button', { name: 'Peruuta' }).click();
    await expect(overlap).toBeHidden();
    // Cancelling the overlap keeps the start dialog as it was.
    await expect(startDialog.getByLabel('Vuoron nimi')).toHaveValue('Päivystys');
    await page.keyboard.press('Escape');
    await expect(startDialog).toBeHidden();

    // A shift running for 7 h 30 min, then the end dialog with a description.
    const started = await page.request.post('/api/shifts/worker', {
      data: {
        shift: {
          name: 'Päivystys',
          from: new Date(Math.floor((Date.now() - 7.5 * HOUR) / (5 * MINUTE)) * 5 * MINUTE).toISOString(),
          submitted: false,
        },
      },
    });
    expect(started.status()).toBe(201);
    for (const look of LOOKS) {
      await applyLook(page, look);
      const text = TEXTS[look.locale];
      await expect(fab).toHaveText(text.end);
      await fab.click();
      const dialog = page.getByRole('dialog', { name: TITLES[look.locale].end });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('duration-chip')).toContainText(/7 h (30|35) min/);
      await dialog.getByRole('switch', { name: text.describe }).check();
      await dialog
        .getByLabel(text.description, { exact: true })
        .fill(look.locale === 'fi' ? 'Kiireinen ilta päivystyksessä.' : 'A busy evening on call.');
      await shoot(page, `end-dialog-${look.name}.png`);
      if (look.darkMode) await expectNoSeriousA11yViolations(page, 'the end dialog, dark');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }

    // The add shifts page with a template chosen, in Finnish.
    await applyLook(page, LOOKS[0] as Look);
    await page.goto('/add-shifts');
    const form = page.getByTestId('add-shift-form');
    await form.getByLabel('Asiakas').click();
    await page.getByRole('option', { name: 'Terveystalo' }).click();
    await form.getByLabel('Osasto').click();
    await page.getByRole('option', { name: 'Kampin lääkäriasema' }).click();
    await form.getByLabel('Vuoropohja', { exact: true }).click();
    await page.getByRole('option', { name: /^Päivystys/ }).click();
    await expect(form.getByTestId('shift-name')).toHaveValue('Päivystys');
    await shoot(page, 'add-shifts-fi.png');
    await page.setViewportSize({ width: 390, height: 1700 });
    await shoot(page, 'add-shifts-full-fi.png');
  } finally {
    await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
  }
});
