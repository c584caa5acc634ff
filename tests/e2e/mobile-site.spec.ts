import { ABOUT_MENU, HELP_MENU, PRODUCT_GROUPS } from '@/catalog/menus';
import { DESKTOP_VIEW_COOKIE } from '@/catalog/mobile';
import { freshIp, LOCALES, localized } from './helpers';
import { M, mobile } from './mobile-helpers';
import { expect, test } from './fixtures';

/**
 * The mobile site's behaviour in every phone profile of playwright.config.ts (Pixel 7 and iPhone 14):
 * what the profile's viewport, touch and user agent change.
 */
test.use({ locale: 'zh-CN' });

for (const locale of LOCALES) {
  const { chrome, f, v } = M[locale];

  test.describe(`mobile site (${locale})`, () => {
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

    test('a menu drawer opened before the page’s script ran stays open once it runs', async ({ page }) => {
      // The page's scripts are held until the drawer is open, as on a slow phone network.
      let release = () => {};
      const opened = new Promise<void>((done) => (release = done));
      let held = 0;
      await page.route('**/_next/static/chunks/**', async (route) => {
        held++;
        await opened;
        await route.continue();
      });
      await page.goto(mobile(locale, '/aboutUs'), { waitUntil: 'commit' });
      const button = page.locator('header summary');
      await button.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('navigation', { name: chrome.mobile.menuTitle });
      await expect(drawer).toBeVisible();
      expect(held).toBeGreaterThan(0);
      release();
      // Hydrated: React has claimed the drawer's element; its effects follow within a frame.
      await page.waitForFunction(() => {
        const details = document.querySelector('header details');
        return !!details && Object.keys(details).some((key) => key.startsWith('__reactFiber'));
      });
      await page.evaluate(() => new Promise((done) => setTimeout(done, 500)));
      await expect(drawer).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(button).toBeFocused();
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
  });
}
