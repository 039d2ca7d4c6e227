// A person's data (decisions 134, 135). A worker of this journey's own downloads their data from
// the profile: the ZIP's JSON holds their profile and their shift. An admin erases a former worker
// of this journey's own, confirming in the dialog, and the worker's shift last year stays in that
// month's bill under the anonymous name.
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import yauzl from 'yauzl';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, openInApp } from './fixtures.ts';
import { resetPathIn, waitForMail } from './mailbox.ts';

/** The text of one entry of a ZIP. */
function entryText(zip: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true }, (error, file) => {
      if (error || !file) return reject(error);
      file.on('entry', (entry: yauzl.Entry) => {
        if (entry.fileName !== name) return file.readEntry();
        file.openReadStream(entry, (openError, stream) => {
          if (openError || !stream) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      file.on('end', () => reject(new Error(`${name} not in the ZIP`)));
      file.readEntry();
    });
  });
}

/** The first department of the demo's first customer: where this journey's shifts are. */
async function aDepartment(page: Page) {
  const res = await page.request.get('/api/customers/full/admin');
  expect(res.ok()).toBe(true);
  const { customers } = (await res.json()) as {
    customers: { _id: string; name: string; departments: { _id: string }[] }[];
  };
  const customer = customers.find((c) => c.departments.length > 0);
  if (!customer?.departments[0]) throw new Error('no department in the demo data');
  return { customer, departmentId: customer.departments[0]._id };
}

/** A worker made by the admin (signed in on `page`), with one shift on `day` at the department. */
async function makeWorker(page: Page, name: { firstName: string; lastName: string }, day: string) {
  const email = `${name.firstName.toLowerCase()}.${Date.now()}@example.com`;
  const created = await page.request.post('/api/users/admin', {
    data: { user: { email, personal: name } },
  });
  expect(created.status()).toBe(201);
  const { user } = (await created.json()) as { user: { _id: string } };
  const { customer, departmentId } = await aDepartment(page);
  const shift = await page.request.post('/api/shifts/admin', {
    data: {
      shift: {
        name: 'Tietopyyntövuoro',
        from: `${day}T06:00:00.000Z`,
        to: `${day}T14:00:00.000Z`,
        department: departmentId,
        worker: user._id,
        billing: '48 €/h',
        salary: '24 €/h',
      },
    },
  });
  expect(shift.status(), await shift.text()).toBe(201);
  const { shift: made } = (await shift.json()) as { shift: { _id: string } };
  return { id: user._id, email, shiftId: made._id, customer };
}

test('a worker downloads their own data from the profile as a ZIP with their shift in its JSON', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await login(page, accounts.admin);
  const yesterday = new Date(Date.now() - 24 * 3_600_000).toISOString().slice(0, 10);
  const worker = await makeWorker(page, { firstName: 'Tiedot', lastName: 'Pyytäjä' }, yesterday);
  const token = resetPathIn(await waitForMail(worker.email))
    .split('/')
    .at(-1);
  const password = 'omat-tiedot-salasana-1';
  expect((await page.request.post('/api/auth/reset-password', { data: { token, password } })).ok()).toBe(
    true,
  );
  await page.request.post('/api/auth/logout');
  await page.context().clearCookies();

  await login(page, worker.email, password, { to: '/profile' });
  await expectUserShell(page);
  const section = page.getByTestId('profile-data-section');
  await expect(section).toContainText('Omat tiedot');
  await expectNoSeriousA11yViolations(page, 'the profile with the data download');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByTestId('profile-data-download').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tuura-omat-tiedot-\d{4}-\d{2}-\d{2}\.zip$/);
  const path = testInfo.outputPath('omat-tiedot.zip');
  await download.saveAs(path);
  const doc = JSON.parse(await entryText(await readFile(path), 'tuura-data.json'));
  expect(doc.format).toBe('tuura-personal-data');
  expect(doc.profile).toMatchObject({ _id: worker.id, email: worker.email, firstName: 'Tiedot' });
  expect(doc.shifts.map((s: { _id: string }) => s._id)).toEqual([worker.shiftId]);
  expect(doc.shifts[0]).toMatchObject({ name: 'Tietopyyntövuoro', salary: '24 €/h' });
});

test("an admin erases a former worker, whose shift stays in last year's bill under the anonymous name", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await login(page, accounts.admin);
  await expectUserShell(page);
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date());
  const lastYear = `${Number(today.slice(0, 4)) - 1}-${today.slice(5, 7)}`;
  const lastName = `Lähtijä${Date.now()}`;
  const former = await makeWorker(page, { firstName: 'Entinen', lastName }, `${lastYear}-10`);
  expect((await page.request.delete(`/api/users/${former.id}/admin`)).ok()).toBe(true);

  await openInApp(page, '/admin/users');
  await page.getByTestId('former-users-open').click();
  const row = page.getByTestId('former-user').filter({ hasText: lastName });
  await expect(row).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the removed users');
  await row.getByTestId('former-user-erase').click();
  const dialog = page.getByTestId('erase-confirm');
  await expect(dialog).toContainText('Hävitystä ei voi perua');
  await page.getByTestId('erase-confirm-button').click();
  await expect(dialog).toBeHidden();
  // The list now names them anonymously, with no erase button left.
  await expect(page.getByTestId('former-user').filter({ hasText: lastName })).toHaveCount(0);
  await page.keyboard.press('Escape');

  await openInApp(page, `/admin/bills?month=${lastYear}&customer=${former.customer._id}`);
  const line = page.locator(`[data-testid="bill-line"][data-id="${former.shiftId}"]`);
  await expect(line).toBeVisible({ timeout: 20_000 });
  await expect(line).toContainText('Poistettu käyttäjä');
  await expect(line).not.toContainText(lastName);
});
