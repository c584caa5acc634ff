import { CERTIFICATES } from '@/catalog/constants';
import { INDUSTRIES } from '@/catalog/industries';
import { PROVINCES } from '@/catalog/regions';
import { ABOUT_SECTIONS, CASE_CENTER_TABS, ROUTES, type RouteDef, type RoutePath } from '@/catalog/routes';
import { routing } from '@/i18n/routing';
import { parseVariant, publicHref, type VariantPath, type VariantValues } from '@/routing/page-variants';
import type { CaseKind, SitemapCase } from '@/schemas/dto';
import { absoluteUrl, languageAlternates } from './urls';

/**
 * The sitemap as pure data: which public pages exist, in which locales, and when their database
 * content last changed. No I/O here, so it is unit-tested without a server; the route handler
 * (`app/sitemap.xml/route.ts`) feeds it the visible cases and SITE_ORIGIN at request time.
 */

/** The protocol's cap per sitemap file. Past it, an index of several files would be needed. */
export const SITEMAP_URL_LIMIT = 50_000;

export interface SitemapEntry {
  url: string;
  /** ISO date-time; absent for pages whose copy ships with the build. */
  lastModified?: string;
  /** hreflang → absolute URL, the entry's own locale included. */
  alternates: Record<string, string>;
}

/** One page before localisation: a public, locale-less href. */
interface SitemapPage {
  href: string;
  lastModified?: string;
}

interface PageQuery<P extends VariantPath> {
  query: Partial<VariantValues<P>>;
  lastModified?: string;
}

/** Case-centre tabs (by index) list cases of these kinds. */
const TAB_KIND = { cases: 'case', reviews: 'review' } as const satisfies Record<
  (typeof CASE_CENTER_TABS)[number],
  CaseKind
>;

function latest(dates: readonly string[]): string | undefined {
  return dates.reduce<string | undefined>((max, d) => (max === undefined || d > max ? d : max), undefined);
}

/**
 * The indexable variants of each route with content-selecting parameters. A `Record` over every
 * VariantPath, so a new variant route fails to type-check until it is listed here. Listing pages
 * are named by their main filter only (category and page combinations are near-duplicates).
 */
const VARIANTS: { [P in VariantPath]: (cases: readonly SitemapCase[]) => PageQuery<P>[] } = {
  '/aboutUs': () => ABOUT_SECTIONS.map((_, i) => ({ query: { index: String(i) } })),
  '/caseCenter': (cases) =>
    CASE_CENTER_TABS.map((tab, i) => ({
      query: { index: String(i) },
      lastModified: latest(cases.filter((s) => s.kind === TAB_KIND[tab]).map((s) => s.updatedAt)),
    })),
  '/caseCenter/appraiseInfo': (cases) =>
    cases.map((s) => ({ query: { id: String(s.id) }, lastModified: s.updatedAt })),
  '/imageView': () => CERTIFICATES.map((type) => ({ query: { type } })),
  '/industry/index2': () => [{ query: {} }, ...INDUSTRIES.map((i) => ({ query: { industry: i.slug } }))],
  '/inviteBussInfo/index2': () => [{ query: {} }, ...PROVINCES.map((p) => ({ query: { province: p.slug } }))],
  // Millions of records: their own files, streamed from the database (record-sitemap.ts).
  '/industry/detail': () => [],
  '/inviteBussInfo/detail': () => [],
  // Organisations with enough records: their own files (organisation-files.ts).
  '/connections/detail': () => [],
  // Keyword pages with enough records: their own file (keyword-files.ts).
  '/keywords/[slug]': () => [],
};

function isVariantPath(path: RoutePath): path is VariantPath {
  return Object.hasOwn(VARIANTS, path);
}

/** Routes that render the home page again (`/home`, …): the sitemap names home once, as `/`. */
function isHomeDuplicate(route: RouteDef): boolean {
  return route.key === 'home' && route.path !== '/';
}

/**
 * Every indexable page as a public, locale-less href in route-table order, each once: hrefs go
 * through `parseVariant` and `publicHref`, so they are the canonical forms the proxy serves
 * (defaults dropped: `/aboutUs`, not `/aboutUs?index=0`).
 */
export function sitemapPages(cases: readonly SitemapCase[]): SitemapPage[] {
  const pages = new Map<string, SitemapPage>();
  for (const route of ROUTES) {
    if (isHomeDuplicate(route)) continue;
    const queries: PageQuery<VariantPath>[] = isVariantPath(route.path)
      ? VARIANTS[route.path](cases)
      : [{ query: {} }];
    for (const { query, lastModified } of queries) {
      const variant = parseVariant(route.path, new URLSearchParams(query as Record<string, string>));
      // Only a required parameter left out (appraiseInfo without id) or a stray id gets here.
      if (!variant) continue;
      const href = publicHref(variant);
      const known = pages.get(href);
      if (!known) pages.set(href, { href, lastModified });
      else known.lastModified ??= lastModified;
    }
  }
  return [...pages.values()];
}

/** Sitemap entries: every page in every locale, each naming all its language versions. */
export function buildSitemap(origin: string, cases: readonly SitemapCase[]): SitemapEntry[] {
  return sitemapPages(cases).flatMap(({ href, lastModified }) => {
    const alternates = languageAlternates(origin, href);
    return routing.locales.map((locale) => ({
      url: absoluteUrl(origin, locale, href),
      ...(lastModified ? { lastModified } : {}),
      alternates,
    }));
  });
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text and attribute values (a URL's `&` must be `&amp;` in XML). */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);
}

/**
 * The `<urlset>` document. Written here rather than by Next's `sitemap.ts` convention because
 * Next does not escape URLs (a second query parameter would make the XML invalid) and cannot set
 * the response's caching headers.
 */
export function renderSitemapXml(entries: readonly SitemapEntry[]): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    lines.push('<url>', `<loc>${escapeXml(entry.url)}</loc>`);
    for (const [hreflang, href] of Object.entries(entry.alternates)) {
      lines.push(`<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`);
    }
    if (entry.lastModified) lines.push(`<lastmod>${escapeXml(entry.lastModified)}</lastmod>`);
    lines.push('</url>');
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}
