import { type Page } from '@playwright/test';
import { LAYOUT } from '@/catalog/constants';
import zhNav from '../../messages/zh/nav.json' with { type: 'json' };
import {
  decodeQr,
  navigationsAway,
  stubExternalPages,
  trackHydration,
  trackNavigations,
  waitForHydration,
} from './layout-helpers';
import { expect, test } from './fixtures';

/**
 * The same build started with other settings: analytics ids, a mobile site and a different app QR
 * target take effect without a rebuild. A server with exactly TEST_ENV may be given as
 * CHROME_CONFIG_BASE_URL; otherwise this file starts one on a free port.
 */
const TEST_ENV = {
  MOBILE_SITE_URL: 'https://m.mobile.test/',
  BAIDU_TONGJI_ID: '0123456789abcdef0123456789abcdef',
  UMAMI_WEBSITE_ID: 'test-site-id',
  UMAMI_SCRIPT_URL: 'https://umami.analytics.test/script.js',
  APP_QR_URL: 'https://qr.test/app?v=2',
  BAIDU_SITE_VERIFICATION: 'code-baidu-1234',
  SOGOU_SITE_VERIFICATION: 'code-sogou-1234',
  SO360_SITE_VERIFICATION: 'code-360-1234',
  SHENMA_SITE_VERIFICATION: 'code-shenma-1234',
  BYTEDANCE_SITE_VERIFICATION: 'code-bytedance-1234',
};

/** The meta tag each engine reads (docs/seo.md, 'Other engines'), by its variable. */
const VERIFICATION_TAGS = {
  BAIDU_SITE_VERIFICATION: 'baidu-site-verification',
  SOGOU_SITE_VERIFICATION: 'sogou_site_verification',
  SO360_SITE_VERIFICATION: '360-site-verification',
  SHENMA_SITE_VERIFICATION: 'shenma-site-verification',
  BYTEDANCE_SITE_VERIFICATION: 'bytedance-verification-code',
} as const;

test.describe.configure({ mode: 'serial' });
test.use({ locale: 'zh-CN' });

// A server of its own with TEST_ENV; no demo records: these checks read the page chrome only.
test.use({
  ownServerOptions: {
    env: { ...TEST_ENV, DEMO_FEED: 'off' },
    url: process.env.CHROME_CONFIG_BASE_URL,
    // Rendered once, before the tests open them: on a fresh server a route's first render, beside
    // the footer's prefetches of others, outlasted the 7 s a click's URL change is given. The
    // checks are of page views and tags, not of a cold server's render time.
    warm: ['/', '/inviteBussInfo', '/aboutUs?index=2', '/industry', '/en/zxt', '/en/aboutUs'],
  },
});

/**
 * A client navigation's URL changes once the next page's payload arrives: warmed routes, yet on CI
 * beside the PostgreSQL suite a click's navigation outlasted the 7 s an expectation gets.
 */
const NAVIGATION = { timeout: 20_000 };

/** Fake vendor scripts that turn every page view into a request the test counts. */
async function countPageViews(page: Page) {
  const views = { baidu: [] as string[], umami: [] as string[] };
  await page.route('https://hm.baidu.com/hm.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(function () {
        var queue = window._hmt || [];
        function push(command) {
          if (command[0] === '_trackPageview') new Image().src = 'https://hm.baidu.com/hm.gif?p=' + encodeURIComponent(command[1]);
        }
        window._hmt = { push: push };
        queue.forEach(push);
      })();`,
    }),
  );
  await page.route('https://hm.baidu.com/hm.gif*', (route) => {
    views.baidu.push(new URL(route.request().url()).searchParams.get('p')!);
    return route.fulfill({ status: 204 });
  });
  await page.route(TEST_ENV.UMAMI_SCRIPT_URL, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.umami = { track: function (make) {
        var payload = make({ website: '${TEST_ENV.UMAMI_WEBSITE_ID}' });
        new Image().src = 'https://umami.analytics.test/api/send?url=' + encodeURIComponent(payload.url);
      } };`,
    }),
  );
  await page.route('https://umami.analytics.test/api/send*', (route) => {
    views.umami.push(new URL(route.request().url()).searchParams.get('url')!);
    return route.fulfill({ status: 204 });
  });
  return views;
}

