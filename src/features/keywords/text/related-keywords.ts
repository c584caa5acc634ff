/**
 * Related keywords (docs/pages.md, 'Related keywords'): which of the keyword list a listing, a
 * search or a keyword's own landing page relates to, by plain text matching over a list of a few
 * hundred entries. One rule for every page that shows them.
 */

/** A keyword as the matching needs it: every name that counts for it. */
export interface KeywordEntry {
  slug: string;
  nameZh: string;
  nameEn: string;
  synonyms: readonly string[];
  featured: boolean;
}

/**
 * What a page relates to: its search query, its filter's name, the titles it shows; a keyword's
 * landing page, the keyword itself (its names are the query, and it is left out).
 */
export interface RelatedHints {
  keyword?: KeywordEntry;
  query?: string;
  filterName?: string;
  titles?: readonly string[];
}

/** Keywords a listing or a search result page links to. */
export const RELATED_KEYWORDS_SHOWN = 8;

const HAN = /\p{Script=Han}/u;

/** The words of a text: Latin words, lower-cased, and the two-character runs of its Chinese. */
export function textWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const part of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!part) continue;
    if (!HAN.test(part)) {
      if (part.length > 2) words.add(part);
      continue;
    }
    const chars = [...part];
    for (let i = 0; i + 1 < chars.length; i++) words.add(chars[i] + chars[i + 1]);
  }
  return words;
}

const namesOf = (k: KeywordEntry) =>
  [k.nameZh, k.nameEn, ...k.synonyms].map((n) => n.toLowerCase()).filter(Boolean);

/**
 * Up to `limit` keywords, best first: those whose name (or synonym) the query holds, then those
 * holding a term of the query, then those sharing a word with it; then those the filter's name
 * holds or is held by; then those most often named in the titles. Ties keep the list's order
 * (featured first). A keyword's page relates to the keywords its names hold, hold, or share a
 * two-character word with (垃圾焚烧: 垃圾, 垃圾焚烧发电, 餐厨垃圾).
 */
export function pickRelated(
  list: readonly KeywordEntry[],
  hints: RelatedHints,
  limit = RELATED_KEYWORDS_SHOWN,
): KeywordEntry[] {
  const score = new Map<KeywordEntry, number>();
  const add = (k: KeywordEntry, points: number) => score.set(k, (score.get(k) ?? 0) + points);
  const own = hints.keyword;
  const query = (own ? [own.nameZh, ...own.synonyms].join(' ') : (hints.query ?? '')).toLowerCase().trim();
  const terms = query.split(/\s+/).filter((t) => [...t].length >= 2);
  const queryWords = textWords(query);
  const filter = (hints.filterName ?? '').toLowerCase();
  const titles = (hints.titles ?? []).map((t) => t.toLowerCase());
  for (const k of list) {
    if (k.slug === own?.slug) continue;
    const names = namesOf(k);
    if (query) {
      if (names.some((n) => query.includes(n))) add(k, 1000);
      else if (names.some((n) => terms.some((t) => n.includes(t)))) add(k, 500);
      else if (names.some((n) => [...textWords(n)].some((w) => queryWords.has(w)))) add(k, 100);
    }
    if (filter && names.some((n) => n.includes(filter) || filter.includes(n))) add(k, 50);
    const named = titles.filter((t) => names.some((n) => t.includes(n))).length;
    if (named) add(k, named);
  }
  return list
    .filter((k) => score.has(k))
    .map((k, i) => ({ k, i, s: score.get(k) ?? 0 }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .slice(0, limit)
    .map(({ k }) => k);
}
