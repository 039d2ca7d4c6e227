// The admin tables (decision 142): an admin sorts the shift requests by a header click, the sort
// is in the URL and survives a reload; on a phone the requests are cards and the admin approves
// one from its card. The requests are those of the journey's own worker (makePerson).
import { type Browser, expect, test } from '@playwright/test';
import { accounts, expectUserShell, login, openInApp, PASSWORD } from './fixtures.ts';
import { makePerson } from './people.ts';

const DAY = 86_400_000;

async function context(
  browser: Browser,
  width: number,
  height: number,
  colorScheme: 'light' | 'dark' = 'light',
) {
  const ctx = await browser.newContext({
    viewport: { width, height },
    isMobile: width < 500,
    hasTouch: width < 500,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    colorScheme,
  });
  return ctx.newPage();
}

test('an admin sorts the requests by a header, keeps the sort over a reload and approves one from a phone card', async ({
  page,
  browser,
}) => {
  test.slow();
  const tag = Date.now().toString(36);
  await login(page, accounts.admin);
  await expectUserShell(page);
  const person = await makePerson(page, { firstName: 'Taulu', lastName: `Lajittelija${tag}` });

  // The worker requests two shifts, named so that any collation orders them the same way.
  const worker = await context(browser, 390, 844);
  await login(worker, person.email, person.password);
  const start = Math.ceil((Date.now() + 60 * DAY) / 3_600_000) * 3_600_000;
  const names = [`Aamu ${tag}`, `Yö ${tag}`];
  for (const [i, name] of names.entries()) {
    const from = new Date(start + i * 2 * DAY);
    const res = await worker.request.post('/api/suggestions/worker', {
      data: {
        suggestion: {
          name,
          from: from.toISOString(),
          to: new Date(from.getTime() + 8 * 3_600_000).toISOString(),
        },
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  // On a desk: a click on the shift column's header sorts by it, ascending then descending.
  await page.setViewportSize({ width: 1440, height: 900 });
  await openInApp(page, '/admin/suggestions');
  const header = page.getByRole('columnheader', { name: 'Vuoro' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=name&order=desc/);
  const mine = page.getByTestId('suggestion-row').filter({ hasText: tag });
  await expect(mine).toHaveCount(2);
  await expect(mine.first()).toContainText(names[1] ?? '');
  await expect(page.getByTestId('table-keys-hint')).toBeVisible();

  // A reload keeps the sort: the header says so and the rows are in that order.
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Vuoro' })).toHaveAttribute('aria-sort', 'descending');
  await expect(mine.first()).toContainText(names[1] ?? '');
  await expect(mine.last()).toContainText(names[0] ?? '');
  // Back returns to the ascending sort, the step before.
  await page.goBack();
  await expect(page.getByRole('columnheader', { name: 'Vuoro' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(mine.first()).toContainText(names[0] ?? '');

  // On a phone: cards, each with approve and reject in view; the admin approves the night shift.
  const phone = await context(browser, 390, 844);
  await login(phone, accounts.admin, PASSWORD, { to: '/admin/suggestions?sort=name&order=desc' });
  await expect(phone.getByTestId('suggestions-cards')).toBeVisible();
  const card = phone.getByTestId('suggestion-row').filter({ hasText: names[1] ?? '' });
  const approve = card.getByTestId('suggestion-approve');
  await expect(approve).toBeInViewport();
  await expect(card.getByTestId('suggestion-reject')).toBeInViewport();
  await approve.click();
  await expect(phone.getByText(/hyväksytty/i).first()).toBeVisible();

  // The worker's own list has it approved; the other still waits.
  await expect
    .poll(async () => {
      const own = await worker.request.get('/api/suggestions/worker');
      const { suggestions } = (await own.json()) as { suggestions: { name: string; approved: number }[] };
      return names.map((n) => suggestions.find((s) => s.name === n)?.approved);
    })
    .toEqual([0, 1]);
});
