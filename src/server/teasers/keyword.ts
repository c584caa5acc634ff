/**
 * Keyword listings (issue 13): the rows and the capped total of a keyword query, planned per
 * query so that neither a frequent term (sort every match by date) nor a rare one (walk the
 * whole date index looking for it) reads millions of rows. Results equal the plain query
 * `WHERE <filters> AND <index condition> AND <recheck> ORDER BY published_at DESC, id DESC`.
 *
 * SQLite: the FTS5 table is keyed by date (seconds × 2^31 + id) and indexes the equality filters
 * as facet tokens, so FTS5 hands out the matches newest first and a page reads only its own rows;
 * only the amount range and terms FTS5 cannot prove exactly are checked on the row itself.
 * PostgreSQL: the GIN index also holds the equality filters and the publication day as lexemes;
 * for a frequent term (planner statistics) it hands over the matches of the newest days only;
 * when they do not hold the page, or the term is rarer, every match (in a materialized CTE, so
 * the planner cannot trade it for a date walk).
 * Totals: when a plan has read every match, their number is the total; otherwise a capped count.
 * On PostgreSQL that count reads one heap row a match, up to the cap: GIN has no index-only scans.
 */
import type { Dialect, RawSql, SqlValue } from '../db';
import { routing } from '@/i18n/routing';
import { type SearchTerm, fts5Query, likePattern, tsQuery } from '@/text/search-text';

/** One SQL condition with its `?` parameters. */
export interface Condition {
  sql: string;
  params: SqlValue[];
  /** For `column = ?`: the column. */
  column?: string;
}

/** Conditions of a listing query, by how an index can serve them. */
export interface ListingConditions {
  /** Column = value filters; each has a composite index ending in the date. */
  equalities: Condition[];
  /** Amount range in 万元, both ends included. */
  amount?: { min?: number; max?: number };
  /** Published-at range, [from, to) as YYYY-MM-DD days. */
  from?: string;
  to?: string;
}

/** The amount range as row conditions. */
export function amountConditions(amount: ListingConditions['amount']): Condition[] {
  const out: Condition[] = [];
  if (amount?.min !== undefined) out.push({ sql: 'amount_wan >= ?', params: [amount.min] });
  if (amount?.max !== undefined) out.push({ sql: 'amount_wan <= ?', params: [amount.max] });
  return out;
}

/**
 * The indexed expression of the PostgreSQL GIN index of `table` (migration 20261123_190000):
 * the title tokens and the facet lexemes of the row (`#` + the SQLite facet token), and its
 * publication day (`#d` + days since 1970-01-01 UTC).
 */
export function pgSearchVector(table: KeywordQuery['table']): string {
  const facets =
    table === 'projects'
      ? "search_facet('#p', province), search_facet('#i', industry), search_facet('#c', category_code), search_facet('#s', stage), search_day_facet(published_at)"
      : "search_facet('#p', province), search_facet('#i', industry), search_facet('#n', notice_code), CASE WHEN free THEN '#f1' ELSE '#f0' END, search_day_facet(published_at)";
  return `array_to_tsvector(string_to_array(search_text, ' ') || ARRAY[${facets}])`;
}

/** FTS5 rowid of a SQLite row: whole seconds of published_at × 2^31 + id (migration 20261123_130000). */
const KEY_ID_MASK = 2147483647;
const SQLITE_DAY_KEY = `(CAST(strftime('%s', ?) AS INTEGER) * 2147483648)`;

/** The locales a title is stored in (`<table>_locales._locale`), as SQL literals. */
const LOCALE_LIST = routing.locales.map((l) => `'${l}'`).join(', ');

/**
 * The substring recheck of a term of several tokens, whose tokens may all occur without being
 * adjacent. A term that is one token itself (a 2-character Han term, one character, one latin
 * word) is found exactly by the index and needs none. `row` names the row in the enclosing query.
 * - A Han term is its bigrams side by side in the row's own `search_text` (title order, repeats
 *   kept): a string test on the row, with no other table read.
 * - Any other term is looked for in the title of each locale: a correlated count through the
 *   locale tables' unique (_locale, _parent_id) index, two probes a row. (An EXISTS here let
 *   PostgreSQL plan a hash semi-join over every locale row: 6 s at 3M projects, 0.3 s this way.)
 */
