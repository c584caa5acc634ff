/**
 * The indexable keyword landing pages (docs/seo.md, 'Keyword pages'), for `keywords.xml`: each
 * keyword's page when it has at least KEYWORD_INDEXABLE_MIN records in the last 180 days, and its
 * province pages with as many, by a small capped read per keyword (`readKeywordReach`): its counts
 * are at most the pages' own, so no page listed here is `noindex`.
 */
import { CACHE_TAGS } from '@/routing/cache-tags';
import { cachedRead } from '../cache';
import { listKeywords } from './list';
import { KEYWORD_INDEXABLE_MIN, readKeywordReach } from './page';

/** One landing page as the sitemap names it. */
export interface SitemapKeywordPage {
  slug: string;
  province?: string;
  updatedAt: string;
}

async function readKeywordSitemap(): Promise<SitemapKeywordPage[]> {
  const pages: SitemapKeywordPage[] = [];
  for (const keyword of await listKeywords()) {
    const reach = await readKeywordReach(keyword);
    if (reach.count < KEYWORD_INDEXABLE_MIN) continue;
    const updatedAt = reach.updatedAt;
    pages.push({ slug: keyword.slug, updatedAt });
    for (const p of reach.provinces)
      if (p.count >= KEYWORD_INDEXABLE_MIN) pages.push({ slug: keyword.slug, province: p.slug, updatedAt });
  }
  return pages;
}

export const keywordSitemap = cachedRead(
  'keyword-sitemap',
  [CACHE_TAGS.teaserTotals, CACHE_TAGS.keywords],
  readKeywordSitemap,
);
