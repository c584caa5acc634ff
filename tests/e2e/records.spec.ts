import enRecords from '../../messages/en/records.json' with { type: 'json' };
import zhRecords from '../../messages/zh/records.json' with { type: 'json' };
import { LOCALES, localized } from './helpers';
import { expect, test } from './fixtures';

const RECORDS = { zh: zhRecords, en: enRecords } as const;

/** Record pages (product D2.2): reached from a listing's title, in both locales. */
for (const locale of LOCALES) {
  const prefix = locale === 'zh' ? '' : '/en';
  const t = RECORDS[locale];

  test(`a project listing's title opens the project's own page (${locale})`, async ({ page }) => {
    await page.goto(localized(locale, '/industry/index2?industry=jianzhu'));
    const first = page.locator('tbody tr th a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/industry/detail\\?id=[^&]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('navigation', { name: t.breadcrumb })).toContainText(title);
    // The call-to-action beside the masked contact opens the registration page in a new window.
    const cta = page.getByRole('link', { name: new RegExp(t.register) });
    await expect(cta).toHaveAttribute('target', '_blank');
    await expect(page.getByText(t.contactMasked)).toBeVisible();
    await page.getByRole('link', { name: t.backToProjects }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/industry/index2\\?industry=jianzhu$`));
  });

  // The record pages' accessibility is checked with every page (foundation.spec.ts).
  test(`a tender listing's title opens the tender's own page (${locale})`, async ({ page }) => {
    await page.goto(localized(locale, '/inviteBussInfo/index2?province=hunan'));
    const first = page.locator('tbody tr th a').first();
    const title = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/inviteBussInfo/detail\\?id=[^&]+$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByRole('heading', { name: t.tenderFacts })).toBeVisible();
  });
}
