import enHome from '../../messages/en/home.json' with { type: 'json' };
import zhHome from '../../messages/zh/home.json' with { type: 'json' };
import { LOCALES } from './helpers';
import { expectAxeClean, expectNoHorizontalOverflow, mobile } from './mobile-helpers';
import { expect, test } from './fixtures';

/**
 * The home page's live block on a phone (docs/pages.md, 'Home'): the newest records and featured
 * keywords readable and tappable, the page axe clean. Runs in the phone projects.
 */
const LIVE = { zh: zhHome.live, en: enHome.live };

for (const locale of LOCALES) {
  test(`the live home block on a phone (${locale})`, async ({ page }) => {
    const url = mobile(locale, '/');
    expect((await page.goto(url))?.status()).toBe(200);
    const block = page.getByRole('region', { name: LIVE[locale].title });
    await expect(block).toBeVisible();
    for (const heading of [LIVE[locale].newestTenders, LIVE[locale].newestProjects]) {
      const list = block.getByRole('region', { name: heading }).getByRole('listitem');
      await expect(list).toHaveCount(10);
    }
    const keywords = block.getByRole('navigation', { name: LIVE[locale].keywords }).getByRole('link');
    await expect(keywords).toHaveCount(13);
    // Every link of the block is a 44 px tall target, and on the mobile site.
    for (const link of await block.getByRole('link').all()) {
      const box = await link.boundingBox();
      expect(box?.height ?? 0, await link.innerText()).toBeGreaterThanOrEqual(44);
      expect(await link.getAttribute('href')).toMatch(/^\/m(\/|$)/);
    }
    await expectNoHorizontalOverflow(page, url);
    await expectAxeClean(page, url);
  });
}