export function keywordRecheck(
  dialect: Dialect,
  table: KeywordQuery['table'],
  terms: SearchTerm[],
  row: string = table,
): Condition[] {
  const like = dialect === 'sqlite' ? 'LIKE' : 'ILIKE';
  const position = dialect === 'sqlite' ? 'instr' : 'strpos';
  return terms
    .filter((t) => t.tokens.length > 1 || t.tokens[0].token !== t.text)
    .map((t) =>
      isHanPhrase(t)
        ? {
            sql: `${position}(' ' || ${row}.search_text || ' ', ?) > 0`,
            params: [` ${t.tokens.map((q) => q.token).join(' ')} `],
          }
        : {
            sql: `(SELECT count(*) FROM ${table}_locales l WHERE l._locale IN (${LOCALE_LIST}) AND l._parent_id = ${row}.id AND l.title ${like} ? ESCAPE '\\') > 0`,
            params: [likePattern(t.text)],
          },
    );
}

/** A copy of `row` without the helper column `column`. */
function without(row: Record<string, unknown>, column: string): Record<string, unknown> {
  const copy = { ...row };
  delete copy[column];
  return copy;
}

const and = (conditions: Condition[]) => conditions.map((c) => c.sql).join(' AND ');
const paramsOf = (conditions: Condition[]) => conditions.flatMap((c) => c.params);

/** The day after a YYYY-MM-DD date, so a `to` day is included whole. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The publication-date range as row conditions; dates are UTC days and SQLite's ISO strings compare in date order. */
export function dateConditions(c: Pick<ListingConditions, 'from' | 'to'>): Condition[] {
  const out: Condition[] = [];
  if (c.from) out.push({ sql: 'published_at >= ?', params: [c.from] });
  if (c.to) out.push({ sql: 'published_at < ?', params: [nextDay(c.to)] });
  return out;
}

export interface KeywordQuery {
  table: 'projects' | 'tenders';
  columns: string;
  terms: SearchTerm[];
  conditions: ListingConditions;
}

export interface KeywordPlan {
  rows(limit: number, offset: number): Promise<Record<string, unknown>[]>;
  /** After rows(): the number of matches when that pass read every one of them, else undefined. */
  seen(): Promise<number | undefined>;
  /** The number of matches, counted up to `cap`. */
  count(cap: number): Promise<number>;
}

export function keywordPlan(sql: RawSql, q: KeywordQuery): KeywordPlan {
  return sql.dialect === 'sqlite' ? sqlitePlan(sql, q) : postgresPlan(sql, q);
}

/** Facet token prefixes: of the FTS5 `facets` column (SQLite migration 20261123_130000), and after `#` of the GIN index's lexemes. */
const FACET_PREFIX: Record<string, string> = {
  province: 'p',
  industry: 'i',
  category_code: 'c',
  stage: 's',
  notice_code: 'n',
  free: 'f',
};

const quoted = (token: string) => `"${token}"`;

/** The equality filters the index holds as facet tokens (prefix + value), and the others. */
function facetTokens(equalities: Condition[]): { tokens: string[]; unindexed: Condition[] } {
  const tokens: string[] = [];
  const unindexed: Condition[] = [];
  for (const e of equalities) {
    const prefix = e.column && FACET_PREFIX[e.column];
    const value = e.params[0];
    if (prefix && value !== null)
      tokens.push(prefix + String(typeof value === 'boolean' ? Number(value) : value));
    else unindexed.push(e);
  }
  return { tokens, unindexed };
}

/**
 * A term of one Han run is its bigrams side by side in `search_text` (src/text/search-text.ts):
 * as an FTS5 phrase it is exact, with no recheck against the title.
 */
function isHanPhrase(term: SearchTerm): boolean {
  return term.tokens.length > 1 && /^\p{Script=Han}+$/u.test(term.text);
}

/** The MATCH expression: every term in `search_text`, every facet filter in `facets`. */
function sqliteMatch(terms: SearchTerm[], facets: string[]): string {
  const parts = terms.map((t) =>
    isHanPhrase(t) ? t.tokens.map((q) => quoted(q.token)).join(' + ') : fts5Query([t]),
  );
  const text = `search_text : (${parts.join(' AND ')})`;
  return facets.length ? `${text} AND facets : (${facets.map(quoted).join(' AND ')})` : text;
}

