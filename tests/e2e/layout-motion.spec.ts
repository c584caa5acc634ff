import { type Page } from '@playwright/test';
import { TIMINGS } from '@/catalog/constants';
import { trackHydration, waitForHydration } from './layout-helpers';
import { expect, test } from './fixtures';

// The home page uses both reusable leaves: FadeIn sections and CountUp figures.
test.use({ locale: 'zh-CN' });

const countUps = (page: Page) =>
  page
    .locator('[data-count-up]')
    .evaluateAll((all) =>
      all.map((el) => [Number(el.textContent), Number(el.getAttribute('data-count-up'))]),
    );
const hiddenFades = (page: Page) => page.locator('[data-fade="hidden"]').count();

/**
 * Scrolls through the whole page in steps, as a reader would, staying at each step until the
 * browser has drawn two frames there (intersection observers report once per frame).
 */
async function readToTheEnd(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 300) {
    await page.evaluate(async (top) => {
      window.scrollTo({ top, behavior: 'instant' });
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
    }, y);
  }
}

/** Every figure shows its final value (and there are figures). */
const allCounted = async (page: Page) => {
  const figures = await countUps(page);
  return figures.length > 0 && figures.every(([shown, value]) => shown === value);
};

test('without JavaScript every figure shows its final value and nothing is hidden', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/');
  const figures = await countUps(page);
  expect(figures.length).toBeGreaterThan(0);
  for (const [shown, value] of figures) expect(shown).toBe(value);
  expect(await page.locator('[data-fade]').count()).toBeGreaterThan(0);
  for (const opacity of await page
    .locator('[data-fade]')
    .evaluateAll((all) => all.map((el) => getComputedStyle(el).opacity)))
    expect(opacity).toBe('1');
  await context.close();
});

test('figures count up and sections fade in as they are reached', async ({ page }) => {
  await trackHydration(page.context());
  await page.goto('/');
  await waitForHydration(page);
  expect(await hiddenFades(page), 'sections below the fold wait to fade in').toBeGreaterThan(0);
  const atStart = await countUps(page);
  expect(
    atStart.some(([shown, value]) => shown !== value),
    'some figure is still counting',
  ).toBe(true);

  await readToTheEnd(page);
  expect(await hiddenFades(page)).toBe(0);
  // Then every fade has finished and every figure has reached its value.
  const opacities = () =>
    page
      .locator('[data-fade]')
      .evaluateAll((all) => [...new Set(all.map((el) => getComputedStyle(el).opacity))]);
  await expect.poll(opacities).toEqual(['1']);
  await expect.poll(() => allCounted(page), { timeout: TIMINGS.countUpDurationMs * 3 }).toBe(true);
});

test('a jump straight to the end of the page still reveals everything passed over', async ({ page }) => {
  await trackHydration(page.context());
  await page.goto('/');
  await waitForHydration(page);
  expect(await hiddenFades(page)).toBeGreaterThan(0);
  await page.keyboard.press('End');
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  await expect.poll(() => hiddenFades(page)).toBe(0);
  await expect.poll(() => allCounted(page), { timeout: TIMINGS.countUpDurationMs * 3 }).toBe(true);
});

test('with reduced motion nothing moves', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'zh-CN' });
  await trackHydration(context);
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  expect(await hiddenFades(page)).toBe(0);
  expect(await allCounted(page)).toBe(true);
  await readToTheEnd(page);
  expect(await hiddenFades(page)).toBe(0);
  expect(await page.locator('[data-fade="shown"]').count()).toBe(0);
  await context.close();
});
