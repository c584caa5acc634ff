import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import enErrors from '../../messages/en/errors.json' with { type: 'json' };
import zhErrors from '../../messages/zh/errors.json' with { type: 'json' };

export const LOCALES = ['zh', 'en'] as const;
export type TestLocale = (typeof LOCALES)[number];

export const NOT_FOUND_TEXT: Record<TestLocale, string> = { zh: zhErrors.notFound, en: enErrors.notFound };
export const BACK_HOME_TEXT: Record<TestLocale, string> = { zh: zhErrors.backHome, en: enErrors.backHome };

/** Locale-prefixed path (zh is unprefixed). */
export function localized(locale: TestLocale, path: string): string {
  if (locale === 'zh') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/** Fails on serious or critical axe violations, listing them readably. */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** A valid testimonial id, read through the public API the site itself uses. */
export async function firstReviewId(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const res = await request.post(
    '/business-center-app-zxw/nzxwSample/selectPageForCustomerReview?pageNo=1&pageSize=1',
    {
      data: {},
    },
  );
  const body = await res.json();
  return body.data.list[0].id;
}
