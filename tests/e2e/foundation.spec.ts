import { type Page } from '@playwright/test';
import { ABOUT_SECTIONS, CASE_CENTER_TABS, ROUTES, type RouteDef } from '@/catalog/routes';
import { expectNoSeriousAxeViolations, LOCALES, localized, routeIds } from './helpers';
import { visitPath } from '../route-paths';
import { expect, test } from './fixtures';

/**
 * What only a browser can tell about every page: accessibility (axe), the banner's laid-out
 * height, and how many times a new visitor's browser fetches a page. What HTTP tells (status, language, heading, redirects, 404s,
 * locale rules) is asserted over HTTP: tests/int/route-walk.test.ts, routing.test.ts, pages.test.ts.
 */

/**
 * The content views a route shows besides its default one: every About-us section and case-centre
 * tab, and one listing of each kind with its filters set.
 */
const CONTENT_VIEWS = [
  ...ABOUT_SECTIONS.slice(1).map((_, i) => `/aboutUs?index=${i + 1}`),
  ...CASE_CENTER_TABS.slice(1).map((_, i) => `/caseCenter?index=${i + 1}`),
  '/industry/index2?industry=huanbao&category=precise',
  '/inviteBussInfo/index2?province=beijing',
];

/** The banner a route shows: its height in the route table, or none (docs/pages.md). */
async function expectBanner(page: Page, route: RouteDef, path: string) {
  const banner = page.locator('[data-banner]');
  if (route.banner === 0) return expect(banner, path).toHaveCount(0);
  await expect(banner, path).toHaveAttribute('data-banner', String(route.banner));
  await expect.poll(async () => (await banner.boundingBox())?.height, path).toBe(route.banner);
}

test.describe('route table', () => {
  for (const locale of LOCALES) {
    // One visit per page: its banner, and axe on the first path of each page (aliases such as
    // /home serve the same page as `/`), then on the other content views.
    // Two tests per locale, so the two workers share the walk and each has its own time limit.
    test(`every route: banner height, axe clean (${locale})`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const ids = await routeIds(request);
      for (const [i, route] of ROUTES.entries()) {
        const path = visitPath(route, ids);
        await page.goto(localized(locale, path));
        await expectBanner(page, route, path);
        if (ROUTES.findIndex((r) => r.key === route.key) === i) await expectNoSeriousAxeViolations(page);
      }
    });
    test(`every content view: axe clean (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of CONTENT_VIEWS) {
        await page.goto(localized(locale, path));
        await expectNoSeriousAxeViolations(page);
      }
    });
  }
});

test.describe('first visit', () => {
  test('a new visitor fetches the page once', async ({ browser }) => {
    // A Critical-CH header naming a hint the browser did not send makes Chrome fetch the
    // page again: a new visitor (no hints remembered for the site) would load every page twice.
    const context = await browser.newContext();
    const page = await context.newPage();
    const documents: string[] = [];
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document') documents.push(event.request.url);
    });
    await page.goto('/en/aboutUs');
    expect(documents).toEqual([new URL('/en/aboutUs', page.url()).toString()]);
    await context.close();

    // That no page sends Critical-CH or Accept-CH: tests/int/routing.test.ts.
  });
});
