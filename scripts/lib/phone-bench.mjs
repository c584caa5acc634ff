// The phone benchmark of `npm run bench:pages` (docs/benchmarks.md, 'Phones'): Chromium in
// Playwright's Pixel 7 profile, its CPU slowed 4× and a 150 ms round trip (both through the
// DevTools protocol), times a phone opening a URL until its mobile page has loaded (the `load`
// event of a page under /m). Each run is a fresh browser context: nothing cached.
import { chromium, devices } from '@playwright/test';
import { browserPath } from './browser.mjs';

const CPU_SLOWDOWN = 4;
const ROUND_TRIP_MS = 150;
const RUNS = 5;
const MOBILE_PAGE = /\/\/[^/]+\/m(?:[/?]|$)/;

const median = (values) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)];
};

/**
 * Times each of `cases` ({ name, path, userAgent? }) RUNS times on `base`; userAgent replaces the
 * profile's (a narrow window the server does not take for a phone: the script redirect alone).
 */
export async function phoneBench(base, cases) {
  const browser = await chromium.launch({ executablePath: browserPath() });
  const rows = [];
  try {
    for (const c of cases) {
      const times = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          ...devices['Pixel 7'],
          ...(c.userAgent ? { userAgent: c.userAgent } : {}),
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await cdp.send('Network.enable');
        // The round trip as Chrome's own throttling adds it: to each request's first byte.
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: ROUND_TRIP_MS,
          downloadThroughput: -1,
          uploadThroughput: -1,
        });
        const started = performance.now();
        await page.goto(`${base}${c.path}`, { waitUntil: 'commit' });
        await page.waitForURL(MOBILE_PAGE, { waitUntil: 'load', timeout: 60_000 });
        times.push(performance.now() - started);
        await context.close();
      }
      rows.push({ ...c, times, median: median(times) });
    }
  } finally {
    await browser.close();
  }
  return { cpuSlowdown: CPU_SLOWDOWN, roundTripMs: ROUND_TRIP_MS, runs: RUNS, rows };
}
