/**
 * Keyword listings (issue 13): the rows and the capped total of a keyword query, planned per
 * query so that neither a frequent term (sort every match by date) nor a rare one (walk the
 * whole date index looking for it) reads millions of rows. Results equal the plain query
 * `WHERE <filters> AND <index condition> AND <recheck> ORDER BY published_at DESC, id DESC`.
 *
 * SQLite: the FTS5 table is keyed by date (seconds × 2^31 + id) and indexes the equality filters
 * as facet tokens, so FTS5 hands out the matches newest first and a page reads only its own rows;
 * only the amount range and terms FTS5 cannot prove exactly are checked on the row itself.
 * PostgreSQL: for a frequent term (planner statistics), a window of the newest rows is read and
 * tested by string search; when they do not hold the page, or the term is rarer, the GIN index
 * finds every match (in a materialized CTE, so the planner cannot trade it for a date walk).
 */
import type { Dialect, RawSql, SqlValue } from '../db';
import { routing } from '@/i18n/routing';
import { type SearchTerm, fts5Query, likePattern, tsQuery } from '../search-text';

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
  /** Amount range and other row-level tests. */
  rows: Condition[];
  /** Published-at range, [from, to) as YYYY-MM-DD days. */
  from?: string;
  to?: string;
}

/** The indexed expression of the PostgreSQL GIN index (migration 20261123 search). */
export const PG_SEARCH_VECTOR = "array_to_tsvector(string_to_array(search_text, ' '))";

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
  count(cap: number): Promise<number>;
}

export function keywordPlan(sql: RawSql, q: KeywordQuery): KeywordPlan {
  return sql.dialect === 'sqlite' ? sqlitePlan(sql, q) : postgresPlan(sql, q);
}

/** Facet token prefixes of the FTS5 `facets` column (migration 20261123_130000). */
const FACET_PREFIX: Record<string, string> = {
  province: 'p',
  industry: 'i',
  category_code: 'c',
  stage: 's',
  notice_code: 'n',
  free: 'f',
};

const quoted = (token: string) => `"${token}"`;

/**
 * A term of one Han run is its bigrams side by side in `search_text` (src/server/search-text.ts):
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
  const facets: string[] = [];
  const rowTests: Condition[] = [];
  for (const e of c.equalities) {
    const prefix = e.column && FACET_PREFIX[e.column];
    const value = e.params[0];
    if (prefix && value !== null)
      facets.push(prefix + String(typeof value === 'boolean' ? Number(value) : value).toLowerCase());
    else rowTests.push(e);
  }
  rowTests.push(
    ...c.rows,
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
  return {
    // The first offset + limit matches in key order, plus the rest of the last one's second:
    // keys order by whole seconds, published_at may carry milliseconds.
    rows: (limit, offset) =>
      sql.query(
        `WITH walk AS MATERIALIZED (SELECT s.rowid AS k FROM ${fts} s WHERE ${and(walk)} ORDER BY s.rowid DESC LIMIT ?),
edge AS MATERIALIZED (SELECT min(k) AS k FROM walk)
SELECT ${columns} FROM ${table} WHERE id IN (
  SELECT k & ${KEY_ID_MASK} FROM walk
  UNION ALL
  SELECT s.rowid & ${KEY_ID_MASK} FROM ${fts} s, edge
  WHERE ${and(walk)} AND s.rowid < edge.k AND s.rowid >= edge.k - (edge.k & ${KEY_ID_MASK})
) ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
        [...paramsOf(walk), offset + limit, ...paramsOf(walk), limit, offset],
      ),
    count: async (cap) => {
      const [row] = await sql.query<{ n: number }>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${fts} s WHERE ${and(walk)} LIMIT ${cap})`,
        paramsOf(walk),
      );
      return Number(row?.n ?? 0);
    },
  };
}

/**
 * A frequent term is first looked for among the newest rows of the date index, a window of
 * WALK_MARGIN times the rows that should hold the page (at most MAX_WALK); when the window holds
 * the whole page, those rows are the answer, since every other match is older. Otherwise, and
 * whenever the window would be larger than the term's estimated matches, the GIN index finds
 * every match.
 */
