/**
 * The PostgreSQL keyword planner (see keyword.ts): the GIN index also holds the equality filters
 * and the publication day as lexemes; a frequent term is looked for among the newest rows first.
 */
import { type RawSql, type SQL, sql } from '@/server/db';
import { type SearchTerm, tsQuery } from '@/text/search-text';
import {
  type KeywordPlan,
  type KeywordQuery,
  amountConditions,
  and,
  dateConditions,
  equalityCondition,
  facetTokens,
  idConditions,
  keywordRecheck,
  without,
} from './keyword';

/**
 * The indexed expression of the PostgreSQL GIN index of `table` (migration 20261123_190000):
 * the title tokens and the facet lexemes of the row (`#` + the SQLite facet token), and its
 * publication day (`#d` + days since 1970-01-01 UTC).
 */
function pgSearchVector(table: KeywordQuery['table']): SQL {
  const facets =
    table === 'projects'
      ? sql`search_facet('#p', province), search_facet('#i', industry), search_facet('#c', category_code), search_facet('#s', stage), search_day_facet(published_at)`
      : sql`search_facet('#p', province), search_facet('#i', industry), search_facet('#n', notice_code), CASE WHEN free THEN '#f1' ELSE '#f0' END, search_day_facet(published_at)`;
  return sql`array_to_tsvector(string_to_array(search_text, ' ') || ARRAY[${facets}])`;
}

/** The name of the PostgreSQL keyword (GIN) index of `table` (migration 20261123_190000). */
export const keywordIndexName = (table: string) => `${table}_search_idx`;

/**
 * A frequent term is looked for among the newest rows: the window is WINDOW_MARGIN times the rows
 * (of those passing the filters) that should hold the page given the terms' estimated share (at
 * most MAX_WINDOW rows). Several terms are sized twice: first for the share of the rarest (terms
 * that go together, as a phrase's words do), then, if that window does not hold the page, for
 * the product of their shares (independent terms), so that it rather holds the page. A window
 * is read one of two ways, whichever reads fewer rows by the estimates:
 * - the window's rows themselves, their ids from a listing index (index-only) and each row tested
 *   against the terms: as many rows as the window, however many records a day holds;
 * - the index's matches published on the days from that of the window-th newest row on (without
 *   filters but a first day, the newest days of `record_days` that hold the window): the days
 *   are lexemes of the index, so it hands over only those matches (PostgreSQL's planner,
 *   misjudging how rare several lexemes are together, would rather read every match than AND the
 *   date index in). Whole days: as many rows as those days' matches (`record_days` tells how many
 *   records the days hold), few on a quiet day, many on a busy one.
 * When the matches found hold the whole page, they are the answer, since every other match is
 * older. Otherwise, and when the terms are estimated to match fewer than FEW_MATCHES rows, the
 * index hands over every match.
 */
const WINDOW_MARGIN = 3;
const MAX_WINDOW = 100_000;
/** Days of publication the window may span, each a lexeme of the query. */
const MAX_DAYS = 62;
const FEW_MATCHES = 3_000;
/**
 * A row of the window (its id probed, its row fetched, its terms tested) costs about this many
 * of the day's matches (handed over by the index, fetched in page order).
 */
const WINDOW_ROW_COST = 3;
/**
 * A capped count over every match builds the bitmap of the rarest lexeme's entries, lossy when
 * they are many, and rechecks every row of the pages it reads; over the newest days it reads
 * their day lexemes' entries and fetches only its matches. Measured at 10,000,000 projects, a
 * day's record costs the count about a quarter of an entry: 医院 (145,000 entries) counted to
 * 1,000 in 130-200 ms over every match, in 20-36 ms over the 207,000 records of its newest days.
 * Without filters only: 工程 二期 in Guangdong read 740,000 records' day entries in 431 ms.
 */
const DAY_RECORDS_PER_ENTRY = 4;
/**
 * What `newest` answers when its window would cost more than reading the index's every match
 * (`most`, the estimate's ceiling): 道路 改造 in Guangdong at 10,000,000 projects has 3,685
 * matches, read in 47 ms, where a window of 100,000 rows took 0.6-5 s.
 */
const EVERY_MATCH = Symbol('every match');

interface LexemeStats {
  rows: number;
  shares: Map<string, number>;
  /** Every lexeme missing from `shares` is at most this frequent. */
  least: number;
}

/** Lexeme → share of rows, and the row count, per table, read from the catalog at most once a minute. */
const lexemeShares = new Map<string, { at: number; shares: Promise<LexemeStats> }>();

