// The lists an admin holds whole sort by their headers too (decision 142): the polls by title, with
// `aria-sort` on the header and the sort in the URL over a reload. The polls are the journey's own
// drafts for its own person (a draft notifies nobody), removed at the end.
import { expect, test } from '@playwright/test';
import { accounts, login, openInApp } from './fixtures.ts';
import { makePerson } from './people.ts';

test('the polls sort by title both ways, and the sort stays over a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, accounts.admin);
  const tag = Date.now().toString(36);
  const person = await makePerson(page, { firstName: 'Kysely', lastName: `Lajittelija${tag}` });
  const titles = [`Aamukysely ${tag}`, `Öinen kysely ${tag}`];
  const ids: string[] = [];
  for (const title of titles) {
    const res = await page.request.post('/api/polls/admin', {
      data: { poll: { title, choices: ['Kyllä', 'Ei'], users: [person.id] } },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).poll._id);
  }

  await openInApp(page, '/polls?tab=manage');
  const header = page.getByRole('columnheader', { name: 'Otsikko' });
  await expect(header).toHaveAttribute('aria-sort', 'none');
  const mine = page.getByTestId('poll-admin-row').filter({ hasText: tag });
  await expect(mine).toHaveCount(2);
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  // Finnish order: Ö comes after A (and after Z).
  await expect(mine.first()).toHaveAttribute('data-title', titles[0] ?? '');
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/tab=manage.*sort=title&order=desc|sort=title&order=desc.*tab=manage/);
  await expect(mine.first()).toHaveAttribute('data-title', titles[1] ?? '');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Otsikko' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(mine.first()).toHaveAttribute('data-title', titles[1] ?? '');

  for (const id of ids) expect((await page.request.delete(`/api/polls/${id}/admin`)).status()).toBe(200);
});
