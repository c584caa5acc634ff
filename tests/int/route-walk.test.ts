import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@/catalog/api-paths';
import { LEAD_SOURCE_COOKIE } from '@/catalog/lead-sources';
import { ROUTES } from '@/catalog/routes';
import { UNCACHED_PAGE_CACHE_CONTROL } from '@/routing/page-cache';
import { visitPath } from '../route-paths';
import enPages from '../../messages/en/pages.json';
import zhPages from '../../messages/zh/pages.json';
import { BASE_URL, call, routeIds } from './helpers';
import { type Head, mainHeadings, parseHead } from './page-head';

/**
 * One HTTP walk of the route table (src/catalog/routes.ts) and the content variants worth
 * seeing, in both locales: every page is fetched twice and checked for everything a page must
 * have (docs/testing.md):
 *  - it renders: 200 at its own URL (no redirect), the locale's `lang`, one <h1>, naming the
 *    page's title (a testimonial or record page is headed by its own name);
 *  - it is cached: public and shared-cacheable, and the second visit (with a tracking parameter)
 *    comes from Next's cache (the search page renders per request: tests/int/search-page.test.ts);
 *  - search engines and sharing: canonical URL without the tracking parameter, the locale
 *    alternates, its own title and description, share tags, no `Link` header naming alternates;
 *  - valid HTML: the W3C Nu checker (`vnu-jar`, on the machine's Java) finds no error, also on a
 *    search result page and the 404 page.
 */
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

const LOCALES = [
  { locale: 'zh', prefix: '', lang: 'zh-CN', og: 'zh_CN', titles: zhPages },
  { locale: 'en', prefix: '/en', lang: 'en', og: 'en_US', titles: enPages },
] as const;

/** What the README promises a shared cache in front: pages 5 minutes, then a day served stale. */
const PAGE_CACHE_CONTROL = 'public, s-maxage=300, stale-while-revalidate=86400, no-transform';

/** Content-selecting variants of the routes: sections, tabs, listings with filters and pages. */
const VARIANTS = [
  '/aboutUs?index=2',
  '/aboutUs?index=4',
  '/caseCenter?index=1',
  '/imageView?type=iso9001',
  '/industry/index2?industry=huanbao',
  '/industry/index2?industry=huanbao&category=vip&page=2',
  '/inviteBussInfo/index2?province=hunan',
  '/inviteBussInfo/index2?province=hunan&category=winningNotice',
];
/** Pages only the HTML checker reads besides the walk. */
const MARKUP_ONLY = ['/search?keyword=%E5%B7%A5%E7%A8%8B', '/no-such-page'];

/** Pages whose <h1> is a testimonial's or a record's own name. */
const OWN_NAME = new Set([
  'home',
  'appraiseInfo',
  'projectDetail',
  'tenderDetail',
  'organisationDetail',
  'keywordPage',
]);

interface WalkPage {
  path: string;
  /** The route's key (undefined for a variant). */
  key?: (typeof ROUTES)[number]['key'];
  /** The public URL the page is canonical for (the home page's aliases point at `/`). */
  canonical: string;
}

async function walkPages(): Promise<WalkPage[]> {
  const review = await call<{ list: { id: number }[] }>(
    `${API_PATHS.selectCustomerReviews}?pageNo=1&pageSize=1`,
    { body: {} },
  );
  const ids = { ...(await routeIds()), reviewId: review.body.data.list[0].id };
  const routes = ROUTES.map((r) => {
    const visit = visitPath(r, ids);
    return { path: visit, key: r.key, canonical: r.key === 'home' ? '/' : visit };
  });
  return [...routes, ...VARIANTS.map((variant) => ({ path: variant, canonical: variant }))];
}

const localized = (prefix: string, p: string) => (p === '/' ? prefix || '/' : `${prefix}${p}`);
const withTracking = (url: string) => url + (url.includes('?') ? '&' : '?') + 'utm_source=test';

