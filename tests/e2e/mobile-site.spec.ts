import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ABOUT_MENU, HELP_MENU, PRODUCT_GROUPS } from '@/catalog/menus';
import { DESKTOP_VIEW_COOKIE, MOBILE_PREFIX, MOBILE_VIEW_PATHS } from '@/catalog/mobile';
import { VARIANT_PARAMS } from '@/routing/page-variants';
import enChrome from '../../messages/en/chrome.json' with { type: 'json' };
import enFeedback from '../../messages/en/feedback.json' with { type: 'json' };
import enValidation from '../../messages/en/validation.json' with { type: 'json' };
import zhChrome from '../../messages/zh/chrome.json' with { type: 'json' };
import zhFeedback from '../../messages/zh/feedback.json' with { type: 'json' };
import zhValidation from '../../messages/zh/validation.json' with { type: 'json' };
import { firstReviewId, freshIp, LOCALES, localized, type TestLocale } from './helpers';

/**
 * The mobile site (docs/mobile-site.md), run in the phone projects of playwright.config.ts (Pixel 7 and
 * iPhone 14 profiles). Without MOBILE_SITE_URL the mobile pages live under /m.
 */
const M = {
  zh: { chrome: zhChrome, f: zhFeedback, v: zhValidation },
  en: { chrome: enChrome, f: enFeedback, v: enValidation },
};

/** The mobile URL of a desktop path: the same path behind /m. */
function mobile(locale: TestLocale, path: string): string {
  const desktop = localized(locale, path);
  return desktop === '/' ? MOBILE_PREFIX : `${MOBILE_PREFIX}${desktop}`;
}

/**
 * Every route with a mobile view (a route that requires a parameter, such as a testimonial's id,
 * is added with a real one in the test), and more variants worth seeing.
 */
const PAGES = [
  ...[...MOBILE_VIEW_PATHS].filter((path) =>
    ((VARIANT_PARAMS as Record<string, readonly { absent?: string }[]>)[path] ?? []).every((p) => p.absent),
  ),
  '/aboutUs?index=1',
  '/aboutUs?index=2',
  '/aboutUs?index=3',
  '/aboutUs?index=4',
  '/caseCenter?index=1',
  '/industry/index2?industry=huanbao&page=2',
  '/inviteBussInfo/index2?province=hunan',
  '/search?keyword=%E5%B7%A5%E7%A8%8B',
  // Record pages: the demo feed's first project and tender (src/seed/demo-feed.ts).
  '/industry/detail?id=demo-p-1',
  '/inviteBussInfo/detail?id=demo-t-1',
];

/**
 * Nothing scrolls sideways: the document is no wider than the viewport it was given (a phone
 * would zoom a wider page out and report the wider width as `innerWidth`).
 */
async function expectNoHorizontalOverflow(page: Page, label: string) {
  const viewport = page.viewportSize()!.width;
  const doc = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(doc, `${label}: page ${doc} px wide in a ${viewport} px viewport`).toBeLessThanOrEqual(viewport);
}

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test.use({ locale: 'zh-CN' });

/**
 * For a check no phone profile changes (it sets its own viewport, or reads markup, or opens a
 * context of its own): run in the Pixel 7 project only.
 */
function inOnePhoneProfile() {
  test.skip(test.info().project.name !== 'pixel7', 'the same in every phone profile: run in pixel7');
}