const WALK_MARGIN = 3;
const MAX_WALK = 50_000;

interface LexemeStats {
  rows: number;
  shares: Map<string, number>;
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
    .then(([s]) => ({
      rows: Math.max(0, Number(s?.rows ?? 0)),
      shares: new Map((s?.elems ?? []).map((e, i) => [e, s!.freqs?.[i] ?? 0])),
    }));
  shares.catch(() => lexemeShares.delete(table));
  lexemeShares.set(table, { at: Date.now(), shares });
  return shares;
}

/**
 * The planner's own estimate of how many rows hold every token: the index's most common
 * lexemes and their frequencies (ANALYZE keeps them; bulk loads run it). A token missing from
 * that list is rarer than all of them.
 */
async function pgTermShare(
  sql: RawSql,
  table: string,
  terms: SearchTerm[],
): Promise<{ share: number; rows: number }> {
  const { shares: share, rows } = await pgLexemeShares(sql, table);
  let least = 1;
  for (const { token, prefix } of terms.flatMap((t) => t.tokens)) {
    let f = share.get(token) ?? 0;
    if (prefix) for (const [e, v] of share) if (e !== token && e.startsWith(token)) f += v;
    least = Math.min(least, f);
  }
  return { share: least, rows };
}

/** `search_text` holds `token`, or a token starting with it: the GIN condition, row by row. */
function pgTokenTest(token: string, prefix: boolean): Condition {
  return prefix
    ? { sql: `strpos(' ' || search_text, ?) > 0`, params: [` ${token}`] }
    : { sql: `strpos(' ' || search_text || ' ', ?) > 0`, params: [` ${token} `] };
}

function postgresPlan(sql: RawSql, q: KeywordQuery): KeywordPlan {
  const { table, columns, conditions: c } = q;
  const rest = [
    ...c.equalities,
    ...c.rows,
    ...dateConditions(c),
    ...keywordRecheck('postgres', table, q.terms),
  ];
  const indexed = [{ sql: `${PG_SEARCH_VECTOR} @@ ?::tsquery`, params: [tsQuery(q.terms)] }, ...rest];
  const byIndex = (limit: number, offset: number) =>
    sql.query(
      `WITH hits AS MATERIALIZED (SELECT ${columns} FROM ${table} WHERE ${and(indexed)})
SELECT * FROM hits ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      [...paramsOf(indexed), limit, offset],
    );
  const tokens = q.terms.flatMap((t) => t.tokens.map((k) => pgTokenTest(k.token, k.prefix)));
  const walked = async (limit: number, offset: number, window: number) => {
    const filters = [...c.equalities, ...c.rows, ...dateConditions(c)];
    const tests = [...tokens, ...keywordRecheck('postgres', table, q.terms, 'newest')];
    const rows = await sql.query(
      `SELECT * FROM (SELECT ${columns}, search_text FROM ${table}${filters.length ? ` WHERE ${and(filters)}` : ''}
  ORDER BY published_at DESC, id DESC LIMIT ${window}) newest
WHERE ${and(tests)} ORDER BY published_at DESC, id DESC LIMIT ? OFFSET ?`,
      [...paramsOf(filters), ...paramsOf(tests), limit, offset],
    );
    return rows.length === limit ? rows : undefined;
  };
  return {
    rows: async (limit, offset) => {
      const { share, rows } = await pgTermShare(sql, table, q.terms);
      // A bounded walk when it reads fewer rows than the index would hand over.
      const window = share > 0 ? Math.ceil((WALK_MARGIN * (offset + limit)) / share) : Infinity;
      const walk =
        window <= MAX_WALK && window < share * rows ? await walked(limit, offset, window) : undefined;
      return walk ?? byIndex(limit, offset);
    },
    count: async (cap) => {
      const [row] = await sql.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM (SELECT 1 FROM ${table} WHERE ${and(indexed)} LIMIT ${cap}) capped`,
        paramsOf(indexed),
      );
      return Number(row?.n ?? 0);
    },
  };
}
