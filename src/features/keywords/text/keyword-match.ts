/**
 * Which keywords a record matches, tested on its `search_text` in memory (docs/seo.md, 'Push on
 * publish'): the keyword index's own test (docs/search.md) on one row. A name matches when its
 * every term does: a Han term as its bigrams side by side (the FTS5 phrase, the recheck of
 * PostgreSQL), any other term as each of its tokens (a prefix token: any token starting with it).
 * The title recheck of a multi-word Latin term is left out, so this may name a keyword the index
 * would not: one landing page too many pushed, never one too few.
 */
import { searchTerms } from '@/text/search-text';

const HAN_ONLY = /^\p{Script=Han}+$/u;

type Terms = ReturnType<typeof searchTerms>;

function holds(searchText: string, terms: Terms): boolean {
  if (!terms.length) return false;
  const spaced = ` ${searchText} `;
  const tokens = searchText.split(' ');
  return terms.every((term) =>
    term.tokens.length > 1 && HAN_ONLY.test(term.text)
      ? spaced.includes(` ${term.tokens.map((t) => t.token).join(' ')} `)
      : term.tokens.every((t) =>
          t.prefix ? tokens.some((w) => w.startsWith(t.token)) : tokens.includes(t.token),
        ),
  );
}

/**
 * A test of texts against `keywords`, their names' terms worked out once: it names the keywords
 * whose Chinese name or a synonym a text holds.
 */
export function keywordMatcher<T extends { nameZh: string; synonyms: readonly string[] }>(
  keywords: readonly T[],
): (searchText: string) => T[] {
  const compiled = keywords.map((k) => ({ k, names: [k.nameZh, ...k.synonyms].map((n) => searchTerms(n)) }));
  return (searchText) =>
    compiled.filter(({ names }) => names.some((terms) => holds(searchText, terms))).map(({ k }) => k);
}

/** The keywords among `keywords` whose Chinese name or a synonym `searchText` holds. */
export function matchingKeywords<T extends { nameZh: string; synonyms: readonly string[] }>(
  searchText: string,
  keywords: readonly T[],
): T[] {
  return keywordMatcher(keywords)(searchText);
}
