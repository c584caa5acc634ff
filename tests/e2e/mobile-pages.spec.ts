import { MOBILE_PREFIX } from '@/catalog/mobile';
import { organisationPath } from '@/catalog/routes';
import { NON_PHONE_AGENTS } from '../../scripts/lib/user-agents.mjs';
import { firstReviewId, LOCALES, localized, routeIds } from './helpers';
import { expectAxeClean, expectNoHorizontalOverflow, M, mobile, PAGES } from './mobile-helpers';
import { expect, test } from './fixtures';

/**
 * Checks of the mobile pages that no phone profile changes (each sets its own viewport, reads
 * markup or opens a context of its own): run in the Pixel 7 project only (playwright.config.ts).
 */
test.use({ locale: 'zh-CN' });

for (const locale of LOCALES) {
  const { chrome } = M[locale];

  test.describe(`mobile site (${locale})`, () => {
    test('every mobile page: 200, no horizontal overflow at 360 px, axe clean, body text ≥ 16 px', async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: 360, height: 740 });
      const pages = [
        ...PAGES,
        `/caseCenter/appraiseInfo?id=${await firstReviewId(request)}`,
        organisationPath((await routeIds(request)).organisationId),
      ];
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
      await page.setViewportSize({ width: 360, height: 740 });
      const response = await page.goto(mobile(locale, '/no-such-page'));
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
      await expectNoHorizontalOverflow(page, '404');
      await expect(page.locator('main').getByRole('link')).toHaveAttribute('href', mobile(locale, '/'));
    });

    test('no horizontal scrolling from 320 to 999 px', async ({ page }) => {
      for (const width of [320, 414, 768, 999]) {
        await page.setViewportSize({ width, height: 800 });
        for (const path of ['/', '/industry/index2', '/aboutUs?index=3']) {
          await page.goto(mobile(locale, path));
          await expectNoHorizontalOverflow(page, `${path} at ${width}`);
        }
      }
    });

    test('canonical and alternate pairs, Baidu tags on both', async ({ page, baseURL }) => {
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
      // As a desktop browser reads it: the phone's own User-Agent is sent to the mobile view.
      const desktop = await page.request.get(localized(locale, path), {
        headers: { 'user-agent': NON_PHONE_AGENTS['desktop Chrome'] },
      });
      const html = await desktop.text();
      const alternate =
        /<link rel="alternate" media="only screen and \(max-width: 640px\)" href="([^"]+)"/.exec(html);
      expect(alternate?.[1].replaceAll('&amp;', '&')).toBe(mobileUrl);
      expect(html).toContain('<meta name="applicable-device" content="pc"/>');
    });

    test('readable and navigable without JavaScript', async ({ browser }) => {
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
