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

/** A text's tokens worked out once, for every name tested on it. */
interface Prepared {
  spaced: string;
  tokens: string[];
  set: Set<string>;
}

function prepare(searchText: string): Prepared {
  const tokens = searchText.split(' ');
  return { spaced: ` ${searchText} `, tokens, set: new Set(tokens) };
}

function holds(text: Prepared, terms: Terms): boolean {
  if (!terms.length) return false;
  return terms.every((term) =>
    term.tokens.length > 1 && HAN_ONLY.test(term.text)
      ? text.spaced.includes(` ${term.tokens.map((t) => t.token).join(' ')} `)
      : term.tokens.every((t) =>
          t.prefix ? text.tokens.some((w) => w.startsWith(t.token)) : text.set.has(t.token),
        ),
  );
}

/** A token every text holding `terms` holds: its first exact one (none: only prefixes). */
function anchorOf(terms: Terms): string | null {
  for (const term of terms) for (const t of term.tokens) if (!t.prefix) return t.token;
  return null;
}

/**
 * A test of texts against `keywords`, their names' terms worked out once: it names the keywords
 * whose Chinese name or a synonym a text holds, in their order. A name is tested only on a text
 * that holds its anchor token (names of prefixes alone, on every text): an import batch of
 * 20,000 records against a few hundred keywords took seconds when each text was tested
 * against every name.
 */
export function keywordMatcher<T extends { nameZh: string; synonyms: readonly string[] }>(
  keywords: readonly T[],
): (searchText: string) => T[] {
  const anchored = new Map<string, { index: number; terms: Terms }[]>();
  const everywhere: { index: number; terms: Terms }[] = [];
  keywords.forEach((k, index) => {
    for (const name of [k.nameZh, ...k.synonyms]) {
      const terms = searchTerms(name);
      if (!terms.length) continue;
      const anchor = anchorOf(terms);
      if (anchor === null) everywhere.push({ index, terms });
      else if (anchored.has(anchor)) anchored.get(anchor)!.push({ index, terms });
      else anchored.set(anchor, [{ index, terms }]);
    }
  });
  return (searchText) => {
    const text = prepare(searchText);
    const found = new Set<number>();
    const test = (name: { index: number; terms: Terms }) => {
      if (!found.has(name.index) && holds(text, name.terms)) found.add(name.index);
    };
    for (const token of text.set) for (const name of anchored.get(token) ?? []) test(name);
    for (const name of everywhere) test(name);
    return [...found].sort((a, b) => a - b).map((index) => keywords[index]);
  };
}

/** The keywords among `keywords` whose Chinese name or a synonym `searchText` holds. */
export function matchingKeywords<T extends { nameZh: string; synonyms: readonly string[] }>(
  searchText: string,
  keywords: readonly T[],
): T[] {
  return keywordMatcher(keywords)(searchText);
}
