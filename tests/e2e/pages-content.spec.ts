import {
  BIDDING_CATEGORIES,
  HISTORY_PERIODS,
  INDUSTRIES,
  PROJECT_CATEGORIES,
  PROVINCES,
  REGIONS,
} from '../../src/catalog';
import enAbout from '../../messages/en/about.json' with { type: 'json' };
import enHelp from '../../messages/en/help.json' with { type: 'json' };
import enLegal from '../../messages/en/legal.json' with { type: 'json' };
import enListings from '../../messages/en/listings.json' with { type: 'json' };
import enProcess from '../../messages/en/process.json' with { type: 'json' };
import zhAbout from '../../messages/zh/about.json' with { type: 'json' };
import zhHelp from '../../messages/zh/help.json' with { type: 'json' };
import zhLegal from '../../messages/zh/legal.json' with { type: 'json' };
import zhListings from '../../messages/zh/listings.json' with { type: 'json' };
import zhProcess from '../../messages/zh/process.json' with { type: 'json' };
import { LOCALES, localized } from './helpers';
import { expect, test } from './fixtures';

const M = {
  zh: { about: zhAbout, help: zhHelp, legal: zhLegal, listings: zhListings, process: zhProcess },
  en: { about: enAbout, help: enHelp, legal: enLegal, listings: enListings, process: enProcess },
};
const HOTLINE = process.env.HOTLINE ?? '400-8161-360';

// A Chinese browser, so `/` stays on the default locale (detection runs on `/` only).
test.use({ locale: 'zh-CN' });

