// Front end: planning's month with 2,000 shifts in Chromium (goal: first render within 500 ms).
// Starts the server on a fresh embedded database with the demo data, adds 2,000 shifts (a fifth
// open) to a month the demo leaves empty, and prints, median of a few runs:
// - cold: navigation start → the month's grid drawn with its shifts (new context: no cache, no
//   service worker; the page's chunks, four pages of the list and the render), and of it the part
//   after the last page of shifts arrived (the first render with the data: goal 500 ms);
// - render: the shifts loaded, switching the rows from departments to workers → the new grid
//   drawn (the grouping and drawing alone, no network).
// CHROME_PATH picks the browser (Debian's chromium by default). The web app is built when stale.
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { login, startServer } from './lib/server.mjs';

const root = new URL('..', import.meta.url).pathname;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const SHIFTS = 2000;
const RUNS = Number(process.env.PLANNING_RUNS ?? 5);
const MASS = 1000;
/** The grid with data and at least one shift drawn. */
const DRAWN = '[data-testid="planning-grid"]:not([data-loading]) [data-testid="planning-shift"]';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The first day of the month four months from now: past the demo's 8 weeks of shifts. */
function emptyMonth(now = new Date()) {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 4, 1));
  return d.toISOString().slice(0, 10);
}

async function addShifts(url, cookie, month) {
  const headers = { cookie, 'content-type': 'application/json' };
  const { customers } = await (await fetch(`${url}/api/customers/full/admin`, { headers })).json();
  const departments = customers.flatMap((c) => c.departments.map((d) => d._id));
  const workers = await (async () => {
    const res = await fetch(`${url}/api/shifts/admin?limit=500`, { headers });
    return [...new Set((await res.json()).shifts.map((s) => s.worker).filter(Boolean))];
  })();
  const [y, m] = month.split('-').map(Number);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const starts = [6, 12, 20];
  const shifts = Array.from({ length: SHIFTS }, (_, i) => {
    // Helsinki is UTC+2 or +3: 5, 11 and 19 UTC are morning, afternoon and night there.
    const from = new Date(Date.UTC(y, m - 1, 1 + (i % days), starts[i % 3] - 1, 0));
    return {
      from: from.toISOString(),
      to: new Date(from.getTime() + 8 * 3_600_000).toISOString(),
      name: ['Aamuvuoro', 'Iltavuoro', 'Yövuoro'][i % 3],
      department: departments[i % departments.length],
      // A fifth open; the rest spread over the demo's workers (overlaps are fine for drawing).
      worker: i % 5 === 0 ? null : workers[i % workers.length],
    };
  });
  for (let i = 0; i < shifts.length; i += MASS) {
    const res = await fetch(`${url}/api/shifts/mass/admin`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ shifts: shifts.slice(i, i + MASS) }),
    });
    if (res.status !== 201) throw new Error(`mass create: ${res.status} ${await res.text()}`);
  }
}

async function newPage(browser, url, cookie) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1440, height: 900 },
  });
  const [name, value] = cookie.split('=');
  await context.addCookies([{ name, value, url }]);
  await context.addInitScript((selector) => {
    new MutationObserver((_, observer) => {
      if (document.querySelector(selector)) {
        window.__drawnAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, DRAWN);
  return { context, page: await context.newPage() };
}

async function cold(browser, url, cookie, month) {
  const { context, page } = await newPage(browser, url, cookie);
  try {
    await page.goto(`${url}/admin/shifts/planning?view=month&date=${month}`);
    await page.waitForFunction(() => window.__drawnAt !== undefined, null, { timeout: 60_000 });
    const ms = await page.evaluate(() => window.__drawnAt);
    const count = await page.evaluate(
      () => document.querySelectorAll('[data-testid="planning-shift"]').length,
    );
    // When the last page of the list had arrived: the rest is the grouping and the drawing.
    const dataAt = await page.evaluate(() =>
      Math.max(
        ...performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('/api/shifts/admin'))
          .map((e) => e.responseEnd),
      ),
    );
    return { ms, count, renderMs: ms - dataAt };
  } finally {
    await context.close();
  }
}

/** Click → the first frame drawn after the grid's rows changed (a rows switch, data in memory). */
async function rerender(browser, url, cookie, month) {
  const { context, page } = await newPage(browser, url, cookie);
  try {
    await page.goto(`${url}/admin/shifts/planning?view=month&date=${month}`);
    await page.waitForFunction(() => window.__drawnAt !== undefined, null, { timeout: 60_000 });
    const samples = [];
    for (const by of ['Työntekijät', 'Osastot', 'Työntekijät', 'Osastot']) {
      const wanted = by === 'Työntekijät' ? 'unfilled' : null;
      await page.evaluate((unfilledRow) => {
        window.__switched = undefined;
        let start = 0;
        // Timed from the click itself, not from when the test asked for it.
        document.addEventListener('click', () => (start = performance.now()), { capture: true, once: true });
        new MutationObserver((_, observer) => {
          const first = document.querySelector('[data-testid="planning-row"]');
          if ((first?.getAttribute('data-row') === 'unfilled') === Boolean(unfilledRow)) {
            observer.disconnect();
            requestAnimationFrame(() => setTimeout(() => (window.__switched = performance.now() - start)));
          }
        }).observe(document.querySelector('[data-testid="planning-grid"]'), {
          childList: true,
          subtree: true,
        });
      }, wanted);
      await page.getByTestId('planning-rows').getByText(by, { exact: true }).click();
      await page.waitForFunction(() => window.__switched !== undefined, null, { timeout: 30_000 });
      samples.push(await page.evaluate(() => window.__switched));
    }
    return median(samples);
  } finally {
    await context.close();
  }
}

execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit' });
const server = await startServer({
  env: { RATE_LIMIT_PER_MINUTE: '100000', CREDENTIAL_RATE_LIMIT_PER_MINUTE: '100000' },
});
try {
  const cookie = await login(server.url, 'admin@example.com');
  const month = emptyMonth();
  await addShifts(server.url, cookie, month);
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const colds = [];
    const afterData = [];
    let drawn = 0;
    for (let i = 0; i < RUNS; i++) {
      const r = await cold(browser, server.url, cookie, month);
      colds.push(r.ms);
      afterData.push(r.renderMs);
      drawn = r.count;
    }
    const renders = [];
    for (let i = 0; i < Math.max(1, Math.floor(RUNS / 2)); i++)
      renders.push(await rerender(browser, server.url, cookie, month));
    console.log(
      `planning month ${month.slice(0, 7)} with ${SHIFTS} shifts (${drawn} drawn in view), embedded PGlite, median of ${RUNS}:`,
    );
    console.log(
      `  cold start to the grid drawn: ${Math.round(median(colds))} ms (runs ${colds.map(Math.round).join(', ')})`,
    );
    console.log(`  of it, the last page of shifts in → the grid drawn: ${Math.round(median(afterData))} ms`);
    console.log(`  rows switched, data in memory, to the next frame: ${Math.round(median(renders))} ms`);
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}