for (const locale of LOCALES) {
  const { chrome, f, v } = M[locale];

  test.describe(`mobile site (${locale})`, () => {
    test('every mobile page: 200, no horizontal overflow at 360 px, axe clean, body text ≥ 16 px', async ({
      page,
      request,
    }) => {
      inOnePhoneProfile();
      test.setTimeout(240_000);
      await page.setViewportSize({ width: 360, height: 740 });
      const pages = [...PAGES, `/caseCenter/appraiseInfo?id=${await firstReviewId(request)}`];
      for (const path of pages) {
        const url = mobile(locale, path);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
        await expectNoHorizontalOverflow(page, url);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll('main p, main li, main td, main dd, footer p, footer a')]
            .filter((el) => el.checkVisibility() && (el.textContent ?? '').trim())
            .map(
              (el) =>
                [el.textContent!.trim().slice(0, 30), parseFloat(getComputedStyle(el).fontSize)] as const,
            )
            .filter(([, size]) => size < 16),
        );
        expect(small, `${url}: text under 16 px`).toEqual([]);
        await expectAxeClean(page, url);
      }
    });

    test('the 404 page of the mobile site', async ({ page }) => {
      inOnePhoneProfile();
      await page.setViewportSize({ width: 360, height: 740 });
      const response = await page.goto(mobile(locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
      await expectNoHorizontalOverflow(page, '404');
      await expect(page.locator('main').getByRole('link')).toHaveAttribute('href', mobile(locale, '/'));
    });

    test('no horizontal scrolling from 320 to 999 px', async ({ page }) => {
      inOnePhoneProfile();
      for (const width of [320, 414, 768, 999]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ['/', '/industry/index2', '/aboutUs?index=3']) {
          await page.goto(mobile(locale, path));
          await expectNoHorizontalOverflow(page, `${path} at ${width}`);
        }
      }
    });

    test('a phone on a desktop page goes to the mobile view of the same page', async ({ page }) => {
      await page.goto(localized(locale, '/industry/index2?industry=huanbao'));
      await page.waitForURL((url) => url.pathname === mobile(locale, '/industry/index2'));
      expect(new URL(page.url()).search).toBe('?industry=huanbao');
      await page.goto(localized(locale, '/'));
      await page.waitForURL((url) => url.pathname === mobile(locale, '/'));
    });

    test('the menu drawer by keyboard: every desktop menu entry, Escape closes it', async ({ page }) => {
      await page.goto(mobile(locale, '/aboutUs'));
      const button = page.locator('header summary');
      await expect(button).toHaveAccessibleName(chrome.mobile.menu);
      await button.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('navigation', { name: chrome.mobile.menuTitle });
      await expect(drawer).toBeVisible();
      const entries =
        1 +
        PRODUCT_GROUPS.reduce((n, g) => n + g.items.length, 0) +
        1 +
        HELP_MENU.length +
        ABOUT_MENU.length +
        1;
      await expect(drawer.getByRole('link')).toHaveCount(entries);
      await page.keyboard.press('Tab');
      await expect(drawer.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
      // Choosing an entry closes the drawer and stays on the mobile site.
      await page.keyboard.press('Enter');
      await drawer.locator(`a[href="${mobile(locale, '/helpCenter')}"]`).click();
      await page.waitForURL((url) => url.pathname === mobile(locale, '/helpCenter'));
      await expect(drawer).toBeHidden();
    });

    test('the banner carousel follows a swipe', async ({ page, context }) => {
      await page.goto(mobile(locale, '/'));
      const pause = page.locator('[data-rotating] button').first();
      const label = await pause.getAttribute('aria-label');
      // Stopped first, so only the swipes change the slide (waits for hydration too).
      await expect(async () => {
        await pause.click();
        await expect(pause).not.toHaveAttribute('aria-label', label!, { timeout: 500 });
      }).toPass();
      const slide = (i: number) => page.locator(`#hero-slide-${i}`);
      // A real touch gesture, through the browser's input pipeline (both profiles run Chromium).
      const cdp = await context.newCDPSession(page);
      const box = (await page.locator('[data-rotating]').boundingBox())!;
      const y = box.y + 30;
      const swipe = async (dx: number) => {
        const x = box.x + box.width / 2;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
        await cdp.send('Input.dispatchTouchEvent', {
          type: 'touchMove',
          touchPoints: [{ x: x + dx / 2, y }],
        });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + dx, y }] });
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      };
      const start = Number(
        (await page.locator('[role="tabpanel"][data-active="true"]').getAttribute('id'))!.at(-1),
      );
      const count = await page.locator('[role="tabpanel"][id^="hero-slide-"]').count();
      await swipe(-100);
      await expect(slide((start + 1) % count)).toHaveAttribute('data-active', 'true');
      await swipe(100);
      await expect(slide(start)).toHaveAttribute('data-active', 'true');
      // A swipe is no tap: the slide's link was not followed.
      expect(new URL(page.url()).pathname).toBe(mobile(locale, '/'));
    });

    test('the bottom bar calls the configured hotline', async ({ page }) => {
      await page.goto(mobile(locale, '/'));
      const bar = page.getByRole('navigation', { name: chrome.mobile.bottomBar });
      await expect(bar.getByRole('link', { name: new RegExp(chrome.mobile.call) })).toHaveAttribute(
        'href',
        'tel:4008161360',
      );
      for (const link of await bar.getByRole('link').all()) {
        const box = (await link.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
    });

    test("'Desktop version' opens the same desktop page and keeps the visitor there", async ({
      page,
      context,
    }) => {
      await page.goto(mobile(locale, '/aboutUs?index=2'));
      await page.getByTestId('desktop-version').click();
      await page.waitForURL((url) => url.pathname === localized(locale, '/aboutUs'));
      expect(new URL(page.url()).search).toBe('?index=2');
      const cookie = (await context.cookies()).find((c) => c.name === DESKTOP_VIEW_COOKIE);
      expect(cookie?.value).toBe('pc');
      await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
      // The redirect would have run on load: still on the desktop page after it.
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname).toBe(localized(locale, '/aboutUs'));
    });

    test('the feedback form: the same rules and messages on blur', async ({ page, context }) => {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
      await page.goto(mobile(locale, '/ideaBack'));
      const cases: [string, string, string][] = [
        ['companyName', '', v.companyNameRequired],
        ['contactNumber', '12345678901', v.contactNumberFormat],
        ['contacts', '', v.contactsRequired],
        ['email', 'not-an-email', v.emailFormat],
      ];
      for (const [name, value, message] of cases) {
        const input = page.locator(`[name="${name}"]`);
        await input.fill(value);
        await input.blur();
        await expect(page.locator(`#feedback-${name}-error`), `${name}=${value}`).toHaveText(message);
      }
      await expect(page.getByRole('button', { name: f.submit })).toBeVisible();
    });

    test('canonical and alternate pairs, Baidu tags on both', async ({ page, baseURL }) => {
      inOnePhoneProfile();
      const path = '/industry/index2?industry=huanbao';
      await page.goto(mobile(locale, path));
      await page.waitForURL((url) => url.pathname.startsWith(MOBILE_PREFIX));
      const desktopUrl = `${baseURL}${localized(locale, path)}`;
      const mobileUrl = `${baseURL}${mobile(locale, path)}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', desktopUrl);
      await expect(page.locator('meta[name="applicable-device"]')).toHaveAttribute('content', 'mobile');
      await expect(page.locator('meta[name="mobile-agent"]').first()).toHaveAttribute(
        'content',
        `format=html5;url=${mobileUrl}`,
      );
      const desktop = await page.request.get(localized(locale, path));
      const html = await desktop.text();
      const alternate =
        /<link rel="alternate" media="only screen and \(max-width: 640px\)" href="([^"]+)"/.exec(html);
      expect(alternate?.[1].replaceAll('&amp;', '&')).toBe(mobileUrl);
      expect(html).toContain('<meta name="applicable-device" content="pc"/>');
    });

    test('readable and navigable without JavaScript', async ({ browser }) => {
      inOnePhoneProfile();
      const context = await browser.newContext({
        javaScriptEnabled: false,
        viewport: { width: 360, height: 740 },
      });
      const page = await context.newPage();
      await page.goto(mobile(locale, '/industry/index2'));
      await expect(page.locator('main tbody tr').first()).toBeVisible();
      await page.locator('header summary').click();
      const drawer = page.getByRole('navigation', { name: chrome.mobile.menuTitle });
      await drawer.locator(`a[href="${mobile(locale, '/helpCenter')}"]`).click();
      await page.waitForURL((url) => url.pathname === mobile(locale, '/helpCenter'));
      await expect(page.locator('h1')).toBeVisible();
      await context.close();
    });
  });
}
