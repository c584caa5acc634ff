import { expect, test } from '@playwright/test';
import enListings from '../../messages/en/listings.json' with { type: 'json' };
import enSearch from '../../messages/en/search.json' with { type: 'json' };
import zhListings from '../../messages/zh/listings.json' with { type: 'json' };
import zhSearch from '../../messages/zh/search.json' with { type: 'json' };
import { expectNoSeriousAxeViolations, LOCALES, localized } from './helpers';

const MESSAGES = { zh: zhSearch, en: enSearch } as const;
const LISTINGS = { zh: zhListings, en: enListings } as const;

for (const locale of LOCALES) {
  const t = MESSAGES[locale];
  test.describe(`search (${locale})`, () => {
    test('from the home hero box to marked results, a filter and page 2 that keeps it', async ({ page }) => {
      await page.goto(localized(locale, '/'));
      const box = page.getByRole('search', { name: t.box.label });
      const keyword = box.getByRole('searchbox', { name: t.box.keyword });
      // Keyboard only: focus the field, type, submit with Enter.
      await keyword.focus();
      await expect(keyword).toBeFocused();
      await keyword.pressSequentially('工程');
      await keyword.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${localized(locale, '/search')}\\?keyword=`));
      expect(new URL(page.url()).searchParams.get('keyword')).toBe('工程');

      const rows = page.locator('tbody th[scope="row"]');
      await expect(rows.first()).toBeVisible();
      await expect(rows.first().locator('mark')).toHaveText('工程');
      await expect(page.getByRole('heading', { level: 2, name: /\d/ })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Change a filter in the page's form: the query string carries it.
      await page.getByLabel(t.filters.province).selectOption('guangdong');
      await page.getByRole('search').getByRole('button', { name: t.box.submit }).click();
      await expect(page).toHaveURL(/province=guangdong/);
      await expect(rows.first().locator('mark')).toHaveText('工程');

      // Page 2 keeps the keyword and the filter.
      await page
        .getByRole('navigation', { name: LISTINGS[locale].pagination })
        .getByRole('link', { name: LISTINGS[locale].pageN.replace('{page}', '2'), exact: true })
        .click();
      await expect(page).toHaveURL(/page=2/);
      const params = new URL(page.url()).searchParams;
      expect(params.get('keyword')).toBe('工程');
      expect(params.get('province')).toBe('guangdong');
      await expect(page.getByLabel(t.filters.province)).toHaveValue('guangdong');
      await expect(rows.first().locator('mark')).toHaveText('工程');
      await expectNoSeriousAxeViolations(page);
    });

    test('listing box searches tenders; an invalid value shows the localized message', async ({ page }) => {
      await page.goto(localized(locale, '/inviteBussInfo/index2'));
      const box = page.getByRole('search', { name: t.box.label });
      await expect(box.getByLabel(t.box.type)).toHaveValue('tender');
      await box.getByLabel(t.box.keyword).fill('工程');
      await box.getByRole('button', { name: t.box.submit }).click();
      await expect(page).toHaveURL(/type=tender/);
      await expect(page.locator('tbody th[scope="row"] mark').first()).toHaveText('工程');

      const response = await page.goto(localized(locale, '/search?keyword=工程&amountMin=abc'));
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('alert').filter({ hasText: t.fieldNames.amountMin })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });
  });
}
