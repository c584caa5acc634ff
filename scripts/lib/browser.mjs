// The Chromium the e2e tests (playwright.config.ts) and the Lighthouse bench drive.
import fs from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's package, which `npm test` installs where apt-get is. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * CHROME_PATH when set; else Debian's Chromium; else the one `npx playwright install chromium`
 * downloaded; undefined when there is none.
 * @returns {string | undefined}
 */
export function browserPath(env = process.env) {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  if (fs.existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const own = chromium.executablePath();
  return own && fs.existsSync(own) ? own : undefined;
}
