import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { MOBILE_PREFIX, MOBILE_VIEW_PATHS } from '@/catalog/mobile';
import { VARIANT_PARAMS } from '@/routing/page-variants';
import enChrome from '../../messages/en/chrome.json' with { type: 'json' };
import enFeedback from '../../messages/en/feedback.json' with { type: 'json' };
import enValidation from '../../messages/en/validation.json' with { type: 'json' };
import zhChrome from '../../messages/zh/chrome.json' with { type: 'json' };
import zhFeedback from '../../messages/zh/feedback.json' with { type: 'json' };
import zhValidation from '../../messages/zh/validation.json' with { type: 'json' };
import { localized, type TestLocale } from './helpers';
/** What the mobile specs share (docs/mobile-site.md). Without MOBILE_SITE_URL the mobile pages live under /m. */
export const M = {
  zh: { chrome: zhChrome, f: zhFeedback, v: zhValidation },
  en: { chrome: enChrome, f: enFeedback, v: enValidation },
};

/** The mobile URL of a desktop path: the same path behind /m. */
export function mobile(locale: TestLocale, path: string): string {
  const desktop = localized(locale, path);
  return desktop === '/' ? MOBILE_PREFIX : `${MOBILE_PREFIX}${desktop}`;
}

/**
 * Every route with a mobile view (a route that requires a parameter, such as a testimonial's id,
 * is added with a real one in the test), and more variants worth seeing.
 */
export const PAGES = [
  ...[...MOBILE_VIEW_PATHS].filter((path) =>
    ((VARIANT_PARAMS as Record<string, readonly { absent?: string }[]>)[path] ?? []).every((p) => p.absent),
  ),
  '/aboutUs?index=1',
  '/aboutUs?index=2',
  '/aboutUs?index=3',
  '/aboutUs?index=4',
  '/caseCenter?index=1',
  '/industry/index2?industry=huanbao&page=2',
  '/inviteBussInfo/index2?province=hunan',
  '/search?keyword=%E5%B7%A5%E7%A8%8B',
  // Record pages: the demo feed's first project and tender (src/seed/demo-feed.ts).
  '/industry/detail?id=demo-p-1',
  '/inviteBussInfo/detail?id=demo-t-1',
  // A keyword landing page (seed keyword 医院, docs/seo.md 'Keyword pages').
  '/keywords/yiyuan/beijing',
];

/**
 * Nothing scrolls sideways: the document is no wider than the viewport it was given (a phone
 * would zoom a wider page out and report the wider width as `innerWidth`).
 */
export async function expectNoHorizontalOverflow(page: Page, label: string) {
  const viewport = page.viewportSize()!.width;
  const doc = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(doc, `${label}: page ${doc} px wide in a ${viewport} px viewport`).toBeLessThanOrEqual(viewport);
}

export async function expectAxeClean(page: Page, label: string) {
  // Only violations are read: axe then skips describing every passing node (the same checks run).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}
