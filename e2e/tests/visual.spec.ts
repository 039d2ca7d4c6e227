// Visual regression (decision 147): the screens people look at most, in Finnish and English,
// light and dark, on a phone and a desktop, compared with the baselines in e2e/visual/. The data
// is the journey's own (an admin, a worker, a customer and shifts at fixed times in a week long
// past), the browser's clock is frozen inside that week, and what other journeys change at the
// same time (the menu's counts, the list of every worker) is masked. Update the baselines with
// `npx playwright test -c e2e/playwright.config.ts visual.spec.ts --update-snapshots`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { PERMISSION_AREAS } from '../../packages/domain/src/enums.ts';
import { addDays, zonedTime } from '../../packages/domain/src/rules/zonedTime.ts';
import { accounts, login } from './fixtures.ts';
import { makePerson } from './people.ts';
import { created } from './planningData.ts';

// Twelve shots a test, each taken until two in a row agree: slow on a loaded two-core machine.
test.slow();

/** A Monday long past, far from summer time's changes: every shot shows this week. */
const MONDAY = '2024-03-11';
/** The browser's now: Wednesday of that week, 10.00 in Helsinki. */
const NOW = zonedTime(addDays(MONDAY, 2), 10);

type Look = { locale: 'fi' | 'en'; dark: boolean };
const LOOKS: Look[] = [
  { locale: 'fi', dark: false },
  { locale: 'fi', dark: true },
  { locale: 'en', dark: false },
  { locale: 'en', dark: true },
];
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 } },
} as const;
type Device = keyof typeof DEVICES;

const nameOf = (screen: string, device: Device, look: Look) =>
  `${screen}-${device}-${look.locale}-${look.dark ? 'dark' : 'light'}.png`;

type Cast = {
  admin: { email: string; password: string };
  worker: { email: string; password: string; id: string };
  customer: string;
};
let cast: Cast;

