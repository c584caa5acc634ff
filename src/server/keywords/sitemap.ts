/**
 * The indexable keyword landing pages (docs/seo.md, 'Keyword pages'), for `keywords.xml`: each
 * keyword's page when it has at least KEYWORD_INDEXABLE_MIN records in the last 180 days, and its
 * province pages with as many. Read from each keyword's cached figures: a province's count there
 * is at most its own page's (a capped read of every province sees no more of one province than
 * that province's own read), so no page listed here is `noindex`.
 */
import type { SitemapKeywordPage } from '@/seo/keyword-files';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { cachedRead } from '../cache';
import { listKeywords } from './list';
import { KEYWORD_INDEXABLE_MIN, getKeywordFigures } from './page';

async function readKeywordSitemap(): Promise<SitemapKeywordPage[]> {
  const pages: SitemapKeywordPage[] = [];
  for (const keyword of await listKeywords()) {
    const page = await getKeywordFigures(keyword.slug, undefined, 'zh');
    if (!page?.indexable) continue;
    const updatedAt = page.updatedAt;
    pages.push({ slug: keyword.slug, updatedAt });
    for (const p of page.provinces)
      if (p.count >= KEYWORD_INDEXABLE_MIN) pages.push({ slug: keyword.slug, province: p.slug, updatedAt });
  }
  return pages;
}

export const keywordSitemap = cachedRead(
  'keyword-sitemap',
  [CACHE_TAGS.teaserTotals, CACHE_TAGS.keywords],
  readKeywordSitemap,
);
