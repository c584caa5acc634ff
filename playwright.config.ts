import { defineConfig, devices } from '@playwright/test';
import { browserPath } from './scripts/lib/browser.mjs';
import { freePortSync } from './scripts/lib/free-port.mjs';
import { testDataDir } from './scripts/lib/test-data.mjs';

/**
 * E2E against the production build in the Chromium of scripts/lib/browser.mjs (CHROME_PATH,
 * Debian's, or Playwright's own). `npm test` starts the server once and passes BASE_URL;
 * standalone runs start their own on a free port, kept in E2E_SERVER_PORT so the workers (which
 * load this file again) use the same one.
 */
const ownServerPort = process.env.BASE_URL
  ? undefined
  : (process.env.E2E_SERVER_PORT ||= String(freePortSync()));
const baseURL = process.env.BASE_URL ?? `http://localhost:${ownServerPort}`;
// The run's folder (scripts/lib/test-data.mjs): npm test's, else that of the test server at
// baseURL; the webServer below owns it (no TEST_DATA_DIR of its own) and removes it as it stops.
process.env.TEST_DATA_DIR ||= testDataDir(new URL(baseURL).port || '80');

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // A test that passes only on a second try is a failure: no retries, in CI or not.
  retries: 0,
  // Per test. Some 2-core CI machines run the suite at half the speed of others (a build of 150
  // against 83 s), where an axe scan with each menu open took 32 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    // The site's primary audience; tests of English detection set their own context.
    locale: 'zh-CN',
    // A trace records a screencast and DOM snapshots of every test to keep the failing ones: CPU
    // the two workers share. Locally a failure's trace helps; CI's log has the error and its
    // page snapshot (error-context.md) without it.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /mobile-.*\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The mobile site (docs/mobile-site.md) in phone profiles: their viewport, touch and user agent, in the
    // same Chromium (the iPhone profile would ask for WebKit).
    { name: 'pixel7', testMatch: /mobile-.*\.spec\.ts/, use: { ...devices['Pixel 7'] } },
    {
      name: 'iphone14',
      // mobile-pages.spec.ts holds the checks no phone profile changes: Pixel 7 runs them.
      testMatch: /mobile-site\.spec\.ts/,
      use: { ...devices['iPhone 14'], browserName: 'chromium' },
    },
  ],
  webServer: !ownServerPort
    ? undefined
    : {
        command: 'node scripts/serve-test.mjs',
        env: { PORT: ownServerPort, TEST_DATA_DIR: '' },
        url: `${baseURL}/`,
        // SIGTERM, not Playwright's default SIGKILL: the server then removes its folder.
        gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
        reuseExistingServer: !process.env.CI,
        timeout: 180_000,
      },
});
