import enMarket from '../../messages/en/market.json' with { type: 'json' };
import zhMarket from '../../messages/zh/market.json' with { type: 'json' };
import { expectNoSeriousAxeViolations, LOCALES, localized } from './helpers';
import { expect, test } from './fixtures';

const M = { zh: zhMarket, en: enMarket };
const CHARTS = [
  ['market-monthly', 'monthly'],
  ['market-regions', 'regions'],
  ['market-industries', 'industries'],
  ['market-notices', 'notices'],
] as const;

test.use({ locale: 'zh-CN' });

for (const locale of LOCALES) {
  test(`market statistics: four named SVG charts with matching data tables (${locale})`, async ({ page }) => {
    const response = await page.goto(localized(locale, '/marketService'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: M[locale].title })).toBeVisible();
    await expect(page.locator('figure[data-chart] svg[role="img"]')).toHaveCount(4);
    for (const [id, key] of CHARTS) {
      const title = M[locale][key].title;
      const figure = page.locator(`figure[data-chart="${id}"]`);
      // The SVG is an image named by the visible heading above it.
      const chart = page.getByRole('img', { name: title, exact: true });
      await expect(chart).toBeVisible();
      await expect(figure.getByRole('heading', { level: 3 })).toHaveText(title);
      const table = page.getByRole('table', { name: title, exact: true });
      await expect(table).toBeAttached();
      await expect(table.getByRole('columnheader')).toHaveText([M[locale][key].label, M[locale][key].value]);
      // Same rows in the same order, same figures as drawn.
      const shown = await chart.locator('[data-value-label]').allTextContents();
      const tabled = await table.locator('tbody td').allTextContents();
      expect(shown.length, id).toBeGreaterThan(0);
      expect(tabled, id).toEqual(shown);
      const chartKeys = await chart
        .locator('g[data-key]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
      const tableKeys = await table
        .locator('tbody tr')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-key')));
      expect(tableKeys, id).toEqual(chartKeys);
      for (const value of tabled) expect(value, id).toMatch(/^\d{1,3}(,\d{3})*(\.\d)?$/);
    }
    await expect(page.locator('figure[data-chart="market-monthly"] tbody tr')).toHaveCount(12);
    await expect(page.locator('figure[data-chart="market-regions"] tbody tr')).toHaveCount(7);
    await expectNoSeriousAxeViolations(page);
  });
}