async function get(url: string) {
  const res = await fetch(BASE_URL + url, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** Every fetched page's HTML, for one run of the Nu checker. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
const files = new Map<string, string>();
function keep(url: string, html: string) {
  const file = path.join(dir, `${files.size}.html`);
  fs.writeFileSync(file, html);
  files.set(file, url);
}
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the route table walk', () => {
  for (const { locale, prefix, lang, og, titles } of LOCALES) {
    it(`every page in ${locale} renders, is cached, and tells search engines and sharers what it is`, async () => {
      const seen = new Map<string, Head>();
      for (const page of await walkPages()) {
        const url = localized(prefix, page.path);
        const first = await get(url);
        expect(first.status, url).toBe(200);
        expect(first.html, url).toContain(`<html lang="${lang}"`);
        const headings = mainHeadings(first.html);
        expect(headings, url).toHaveLength(1);
        if (page.key && !OWN_NAME.has(page.key)) expect(headings[0], url).toContain(titles[page.key].title);
        keep(url, first.html);

        const tracked = withTracking(url);
        const second = await get(tracked);
        expect(second.status, tracked).toBe(200);
        if (page.key !== 'search') {
          expect(first.headers.get('cache-control'), url).toBe(PAGE_CACHE_CONTROL);
          // Rendered at most once: the second visit is served from Next's cache. Its campaign
          // parameter is a lead source (docs/leads.md): the same cached page, with the visitor's
          // source cookie, answered `no-store` so no shared cache keeps that cookie.
          expect(second.headers.get('x-nextjs-cache'), tracked).toMatch(/HIT|STALE/);
          expect(second.headers.get('cache-control'), tracked).toBe(UNCACHED_PAGE_CACHE_CONTROL);
          expect(second.headers.get('set-cookie'), tracked).toContain(`${LEAD_SOURCE_COOKIE}=`);
          expect(first.headers.get('set-cookie'), url).toBeNull();
        }

        // Alternates live in <head> only: no `Link` header that could name other pages.
        expect(second.headers.get('link') ?? '', tracked).not.toMatch(/alternate/);
        const head = parseHead(second.html);
        // Next writes the root URL without its slash (`https://example.com`), as crawlers treat it.
        const zh = BASE_URL + (page.canonical === '/' ? '' : page.canonical);
        const en = BASE_URL + localized('/en', page.canonical);
        expect(head.canonical, tracked).toBe(locale === 'zh' ? zh : en);
        expect(head.alternates, tracked).toEqual({ 'zh-CN': zh, en, 'x-default': zh });
        expect(head.title, tracked).not.toBe('');
        expect(head.description.length, tracked).toBeGreaterThan(20);
        expect(head.meta['og:title'], tracked).toBe(head.title);
        expect(head.meta['og:description'], tracked).toBe(head.description);
        expect(head.meta['og:url'], tracked).toBe(head.canonical);
        expect(head.meta['og:locale'], tracked).toBe(og);
        expect(head.meta['og:image'], tracked).toMatch(new RegExp(`^${BASE_URL}/og/\\w+\\.png$`));
        expect(head.meta['twitter:card'], tracked).toBe('summary_large_image');
        expect(head.meta['twitter:title'], tracked).toBe(head.title);
        seen.set(head.canonical, head);
      }
      // Pages with distinct canonical URLs never share a title or a description.
      const heads = [...seen.values()];
      expect(new Set(heads.map((h) => h.title)).size).toBe(heads.length);
      expect(new Set(heads.map((h) => h.description)).size).toBe(heads.length);
      const image = await fetch(heads[0].meta['og:image']);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    }, 120_000);
  }

  it('has no Nu checker error on any page of the walk, a search result page or the 404 page', async () => {
    for (const { prefix } of LOCALES) {
      for (const p of MARKUP_ONLY) {
        const url = localized(prefix, p);
        const res = await get(url);
        expect([200, 404], url).toContain(res.status);
        keep(url, res.html);
      }
    }
    expect(files.size).toBeGreaterThan(40);
    // One Java start for every page; messages come as JSON on stdout.
    const out = execFileSync(
      'java',
      [
        '-jar',
        vnuJar,
        '--errors-only',
        '--format',
        'json',
        '--stdout',
        '--exit-zero-always',
        ...files.keys(),
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(out) as {
      messages: { type: string; url: string; message: string; extract?: string }[];
    };
    const errors = messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map((m) => {
        const file = m.url.replace(/^file:/, '');
        return `${files.get(file) ?? m.url}: ${m.message} [${(m.extract ?? '').slice(0, 80)}]`;
      });
    expect(errors).toEqual([]);
  }, 180_000);
});