// One cast for the file: the people, their place and their week, made once through the API.
test.beforeAll(async ({ browser }) => {
  // The baselines are drawn in DejaVu Sans, what the app's system-ui resolves to on Debian.
  const sans = spawnSync('fc-match', ['sans-serif'], { encoding: 'utf8' }).stdout;
  expect(sans, 'sans-serif is not DejaVu Sans: run scripts/ensure-chromium.mjs').toContain('DejaVu Sans');
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, accounts.admin);
  const everyArea = Object.fromEntries(PERMISSION_AREAS.map((area) => [area, 'all']));
  const admin = await makePerson(page, { firstName: 'Kuva', lastName: 'Ylläpitäjä', permissions: everyArea });
  const worker = await makePerson(page, { firstName: 'Kuva', lastName: 'Työntekijä' });
  const customer = await created<{ _id: string }>(
    page,
    '/api/customers/admin',
    { customer: { name: 'Kuvaklinikka' } },
    'customer',
  );
  const department = await created<{ _id: string }>(
    page,
    '/api/departments/admin',
    { department: { name: 'Vastaanotto', customer: customer._id } },
    'department',
  );
  const at = (day: number, hour: number) => zonedTime(addDays(MONDAY, day), hour).toISOString();
  const shift = (name: string, day: number, from: number, to: number, assigned = true) => ({
    name,
    from: at(day, from),
    to: at(day, to),
    department: department._id,
    stamp: { required: true },
    worker: assigned ? worker.id : null,
  });
  const made = await page.request.post('/api/shifts/mass/admin', {
    data: {
      shifts: [
        shift('Aamuvuoro', 0, 8, 16),
        shift('Iltavuoro', 1, 14, 22),
        shift('Päivystys', 3, 8, 20),
        shift('Aamuvuoro', 4, 8, 16),
        shift('Avoin vuoro', 2, 12, 18, false),
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const [monday, tuesday] = (await made.json()).shifts as { _id: string }[];
  await context.close();

  // The worker stamps Monday and Tuesday: the admin's approval queue holds those two.
  const workerContext = await browser.newContext();
  const w = await workerContext.newPage();
  await login(w, worker.email, worker.password);
  for (const [stamped, late] of [
    [monday, 15],
    [tuesday, 0],
  ] as const) {
    const res = await w.request.put(`/api/shifts/${stamped?._id}/stamp/worker`, {
      data: {
        from: at(late ? 0 : 1, late ? 8 : 14),
        to: new Date(Date.parse(at(late ? 0 : 1, late ? 16 : 22)) + late * 60_000).toISOString(),
        message: late ? 'Jäin auttamaan iltavuoroa.' : '',
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  await workerContext.close();
  cast = { admin, worker, customer: customer._id };
});

/** The organisation-wide counts (the menu's badges, the overview): other journeys change them. */
const FIXED_COUNTS = /\/api\/(shifts|suggestions|cancellations)\/count\/admin|\/api\/polls\/count/;

/**
 * A context on `device` whose clock stands at NOW and whose organisation-wide numbers are fixed:
 * the counts other journeys change meanwhile answer 3, and the approval queue keeps only this
 * journey's rows (the server's own answer, filtered), so every shot shows the journey's own data.
 */
async function frozen(browser: Browser, device: Device) {
  const context = await browser.newContext({ ...DEVICES[device], reducedMotion: 'reduce' });
  await context.clock.setFixedTime(NOW);
  await context.route(FIXED_COUNTS, (route) => route.fulfill({ json: { count: 3 } }));
  await context.route(/\/api\/organization\/admin$/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { organization: object };
    await route.fulfill({ response, json: { organization: { ...body.organization, usersWithoutTfa: 3 } } });
  });
  await context.route(/\/api\/shifts\/admin\?.*stamp=waiting/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { shifts: { worker: string | null }[] };
    const shifts = body.shifts.filter((s) => s.worker === cast.worker.id);
    await route.fulfill({ response, json: { ...body, shifts, total: shifts.length, totalCapped: false } });
  });
  return { context, page: await context.newPage() };
}

/** Saves the look on the journey's own account and reloads, so the app starts in it. */
async function wear(page: Page, look: Look) {
  const saved = await page.request.put('/api/users/settings', {
    data: { settings: { locale: look.locale, darkMode: look.dark } },
  });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await settled(page, look);
}

/** The page is in `look`, has drawn its data, its menu's badges (asked 1.5 s in) and its fonts. */
async function settled(page: Page, look: Look) {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', look.locale);
  await expect(html).toHaveAttribute('data-mantine-color-scheme', look.dark ? 'dark' : 'light');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const menu = page.getByTestId('admin-menu').or(page.getByTestId('worker-menu')).first();
  if (await menu.isVisible()) await expect(menu.locator('[data-testid^="menu-badge"]').first()).toBeVisible();
  // The pinned font has loaded: text drawn in a fallback would move every line.
  await page.evaluate(() => document.fonts.ready);
}

/** The bell's unread count follows the server's notifications, which arrive on their own time. */
const shot = (page: Page, name: string) =>
  expect(page).toHaveScreenshot(name, { mask: [page.getByTestId('notification-bell')] });

test('the login page, fi and en, light and dark, on a phone and a desktop', async ({ browser }) => {
  for (const device of ['phone', 'desktop'] as const) {
    const { context, page } = await frozen(browser, device);
    for (const look of LOOKS) {
      // Before login the browser's own choice counts, under the keys the app keeps it.
      await page.addInitScript((l) => {
        localStorage.setItem('tuura.locale', l.locale);
        localStorage.setItem('tuura.colorScheme', l.dark ? 'dark' : 'light');
      }, look);
      await page.goto('/auth/login');
      await expect(page.locator('button[type="submit"]')).toBeVisible();
      await settled(page, look);
      await shot(page, nameOf('login', device, look));
    }
    await context.close();
  }
});

for (const device of ['phone', 'desktop'] as const) {
  test(`my shifts and the start dialog on a ${device}, in every look`, async ({ browser }) => {
    const { context, page } = await frozen(browser, device);
    await login(page, cast.worker.email, cast.worker.password);
    for (const look of LOOKS) {
      await wear(page, look);
      await expect(page).toHaveURL(/\/shifts/);
      await expect(page.getByTestId('week-strip')).toBeVisible();
      await expect(page.getByTestId('shifts-loading')).toHaveCount(0);
      await shot(page, nameOf('my-shifts', device, look));
      await page.getByTestId('start-end-button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await shot(page, nameOf('start-dialog', device, look));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
    await context.close();
  });

  test(`the admin home, planning and stamps on a ${device}, in every look`, async ({ browser }) => {
    const { context, page } = await frozen(browser, device);
    await login(page, cast.admin.email, cast.admin.password);
    for (const look of LOOKS) {
      await page.goto('/admin');
      await wear(page, look);
      await expect(page.getByTestId('stamps-waiting-count')).toHaveText('3');
      await shot(page, nameOf('admin-home', device, look));
      await page.goto(`/admin/shifts/planning?date=${MONDAY}&customer=${cast.customer}`);
      await settled(page, look);
      await expect(page.getByTestId('planning-shift')).toHaveCount(5);
      await shot(page, nameOf('planning', device, look));
      await page.goto('/admin/stamps');
      await settled(page, look);
      await expect(page.getByTestId('stamp-row')).toHaveCount(2);
      await shot(page, nameOf('stamps', device, look));
    }
    await context.close();
  });
}

/** The share of pixels that differ between two PNGs of one size, counted on a blank page's canvas. */
async function differingShare(page: Page, pngs: [Buffer, Buffer]): Promise<number> {
  return page.evaluate(
    async (base64s) => {
      const pixels = async (base64: string) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        return context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      };
      const [a, b] = await Promise.all(base64s.map(pixels));
      if (!a || !b || a.length !== b.length) return 1;
      let different = 0;
      for (let i = 0; i < a.length; i += 4)
        if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2] || a[i + 3] !== b[i + 3])
          different++;
      return different / (a.length / 4);
    },
    pngs.map((png) => png.toString('base64')),
  );
}

// The shots above pass unchanged; this proves that a change of 1 % of a page's pixels fails.
test('a change of 1 % of the pixels fails the comparison', async ({ browser }) => {
  const look = LOOKS[0] as Look;
  const name = nameOf('login', 'desktop', look);
  const baseline = test.info().snapshotPath(name);
  expect(existsSync(baseline), `the baseline ${name}`).toBe(true);
  const { context, page } = await frozen(browser, 'desktop');
  await page.goto('/auth/login');
  await settled(page, look);
  // 128 × 80 px of 1280 × 800: exactly 1 % of the page, in a colour the login page has nowhere.
  await page.addStyleTag({
    content:
      'body::after{content:"";position:fixed;left:0;top:0;width:128px;height:80px;background:#f0f;z-index:99999}',
  });
  const updating = test.info().config.updateSnapshots;
  if (updating === 'all' || updating === 'changed') {
    // While the baselines are written, toHaveScreenshot would write this shot over the login's:
    // the same count of differing pixels, on a blank page, against the committed file instead.
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
    const blank = await context.newPage();
    expect(await differingShare(blank, [readFileSync(baseline), shot])).toBeGreaterThanOrEqual(0.01);
  } else {
    const failure = await expect(page)
      .toHaveScreenshot(name, { timeout: 3_000 })
      .then(
        () => 'passed',
        (error: Error) => error.message,
      );
    // At least the painted 1 % differs; a browser update may shift a few anti-aliased pixels more.
    const differing = Number(
      /(\d+) pixels \(ratio [\d.]+ of all image pixels\) are different/.exec(failure)?.[1],
    );
    expect(differing, failure).toBeGreaterThanOrEqual(128 * 80);
  }
  await context.close();
});