function pgLexemeShares(db: RawSql, table: string): Promise<LexemeStats> {
  const cached = lexemeShares.get(table);
  if (cached && Date.now() - cached.at < 60_000) return cached.shares;
  const shares = db
    .query<{ elems: string[] | null; freqs: number[] | null; rows: number | string | null }>(
      sql`SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs,
         (SELECT reltuples FROM pg_class WHERE oid = ${table}::regclass) AS rows
       FROM pg_stats WHERE schemaname = current_schema() AND tablename = ${keywordIndexName(table)} LIMIT 1`,
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

/**
 * A token's share of rows: its own, plus every longer lexeme's for a prefix token; `missing` for a
 * lexeme not in the list (at most as frequent as the rarest listed).
 */
function tokenShare(
  stats: LexemeStats,
  { token, prefix }: SearchTerm['tokens'][number],
  missing = stats.least / 2,
): number {
  let f = stats.shares.get(token) ?? missing;
  if (prefix) for (const [e, v] of stats.shares) if (e !== token && e.startsWith(token)) f += v;
  return f;
}

/**
 * The planner's own statistics on the index's lexemes (ANALYZE keeps them; bulk loads run it):
 * the share of rows holding every term, low (`low`: terms taken as independent) and high (`high`:
 * the rarest term's, as terms of one title often go together), and that high share with the
 * facets (`share`), and the entries of the rarest lexeme the index is asked for (`entries`), the
 * fewest it reads to hand over every match. A term is as rare as its rarest token; a lexeme
 * missing from the list counts as half the rarest listed. `most`, the rows the index may hand over, counts it as the rarest
 * listed: reading every match of a term taken for rare costs as many rows as it has, trying the
 * newest first a few milliseconds (110千伏变电站扩建, its tokens missing, has 5,059 matches at
 * 1M projects where half the rarest listed made 2,650).
 */
async function pgEstimate(
  db: RawSql,
  table: string,
  terms: SearchTerm[],
  facets: string[],
): Promise<{ low: number; high: number; most: number; share: number; entries: number }> {
  const stats = await pgLexemeShares(db, table);
  let low = 1;
  let high = 1;
  let ceiling = 1;
  for (const term of terms) {
    const rarest = Math.min(1, ...term.tokens.map((t) => tokenShare(stats, t)));
    low *= rarest;
    high = Math.min(high, rarest);
    ceiling = Math.min(ceiling, ...term.tokens.map((t) => tokenShare(stats, t, stats.least)));
  }
  let matches = high * stats.rows;
  let most = ceiling * stats.rows;
  let rarest = high;
  for (const f of facets) {
    const facetShare = stats.shares.get(f) ?? stats.least / 2;
    matches *= facetShare;
    most *= stats.shares.get(f) ?? stats.least;
    rarest = Math.min(rarest, facetShare);
  }
  return { low, high, most, share: matches / Math.max(stats.rows, 1), entries: rarest * stats.rows };
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

export function postgresPlan(db: RawSql, q: KeywordQuery): KeywordPlan {
  const { table, conditions: c } = q;
  const from = sql.identifier(table);
  const columns = sql.raw(q.columns);
  // Equality filters are lexemes of the index too (migration 20261123_190000), so it hands over
  // only the rows that pass them. The amount is tested on the rows: ORing the buckets of a wide
  // range, each in a large share of rows, cost more than it saved (as on SQLite).
  const { tokens, unindexed } = facetTokens(c.equalities);
  const facets = tokens.map(pgFacet);
  const lexemes = pgLexemeShares(db, table).then((stats) => [
    tsQuery(pgIndexedTerms(q.terms, stats)),
    ...facets.map((f) => `'${f}'`),
  ]);
  const rest = [
    ...unindexed.map(equalityCondition),
    ...idConditions(c.ids),
    ...amountConditions(c.amount),
    ...dateConditions(c),
    ...keywordRecheck('postgres', table, q.terms),
  ];
  /**
   * Every token of the terms in a row's `search_text` (its tokens, space-separated: the index's
   * own lexemes), a prefix token as a word's start: what the index's title lexemes match.
   */
  const rowTokens = q.terms
    .flatMap((t) => t.tokens)
    .map(
      ({ token, prefix }) =>
        sql`strpos(' ' || search_text || ' ', ${prefix ? ` ${token}` : ` ${token} `}) > 0`,
    );
  /** The index condition, within `days` when given: the rows of those publication days. */
  const indexed = async (days?: number[]): Promise<SQL[]> => [
    sql`${pgSearchVector(table)} @@ ${[...(await lexemes), ...(days ? [`(${days.map((d) => `'#d${d}'`).join(' | ')})`] : [])].join(' & ')}::tsquery`,
    ...rest,
  ];
  // The matches (of `days`, else all of them), newest first, with their number (the window
  // count runs before the LIMIT).
  const hits = async (limit: number, offset: number, days?: number[]) => {
    const where = await indexed(days);
    const rows = await db.query<Record<string, unknown> & { matches: number | string }>(
      sql`WITH hits AS MATERIALIZED (SELECT ${columns} FROM ${from} WHERE ${and(where)})
SELECT *, count(*) OVER () AS matches FROM hits ORDER BY published_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return {
      rows: rows.map((row) => without(row, 'matches')),
      // Unknown when the page is past the last match.
      matches: rows.length ? Number(rows[0].matches) : offset ? undefined : 0,
    };
  };
  const filters = [...c.equalities.map(equalityCondition), ...idConditions(c.ids), ...dateConditions(c)];
  const filtered = filters.length ? sql` WHERE ${and(filters)}` : sql``;
  // Without filters, or with only a first day (the keyword pages' 180 days), the rows passing
  // them are the newest down to some row: the window's days are the newest of `record_days`.
  const newestRows = !c.equalities.length && !idConditions(c.ids).length && !c.to;
  /** The published_at of the window-th newest row passing the filters (index-only), as SQL. */
  const windowStart = (window: number) =>
    sql`SELECT published_at FROM ${from}${filtered} ORDER BY published_at DESC OFFSET ${window - 1} LIMIT 1`;
  const utcDay = (at: SQL) => sql`floor(extract(epoch FROM ${at}) / 86400)::int`;
  /**
   * The UTC days (as the `#d` lexemes count them) from the window-th newest row passing the
   * filters to the newest, and the records of those China days (`record_days`, kept by
   * triggers: migration 20261202_160000): index-only scans of a listing index.
   */
  const filteredSpan = (window: number) =>
    sql`WITH s AS MATERIALIZED (SELECT (${windowStart(window)}) AS a, (SELECT max(published_at) FROM ${from}${filtered}) AS b)
SELECT ${utcDay(sql`a`)} AS first, ${utcDay(sql`b`)} AS last, (SELECT coalesce(sum(count), 0) FROM record_days
  WHERE kind = ${table} AND day >= china_day(a) AND day <= china_day(b)) AS records FROM s`;
  /**
   * For the newest rows, the same days from `record_days` alone (a few hundred rows, where the
   * window's OFFSET read up to MAX_WINDOW index entries): the newest China days holding the
   * window. A China day spans the end of the UTC day before it, so that day is taken too. A
   * first day later than the span's only narrows the rows read (the date is tested on them).
   */
  const wholeSpan = (window: number) =>
    sql`WITH d AS MATERIALIZED (SELECT day, sum(count) OVER (ORDER BY day DESC) AS upto FROM record_days
  WHERE kind = ${table} AND count > 0),
f AS MATERIALIZED (SELECT day, upto FROM d WHERE upto >= ${window} ORDER BY day DESC LIMIT 1)
SELECT (SELECT day::date - date '1970-01-01' - 1 FROM f) AS first,
  (SELECT max(day)::date - date '1970-01-01' FROM d) AS last, (SELECT upto FROM f) AS records`;
  /**
   * The UTC days from the window-th newest row passing the filters to the newest (`days()` lists
   * them), and their records.
   */
  const daySpan = async (window: number) => {
    const [span] = await db.query<{ first: number | null; last: number | null; records: unknown }>(
      newestRows ? wholeSpan(window) : filteredSpan(window),
    );
    if (span?.first == null || span.last == null) return undefined;
    const { first, last } = span;
    const days = () => Array.from({ length: last - first + 1 }, (_, i) => first + i);
    return { first, last, records: Number(span.records), days };
  };
  /**
   * The matches among the window's newest rows passing the filters (newest first, ties by id:
   * the listing's own order), with their number. The window's ids come from a listing index
   * alone; each row is then fetched by id and tested (OFFSET 0 keeps PostgreSQL from turning
   * that into a read of every match), never the index's every match. A row's terms are tested on
   * its `search_text` as strings (`rowTokens`): the index's expression would build the row's
   * whole tsvector, about three times the cost of the row's fetch (a window of 90,000 rows took
   * 0.9 s at 10,000,000 projects). The window passes the filters already.
   */
  const windowRows = async (limit: number, offset: number, window: number) => {
    const rows = await db.query<Record<string, unknown> & { matches: number | string }>(
      sql`WITH w AS MATERIALIZED (SELECT id FROM ${from}${filtered} ORDER BY published_at DESC, id DESC LIMIT ${window})
SELECT r.*, count(*) OVER () AS matches FROM w CROSS JOIN LATERAL (
  SELECT ${columns} FROM ${from} WHERE ${from}.id = w.id AND ${and([...rowTokens, ...rest])} OFFSET 0) r
ORDER BY r.published_at DESC, r.id DESC LIMIT ${limit} OFFSET ${offset}`,
    );
    return { rows: rows.map((row) => without(row, 'matches')), matches: Number(rows[0]?.matches ?? 0) };
  };
  /**
   * The newest matches, read through the window's rows or its days' matches (whichever the
   * estimates say reads fewer rows), when they hold the page; else undefined, or EVERY_MATCH
   * when the window's rows would cost more than every match (`most`). `share` is the
   * estimated share of the table's rows that match, filters included.
   */
  const newest = async (limit: number, offset: number, window: number, share: number, most: number) => {
    const span = await daySpan(window);
    if (!span) return undefined;
    const spanned = span.last - span.first < MAX_DAYS;
    // Every match of those days, filters included, against the window's rows.
    const dayMatches = spanned ? share * span.records : Infinity;
    const byWindow = window * WINDOW_ROW_COST < dayMatches;
    // A window costing more than the index's every match reads them all instead.
    if (byWindow && window * WINDOW_ROW_COST > most) return EVERY_MATCH;
    const found = byWindow
      ? await windowRows(limit, offset, window)
      : spanned
        ? await hits(limit, offset, span.days())
        : undefined;
    return found?.matches !== undefined && found.matches >= offset + limit ? found.rows : undefined;
  };
  /** The matches passing `where`, counted up to `cap`: a GIN read, one heap row a match. */
  const countWhere = async (where: SQL[], cap: number) => {
    const [row] = await db.query<{ n: number | string }>(
      sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${from} WHERE ${and(where)} LIMIT ${cap}) capped`,
    );
    return Number(row?.n ?? 0);
  };
  /**
   * A capped count of a frequent term reads the newest days first when they hold fewer records
   * than the entries of the rarest lexeme asked for (DAY_RECORDS_PER_ENTRY times as many
   * without filters): the days that should hold `cap` matches (sized as the rows' first window
   * is), their day lexemes in the query, so that the index reads those days' entries rather
   * than every match's. Reaching the cap there is the answer; else every match is counted.
   */
  const counted = async (cap: number) => {
    const { high, most, entries } = await pgEstimate(db, table, q.terms, facets);
    const window = Math.ceil((WINDOW_MARGIN * cap) / high);
    // Filtered rows find their window's first day by an OFFSET into a listing index.
    const span =
      most >= FEW_MATCHES && (newestRows || window <= MAX_WINDOW) ? await daySpan(window) : undefined;
    // With filters, the days' entries are all their records where the facets narrow the whole
    // count's: the days must be fewer than the entries themselves.
    const perEntry = newestRows ? DAY_RECORDS_PER_ENTRY : 1;
    if (span && span.last - span.first < MAX_DAYS && span.records < perEntry * entries) {
      const n = await countWhere(await indexed(span.days()), cap);
      if (n >= cap) return n;
    }
    return countWhere(await indexed(), cap);
  };
  // Set by rows(): the number of matches when every match was read, undefined when only the
  // newest were, so that the count runs beside them.
  let known: Promise<number | undefined> = Promise.resolve(undefined);
  return {
    rows: (limit, offset) => {
      const estimate = pgEstimate(db, table, q.terms, facets);
      const size = (share: number) =>
        Math.min(MAX_WINDOW, Math.ceil((WINDOW_MARGIN * (offset + limit)) / share));
      // Windows to try in turn: sized for the high share (terms that go together, as the words of
      // a phrase do), then for the low one, so that it rather holds the page; a larger one
      // costs little more than its days' matches.
      const windows = estimate.then(({ low, high, most }) =>
        most >= FEW_MATCHES ? [...new Set([size(high), size(low)])] : undefined,
      );
      const answer = estimate.then(async ({ share, most }) => {
        for (const w of (await windows) ?? []) {
          const rows = await newest(limit, offset, w, share, most);
          if (rows === EVERY_MATCH) break;
          if (rows) return { rows, matches: undefined };
        }
        return hits(limit, offset);
      });
      known = windows
        .then((sizes) => (sizes === undefined ? answer.then((a) => a.matches) : undefined))
        .catch(() => undefined);
      return answer.then((a) => a.rows);
    },
    seen: () => known,
    count: counted,
  };
}
