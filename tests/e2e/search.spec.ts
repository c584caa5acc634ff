import enListings from '../../messages/en/listings.json' with { type: 'json' };
import enSearch from '../../messages/en/search.json' with { type: 'json' };
import zhListings from '../../messages/zh/listings.json' with { type: 'json' };
import zhSearch from '../../messages/zh/search.json' with { type: 'json' };
import { expectNoSeriousAxeViolations, LOCALES, localized } from './helpers';
import { expect, test } from './fixtures';

const MESSAGES = { zh: zhSearch, en: enSearch } as const;
const LISTINGS = { zh: zhListings, en: enListings } as const;
/**
 * A keyword common in each language's titles, how its mark reads, and a filter that keeps more
 * than a page of its results (English titles carry 'Hospital' in the healthcare industry).
 */
const CASES = {
  zh: { keyword: '工程', mark: '工程', filter: { name: 'province', value: 'guangdong' } },
  en: { keyword: 'hospital', mark: /^hospital$/i, filter: { name: 'industry', value: 'yiliao' } },
} as const;
const HAN = /\p{Script=Han}/u;

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  const { keyword: term, mark, filter } = CASES[locale];
  test.describe(`search (${locale})`, () => {
    test('from the home hero box to marked results, a filter and page 2 that keeps it', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      const box = page.getByRole('search', { name: t.box.label });
      const keyword = box.getByRole('searchbox', { name: t.box.keyword });
      // Keyboard only: focus the field, type, submit with Enter.
      await keyword.focus();
      await expect(keyword).toBeFocused();
      await keyword.pressSequentially(term);
      await keyword.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}\\?keyword=`));
      expect(new URL(page.url()).searchParams.get('keyword')).toBe(term);

      const rows = page.locator('tbody th[scope="row"]');
      await expect(rows.first()).toBeVisible();
      await expect(rows.first().locator('mark')).toHaveText(mark);
      // Titles are in the page language.
      for (const text of await rows.allTextContents()) expect(HAN.test(text), text).toBe(locale === 'zh');
      await expect(page.getByRole('heading', { level: 2, name: /\d/ })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Change a filter in the page's form: the query string carries it.
      await page.getByLabel(t.filters[filter.name]).selectOption(filter.value);
      await page.getByRole('search').getByRole('button', { name: t.box.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${filter.name}=${filter.value}`));
      await expect(rows.first().locator('mark')).toHaveText(mark);

      // Page 2 keeps the keyword and the filter.
      await page
        .getByRole('navigation', { name: LISTINGS[locale].pagination })
        .getByRole('link', { name: LISTINGS[locale].pageN.replace('{page}', '2'), exact: true })
        .click();
      await expect(page).toHaveURL(/page=2/);
      const params = new URL(page.url()).searchParams;
      expect(params.get('keyword')).toBe(term);
      expect(params.get(filter.name)).toBe(filter.value);
      await expect(page.getByLabel(t.filters[filter.name])).toHaveValue(filter.value);
      await expect(rows.first().locator('mark')).toHaveText(mark);
    });

    test('listing box searches tenders; an invalid value shows the localized message', async ({ page }) => {
      await page.goto(localized(locale, '/inviteBussInfo/index2'));
      const box = page.getByRole('search', { name: t.box.label });
      await expect(box.getByLabel(t.box.type)).toHaveValue('tender');
      await box.getByLabel(t.box.keyword).fill(term);
      await box.getByRole('button', { name: t.box.submit }).click();
      await expect(page).toHaveURL(/type=tender/);
      await expect(page.locator('tbody th[scope="row"] mark').first()).toHaveText(mark);

      const response = await page.goto(localized(locale, '/search?keyword=工程&amountMin=abc'));
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('alert').filter({ hasText: t.fieldNames.amountMin })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
