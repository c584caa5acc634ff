/**
 * The SQLite keyword planner (see keyword.ts): the FTS5 table is keyed by date and indexes the
 * equality filters as facet tokens, so FTS5 hands out the matches newest first.
 */
import type { RawSql } from '../db';
import { type SearchTerm, fts5Query } from '@/text/search-text';
import {
  type Condition,
  type KeywordPlan,
  type KeywordQuery,
  amountConditions,
  and,
  facetTokens,
  isHanPhrase,
  keywordRecheck,
  nextDay,
  paramsOf,
  without,
} from './keyword';

/** FTS5 rowid of a SQLite row: whole seconds of published_at × 2^31 + id (migration 20261123_130000). */
const KEY_ID_MASK = 2147483647;
const SQLITE_DAY_KEY = `(CAST(strftime('%s', ?) AS INTEGER) * 2147483648)`;

const quoted = (token: string) => `"${token}"`;

/** The MATCH expression: every term in `search_text`, every facet filter in `facets`. */
function sqliteMatch(terms: SearchTerm[], facets: string[]): string {
  const parts = terms.map((t) =>
    isHanPhrase(t) ? t.tokens.map((q) => quoted(q.token)).join(' + ') : fts5Query([t]),
  );
  const text = `search_text : (${parts.join(' AND ')})`;
  return facets.length ? `${text} AND facets : (${facets.map(quoted).join(' AND ')})` : text;
}

export function sqlitePlan(sql: RawSql, q: KeywordQuery): KeywordPlan {
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
