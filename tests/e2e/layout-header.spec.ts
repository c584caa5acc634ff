import { TIMINGS } from '@/catalog/constants';
import { PRODUCT_GROUPS, REGISTRATION_TITLES } from '@/catalog/menus';
import {
  expectHeader,
  scrollToY,
  queuedRendersDone,
  waitForHydration,
  TRANSPARENT,
  WHITE,
} from './layout-helpers';
import { expectNoSeriousAxeViolations, LOCALES, localized } from './helpers';
import { config, NAV, CHROME, header, primaryNav, menuButton, setUpLayoutPages } from './layout-chrome';
import { expect, test } from './fixtures';

/** The header of every page, in both locales: colours, menus, links, keyboard and accessibility. */
setUpLayoutPages();

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
      // The header with its open menu: the rest of each page is checked closed in the route
      // walk (foundation.spec.ts), and an open menu changes nothing outside the header.
      await page.goto(localized(locale, '/'));
      for (const key of ['products', 'help', 'about'] as const) {
        await menuButton(page, locale, key).hover();
        await expect(menuButton(page, locale, key)).toHaveAttribute('aria-expanded', 'true');
        await expectNoSeriousAxeViolations(page, 'header');
      }
      await page.goto(localized(locale, '/privacy'));
      await menuButton(page, locale, 'about').hover();
      await expectNoSeriousAxeViolations(page, 'header');
    });
  });
}
