/**
 * The files of keyword pages (docs/seo.md, 'Keyword pages'): their Atom feeds
 * (`/feeds/kw-<slug>[~<province>].atom`) and the sitemap file `keywords.xml`, every indexable
 * landing page in both locales.
 */
import { findProvince } from '@/catalog/regions';
import { KEYWORD_SLUG_PATTERN, keywordPath } from '@/catalog/routes';
import { routing } from '@/i18n/routing';
import type { SitemapKeywordPage } from '@/features/keywords/server/sitemap';
import { escapeXml } from '@/seo/sitemap';
import { absoluteUrl } from '@/seo/urls';

export const KEYWORD_SITEMAP_FILE = 'keywords.xml';

/** The `<urlset>` of the indexable landing pages, each in every locale. */
export function renderKeywordSitemap(origin: string, pages: readonly SitemapKeywordPage[]): string {
  let out =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
  for (const page of pages) {
    for (const locale of routing.locales) {
      const url = escapeXml(absoluteUrl(origin, locale, keywordPath(page.slug, page.province)));
      out += `<url><loc>${url}</loc><lastmod>${page.updatedAt}</lastmod></url>\n`;
    }
  }
  return `${out}</urlset>\n`;
}

/** Locale-less path of a landing page's Atom feed. */
export function keywordFeedPath(slug: string, province?: string): string {
  return `/feeds/kw-${slug}${province ? `~${province}` : ''}.atom`;
}

/** The landing page a feed file names (`kw-<slug>[~<province>].atom`), or null. */
export function parseKeywordFeed(file: string): { slug: string; province?: string } | null {
  const match = /^kw-([a-z0-9-]{1,80})(?:~([a-z]{2,20}))?\.atom$/.exec(file);
  if (!match || !KEYWORD_SLUG_PATTERN.test(match[1])) return null;
  if (match[2] && !findProvince(match[2])) return null;
  return { slug: match[1], province: match[2] };
}
