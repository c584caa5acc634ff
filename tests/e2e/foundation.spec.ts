import { expect, test } from '@playwright/test';
import { ABOUT_SECTIONS, CASE_CENTER_TABS, ROUTES } from '@/catalog/routes';
import enPages from '../../messages/en/pages.json' with { type: 'json' };
import zhPages from '../../messages/zh/pages.json' with { type: 'json' };
import {
  BACK_HOME_TEXT,
  expectNoSeriousAxeViolations,
  LOCALES,
  localized,
  NOT_FOUND_TEXT,
  routeIds,
} from './helpers';
import { visitPath } from '../route-paths';

const PAGE_TITLES = { zh: zhPages, en: enPages } as const;
const LANG = { zh: 'zh-CN', en: 'en' } as const;

/** Every row of the route table, with the query a real visit needs. */
async function routeUrls(request: import('@playwright/test').APIRequestContext) {
  const ids = await routeIds(request);
  return ROUTES.map((route) => ({ route, path: visitPath(route, ids) }));
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
    test(`every route renders in ${locale}`, async ({ page, request }) => {
      test.setTimeout(120_000);
      for (const { route, path } of await routeUrls(request)) {
        const url = localized(locale, path);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', LANG[locale]);
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading, url).toHaveCount(1);
        // Pages of one testimonial or record are headed by its own name.
        if (!['home', 'appraiseInfo', 'projectDetail', 'tenderDetail'].includes(route.key)) {
          await expect(heading, url).toContainText(PAGE_TITLES[locale][route.key].title);
        }
        expect(page.url(), url).toBe(new URL(url, page.url()).toString());
      }
    });

    test(`every route is axe clean in ${locale}`, async ({ page, request }) => {
      test.setTimeout(240_000);
      const paths = [...(await routeUrls(request)).map(({ path }) => path), ...CONTENT_VIEWS];
      for (const path of paths) {
        await page.goto(localized(locale, path));
        await expectNoSeriousAxeViolations(page);
      }
    });
  }

  test('/, /home, /en and /en/home all render home', async ({ page }) => {
    for (const url of ['/', '/home', '/en', '/en/home', '/home/index-beifen', '/en/home/components/swiper']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      await expect(page.locator('[data-banner="600"]'), url).toBeVisible();
    }
  });
});

test.describe('canonical redirects', () => {
  const cases: [string, string][] = [
    ['/InviteBussInfo/?a=1&b=2', '/inviteBussInfo?a=1&b=2'],
    ['/Connections/', '/connections'],
    ['/CONNECTIONS', '/connections'],
    ['/en/AboutUs/?index=2', '/en/aboutUs?index=2'],
    ['/aboutus', '/aboutUs'],
    ['/EN', '/en'],
    ['/industry/Index2?industry=jianzhu', '/industry/index2?industry=jianzhu'],
  ];
  for (const [from, to] of cases) {
    test(`${from} answers 308 to ${to}`, async ({ request }) => {
      const res = await request.get(from, { maxRedirects: 0 });
      expect(res.status()).toBe(308);
      expect(
        new URL(res.headers().location, 'http://x').pathname +
          new URL(res.headers().location, 'http://x').search,
      ).toBe(to);
    });
  }

  test('a redirected nav link lands on the page', async ({ page }) => {
    const response = await page.goto('/InviteBussInfo/');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/inviteBussInfo');
  });
});

test.describe('404 rules', () => {
  const notFound = [
    '/nope',
    '/aboutUs?index=7',
    '/aboutUs?index=x',
    '/caseCenter?index=9',
    '/industry/index2?industry=atlantis',
    '/industry/index2?industry=jianzhu&category=bogus',
    '/inviteBussInfo/index2?province=atlantis',
    '/inviteBussInfo/index2?province=hunan&category=bogus',
    '/imageView?type=unknown',
    '/caseCenter/appraiseInfo?id=99999999',
    '/caseCenter/appraiseInfo?id=abc',
  ];
  for (const locale of LOCALES) {
    for (const path of notFound) {
      const url = localized(locale, path);
      test(`${url} is a 404 in ${locale}`, async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_TEXT[locale]);
        const home = page.getByRole('link', { name: BACK_HOME_TEXT[locale] });
        await expect(home).toHaveAttribute('href', locale === 'zh' ? '/' : '/en');
      });
    }
  }
});

test.describe('first visit', () => {
  test('a new visitor fetches the page once; only the admin asks for client hints', async ({
    browser,
    request,
  }) => {
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

    for (const path of ['/', '/en', '/en/industry', '/api/users/me', '/sitemap.xml']) {
      const headers = (await request.get(path)).headers();
      expect(headers['critical-ch'], path).toBeUndefined();
      expect(headers['accept-ch'], path).toBeUndefined();
    }
    // Payload's admin still gets the colour scheme it renders its theme with.
    expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  });
});

test.describe('locale rules', () => {
  test('an English browser on / is sent to /en', async ({ browser }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a Chinese browser stays on /', async ({ request }) => {
    const res = await request.get('/', { headers: { 'Accept-Language': 'zh-CN,zh;q=0.9' }, maxRedirects: 0 });
    expect(res.status()).toBe(200);
  });

  test('the cookie wins over the browser language on /', async ({ request }) => {
    const zh = await request.get('/', {
      headers: { 'Accept-Language': 'en-US', Cookie: 'NEXT_LOCALE=zh' },
      maxRedirects: 0,
    });
    expect(zh.status()).toBe(200);
    const en = await request.get('/?from=ad', {
      headers: { 'Accept-Language': 'zh-CN', Cookie: 'NEXT_LOCALE=en' },
      maxRedirects: 0,
    });
    expect(en.status()).toBe(307);
    expect(en.headers().location).toMatch(/\/en\?from=ad$/);
  });

  test('other paths take the locale from the URL and never set the cookie', async ({ request }) => {
    const zh = await request.get('/aboutUs', { headers: { 'Accept-Language': 'en-US' }, maxRedirects: 0 });
    expect(zh.status()).toBe(200);
    expect(zh.headers()['set-cookie']).toBeUndefined();
    const en = await request.get('/en/aboutUs', { headers: { Cookie: 'NEXT_LOCALE=zh' }, maxRedirects: 0 });
    expect(en.status()).toBe(200);
    expect(en.headers()['set-cookie']).toBeUndefined();
  });
});

test.describe('proxy leaves backend paths alone', () => {
  test('admin, Payload REST and the backend API are not localized', async ({ request }) => {
    expect((await request.get('/admin', { maxRedirects: 0 })).status()).toBeLessThan(400);
    expect((await request.get('/api/users/me')).status()).toBe(200);
    const api = await request.post('/business-center-app-zxw/nzxwSampleType/selectList', { data: {} });
    expect(api.status()).toBe(200);
  });
});