for (const locale of LOCALES) {
  const m = M[locale];
  const prefix = locale === 'zh' ? '' : '/en';

  test.describe(`pages content (${locale})`, () => {
    test('industry grid links all 33 industries by slug', async ({ page }) => {
      await page.goto(localized(locale, '/industry'));
      const links = page.locator('a[data-slug][href*="/industry/index2?industry="]');
      await expect(links).toHaveCount(33);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(INDUSTRIES.map((i) => `${prefix}/industry/index2?industry=${i.slug}`));
      await expect(links.first()).toHaveText(INDUSTRIES[0][locale]);
    });

    test('tender page lists 7 regions and 31 province links by slug', async ({ page }) => {
      await page.goto(localized(locale, '/inviteBussInfo'));
      for (const region of REGIONS)
        await expect(page.getByRole('heading', { name: region[locale], exact: true })).toBeVisible();
      const links = page.locator('a[data-slug][href*="/inviteBussInfo/index2?province="]');
      await expect(links).toHaveCount(31);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(PROVINCES.map((p) => `${prefix}/inviteBussInfo/index2?province=${p.slug}`));
    });

    test('project listing: five category tabs with codes, rows, paging in the query string', async ({
      page,
    }) => {
      await page.goto(localized(locale, '/industry/index2?industry=jianzhu'));
      const tabs = page.locator('a[data-code]');
      await expect(tabs).toHaveCount(PROJECT_CATEGORIES.length);
      for (const [i, c] of PROJECT_CATEGORIES.entries()) {
        const tab = tabs.nth(i);
        await expect(tab).toHaveAttribute('data-code', String(c.code));
        await expect(tab).toHaveAttribute(
          'href',
          `${prefix}/industry/index2?industry=jianzhu&category=${c.key}`,
        );
        await expect(tab).toContainText(m.listings.categories[c.key]);
        await expect(tab).toContainText(String(c.code));
      }
      await tabs.nth(1).click();
      await expect(page).toHaveURL(/category=vip/);
      await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
      const rows = page.locator('tbody tr');
      await expect(rows.first()).toBeVisible();
      await expect(rows.first()).toContainText(INDUSTRIES.find((i) => i.slug === 'jianzhu')![locale]);
      // The title leads to the record's own page (tests/e2e/records.spec.ts follows it).
      await expect(rows.first().locator('th a')).toHaveAttribute(
        'href',
        new RegExp(`^${prefix}/industry/detail\\?id=`),
      );
      await page.getByRole('link', { name: m.listings.next }).click();
      await expect(page).toHaveURL(/industry=jianzhu&category=vip&page=2/);
      await expect(page.locator('[aria-current="page"][aria-label]')).toHaveText('2');
    });

    test('tender listing: six bidding tabs with codes', async ({ page }) => {
      await page.goto(localized(locale, '/inviteBussInfo/index2?province=hunan&category=winningNotice'));
      const tabs = page.locator('a[data-code]');
      await expect(tabs).toHaveCount(BIDDING_CATEGORIES.length);
      expect(await tabs.evaluateAll((as) => as.map((a) => a.getAttribute('data-code')))).toEqual(
        BIDDING_CATEGORIES.map((c) => String(c.code)),
      );
      for (const [i, c] of BIDDING_CATEGORIES.entries()) {
        await expect(tabs.nth(i)).toHaveAttribute(
          'href',
          `${prefix}/inviteBussInfo/index2?province=hunan&category=${c.key}`,
        );
        await expect(tabs.nth(i)).toContainText(m.listings.categories[c.key]);
      }
      await expect(tabs.nth(1)).toHaveAttribute('aria-current', 'page');
      await expect(page.locator('tbody tr').first()).toContainText(m.listings.categories.winningNotice);
    });

    test('tender listing titles are in the page language', async ({ page }) => {
      await page.goto(localized(locale, '/inviteBussInfo/index2?province=hunan'));
      const titles = page.locator('tbody th[scope="row"]');
      await expect(titles).toHaveCount(20);
      const texts = await titles.allTextContents();
      const han = /\p{Script=Han}/u;
      for (const text of texts) {
        expect(text.trim().length).toBeGreaterThan(0);
        expect(han.test(text), text).toBe(locale === 'zh');
      }
    });

    test('about us: sections, four history periods, both offices', async ({ page }) => {
      await page.goto(localized(locale, '/aboutUs?index=2'));
      const nav = page.getByRole('navigation', { name: m.about.nav });
      await expect(nav.getByRole('link', { name: m.about.sections.history })).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const period of HISTORY_PERIODS)
        await expect(page.locator(`[data-period="${period}"]`)).toHaveText(period);

      await nav.getByRole('link', { name: m.about.sections.contact }).click();
      await expect(page).toHaveURL(/index=4/);
      for (const office of ['beijing', 'hunan'] as const) {
        await expect(page.getByRole('heading', { name: m.about.offices[office].name })).toBeVisible();
        await expect(page.locator(`[data-office="${office}"] address`)).toContainText(
          m.about.offices[office].address,
        );
      }
      await expect(page.getByText(HOTLINE).first()).toBeVisible();

      await page.goto(localized(locale, '/aboutUs'));
      const tabs = page.getByRole('tab');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await tabs.first().focus();
      await page.keyboard.press('ArrowDown');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(m.about.values.i2.text);

      await page.goto(localized(locale, '/aboutUs?index=1'));
      await expect(page.locator('img[alt]').filter({ visible: true }).first()).toBeVisible();
      await page.goto(localized(locale, '/aboutUs?index=3'));
      await expect(page.locator('figure figcaption').first()).toBeVisible();
    });

    test('onboarding shows the seven steps', async ({ page }) => {
      await page.goto(localized(locale, '/networkProcess'));
      const steps = page.locator('ol > li');
      await expect(steps).toHaveCount(7);
      for (const [i, step] of Object.values(m.process.steps).entries()) {
        await expect(steps.nth(i)).toContainText(step.title);
      }
    });

    test('privacy lists the five disclosure exceptions', async ({ page }) => {
      await page.goto(localized(locale, '/privacy'));
      const items = page.locator('#disclosure-exceptions li');
      await expect(items).toHaveText(Object.values(m.legal.privacy.exceptions));
      await page.goto(localized(locale, '/law'));
      await expect(page.getByRole('heading', { name: m.legal.law.sections.i1.title })).toBeVisible();
    });

    test('help centre shows the four pieces of advice and API entries', async ({ page }) => {
      await page.goto(localized(locale, '/helpCenter'));
      const advice = page.locator('ol li');
      await expect(advice).toHaveCount(4);
      await expect(advice.nth(0)).toHaveText(m.help.advice.account);
      await expect(advice.nth(1)).toHaveText(m.help.advice.code);
      await expect(advice.nth(2)).toHaveText(m.help.advice.browser);
      await expect(advice.nth(3)).toHaveText(m.help.advice.hotline.replace('{hotline}', HOTLINE));
      const entry = page.locator('details').first();
      await entry.locator('summary').click();
      await expect(entry.locator('p').first()).toBeVisible();
    });

    // An unknown or missing testimonial id is a 404: tests/int/pages.test.ts.
    test('case centre and testimonial detail', async ({ page }) => {
      await page.goto(localized(locale, '/caseCenter?index=1'));
      await expect(page.locator('article').first()).toBeVisible();
      const company = await page.locator('article h2').first().textContent();
      await page.locator('article').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/caseCenter\/appraiseInfo\?id=\d+$/);
      await expect(page.locator('#page-title')).toBeVisible();
      await expect(page.getByText(company ?? '').first()).toBeVisible();
      await expect(page.locator('article')).not.toBeEmpty();
      await expect(page.locator('article script')).toHaveCount(0);
    });
  });
}
