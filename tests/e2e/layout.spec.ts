import { expect, test, type Page } from '@playwright/test';
import { CERTIFICATES, LAYOUT, LOCALE_COOKIE_MAX_AGE_SECONDS, TIMINGS } from '@/catalog/constants';
import { FOOTER_LINKS, PRODUCT_GROUPS, REGISTRATION_TITLES } from '@/catalog/menus';
import { ROUTES } from '@/catalog/routes';
import { parseConfig, psbRegistryLink } from '@/config/env';
import enChrome from '../../messages/en/chrome.json' with { type: 'json' };
import enNav from '../../messages/en/nav.json' with { type: 'json' };
import zhChrome from '../../messages/zh/chrome.json' with { type: 'json' };
import zhNav from '../../messages/zh/nav.json' with { type: 'json' };
import { CERTIFICATES_CONTENT } from '@/catalog/certificates';
import {
  decodeQr,
  expectHeader,
  scrollToY,
  scrollY,
  navigationsAway,
  queuedRendersDone,
  startedNavigations,
  stubExternalPages,
  trackHydration,
  trackNavigations,
  waitForHydration,
  TRANSPARENT,
  WHITE,
} from './layout-helpers';
import { expectNoSeriousAxeViolations, LOCALES, localized, type TestLocale } from './helpers';

// The server under test runs with the default configuration (.env.example leaves these unset).
const config = parseConfig({});
const NAV = { zh: zhNav, en: enNav };
const CHROME = { zh: zhChrome, en: enChrome };

const header = (page: Page) => page.locator('body > header');
const primaryNav = (page: Page, locale: TestLocale) =>
  page.getByRole('navigation', { name: NAV[locale].primary });
const menuButton = (page: Page, locale: TestLocale, key: 'products' | 'help' | 'about') =>
  primaryNav(page, locale).getByRole('button', { name: NAV[locale][key], exact: true });

// Chinese browser: `/` stays Chinese (the root path follows Accept-Language).
test.use({ locale: 'zh-CN' });

test.beforeEach(async ({ page }) => {
  await stubExternalPages(page);
  await trackHydration(page.context());
  await trackNavigations(page.context());
  await page.mouse.move(640, 780); // away from the header
});

