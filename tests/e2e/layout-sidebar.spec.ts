import { LAYOUT, TIMINGS } from '@/catalog/constants';
import { DESKTOP_VIEW_COOKIE, DESKTOP_VIEW_VALUE, MOBILE_PREFIX } from '@/catalog/mobile';
import {
  decodeQr,
  scrollToY,
  scrollY,
  navigationsAway,
  startedNavigations,
  waitForHydration,
} from './layout-helpers';
import { LOCALES, localized } from './helpers';
import { config, NAV, CHROME, setUpLayoutPages } from './layout-chrome';
import { expect, test } from './fixtures';

/** The side bar and the behaviours every page shares, in both locales. */
setUpLayoutPages();

for (const locale of LOCALES) {
  const nav = NAV[locale];
  const t = CHROME[locale];

  test.describe(`side bar and page behaviours (${locale})`, () => {
    test('consultation and free trial open external pages; the service-account QR shows on hover and focus', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/zxt'));
      const bar = page.getByRole('complementary', { name: t.sidebar.label });
      const consult = bar.getByRole('link', { name: t.sidebar.consult });
      await expect(consult).toHaveAttribute('href', config.CHAT_URL);
      await expect(consult).toHaveAttribute('target', '_blank');
      const trial = bar.getByRole('link', { name: t.sidebar.freeTrial });
      await expect(trial).toHaveAttribute('href', config.REGISTER_URL);
      await expect(trial).toHaveAttribute('target', '_blank');

      const qrButton = bar.getByRole('button', { name: t.sidebar.serviceAccount });
      const qr = bar.locator('[data-qr="sidebar-service-account"]');
      await expect(qr).toBeHidden();
      await qrButton.hover();
      await expect(qr).toBeVisible();
      expect(await decodeQr(page, qr)).toBe(config.SERVICE_ACCOUNT_QR_URL);
      await page.mouse.move(640, 780);
      await expect(qr).toBeHidden();
      await trial.focus();
      await page.keyboard.press('Tab');
      await expect(qrButton).toBeFocused();
      await expect(qr).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(qr).toBeHidden();
    });

    test('back to top appears past 140 px and scrolls smoothly to the top', async ({ page }) => {
      await page.goto(localized(locale, '/privacy'));
      // The button listens for scroll once hydrated; scrolling earlier would go unseen.
      await waitForHydration(page);
      const back = page.getByRole('button', { name: t.sidebar.backToTop });
      await expect(back).toBeHidden();
      // Exactly at the offset it stays hidden: once the scroll event has reached the page's
      // listeners and two frames have been drawn, any update it caused would be on screen.
      await page.evaluate(async (top) => {
        const seen = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
        window.scrollTo({ top, behavior: 'instant' });
        await seen;
        for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
      }, LAYOUT.backToTopOffset);
      expect(await scrollY(page)).toBe(LAYOUT.backToTopOffset);
      await expect(back).toBeHidden();
      await scrollToY(page, 1200);
      await expect(back).toBeVisible();
      // Every position the scroll passes through: an instant jump reports only 0. Reading scrollY
      // right after the click raced the animation on a slow machine.
      await page.evaluate(() => {
        const seen: number[] = [];
        (window as unknown as { scrollSeen: number[] }).scrollSeen = seen;
        window.addEventListener('scroll', () => seen.push(window.scrollY));
      });
      await back.click();
      await expect.poll(() => scrollY(page)).toBe(0);
      const seen = await page.evaluate(() => (window as unknown as { scrollSeen: number[] }).scrollSeen);
      expect(
        seen.some((y) => y > 0 && y < 1200),
        'smooth, not instant',
      ).toBe(true);
      await expect(back).toBeHidden();
    });

    test('route changes scroll to the top and show the progress bar for slow pages', async ({ page }) => {
      await page.goto(localized(locale, '/industry'));
      await scrollToY(page, 5000);
      // Hold the next page's server response until the bar has been seen to show and advance.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.endsWith('/inviteBussInfo'),
        async (route) => {
          await held;
          await route.continue();
        },
      );
      const footerLinks = page.getByRole('contentinfo').getByRole('navigation');
      await footerLinks.getByRole('link', { name: nav.footerLinks.inviteBussInfo }).click();
      const bar = page.getByRole('progressbar', { name: t.progress });
      await expect(bar).toBeVisible();
      const first = Number(await bar.getAttribute('aria-valuenow'));
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(first);
      release();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/inviteBussInfo')}$`));
      await expect(bar).toBeHidden();
      expect(await scrollY(page)).toBe(0);
    });

    test('a visible notice follows online and offline events', async ({ page, context }) => {
      await page.goto(localized(locale, '/zxt'));
      const notice = page.getByRole('status').getByText(t.offline);
      await expect(notice).toBeHidden();
      await context.setOffline(true);
      await expect(notice).toBeVisible();
      await context.setOffline(false);
      await expect(notice).toBeHidden();
    });

    test('a chunk-load failure reloads the page once, not again within 60000 ms', async ({ page }) => {
      await page.goto(localized(locale, '/zxt'));
      await waitForHydration(page);
      const mark = () => page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      const marked = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
      const fail = () =>
        page.evaluate(() =>
          window.dispatchEvent(new ErrorEvent('error', { message: 'Loading chunk 7 failed.' })),
        );
      const lastReload = () => page.evaluate(() => Number(sessionStorage.getItem('zxw:chunk-reload-at')));

      await mark();
      await Promise.all([page.waitForEvent('load'), fail()]);
      expect(await marked()).toBeUndefined();
      await waitForHydration(page);
      const first = await lastReload();
      expect(first).toBeGreaterThan(0);

      // The guard runs inside the error event's dispatch: had it reloaded, the navigation would
      // have started before fail() returned.
      await mark();
      await fail();
      const reloads = async () => (await startedNavigations(page)).filter((n) => n.type === 'reload');
      expect(await reloads(), 'second failure within the guard window').toEqual([]);
      expect(await marked()).toBe(1);
      expect(await lastReload()).toBe(first);

      // Once the window has passed (moved back in storage), the same failure reloads again.
      await page.evaluate(
        (ms) => sessionStorage.setItem('zxw:chunk-reload-at', String(Date.now() - ms)),
        TIMINGS.reloadGuardMs,
      );
      await Promise.all([page.waitForEvent('load'), fail()]);
      expect(await marked()).toBeUndefined();
    });

    test('without analytics ids nothing is loaded; a narrow window that chose the desktop version stays, 1000 px wide', async ({
      page,
      context,
      baseURL,
    }) => {
      const external: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(new URL(page.url() || 'http://localhost').origin))
          external.push(request.url());
      });
      await context.addCookies([{ name: DESKTOP_VIEW_COOKIE, value: DESKTOP_VIEW_VALUE, url: baseURL! }]);
      await page.setViewportSize({ width: 900, height: 800 });
      await page.goto(localized(locale, '/'));
      // The width is checked in an effect on load: once effects have run, no redirect started.
      await waitForHydration(page);
      expect(await navigationsAway(page)).toEqual([]);
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}$`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeGreaterThanOrEqual(
        LAYOUT.desktopMinWidth,
      );
      expect(await page.evaluate(() => '_hmt' in window || 'umami' in window)).toBe(false);
      expect(external.filter((url) => /hm\.baidu\.com|umami/.test(url))).toEqual([]);
      // Without MOBILE_SITE_URL the mobile site is our own, under /m.
      const mobileHome = `${baseURL}${MOBILE_PREFIX}${locale === 'zh' ? '' : `/${locale}`}`;
      await expect(page.locator('meta[name="mobile-agent"]').first()).toHaveAttribute(
        'content',
        `format=html5;url=${mobileHome}`,
      );
    });

    test('without MOBILE_SITE_URL a narrow window goes to our own mobile view of the same page', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 900, height: 800 });
      await page.goto(localized(locale, '/aboutUs?index=2'));
      await page.waitForURL((url) => url.pathname === `${MOBILE_PREFIX}${localized(locale, '/aboutUs')}`);
      expect(new URL(page.url()).search).toBe('?index=2');
    });
  });
}
