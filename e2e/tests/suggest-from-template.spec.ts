// Requesting shifts from a template (decision 140): the template fills the name, place and times,
// and five days go in one request. Every tap is counted: the form before this took 17 taps a shift
// (open, name, start picker 5, end picker 5, customer 2, department 2, send), 85 for five; now 9.
import { expect, type Locator, test } from '@playwright/test';
import { accounts, expectUserShell, login } from './fixtures.ts';
import { makePerson } from './people.ts';

test('a worker requests five shifts from a template in 9 taps on a phone, the send button whole', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await login(page, accounts.admin);
  const worker = await makePerson(page, { firstName: 'Pohja', lastName: 'Ehdottaja' });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
  });
  const phone = await context.newPage();
  await login(phone, worker.email, worker.password, { to: '/add-shifts' });
  await expectUserShell(phone);
  let taps = 0;
  const tap = async (target: Locator) => {
    taps++;
    await target.click();
  };

  await tap(phone.getByTestId('request-open'));
  const form = phone.getByTestId('request-form');
  await tap(form.getByTestId('request-template'));
  const option = phone.getByRole('listbox').getByRole('option').first();
  const label = (await option.textContent()) ?? '';
  await tap(option);
  const templateName = label.split(' · ')[0] ?? '';
  await expect(form.getByTestId('request-name')).toHaveValue(templateName);
  const days = form.getByTestId('request-days').locator('input[type="checkbox"]');
  await expect(days).toHaveCount(14);
  // Five days from tomorrow on: the chips' labels are what a person taps.
  for (let i = 1; i <= 5; i++) await tap(form.getByTestId('request-days').locator('label').nth(i));
  const submit = form.getByTestId('request-submit');
  await expect(submit).toHaveText('Lähetä 5 ehdotusta');
  // Whole at 390 px: its label is not cut.
  const cut = await submit
    .locator('.mantine-Button-label')
    .evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(cut).toBe(false);
  await tap(submit);
  await expect(phone.getByText('Ehdotus lähetetty')).toBeVisible();
  expect(taps).toBe(9);

  const rows = phone.getByTestId('request-row').filter({ hasText: templateName });
  await expect(rows).toHaveCount(5);
  const mine = await phone.request.get('/api/suggestions/worker');
  const { suggestions } = (await mine.json()) as {
    suggestions: { name: string; department: string | null; from: string; to: string }[];
  };
  expect(suggestions).toHaveLength(5);
  // One template's place and times, five different days.
  expect(new Set(suggestions.map((s) => s.department)).size).toBe(1);
  expect(suggestions[0]?.department).not.toBeNull();
  expect(new Set(suggestions.map((s) => s.from.slice(0, 10))).size).toBe(5);
  expect(new Set(suggestions.map((s) => Date.parse(s.to) - Date.parse(s.from))).size).toBe(1);
  await context.close();
});
