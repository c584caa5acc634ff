/**
 * The keyword list as other pages link to it (docs/pages.md, 'Related keywords'): the home page's
 * featured keywords and the related keywords of listings and search results. The list is a few
 * hundred rows, the directory's cached read (src/features/keywords/server/list.ts), which an operator's
 * save expires.
 */
import type { KeywordLink } from '@/schemas/keyword-link';
import { type KeywordEntry, type RelatedHints, pickRelated } from '@/features/keywords/text/related-keywords';
import { listKeywords } from './list';
import type { Locale } from '@/i18n/routing';

/** Every keyword, featured first, then by slug (the cached list is by slug; the sort is stable). */
async function keywordEntries(): Promise<KeywordEntry[]> {
  return [...(await listKeywords())].sort((a, b) => Number(b.featured) - Number(a.featured));
}

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

/** The keywords a listing, a search result page or a keyword's landing page relates to (src/features/keywords/text/related-keywords.ts). */
export async function relatedKeywords(
  locale: Locale,
  hints: RelatedHints,
  limit?: number,
): Promise<KeywordLink[]> {
  return pickRelated(await keywordEntries(), hints, limit).map(linkOf(locale));
}
