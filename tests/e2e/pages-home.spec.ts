import { type Page } from '@playwright/test';
import { HOME_CASES_PAGE_SIZE, TIMINGS } from '../../src/catalog';
import enHome from '../../messages/en/home.json' with { type: 'json' };
import zhHome from '../../messages/zh/home.json' with { type: 'json' };
import { LOCALES, localized } from './helpers';
import { queuedRendersDone } from './layout-helpers';
import { expect, test } from './fixtures';
import { API_PATHS } from '@/catalog/api-paths';
import { localizedPath } from '@/i18n/routing';

const HOME = { zh: zhHome, en: enHome };
const CASES_PATH = API_PATHS.selectCasesByIndustry;

/** Index of the visible slide. */
const activeSlide = (page: Page) =>
  page
    .locator('[aria-roledescription] [data-active="true"]')
    .evaluate((el) => Number(el.id.replace('hero-slide-', '')));

// A Chinese browser, so `/` stays on the default locale (detection runs on `/` only).
test.use({ locale: 'zh-CN' });

for (const locale of LOCALES) {
  const t = HOME[locale];
  test.describe(`home (${locale})`, () => {
    test.beforeEach(async ({ page }) => {
      // Keep the pointer off the carousel, which pauses on hover.
      await page.mouse.move(5, 790);
    });

    test('carousel auto-advances slide after slide, locale images, no arrows', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      const carousel = page.getByRole('region', { name: t.carousel.label });
      await expect(carousel).toHaveAttribute('aria-roledescription', t.carousel.roleDescription);
      const slides = carousel.locator('[aria-roledescription="' + t.carousel.slide + '"]');
      const count = await slides.count();
      expect(count).toBeGreaterThan(1);
      const srcs = await slides
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src') ?? ''));
      expect(srcs).toHaveLength(count);
      for (const src of srcs) expect(src).toContain(`-${locale}.`);
      await expect(carousel.getByRole('button', { name: /next|prev|下一|上一/i })).toHaveCount(0);

      // It moves on by itself, to the next slide each time. How often is not timed here: each
      // step gets a generous wait.
      await expect(carousel).toHaveAttribute('data-rotating', 'true');
      const first = await activeSlide(page);
      const wait = { timeout: TIMINGS.carouselIntervalMs * 4 };
      await expect.poll(() => activeSlide(page), wait).toBe((first + 1) % count);
      await expect.poll(() => activeSlide(page), wait).toBe((first + 2) % count);
    });

    test('carousel indicators switch on click and by keyboard; focus and hover pause', async ({ page }) => {
      // The page's timers run on a clock the test moves: pauses are checked over whole intervals.
      await page.clock.install();
      await page.goto(localized(locale, '/'));
      const carousel = page.getByRole('region', { name: t.carousel.label });
      const dots = page.getByRole('tablist', { name: t.carousel.indicators }).getByRole('tab');
      const count = await dots.count();
      expect(count).toBeGreaterThan(1);
      await dots.nth(count - 1).click();
      await expect(dots.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
      expect(await activeSlide(page)).toBe(count - 1);
      // Focus inside pauses rotation; arrows move between indicators.
      await page.keyboard.press('ArrowRight');
      await expect(dots.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(dots.nth(0)).toBeFocused();
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(TIMINGS.carouselIntervalMs * 2);
      await queuedRendersDone(page);
      expect(await activeSlide(page)).toBe(0);

      await dots.nth(0).blur();
      await page.hover('[aria-roledescription] img >> nth=0');
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(TIMINGS.carouselIntervalMs * 2);
      await queuedRendersDone(page);
      expect(await activeSlide(page)).toBe(0);

      // Neither focused nor hovered: one interval later it has moved on.
      await page.mouse.move(5, 790);
      await expect(carousel).toHaveAttribute('data-rotating', 'true');
      await page.clock.runFor(TIMINGS.carouselIntervalMs);
      await expect.poll(() => activeSlide(page)).toBe(1);
    });

    test('case tabs: first selected, 3 cases per tab fetched once and cached', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      const tablist = page.getByRole('tablist', { name: t.cases.tabsLabel });
      const tabs = tablist.getByRole('tab');
      expect(await tabs.count()).toBeGreaterThan(1);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      const panel = page.locator('#case-panel');
      await expect(panel.locator('article')).toHaveCount(HOME_CASES_PAGE_SIZE);

      const industryId = await tabs.nth(1).getAttribute('data-industry');
      const requests: { url: string; body: unknown; lang: string | undefined }[] = [];
      page.on('request', (r) => {
        if (r.url().includes(CASES_PATH))
          requests.push({ url: r.url(), body: r.postDataJSON(), lang: r.headers()['accept-language'] });
      });
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(panel.locator('article')).toHaveCount(HOME_CASES_PAGE_SIZE);
      expect(requests).toHaveLength(1);
      expect(requests[0].url).toContain(`pageNo=1&pageSize=${HOME_CASES_PAGE_SIZE}`);
      expect(requests[0].body).toEqual({ industryId });
      expect(requests[0].lang).toBe(locale);

      // Keyboard: arrows move back to the first tab, then the cached tab loads with no request.
      await tabs.nth(1).focus();
      await page.keyboard.press('ArrowLeft');
      await expect(tabs.first()).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(panel.locator('article')).toHaveCount(HOME_CASES_PAGE_SIZE);
      expect(requests).toHaveLength(1);

      const learn = panel.getByRole('link', { name: new RegExp(t.cases.learnDetails) }).first();
      await expect(learn).toHaveAttribute('target', '_blank');
      await page.getByRole('link', { name: t.cases.seeMore }).click();
      await expect(page).toHaveURL(new RegExp(`${localizedPath(locale, '/caseCenter')}$`));
    });

    test('data tiles and offerings; every count-up reaches its figure', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      await expect(page.locator('[data-figure]')).toHaveCount(13);
      for (const key of ['acquisition', 'decision', 'custom', 'network'] as const) {
        await expect(page.locator(`[data-offering="${key}"]`)).toContainText(t.offerings[key].title);
      }
      await expect(page.locator('[data-offering="decision"] a')).toHaveAttribute(
        'href',
        localizedPath(locale, '/marketService'),
      );
      await page.locator('[data-figure="exclusive"]').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-figure="exclusive"]')).toContainText('50', { timeout: 5000 });
      // Reveal every fade-in section: each count-up ends on its figure.
      await page.locator('#case-panel').scrollIntoViewIfNeeded();
      await expect
        .poll(
          () =>
            page
              .locator('[data-count-up]')
              .evaluateAll(
                (all) =>
                  all.length > 0 &&
                  all.every((el) => Number(el.textContent) === Number(el.getAttribute('data-count-up'))),
              ),
          { timeout: TIMINGS.countUpDurationMs * 3 },
        )
        .toBe(true);
    });
  });
}