for (const locale of LOCALES) {
  const nav = NAV[locale];
  const t = CHROME[locale];

  test.describe(`header (${locale})`, () => {
    test('is transparent over the banner, white on hover and after scrolling (debounced 300 ms)', async ({
      page,
    }) => {
      // The page's timers run on a clock the test moves, so the debounce is checked exactly.
      await page.clock.install();
      await page.goto(localized(locale, '/industry'));
      await waitForHydration(page);
      await expectHeader(page, TRANSPARENT);

      await header(page).hover({ position: { x: 400, y: 10 } });
      await expectHeader(page, WHITE);
      await page.mouse.move(640, 700);
      await expectHeader(page, TRANSPARENT);

      // Scrolled: white only once the debounce has run out after the last scroll event.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await page.evaluate(() => {
        const w = window as unknown as { scrolledTo?: number };
        window.addEventListener('scroll', () => (w.scrolledTo = window.scrollY), { once: true });
        window.scrollTo({ top: 400, behavior: 'instant' });
      });
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { scrolledTo?: number }).scrolledTo))
        .toBe(400);
      const white = () => header(page).getAttribute('data-white');
      await queuedRendersDone(page);
      expect(await white(), 'right after the scroll').toBe('false');
      await page.clock.runFor(TIMINGS.headerDebounceMs - 1);
      await queuedRendersDone(page);
      expect(await white(), 'before the debounce has run out').toBe('false');
      await page.clock.runFor(1);
      await expect.poll(white).toBe('true');
      await page.clock.resume();
      await expectHeader(page, WHITE);

      await scrollToY(page, 0);
      await expectHeader(page, TRANSPARENT);
    });

    test('is always white on /privacy and /law', async ({ page }) => {
      for (const path of ['/privacy', '/law']) {
        await page.goto(localized(locale, path));
        await expectHeader(page, WHITE);
        await header(page).hover();
        await page.mouse.move(640, 700);
        await expectHeader(page, WHITE);
      }
    });

    test('the Products mega-menu opens on hover, switches group by tab and hides on leave or choice', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/'));
      const trigger = menuButton(page, locale, 'products');
      const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`.replace(/:/g, '\\:'));
      await expect(panel).toBeHidden();
      await trigger.hover();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(panel).toBeVisible();

      const tabs = panel.getByRole('tab');
      await expect(tabs).toHaveCount(PRODUCT_GROUPS.length);
      for (const [index, group] of PRODUCT_GROUPS.entries()) {
        const tab = panel.getByRole('tab', { name: nav.groups[group.key as keyof typeof nav.groups] });
        await tab.hover();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        const shown = panel.getByRole('tabpanel');
        await expect(shown).toHaveCount(1);
        const labels = group.items.map((item) => nav.items[item.key as keyof typeof nav.items]);
        await expect(shown.getByRole('link')).toHaveCount(labels.length);
        for (const label of labels) await expect(shown.getByRole('link', { name: label })).toBeVisible();
        expect(index).toBe(
          await tabs.evaluateAll((all) => all.findIndex((x) => x.getAttribute('aria-selected') === 'true')),
        );
      }

      await page.mouse.move(640, 780);
      await expect(panel).toBeHidden();

      await trigger.hover();
      await panel.getByRole('tab', { name: nav.groups.acquisition }).hover();
      await panel.getByRole('link', { name: nav.items.inviteBussInfo }).click();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/inviteBussInfo')}$`));
      await expect(panel).toBeHidden();
    });

    test('registration titles, Login, Free Trial and the institute open external pages in a new window', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/'));
      await menuButton(page, locale, 'products').hover();
      const all = primaryNav(page, locale);
      for (const key of REGISTRATION_TITLES) {
        const group = PRODUCT_GROUPS.find((g) => g.items.some((i) => i.key === key))!;
        await all.getByRole('tab', { name: nav.groups[group.key as keyof typeof nav.groups] }).hover();
        const link = all.getByRole('link', { name: nav.items[key] });
        await expect(link).toHaveAttribute('href', config.REGISTER_URL);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const targets: [string, string][] = [
        [t.header.login, config.LOGIN_URL],
        [t.header.freeTrial, config.REGISTER_URL],
        [nav.institute, config.INSTITUTE_URL],
      ];
      for (const [name, url] of targets) {
        const link = header(page).getByRole('link', { name, exact: false }).first();
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        const popup = page.waitForEvent('popup');
        await link.click();
        expect((await popup).url()).toBe(url);
        await (await popup).close();
      }
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/')}$`));
      await expect(header(page).getByRole('link', { name: '400-8161-360' })).toBeVisible();
    });

    test('internal links carry the locale prefix and choosing the open page reloads it', async ({ page }) => {
      await page.goto(localized(locale, '/aboutUs?index=1'));
      for (const key of ['help', 'about'] as const) {
        await menuButton(page, locale, key).hover();
        const controls = await menuButton(page, locale, key).getAttribute('aria-controls');
        const hrefs = await page
          .locator(`[id="${controls}"] a`)
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) expect(href.startsWith('/en/') || href === '/en').toBe(locale === 'en');
      }
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
      await menuButton(page, locale, 'about').hover();
      const current = header(page).getByRole('link', { name: nav.aboutItems.customers });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await Promise.all([page.waitForEvent('load'), current.click()]);
      expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/aboutUs')}\\?index=1$`));
    });

    test('is keyboard operable: focus or ArrowDown opens, Escape closes and returns focus', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/helpCenter'));
      const products = menuButton(page, locale, 'products');
      await page.getByRole('link', { name: nav.home, exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(products).toBeFocused();
      await expect(products).toHaveAttribute('aria-expanded', 'true');
      const outline = await products.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline, 'visible focus').not.toBe('none');
      await expectHeader(page, WHITE);

      await page.keyboard.press('Escape');
      await expect(products).toHaveAttribute('aria-expanded', 'false');
      await expect(products).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(products).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(':focus')).toHaveText(nav.items.industry);
      await page.keyboard.press('ArrowDown');
      await expect(page.locator(':focus')).toHaveText(nav.items.inviteBussInfo);
      await page.keyboard.press('Escape');
      await expect(products).toBeFocused();
      await expect(products).toHaveAttribute('aria-expanded', 'false');

      // Enter opens a submenu; Tab walks into it; leaving it closes it.
      const help = menuButton(page, locale, 'help');
      await help.focus();
      await page.keyboard.press('Escape');
      await expect(help).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Enter');
      await expect(help).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(nav.helpItems.questions);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/helpCenter')}$`));
    });

    test('the mega-menu tabs follow the arrow keys', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      await page.getByRole('link', { name: nav.home, exact: true }).focus();
      await page.keyboard.press('Tab');
      await expect(menuButton(page, locale, 'products')).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      const first = page.getByRole('tab', { name: nav.groups.acquisition });
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('tab', { name: nav.groups.decision })).toBeFocused();
      await expect(page.getByRole('tab', { name: nav.groups.decision })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(nav.items.marketService);
    });

    test('is axe-clean with each menu open', async ({ page }) => {
      // Four full-page axe runs: allow for a loaded machine.
      test.slow();
      await page.goto(localized(locale, '/'));
      for (const key of ['products', 'help', 'about'] as const) {
        await menuButton(page, locale, key).hover();
        await expect(menuButton(page, locale, key)).toHaveAttribute('aria-expanded', 'true');
        await expectNoSeriousAxeViolations(page);
      }
      await page.goto(localized(locale, '/privacy'));
      await menuButton(page, locale, 'about').hover();
      await expectNoSeriousAxeViolations(page);
    });
  });

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

    test('without analytics ids nothing is loaded; without a mobile site narrow windows stay, 1000 px wide', async ({
      page,
    }) => {
      const external: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(new URL(page.url() || 'http://localhost').origin))
          external.push(request.url());
      });
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
      expect(await page.locator('meta[name="mobile-agent"]').count()).toBe(0);
    });
  });

  test.describe(`footer (${locale})`, () => {
    test('quick links, real QR codes and filing links', async ({ page }) => {
      await page.goto(localized(locale, '/zxt'));
      const footer = page.getByRole('contentinfo');
      const links = footer.getByRole('navigation').getByRole('link');
      await expect(links).toHaveCount(FOOTER_LINKS.length);
      for (const item of FOOTER_LINKS) {
        if (item.target.kind !== 'internal') continue;
        const link = footer.getByRole('link', {
          name: nav.footerLinks[item.key as keyof typeof nav.footerLinks],
        });
        await expect(link).toHaveAttribute('href', localized(locale, item.target.path));
      }

      const expected = {
        app: config.APP_QR_URL,
        applet: config.APPLET_QR_URL,
        serviceAccount: config.SERVICE_ACCOUNT_QR_URL,
      };
      for (const [kind, url] of Object.entries(expected)) {
        const qr = footer.locator(`[data-qr="${kind}"]`);
        // An image served by /qr/, named for screen readers.
        await expect(qr).toHaveAttribute('src', /^\/qr\/.+\.svg$/);
        await expect(qr).toHaveAccessibleName(/.+/);
        expect(await decodeQr(page, qr), kind).toBe(url);
      }

      const icp = footer.getByRole('link', { name: config.ICP_NUMBER });
      await expect(icp).toHaveAttribute('href', config.ICP_REGISTRY_URL);
      await expect(icp).toHaveAttribute('target', '_blank');
      const psb = footer.getByRole('link', { name: config.PSB_NUMBER });
      await expect(psb).toHaveAttribute('href', psbRegistryLink(config));
      expect(await psb.getAttribute('href')).toContain(config.PSB_CODE);
    });

    test('each certificate logo opens its image view', async ({ page }) => {
      // Four round trips through two pages and an accessibility scan: 25 s on a slow 2-core machine.
      test.setTimeout(60_000);
      expect(CERTIFICATES_CONTENT.map((c) => c.type)).toEqual([...CERTIFICATES]);
      for (const certificate of CERTIFICATES_CONTENT) {
        await page.goto(localized(locale, '/zxt'));
        const name = certificate.name[locale];
        await page.getByRole('contentinfo').getByRole('link', { name }).click();
        await expect(page).toHaveURL(
          new RegExp(`${localized(locale, '/imageView')}\\?type=${certificate.type}$`),
        );
        const figure = page.locator(`main figure[data-certificate="${certificate.type}"]`);
        await expect(figure.getByRole('heading', { name })).toBeVisible();
        await expect(figure.getByRole('img', { name })).toHaveAttribute('src', certificate.image);
        expect(
          await figure.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
        ).toBeGreaterThan(0);
      }
      await expectNoSeriousAxeViolations(page);
    });
  });

  test(`banner heights follow the route table (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    for (const route of ROUTES) {
      await page.goto(localized(locale, route.path));
      const banner = page.locator('[data-banner]');
      if (route.banner === 0) {
        await expect(banner, route.path).toHaveCount(0);
        continue;
      }
      await expect(banner, route.path).toHaveAttribute('data-banner', String(route.banner));
      expect((await banner.boundingBox())?.height, route.path).toBe(route.banner);
    }
  });
}

test('the language switch keeps page and query and remembers the choice for 365 days', async ({
  page,
  context,
}) => {
  await page.goto('/aboutUs?index=2');
  // The switch writes the cookie in its click handler: click once the page is interactive.
  await waitForHydration(page);
  const switcher = page.getByRole('group', { name: zhChrome.header.language });
  await expect(switcher.getByRole('link', { name: '中文' })).toHaveAttribute('aria-current', 'true');
  const clickedAt = Date.now() / 1000;
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/aboutUs\?index=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const cookie = async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE');
  const en = await cookie();
  expect(en?.value).toBe('en');
  // Set by the click, for the whole max age (cookie expiry has one-second precision).
  expect(en!.expires).toBeGreaterThanOrEqual(Math.floor(clickedAt) + LOCALE_COOKIE_MAX_AGE_SECONDS);
  expect(en!.expires).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + LOCALE_COOKIE_MAX_AGE_SECONDS);

  await waitForHydration(page);
  await page
    .getByRole('group', { name: enChrome.header.language })
    .getByRole('link', { name: '中文' })
    .click();
  await expect(page).toHaveURL(/\/aboutUs\?index=2$/);
  expect(new URL(page.url()).pathname).toBe('/aboutUs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect((await cookie())?.value).toBe('zh');
});

test('nav paths in other capitalisation land on the page with the chrome', async ({ page }) => {
  for (const [from, to] of [
    ['/InviteBussInfo/', '/inviteBussInfo'],
    ['/en/Connections/', '/en/connections'],
  ]) {
    await page.goto(from);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.locator('body > header')).toBeVisible();
  }
});
