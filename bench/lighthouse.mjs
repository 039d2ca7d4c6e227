// Lighthouse (mobile preset: a mid-range phone on slow 4G, simulated) on the login page and on a
// worker's /shifts, against the real server on the built web app with demo data; then the bytes a
// repeat visit transfers with the browser's cache (and service worker) kept. Prints numbers.
// CHROME_PATH picks the browser (Debian's chromium by default).
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { login, startServer } from './lib/server.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  ...(process.env.LIGHTHOUSE_LANG ? [`--lang=${process.env.LIGHTHOUSE_LANG}`] : []),
];
const root = new URL('..', import.meta.url).pathname;

// The server serves packages/web/dist; build it when it is missing or older than its sources.
execFileSync(process.execPath, ['scripts/ensure-web-build.mjs'], { cwd: root, stdio: 'inherit' });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One cold Lighthouse run in a fresh browser profile. */
async function coldLoad(url, headers) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: headers,
    });
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const ms = (id) => lhr.audits[id].numericValue;
    return {
      finalUrl: lhr.finalDisplayedUrl,
      performance: Math.round(lhr.categories.performance.score * 100),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: ms('cumulative-layout-shift'),
      bytes: ms('total-byte-weight'),
      shifted: (lhr.audits['layout-shifts']?.details?.items ?? []).map(
        (i) => `${i.node?.selector ?? '?'} ${i.score?.toFixed(3)}`,
      ),
      mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map(
        (i) => `${i.groupLabel ?? i.group} ${Math.round(i.duration)} ms`,
      ),
      bootup: (lhr.audits['bootup-time']?.details?.items ?? []).map(
        (i) =>
          `${i.url.startsWith('http') ? new URL(i.url).pathname : i.url} ${Math.round(i.total)} ms (script ${Math.round(i.scripting)})`,
      ),
      longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map(
        (i) =>
          `${i.url.startsWith('http') ? new URL(i.url).pathname : i.url} @${Math.round(i.startTime)} ${Math.round(i.duration)} ms`,
      ),
      heaviest: lhr.audits['total-byte-weight'].details.items.map(
        (i) => `${new URL(i.url).pathname} ${kb(i.totalBytes)}`,
      ),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Bytes over the network (compressed, headers included) on a second visit with the cache kept,
 * API calls apart: the first visit fills the HTTP cache and lets the service worker install.
 * With `serviceWorkers: 'block'`, what the HTTP cache alone saves (a first visit in a browser
 * without the worker, or before it has installed).
 */
async function repeatVisit(url, cookie, serviceWorkers) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  try {
    const context = await browser.newContext({ serviceWorkers });
    if (cookie) {
      const [name, value] = cookie.split('=');
      await context.addCookies([{ name, value, url }]);
    }
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // The service worker precaches after the first load; give it time to finish.
    // (None registers on a first visit to the login page before anyone signs in.)
    if (serviceWorkers === 'allow')
      await page.evaluate(() =>
        Promise.race([navigator.serviceWorker?.ready, new Promise((r) => setTimeout(r, 3000))]),
      );
    await page.waitForTimeout(1500);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map();
    let bytes = 0;
    let apiBytes = 0;
    const requests = [];
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => {
      const requestUrl = urls.get(e.requestId) ?? '';
      if (new URL(requestUrl).pathname.startsWith('/api/')) apiBytes += e.encodedDataLength;
      else {
        bytes += e.encodedDataLength;
        if (e.encodedDataLength > 0) requests.push(`${new URL(requestUrl).pathname} ${e.encodedDataLength}`);
      }
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { bytes, apiBytes, requests };
  } finally {
    await browser.close();
  }
}

const server = await startServer();
try {
  const cookie = await login(server.url, 'worker@example.com');
  const pages = [
    { name: 'login (/auth/login)', url: `${server.url}/auth/login` },
    { name: "worker's /shifts", url: `${server.url}/shifts`, cookie },
  ];
  // LIGHTHOUSE_ONLY=shifts (or login) measures one page, e.g. to compare a change quickly.
  const only = process.env.LIGHTHOUSE_ONLY;
  // Lighthouse's own advice: one run varies by several points; LIGHTHOUSE_RUNS=5 reports the
  // run with the median performance score.
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
  for (const { name, url, cookie: c } of pages.filter((p) => !only || p.url.includes(only))) {
    const colds = [];
    for (let i = 0; i < runs; i++) colds.push(await coldLoad(url, c ? { Cookie: c } : undefined));
    colds.sort((a, b) => a.performance - b.performance);
    const cold = colds[Math.floor(colds.length / 2)];
    if (runs > 1)
      console.log(
        `  ${name} runs (score LCP TBT, benchmark index): ${colds.map((r) => `${r.performance} ${(r.lcpMs / 1000).toFixed(1)} ${Math.round(r.tbtMs)} (${Math.round(r.benchmarkIndex)})`).join(', ')}`,
      );
    // LIGHTHOUSE_COLD_ONLY=1 skips the repeat visits (quicker comparisons of a change).
    const skip = { bytes: Number.NaN, apiBytes: Number.NaN, requests: [] };
    const repeat = process.env.LIGHTHOUSE_COLD_ONLY ? skip : await repeatVisit(url, c, 'allow');
    const httpOnly = process.env.LIGHTHOUSE_COLD_ONLY ? skip : await repeatVisit(url, c, 'block');
    console.log(
      `${name}: performance ${cold.performance}, FCP ${(cold.fcpMs / 1000).toFixed(1)} s, ` +
        `LCP ${(cold.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(cold.tbtMs)} ms, CLS ${cold.cls.toFixed(3)}, ` +
        `cold ${kb(cold.bytes)} transferred; repeat visit ${kb(repeat.bytes)} ` +
        `(+ ${kb(repeat.apiBytes)} API), ${kb(httpOnly.bytes)} with the HTTP cache alone` +
        (cold.finalUrl === url ? '' : ` [landed on ${cold.finalUrl}]`),
    );
    if (process.env.BENCH_VERBOSE) {
      console.log(`  host benchmark index ${cold.benchmarkIndex}`);
      console.log(`  cold, main thread: ${cold.mainThread.join(', ')}`);
      console.log(`  cold, by script: ${cold.bootup.join(', ')}`);
      console.log(`  cold, long tasks: ${cold.longTasks.join(', ')}`);
      console.log(`  cold, layout shifts: ${cold.shifted.join(', ')}`);
      console.log(`  cold, heaviest: ${cold.heaviest.join(', ')}`);
      console.log(`  HTTP cache alone: ${httpOnly.requests.join(', ')}`);
    }
  }
} finally {
  await server.stop();
}
