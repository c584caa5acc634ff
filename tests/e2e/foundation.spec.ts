import { expect, test } from '@playwright/test';
import { ABOUT_SECTIONS, CASE_CENTER_TABS, ROUTES } from '@/catalog/routes';
import { expectNoSeriousAxeViolations, LOCALES, localized, routeIds } from './helpers';
import { visitPath } from '../route-paths';

/**
 * What only a browser can tell about every page: accessibility (axe) and how many times a new
 * visitor's browser fetches a page. What HTTP tells (status, language, heading, redirects, 404s,
 * locale rules) is asserted over HTTP: tests/int/route-walk.test.ts, routing.test.ts, pages.test.ts.
 */

/**
 * One path per page of the route table, with the query a real visit needs: the home page's
 * aliases (/home, …) serve the same page as `/` and are read once.
 */
async function pagePaths(request: import('@playwright/test').APIRequestContext) {
  const ids = await routeIds(request);
  const firstOfKey = ROUTES.filter((route, i) => ROUTES.findIndex((r) => r.key === route.key) === i);
  return firstOfKey.map((route) => visitPath(route, ids));
}

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

test.describe('route table', () => {
  for (const locale of LOCALES) {
    test(`every route is axe clean in ${locale}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const paths = [...(await pagePaths(request)), ...CONTENT_VIEWS];
      for (const path of paths) {
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
