// Files: a worker on a phone uploads a pdf and watches its progress bar, sees a wrong
// file refused with its reason (one in the browser, a disguised one by the server), shares the pdf
// with a colleague, who opens it under shared with me at a desk. Then the owner deletes it, so the
// journey can run again on the same demo server. Screenshots: phone 360 px and desktop, fi and
// en, light and dark, and the admin's table.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { accounts, expectNoSeriousA11yViolations, expectUserShell, login, PASSWORD } from './fixtures.ts';

const PHONE = { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 800 } };

/** A small one-page PDF saying `title`, padded to about `size` bytes with comment lines. */
function pdf(title: string, size: number): Buffer {
  const padLine = `%${'0'.repeat(99)}\n`;
  const padding = padLine.repeat(Math.max(0, Math.floor((size - 700) / padLine.length)));
  const text = `BT /F1 24 Tf 72 760 Td (${title}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = `%PDF-1.4\n${padding}`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A Windows program's first bytes: what a disguised upload really is. */
const EXECUTABLE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(2000, 0),
]);

async function newPage(browser: Browser, options: object) {
  const context = await browser.newContext(options);
  return { context, page: await context.newPage() };
}

const row = (page: Page, name: string) => page.locator(`[data-testid="file-row"][data-name="${name}"]`);
const uploadRow = (page: Page, name: string) =>
  page.locator(`[data-testid="upload-row"][data-name="${name}"]`);

test('a worker uploads a pdf with a progress bar and shares it; a colleague opens it', async ({
  browser,
}) => {
  test.slow();
  const name = `Hoitajan lupa ${Date.now()}.pdf`;
  const owner = await newPage(browser, PHONE);
  const o = owner.page;
  await login(o, accounts.filesOwner, PASSWORD, { to: '/files/my-files' });
  await expectUserShell(o);
  await expect(o.getByRole('tab', { name: 'Omat' })).toHaveAttribute('aria-selected', 'true');
  await expect(o.getByTestId('space-used')).toContainText(/ \/ 2 Gt$/);

  // A slow upload link, so the bar is seen on its way (DevTools throttles the upload).
  const cdp = await owner.context.newCDPSession(o);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  const created = o.waitForResponse(
    (r) => r.url().endsWith('/api/files/worker') && r.request().method() === 'POST',
  );
  await o.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: pdf('Tuura lupa', 1_500_000),
  });
  const uploading = uploadRow(o, name);
  await expect(uploading.getByTestId('upload-progress')).toBeVisible();
  // Somewhere between nothing and all of it while on its way.
  let seen = 0;
  await expect
    .poll(
      async () => {
        seen = Number(await uploading.getByTestId('upload-progress').getAttribute('data-percent'));
        return seen;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
  expect(seen).toBeLessThan(100);
  expect((await created).status()).toBe(201);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(uploading).toHaveAttribute('data-state', 'done');
  await expect(uploading.getByTestId('upload-progress')).toHaveAttribute('data-percent', '100');
  await expect(uploading).toContainText('Lähetetty');
  await expect(row(o, name)).toBeVisible();

  // A program is refused in the browser with its reason, and never sent; a program named .pdf
  // goes to the server, which reads its content and refuses it the same way.
  let sent = 0;
  o.on('request', (r) => {
    if (r.url().endsWith('/api/files/worker') && r.method() === 'POST') sent++;
  });
  await o.locator('input[type="file"]').setInputFiles({
    name: 'ohjelma.exe',
    mimeType: 'application/x-msdownload',
    buffer: EXECUTABLE,
  });
  await expect(uploadRow(o, 'ohjelma.exe').getByTestId('upload-problem')).toHaveText(
    /^Tämän tyyppistä tiedostoa ei voi lähettää\./,
  );
  expect(sent).toBe(0);
  const refusedByServer = o.waitForResponse(
    (r) => r.url().endsWith('/api/files/worker') && r.request().method() === 'POST',
  );
  await o.locator('input[type="file"]').setInputFiles({
    name: 'lasku.pdf',
    mimeType: 'application/pdf',
    buffer: EXECUTABLE,
  });
  expect((await refusedByServer).status()).toBe(415);
  await expect(uploadRow(o, 'lasku.pdf')).toHaveAttribute('data-state', 'refused');
  await expect(uploadRow(o, 'lasku.pdf').getByTestId('upload-problem')).toHaveText(
    /^Tämän tyyppistä tiedostoa ei voi lähettää\./,
  );
  await expect(row(o, 'lasku.pdf')).toHaveCount(0);
  await expectNoSeriousA11yViolations(o, 'my files with uploads');

  // Shared with a colleague from the row's menu, found by name.
  await row(o, name).getByTestId('file-menu').click();
  await o.getByTestId('file-share').click();
  const share = o.getByRole('dialog', { name: `Jaa ${name}` });
  await expect(share.getByTestId('share-form')).toBeVisible();
  await share.getByTestId('share-users').fill('Mikko Tur');
  await o.getByRole('option', { name: 'Mikko Turunen' }).click();
  await expectNoSeriousA11yViolations(o, 'the share dialog');
  const saved = o.waitForResponse(
    (r) => /\/api\/files\/[^/]+\/worker$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await share.getByTestId('share-save').click();
  expect((await saved).status()).toBe(200);
  await expect(share).toBeHidden();
  await expect(row(o, name)).toContainText('Jaettu');
  const id = await row(o, name).getAttribute('data-id');

  // The colleague at a desk finds it under shared with me and opens it.
  const reader = await newPage(browser, DESK);
  const m = reader.page;
  await login(m, accounts.filesReader, PASSWORD, { to: '/files/my-files' });
  await expectUserShell(m);
  await m.getByRole('tab', { name: 'Jaetut minulle' }).click();
  await expect(m).toHaveURL('/files/shared-with-me');
  await expect(row(m, name)).toBeVisible();
  await expect(row(m, name).getByTestId('file-menu')).toBeVisible();
  const opened = m.waitForResponse((r) => r.url().endsWith(`/api/files/${id}`));
  await row(m, name).getByTestId('file-open').click();
  const preview = m.getByRole('dialog', { name });
  await expect(preview.getByTestId('file-preview')).toHaveAttribute('data-kind', 'pdf');
  const response = await opened;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  // The browser showed it in the frame (a refused frame would be Chrome's error page).
  await expect.poll(() => m.frames().some((f) => f.url().endsWith(`/api/files/${id}`))).toBe(true);
  await preview.getByRole('button', { name: 'Sulje' }).click();
  // The colleague may not change it.
  await row(m, name).getByTestId('file-menu').click();
  await expect(m.getByTestId('file-download')).toBeVisible();
  await expect(m.getByTestId('file-share')).toHaveCount(0);
  await expect(m.getByTestId('file-delete')).toHaveCount(0);
  await m.keyboard.press('Escape');

  // The owner deletes it; it is gone from the colleague's list too.
  await row(o, name).getByTestId('file-menu').click();
  await o.getByTestId('file-delete').click();
  await o.getByTestId('delete-confirm').click();
  await expect(row(o, name)).toHaveCount(0);
  await m.reload();
  await expect(m.getByTestId('files-empty').or(m.getByTestId('file-list'))).toBeVisible();
  await expect(row(m, name)).toHaveCount(0);
  await owner.context.close();
  await reader.context.close();
});

test('a worker drops a file, makes a folder, renames the file and moves it into the folder', async ({
  browser,
}) => {
  const stamp = Date.now();
  const dropped = `Todistus ${stamp}.pdf`;
  const renamed = `Rokotustodistus ${stamp}.pdf`;
  const folder = `Todistukset ${stamp}`;
  const { context, page } = await newPage(browser, DESK);
  await login(page, accounts.filesOwner, PASSWORD, { to: '/files/my-files' });
  await expect(page.getByTestId('upload-drop')).toBeVisible();

  // Dropped from the desktop onto the drop area: a real DataTransfer carrying the file.
  const bytes = [...pdf('Todistus', 3000)];
  const transfer = await page.evaluateHandle(
    ({ bytes, name }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
      return data;
    },
    { bytes, name: dropped },
  );
  await page.getByTestId('upload-drop').dispatchEvent('dragover', { dataTransfer: transfer });
  await expect(page.getByTestId('upload-drop')).toHaveAttribute('data-over', 'true');
  await page.getByTestId('upload-drop').dispatchEvent('drop', { dataTransfer: transfer });
  await expect(uploadRow(page, dropped)).toHaveAttribute('data-state', 'done');
  await expect(row(page, dropped)).toBeVisible();

  await page.getByTestId('new-directory').click();
  await page.getByTestId('file-name').fill(folder);
  await page.getByTestId('file-name-save').click();
  await expect(row(page, folder)).toBeVisible();

  await row(page, dropped).getByTestId('file-menu').click();
  await page.getByTestId('file-rename').click();
  await page.getByTestId('file-name').fill(renamed);
  await page.getByTestId('file-name-save').click();
  await expect(row(page, renamed)).toBeVisible();
  await expect(row(page, dropped)).toHaveCount(0);

  await row(page, renamed).getByTestId('file-menu').click();
  await page.getByTestId('file-move').click();
  await page.getByTestId('move-target').click();
  await page.getByRole('option', { name: folder }).click();
  await page.getByTestId('move-save').click();
  await expect(row(page, renamed)).toHaveCount(0);

  // Inside the folder, with the breadcrumb back up.
  await row(page, folder).getByTestId('file-open').click();
  await expect(page.getByTestId('files-breadcrumb')).toContainText(folder);
  await expect(row(page, renamed)).toBeVisible();
  await page.getByTestId('files-breadcrumb').getByRole('link', { name: 'Omat tiedostot' }).click();
  await expect(page).toHaveURL('/files/my-files');

  // The folder goes with its contents, after the second question.
  await row(page, folder).getByTestId('file-menu').click();
  await page.getByTestId('file-delete').click();
  await page.getByTestId('delete-confirm').click();
  await page.getByRole('button', { name: 'Poista kansio ja sisältö' }).click();
  await expect(row(page, folder)).toHaveCount(0);
  await context.close();
});

test("an admin publishes a form on the public tab; a worker finds it there with the organisation's name", async ({
  browser,
}) => {
  const name = `Matkalaskulomake ${Date.now()}.pdf`;
  const admin = await newPage(browser, DESK);
  const a = admin.page;
  await login(a, accounts.admin, PASSWORD, { to: '/files/public' });
  await expect(a.getByTestId('space-bar')).toContainText('Organisaation tila');
  await expect(a.getByTestId('space-used')).toContainText(/ \/ 5 Gt$/);
  const created = a.waitForResponse(
    (r) => r.url().endsWith('/api/files/worker') && r.request().method() === 'POST',
  );
  await a.locator('input[type="file"]').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: pdf('Matkalasku', 2000),
  });
  expect((await created).status()).toBe(201);
  await expect(row(a, name)).toContainText('Julkinen');

  const worker = await newPage(browser, PHONE);
  const w = worker.page;
  await login(w, accounts.filesReader, PASSWORD, { to: '/files/public' });
  await expect(row(w, name)).toContainText('Organisaatio');
  await expect(w.getByTestId('upload-button')).toHaveCount(0);

  await row(a, name).getByTestId('file-menu').click();
  await a.getByTestId('file-delete').click();
  await a.getByTestId('delete-confirm').click();
  await expect(row(a, name)).toHaveCount(0);
  await admin.context.close();
  await worker.context.close();
});

type Look = { name: string; locale: 'fi' | 'en'; darkMode: boolean };
// Each language and each theme once (their other pairings draw the same page again).
const LOOKS: Look[] = [
  { name: 'fi', locale: 'fi', darkMode: false },
  { name: 'en-dark', locale: 'en', darkMode: true },
];

for (const [device, viewport] of [
  ['phone', { width: 360, height: 780 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`my files on a ${device}, fi and en, light and dark`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    // The owner of the journey above: only its own language and theme change here.
    await login(page, accounts.filesOwner);
    try {
      for (const look of LOOKS) {
        const saved = await page.request.put('/api/users/settings', {
          data: { settings: { locale: look.locale, darkMode: look.darkMode } },
        });
        expect(saved.ok()).toBe(true);
        await page.goto('/files/my-files');
        await expect(page.locator('html')).toHaveAttribute('lang', look.locale);
        await expect(page.getByTestId('space-bar')).toBeVisible();
        await expect(page.getByTestId('file-list').or(page.getByTestId('files-empty'))).toBeVisible();
        if (look.darkMode) await expectNoSeriousA11yViolations(page, `my files, ${look.name}`);
      }
    } finally {
      await page.request.put('/api/users/settings', { data: { settings: { locale: 'fi', darkMode: null } } });
    }
  });
}

test("the admin's table of the organisation's files, light and dark", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The admin's own settings stay as they are: dark comes from the device (its saved mode is unset).
  await login(page, accounts.admin, PASSWORD, { to: '/files/users' });
  await expect(page.getByTestId('admin-files-table')).toBeVisible();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByTestId('files-type-filter').getByText('Kansiot').click();
  await expect(page).toHaveURL(/type=directory/);
  await expectNoSeriousA11yViolations(page, "the admin's files table");
});