function sqlitePlan(sql: RawSql, q: KeywordQuery): KeywordPlan {
  const { table, columns, conditions: c } = q;
  const fts = `${table}_search`;
  const { tokens, unindexed: rowTests } = facetTokens(c.equalities);
  const facets = tokens.map((t) => t.toLowerCase());
  // The amount is tested on the row: as bucket tokens (measured at 3M projects), FTS5 ORing the
  // buckets of a wide range, each in a large share of rows, took 70 ms where reading the
  // candidates' rows took 12.
  rowTests.push(
    ...amountConditions(c.amount),
    ...keywordRecheck(
      'sqlite',
      table,
      q.terms.filter((t) => !isHanPhrase(t)),
    ),
  );
  const walk: Condition[] = [{ sql: `s.${fts} MATCH ?`, params: [sqliteMatch(q.terms, facets)] }];
  // Day boundaries are whole seconds, so a date range is a range of keys.
  if (c.from) walk.push({ sql: `s.rowid >= ${SQLITE_DAY_KEY}`, params: [c.from] });
  if (c.to) walk.push({ sql: `s.rowid < ${SQLITE_DAY_KEY}`, params: [nextDay(c.to)] });
  if (rowTests.length)
    walk.push({
      sql: `EXISTS (SELECT 1 FROM ${table} WHERE id = (s.rowid & ${KEY_ID_MASK}) AND ${and(rowTests)})`,
      params: paramsOf(rowTests),
    });
  const counted = async (cap: number) => {
    const [row] = await sql.query<{ n: number }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM ${fts} s WHERE ${and(walk)} LIMIT ${cap})`,
      paramsOf(walk),
    );
    return Number(row?.n ?? 0);
  };
  // Set by rows(): a walk that ends before offset + limit has seen every match, and their
  // number is the total (a rare term costs one pass over its matches, not three).
  let seen: Promise<number | undefined> = Promise.resolve(undefined);
  return {
    // The first offset + limit matches in key order, plus the rest of the last one's second
    // (keys order by whole seconds, published_at may carry milliseconds), which a walk that
    // ended early does not need.
    rows: (limit, offset) => {
      const rows = sql.query<Record<string, unknown> & { walked: number }>(
        `WITH walk AS MATERIALIZED (SELECT s.rowid AS k FROM ${fts} s WHERE ${and(walk)} ORDER BY s.rowid DESC LIMIT ?),
edge AS MATERIALIZED (SELECT min(k) AS k FROM walk HAVING count(*) = ?)
SELECT ${columns}, (SELECT count(*) FROM walk) AS walked FROM ${table} WHERE id IN (
  SELECT k & ${KEY_ID_MASK} FROM walk
  UNION ALL
  SELECT s.rowid & ${KEY_ID_MASK} FROM ${fts} s, edge
  WHERE ${and(walk)} AND s.rowid < edge.k AND s.rowid >= edge.k - (edge.k & ${KEY_ID_MASK})
) ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
        [...paramsOf(walk), offset + limit, offset + limit, ...paramsOf(walk), limit, offset],
      );
      seen = rows.then(
        (r) => {
          // An empty page past the end does not tell how many there were.
          const walked = r.length ? Number(r[0].walked) : offset ? undefined : 0;
          return walked !== undefined && walked < offset + limit ? walked : undefined;
        },
        () => undefined,
      );
      return rows.then((r) => r.map((row) => without(row, 'walked')));
    },
    seen: () => seen,
    count: counted,
  };
}

/**
 * A frequent term is looked for among the newest rows: the index's matches published on the
 * days from that of the window-th newest row (of those passing the equality filters) on, where
 * the window is WINDOW_MARGIN times the rows that should hold the page given the terms' estimated
 * share (at most MAX_WINDOW rows). The days are lexemes of the index, so it hands over only
 * those matches (PostgreSQL's planner, misjudging how rare several lexemes are together, would
 * rather read every match than AND the date index in). When they hold the whole page, they are
 * the answer, since every other match is older. Otherwise, and when the terms are estimated to
 * match fewer than FEW_MATCHES rows, the index hands over every match.
 */
const WINDOW_MARGIN = 3;
const MAX_WINDOW = 100_000;
/** Days of publication the window may span, each a lexeme of the query. */
const MAX_DAYS = 62;
const FEW_MATCHES = 3_000;

