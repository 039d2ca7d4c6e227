// Polls: the admin creates a poll for one worker in the editor; the worker sees the
// menu badge, answers with the radio list, changes the answer and sees the results; the admin
// sees who answered and deletes the poll. The poll is the journey's own (a unique title, for one
// worker only), so journeys running beside it neither see it nor disturb it.
import { expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';

// About thirty steps each, with two people's browsers: over a minute on a loaded two-core machine.
test.slow();

const WORKER_NAME = 'Tiina Saarinen';

async function pickUser(page: Page, words: string, name: string) {
  const picker = page.getByTestId('poll-users');
  await picker.click();
  await picker.fill(words);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('the admin creates a poll, a worker answers and changes the answer, the admin sees it', async ({
  browser,
}) => {
  const title = `Vuorotoive ${Date.now()}`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, accounts.admin, PASSWORD, { to: '/polls?tab=manage' });
  await expectUserShell(admin);
  await admin.getByTestId('poll-new').click();
  const form = admin.getByTestId('poll-form');
  await form.getByTestId('poll-title').fill(title);
  await form.locator('[contenteditable="true"]').first().fill('Kumpi vuoro sopii paremmin?');
  const choices = form.getByTestId('poll-choice');
  await choices.nth(0).fill('Aamuvuoro');
  await choices.nth(1).fill('Iltavuoro');
  await form.getByTestId('poll-add-choice-admin').click();
  await choices.nth(2).fill('Yövuoro');
  await pickUser(admin, 'Saarinen', WORKER_NAME);
  await form.getByTestId('poll-canChangeVote').check();
  await form.getByTestId('poll-isPublic').check();
  await expectNoSeriousA11yViolations(admin, 'the poll editor');
  await form.getByTestId('poll-save').click();
  await expect(form).toHaveCount(0);
  const row = admin.locator(`[data-testid="poll-admin-row"][data-title="${title}"]`);
  await expect(row).toContainText('Auki');

  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await login(worker, accounts.polls);
  await expectUserShell(worker);
  // The badge counts open polls not yet answered: at least the new one.
  await expect(worker.getByTestId('menu-badge-polls')).toHaveText(/^[1-9]\d*$/);
  await worker.getByTestId('worker-menu').locator('a[href="/polls"]').click();
  const card = worker.locator(`[data-testid="poll-card"][data-title="${title}"]`);
  await expect(card).toBeVisible();
  await card.getByTestId('poll-toggle-details').click();
  await expect(card.getByTestId('poll-details')).toContainText('Kumpi vuoro sopii paremmin?');
  await card.getByRole('radio', { name: 'Aamuvuoro' }).check();
  await card.getByTestId('poll-vote').click();
  await expect(card.getByTestId('poll-my-choice')).toHaveText('Oma vastauksesi: Aamuvuoro');
  await expect(card.getByTestId('poll-answered')).toBeVisible();
  // Public results: the own vote counts.
  const morning = card.locator('[data-testid="poll-result"][data-choice="Aamuvuoro"]');
  await expect(morning.getByTestId('poll-result-votes')).toHaveText('1 vastaus · 100 %');
  await expectNoSeriousA11yViolations(worker, 'the polls page');

  // Changing is allowed: the button says so, and the new answer replaces the old one.
  await card.getByRole('radio', { name: 'Iltavuoro' }).check();
  await expect(card.getByTestId('poll-vote')).toHaveText('Vaihda vastaus');
  await card.getByTestId('poll-vote').click();
  await expect(card.getByTestId('poll-my-choice')).toHaveText('Oma vastauksesi: Iltavuoro');
  const evening = card.locator('[data-testid="poll-result"][data-choice="Iltavuoro"]');
  await expect(evening.getByTestId('poll-result-votes')).toHaveText('1 vastaus · 100 %');
  await expect(morning.getByTestId('poll-result-votes')).toHaveText('0 vastausta · 0 %');

  // The admin sees who answered what, then deletes the journey's poll.
  await admin.reload();
  await row.getByTestId('poll-edit').click();
  const voters = admin.getByTestId('poll-voters');
  await expect(voters).toContainText(WORKER_NAME);
  await expect(voters).toContainText('Iltavuoro');
  await admin.keyboard.press('Escape');
  await row.getByTestId('poll-remove').click();
  await admin.getByTestId('remove-poll-confirm').click();
  await expect(row).toHaveCount(0);
  await adminContext.close();
  await workerContext.close();
});

test("a poll the admin publishes shows in the worker's menu badge without a reload", async ({ browser }) => {
  const workerContext = await browser.newContext();
  const worker = await workerContext.newPage();
  await login(worker, accounts.polls);
  await expectUserShell(worker);
  const badge = worker.getByTestId('menu-badge-polls');
  // The seeded open poll for everyone waits for this worker's answer: the badge shows a number.
  await expect(badge).toHaveText(/^[1-9]\d*$/);
  const before = Number(await badge.textContent());
  const me = await (await worker.request.get('/api/auth/refresh')).json();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, accounts.admin);
  const created = await admin.request.post('/api/polls/admin', {
    data: {
      poll: {
        title: `Pikakysely ${Date.now()}`,
        choices: ['Kyllä', 'Ei'],
        users: [me.user._id],
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const pollId = (await created.json()).poll._id;

  // Pushed over the notification stream: the worker's page was never reloaded.
  await expect(badge).toHaveText(String(before + 1), { timeout: 5_000 });
  const removed = await admin.request.delete(`/api/polls/${pollId}/admin`);
  expect(removed.status()).toBe(200);
  await expect(badge).toHaveText(String(before), { timeout: 5_000 });
  await adminContext.close();
  await workerContext.close();
});
