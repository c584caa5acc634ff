import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { parseConfig } from '@/config/env';
import enChrome from '../../messages/en/chrome.json' with { type: 'json' };
import enNav from '../../messages/en/nav.json' with { type: 'json' };
import zhChrome from '../../messages/zh/chrome.json' with { type: 'json' };
import zhNav from '../../messages/zh/nav.json' with { type: 'json' };
import { stubExternalPages, trackHydration, trackNavigations } from './layout-helpers';
import type { TestLocale } from './helpers';

/** What the layout specs (layout-header, -sidebar, -footer, -locale) share. */

// The server under test runs with the default configuration (.env.example leaves these unset).
export const config = parseConfig({});
export const NAV = { zh: zhNav, en: enNav };
export const CHROME = { zh: zhChrome, en: enChrome };

export const header = (page: Page) => page.locator('body > header');
export const primaryNav = (page: Page, locale: TestLocale) =>
  page.getByRole('navigation', { name: NAV[locale].primary });
export const menuButton = (page: Page, locale: TestLocale, key: 'products' | 'help' | 'about') =>
  primaryNav(page, locale).getByRole('button', { name: NAV[locale][key], exact: true });

/** The set-up of every test of a layout spec file; call it at the file's top level. */
export function setUpLayoutPages() {
  // Chinese browser: `/` stays Chinese (the root path follows Accept-Language).
  test.use({ locale: 'zh-CN' });

  test.beforeEach(async ({ page }) => {
    await stubExternalPages(page);
    await trackHydration(page.context());
    await trackNavigations(page.context());
    await page.mouse.move(640, 780); // away from the header
  });
}
