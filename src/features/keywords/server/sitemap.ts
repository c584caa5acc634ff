/**
 * The indexable keyword landing pages (docs/seo.md, 'Keyword pages'), for `keywords.xml`: each
 * keyword's page when its stored row counts at least KEYWORD_INDEXABLE_MIN records in the last
 * 180 days, and its province pages with as many. One read of the stored whole-keyword rows, the
 * very rows the pages show, so no page listed here is `noindex`; a keyword with no row yet is
 * left out until the `keywordFigures` job stores it (and expires this read).
 */
import { CACHE_TAGS } from '@/routing/cache-tags';
import { cachedRead } from '@/server/cache';
import { getPageSql } from '@/server/db';
import { allWholeFigures } from './figures';
import { listKeywords } from './list';
import { KEYWORD_INDEXABLE_MIN } from './page';

/** One landing page as the sitemap names it. */
export interface SitemapKeywordPage {
  slug: string;
  province?: string;
  updatedAt: string;
}

async function readKeywordSitemap(): Promise<SitemapKeywordPage[]> {
  const [keywords, stored] = await Promise.all([listKeywords(), getPageSql().then(allWholeFigures)]);
  const pages: SitemapKeywordPage[] = [];
  for (const keyword of keywords) {
    const figures = stored.get(keyword.slug);
    if (!figures || figures.recentCount < KEYWORD_INDEXABLE_MIN) continue;
    const updatedAt = figures.newestAt ?? new Date().toISOString();
    pages.push({ slug: keyword.slug, updatedAt });
    for (const [province, count] of figures.provinces)
      if (count >= KEYWORD_INDEXABLE_MIN) pages.push({ slug: keyword.slug, province, updatedAt });
  }
  return pages;
}

export const keywordSitemap = cachedRead(
  'keyword-sitemap',
  [CACHE_TAGS.teaserTotals, CACHE_TAGS.keywords, CACHE_TAGS.keywordFigures],
  readKeywordSitemap,
);