test('each service gets one page view on first load and one per route change', async ({
  page,
  ownServer,
}) => {
  const views = await countPageViews(page);
  await page.goto(ownServer.url('/'));
  const expectViews = async (paths: string[]) => {
    await expect.poll(() => views.baidu).toEqual(paths);
    await expect.poll(() => views.umami).toEqual(paths);
  };
  await expectViews(['/']);
  await expect(page.locator(`script[src="${TEST_ENV.UMAMI_SCRIPT_URL}"]`)).toHaveAttribute(
    'data-website-id',
    TEST_ENV.UMAMI_WEBSITE_ID,
  );

  await page.getByRole('contentinfo').getByRole('link', { name: zhNav.footerLinks.inviteBussInfo }).click();
  await expect(page).toHaveURL(/\/inviteBussInfo$/, NAVIGATION);
  await expectViews(['/', '/inviteBussInfo']);

  const about = page
    .getByRole('navigation', { name: zhNav.primary })
    .getByRole('button', { name: zhNav.about });
  await about.hover();
  await page.getByRole('link', { name: zhNav.aboutItems.history }).click();
  await expect(page).toHaveURL(/\/aboutUs\?index=2$/, NAVIGATION);
  await expectViews(['/', '/inviteBussInfo', '/aboutUs?index=2']);

  await page.goBack();
  await expect(page).toHaveURL(/\/inviteBussInfo$/, NAVIGATION);
  await expectViews(['/', '/inviteBussInfo', '/aboutUs?index=2', '/inviteBussInfo']);

  // One more route change: its view arrives after any duplicate of the ones before, so the exact
  // lists prove each page was counted once (no waiting for something not to happen).
  await page.getByRole('contentinfo').getByRole('link', { name: zhNav.footerLinks.industry }).click();
  await expect(page).toHaveURL(/\/industry$/, NAVIGATION);
  await expectViews(['/', '/inviteBussInfo', '/aboutUs?index=2', '/inviteBussInfo', '/industry']);

  await page.goto(ownServer.url('/en/zxt'));
  await expect.poll(() => views.baidu.at(-1)).toBe('/en/zxt');
  await expect.poll(() => views.umami.at(-1)).toBe('/en/zxt');
});

test('a window of 999 px goes to the mobile site, one of 1000 px stays', async ({ page, ownServer }) => {
  await stubExternalPages(page);
  await trackHydration(page.context());
  await trackNavigations(page.context());
  await page.setViewportSize({ width: LAYOUT.desktopMinWidth, height: 800 });
  await page.goto(ownServer.url('/industry'));
  // The check on load has run (an effect); a redirect would have started a navigation by now.
  await waitForHydration(page);
  expect(await navigationsAway(page)).toEqual([]);
  expect(page.url()).toBe(ownServer.url('/industry'));

  await page.setViewportSize({ width: LAYOUT.desktopMinWidth - 1, height: 800 });
  await page.waitForURL(TEST_ENV.MOBILE_SITE_URL);

  await page.goto(ownServer.url('/en/aboutUs'));
  await page.waitForURL(TEST_ENV.MOBILE_SITE_URL);
});

test('a phone goes to the mobile site, although it zooms the page out to its full width', async ({
  browser,
  ownServer,
}) => {
  // A phone lays the 1,200-px page out in a 390-px viewport and zooms out to fit, after which
  // window.innerWidth reports 1,200: the redirect must judge the viewport, not that figure.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
  });
  try {
    const page = await context.newPage();
    await stubExternalPages(page);
    await page.goto(ownServer.url('/'));
    await page.waitForURL(TEST_ENV.MOBILE_SITE_URL);
  } finally {
    await context.close();
  }
});

test('Baidu mobile-adaptation tags name the mobile site; the app QR code follows the new setting', async ({
  page,
  ownServer,
}) => {
  await page.goto(ownServer.url('/zxt'));
  await expect(page.locator('meta[name="mobile-agent"]').first()).toHaveAttribute(
    'content',
    `format=html5;url=${TEST_ENV.MOBILE_SITE_URL}`,
  );
  await expect(page.locator('meta[name="applicable-device"]')).toHaveAttribute('content', 'pc');
  const alternate = await page.locator('link[rel="alternate"][media]').getAttribute('href');
  expect(new URL(alternate!).href).toBe(TEST_ENV.MOBILE_SITE_URL);
  expect(await decodeQr(page, page.getByRole('contentinfo').locator('[data-qr="app"]'))).toBe(
    TEST_ENV.APP_QR_URL,
  );
});

test('each configured search engine gets its verification meta tag, in both locales and on the mobile site', async ({
  ownServer,
}) => {
  for (const path of ['/', '/en/aboutUs', '/m/zxt']) {
    const html = await (await fetch(ownServer.url(path), { headers: { 'accept-language': 'zh-CN' } })).text();
    for (const [variable, name] of Object.entries(VERIFICATION_TAGS)) {
      const code = TEST_ENV[variable as keyof typeof VERIFICATION_TAGS];
      expect(html, `${path} ${name}`).toContain(`<meta name="${name}" content="${code}"/>`);
    }
  }
});
