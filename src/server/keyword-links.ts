/**
 * The keyword list as other pages link to it (docs/pages.md, 'Related keywords'): the home page's
 * featured keywords and the related keywords of listings and search results. The list is a few
 * hundred rows, read whole and cached under the keywords tag, which an operator's save expires.
 */
import type { KeywordLink } from '@/schemas/keyword-link';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { type KeywordEntry, type RelatedHints, pickRelated } from '@/text/related-keywords';
import { cachedRead } from './cache';
import { getPayload } from './payload';
import type { Locale } from './types';

/** Every keyword, featured first, then by slug (the directory's order within a letter). */
export const keywordEntries = cachedRead('keyword-entries', [CACHE_TAGS.keywords], async () => {
  const payload = await getPayload();
  const { docs } = await payload.find({
    collection: 'keywords',
    pagination: false,
    depth: 0,
    sort: ['-featured', 'slug'],
    select: { slug: true, nameZh: true, nameEn: true, synonyms: true, featured: true },
    overrideAccess: true,
  });
  return docs
    .filter((d) => d.slug)
    .map((d): KeywordEntry => ({
      slug: String(d.slug),
      nameZh: d.nameZh,
      nameEn: d.nameEn,
      synonyms: d.synonyms ?? [],
      featured: Boolean(d.featured),
    }));
});

const linkOf = (locale: Locale) => (k: KeywordEntry) => ({
  slug: k.slug,
  name: locale === 'en' ? k.nameEn : k.nameZh,
});

/** The home page's featured keywords. */
export const HOME_FEATURED_KEYWORDS = 12;

export async function featuredKeywords(locale: Locale): Promise<KeywordLink[]> {
  const list = await keywordEntries();
  return list
    .filter((k) => k.featured)
    .slice(0, HOME_FEATURED_KEYWORDS)
    .map(linkOf(locale));
}

/** The keywords a listing or a search result page relates to (src/text/related-keywords.ts). */
export async function relatedKeywords(locale: Locale, hints: RelatedHints): Promise<KeywordLink[]> {
  return pickRelated(await keywordEntries(), hints).map(linkOf(locale));
}
