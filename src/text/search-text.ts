/**
 * Keyword index of listing titles (docs/search.md). Trigram indexes (pg_trgm, FTS5 `trigram`) cannot
 * find 2-character Chinese terms such as 医院, and a word segmenter misses substrings that cut
 * across its words, so each title is stored once more as a list of tokens in `search_text`:
 *
 * - every run of Han characters gives its overlapping bigrams plus its last character alone
 *   (中医医院 → 中医 医医 医院 院), so any substring of two or more characters is the AND of its
 *   bigrams and a single character is a prefix of some token;
 * - every other run of letters or digits gives one lower-case word (G107 → g107).
 *
 * SQLite indexes these tokens with FTS5 and PostgreSQL with a GIN index on a tsvector built from
 * them; both then recheck `title LIKE %term%`, so results are exact substring matches.
 *
 * `search_text` holds the tokens of the zh and the en title together, so a keyword in either
 * language finds the row whatever the visitor's language. English words match case-insensitively
 * from their start: 'hospital' and 'hosp' find "People's Hospital", 'spital' does not (a latin
 * word is one token, looked up as a prefix). A term of several tokens ("people's", 'g107-2',
 * 中医医院) is rechecked as a substring of the title of either locale.
 */

const HAN = /\p{Script=Han}/u;
const RUNS = /[\p{L}\p{N}]+/gu;

function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Han runs and other letter/digit runs of `text`, in order. */
function runs(text: string): { han: boolean; text: string }[] {
  const out: { han: boolean; text: string }[] = [];
  for (const [word] of normalize(text).matchAll(RUNS)) {
    let current = '';
    let han = false;
    for (const ch of word) {
      const isHan = HAN.test(ch);
      if (current && isHan !== han) {
        out.push({ han, text: current });
        current = '';
      }
      han = isHan;
      current += ch;
    }
    if (current) out.push({ han, text: current });
  }
  return out;
}

/** Overlapping character pairs of a Han run (中医医院 → 中医 医医 医院); none for one character. */
function bigrams(run: string): string[] {
  const chars = [...run];
  return chars.slice(1).map((ch, i) => chars[i] + ch);
}

/**
 * The `search_text` of a title: space-separated tokens in title order, repeats kept, so the
 * bigrams of a Han term stand next to each other (SQLite finds such a term as an FTS5 phrase).
 */
export function searchText(...texts: (string | null | undefined)[]): string {
  const tokens: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    for (const run of runs(text)) {
      if (!run.han) {
        tokens.push(run.text);
        continue;
      }
      tokens.push(...bigrams(run.text), [...run.text].at(-1)!);
    }
  }
  return tokens.join(' ');
}

/** One index lookup: an exact token, or any token starting with it. */
interface TokenQuery {
  token: string;
  prefix: boolean;
}

export interface SearchTerm {
  /** The term as typed (normalized), for the substring recheck and for highlighting. */
  text: string;
  /** Tokens that every matching title's `search_text` holds. */
  tokens: TokenQuery[];
}

/**
 * Terms of a keyword: whitespace separates them. A term without letters or digits (only
 * punctuation) cannot be looked up in the index and is dropped.
 */
export function searchTerms(keyword: string | undefined): SearchTerm[] {
  if (!keyword) return [];
  const terms: SearchTerm[] = [];
  const seen = new Set<string>();
  for (const raw of keyword.split(/\s+/u)) {
    const text = normalize(raw);
    if (!text || seen.has(text)) continue;
    const tokens: TokenQuery[] = [];
    for (const run of runs(text)) {
      // A word or a lone Han character is a prefix of some token; longer Han runs are their bigrams.
      const pairs = run.han ? bigrams(run.text) : [];
      if (!pairs.length) tokens.push({ token: run.text, prefix: true });
      else for (const pair of pairs) tokens.push({ token: pair, prefix: false });
    }
    if (!tokens.length) continue;
    seen.add(text);
    terms.push({ text, tokens });
  }
  return terms;
}

/** SQLite FTS5 MATCH expression: every token, quoted (tokens hold only letters and digits). */
export function fts5Query(terms: SearchTerm[]): string {
  return terms
    .flatMap((t) => t.tokens)
    .map((q) => `"${q.token}"${q.prefix ? '*' : ''}`)
    .join(' AND ');
}

/** PostgreSQL tsquery text: every token, quoted, `:*` for prefixes. */
export function tsQuery(terms: SearchTerm[]): string {
  return terms
    .flatMap((t) => t.tokens)
    .map((q) => `'${q.token}'${q.prefix ? ':*' : ''}`)
    .join(' & ');
}

/** `term` as a LIKE pattern, with `\` escaping the wildcards. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
