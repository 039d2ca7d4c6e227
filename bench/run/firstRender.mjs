// Front end in the bench: how long a worker waits for their month on a cold
// start in Chromium (navigation start → a day of the month marked with a shift), against the
// run's server and data; median of a few runs, at full speed and at Lighthouse's 4× slower CPU.
// CHROME_PATH picks the browser (Debian's chromium by default).
import { chromium } from '@playwright/test';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MONTH = '/shifts?view=month';
/** A day in the month calendar that carries a shift mark: the data has been drawn. */
const SHOWN = '[data-testid="month-calendar"]:not([data-loading]) [data-mark]';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(browser, baseUrl, cookie, cpuSlowdown) {
  // A fresh context: nothing cached, no service worker, only the session cookie.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 412, height: 823 },
  });
  try {
    const [name, value] = cookie.split('=');
    await context.addCookies([{ name, value, url: baseUrl }]);
    await context.addInitScript((selector) => {
      new MutationObserver((_, observer) => {
        if (document.querySelector(selector)) {
          window.__shownAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, SHOWN);
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.goto(`${baseUrl}${MONTH}`);
    await page.waitForFunction(() => window.__shownAt !== undefined, null, { timeout: 30_000 });
    return await page.evaluate(() => window.__shownAt);
  } finally {
    await context.close();
  }
}

/** `{ ms, slowMs, runs }`: the median milliseconds at full speed and at 4× CPU. */
export async function measureFirstRender(baseUrl, cookie, { runs = 5 } = {}) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const fast = [];
    const slow = [];
    for (let i = 0; i < runs; i++) fast.push(await once(browser, baseUrl, cookie, 1));
    for (let i = 0; i < runs; i++) slow.push(await once(browser, baseUrl, cookie, 4));
    return { ms: median(fast), slowMs: median(slow), runs };
  } finally {
    await browser.close();
  }
}