interface LexemeStats {
  rows: number;
  shares: Map<string, number>;
  /** Every lexeme missing from `shares` is at most this frequent. */
  least: number;
}

/** Lexeme → share of rows, and the row count, per table, read from the catalog at most once a minute. */
const lexemeShares = new Map<string, { at: number; shares: Promise<LexemeStats> }>();

function pgLexemeShares(sql: RawSql, table: string): Promise<LexemeStats> {
  const cached = lexemeShares.get(table);
  if (cached && Date.now() - cached.at < 60_000) return cached.shares;
  const shares = sql
    .query<{ elems: string[] | null; freqs: number[] | null; rows: number | string | null }>(
      `SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs,
         (SELECT reltuples FROM pg_class WHERE oid = ?::regclass) AS rows
       FROM pg_stats WHERE schemaname = current_schema() AND tablename = ? LIMIT 1`,
      [table, `${table}_search_idx`],
    )
    .then(([s]) => {
      const elems = s?.elems ?? [];
      // The frequencies are followed by their minimum, maximum and the null fraction.
      return {
        rows: Math.max(0, Number(s?.rows ?? 0)),
        shares: new Map(elems.map((e, i) => [e, s!.freqs?.[i] ?? 0])),
        least: elems.length ? Number(s!.freqs?.[elems.length] ?? 0) : 0,
      };
    });
  shares.catch(() => lexemeShares.delete(table));
  lexemeShares.set(table, { at: Date.now(), shares });
  return shares;
}

/** A token's share of rows: its own, plus every longer lexeme's for a prefix token. */
function tokenShare(stats: LexemeStats, { token, prefix }: SearchTerm['tokens'][number]): number {
  let f = stats.shares.get(token) ?? stats.least / 2;
  if (prefix) for (const [e, v] of stats.shares) if (e !== token && e.startsWith(token)) f += v;
  return f;
}

/**
 * The planner's own statistics on the index's lexemes (ANALYZE keeps them; bulk loads run it):
 * the share of rows holding every term, as a low estimate (terms taken as independent), and the
 * rows the index hands over for terms and facets at most (a share as high as the rarest term's:
 * terms of one title often go together). A term is as rare as its rarest token; a lexeme missing
 * from the list counts as half the rarest listed.
 */
async function pgEstimate(
  sql: RawSql,
  table: string,
  terms: SearchTerm[],
  facets: string[],
): Promise<{ low: number; matches: number }> {
  const stats = await pgLexemeShares(sql, table);
  let low = 1;
  let high = 1;
  for (const term of terms) {
    const rarest = Math.min(1, ...term.tokens.map((t) => tokenShare(stats, t)));
    low *= rarest;
    high = Math.min(high, rarest);
  }
  let matches = high * stats.rows;
  for (const f of facets) matches *= stats.shares.get(f) ?? stats.least / 2;
  return { low, matches };
}

/**
 * Of a term of several tokens, the index is not asked for a lexeme in COMMON_LEXEME of the rows
 * or more, unless it is the term's rarest: the recheck (`keywordRecheck`) tests the whole term
 * on each candidate anyway, and such a posting list cost more to intersect than it narrowed.
 * 改造工程 at 3M projects (工程 is in 45 % of titles): 63-73 → 52-58 ms a call. Rarer lexemes
 * stay: 产业园区 has no match, its three bigrams together find that in 10 ms, its rarest alone
 * hands over rows to recheck for 70 ms.
 */
const COMMON_LEXEME = 0.2;

function pgIndexedTerms(terms: SearchTerm[], stats: LexemeStats): SearchTerm[] {
  return terms.map((term) => {
    if (term.tokens.length < 2) return term;
    const shares = term.tokens.map((t) => tokenShare(stats, t));
    const rarest = shares.indexOf(Math.min(...shares));
    return { ...term, tokens: term.tokens.filter((_, i) => i === rarest || shares[i] < COMMON_LEXEME) };
  });
}

/** A facet lexeme: `#` and a facet token, never a title token (those are letters and digits only). */
const pgFacet = (token: string) => `#${token}`;

