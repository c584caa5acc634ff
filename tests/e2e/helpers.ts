import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { localizedPath, routing } from '@/i18n/routing';
import { serverFiles } from '../../scripts/lib/test-data.mjs';
import { newestRecordIds, type RouteIds } from '../route-paths';
import { API_PATHS } from '@/catalog/api-paths';

export const LOCALES = routing.locales;
export type TestLocale = (typeof LOCALES)[number];

/** Locale-prefixed path (zh is unprefixed): the site's own rule. */
export const localized = localizedPath;

/** Fails on serious or critical axe violations, listing them readably. */
export async function expectNoSeriousAxeViolations(page: Page, include?: string) {
  // Only violations are read: axe then skips describing every passing node (the same checks run).
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

/** Ids for a visit of every route (tests/route-paths.ts), read through the public API. */
export async function routeIds(request: import('@playwright/test').APIRequestContext): Promise<RouteIds> {
  const post = async (path: string) => (await (await request.post(path, { data: {} })).json()).data;
  const html = async (path: string) => (await request.get(path)).text();
  const [reviewId, records] = await Promise.all([firstReviewId(request), newestRecordIds(post, html)]);
  return { reviewId, ...records };
}

/** A valid testimonial id, read through the public API the site itself uses. */
export async function firstReviewId(request: import('@playwright/test').APIRequestContext): Promise<number> {
  const res = await request.post(`${API_PATHS.selectCustomerReviews}?pageNo=1&pageSize=1`, {
    data: {},
  });
  const body = await res.json();
  return body.data.list[0].id;
}

export { freshIp, freshPhone } from '../shared/fresh-ip';

/**
 * The last verification code the server sent to `phone`, from the file the test server's
 * APPLY_CODE_SENDER=file:<path> writes (APPLY_CODE_FILE, else the one scripts/serve-test.mjs sets
 * in the run's folder, scripts/lib/test-data.mjs). The server must run on this machine.
 */
export function sentCode(baseURL: string, phone: string): string | undefined {
  const port = new URL(baseURL).port || '80';
  const file = path.resolve(process.env.APPLY_CODE_FILE ?? serverFiles(port).applyCodes);
  if (!fs.existsSync(file)) return undefined;
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { phone: string; code: string })
    .filter((line) => line.phone === phone)
    .at(-1)?.code;
}