function postgresPlan(sql: RawSql, q: KeywordQuery): KeywordPlan {
  const { table, columns, conditions: c } = q;
  // Equality filters are lexemes of the index too (migration 20261123_190000), so it hands over
  // only the rows that pass them. The amount is tested on the rows: ORing the buckets of a wide
  // range, each in a large share of rows, cost more than it saved (as on SQLite).
  const { tokens, unindexed } = facetTokens(c.equalities);
  const facets = tokens.map(pgFacet);
  const lexemes = pgLexemeShares(sql, table).then((stats) => [
    tsQuery(pgIndexedTerms(q.terms, stats)),
    ...facets.map((f) => `'${f}'`),
  ]);
  const rest = [
    ...unindexed,
    ...amountConditions(c.amount),
    ...dateConditions(c),
    ...keywordRecheck('postgres', table, q.terms),
  ];
  /** The index condition, within `days` when given: the rows of those publication days. */
  const indexed = async (days?: number[]): Promise<Condition[]> => [
    {
      sql: `${pgSearchVector(table)} @@ ?::tsquery`,
      params: [
        [...(await lexemes), ...(days ? [`(${days.map((d) => `'#d${d}'`).join(' | ')})`] : [])].join(' & '),
      ],
    },
    ...rest,
  ];
  // The matches (of `days`, else all of them), newest first, with their number (the window
  // count runs before the LIMIT).
  const hits = async (limit: number, offset: number, days?: number[]) => {
    const where = await indexed(days);
    const rows = await sql.query<Record<string, unknown> & { matches: number | string }>(
      `WITH hits AS MATERIALIZED (SELECT ${columns} FROM ${table} WHERE ${and(where)})
SELECT *, count(*) OVER () AS matches FROM hits ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      [...paramsOf(where), limit, offset],
    );
    return {
      rows: rows.map((row) => without(row, 'matches')),
      // Unknown when the page is past the last match.
      matches: rows.length ? Number(rows[0].matches) : offset ? undefined : 0,
    };
  };
  /** The matches of the days of the window's rows when they hold the page, else undefined. */
  const newest = async (limit: number, offset: number, window: number) => {
    const filters = [...c.equalities, ...dateConditions(c)];
    const where = filters.length ? ` WHERE ${and(filters)}` : '';
    // Index-only scans of the date index (or of the equality filters' composite index).
    const day = (at: string) => `floor(extract(epoch FROM (${at})) / 86400)::int`;
    const [span] = await sql.query<{ first: number | null; last: number | null }>(
      `SELECT ${day(`SELECT published_at FROM ${table}${where} ORDER BY published_at DESC OFFSET ${window - 1} LIMIT 1`)} AS first,
  ${day(`SELECT max(published_at) FROM ${table}${where}`)} AS last`,
      [...paramsOf(filters), ...paramsOf(filters)],
    );
    if (span?.first == null || span.last == null || span.last - span.first >= MAX_DAYS) return undefined;
    const days = Array.from({ length: span.last - span.first + 1 }, (_, i) => span.first! + i);
    const found = await hits(limit, offset, days);
    return found.matches !== undefined && found.matches >= offset + limit ? found.rows : undefined;
  };
  const counted = async (cap: number) => {
    const where = await indexed();
    const [row] = await sql.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE ${and(where)} LIMIT ${cap}) capped`,
      paramsOf(where),
    );
    return Number(row?.n ?? 0);
  };
  // Set by rows(): the number of matches when every match was read, undefined when only the
  // newest were, so that the count runs beside them.
  let known: Promise<number | undefined> = Promise.resolve(undefined);
  return {
    rows: (limit, offset) => {
      const window = pgEstimate(sql, table, q.terms, facets).then(({ low, matches }) =>
        // Sized for the low share, so that it rather holds the page; a larger one costs little.
        matches >= FEW_MATCHES
          ? Math.min(MAX_WINDOW, Math.ceil((WINDOW_MARGIN * (offset + limit)) / low))
          : undefined,
      );
      const answer = window.then(async (w) => {
        const rows = w === undefined ? undefined : await newest(limit, offset, w);
        return rows ? { rows, matches: undefined } : hits(limit, offset);
      });
      known = window
        .then((w) => (w === undefined ? answer.then((a) => a.matches) : undefined))
        .catch(() => undefined);
      return answer.then((a) => a.rows);
    },
    seen: () => known,
    count: counted,
  };
}
