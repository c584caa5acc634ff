/**
 * Keyword listings (docs/search.md): the rows and the capped total of a keyword query, planned per
 * query so that neither a frequent term (sort every match by date) nor a rare one (walk the
 * whole date index looking for it) reads millions of rows. Results equal the plain query
 * `WHERE <filters> AND <index condition> AND <recheck> ORDER BY published_at DESC, id DESC`.
 *
 * SQLite: the FTS5 table is keyed by date (seconds × 2^31 + id) and indexes the equality filters
 * as facet tokens, so FTS5 hands out the matches newest first and a page reads only its own rows;
 * only the amount range and terms FTS5 cannot prove exactly are checked on the row itself.
 * PostgreSQL: the GIN index also holds the equality filters and the publication day as lexemes;
 * for a frequent term (planner statistics) only the newest rows are read (the window's rows, or
 * the matches of the newest days, whichever are fewer);
 * when they do not hold the page, or the term is rarer, every match (in a materialized CTE, so
 * the planner cannot trade it for a date walk).
 * Totals: when a plan has read every match, their number is the total; otherwise a capped count.
 * On PostgreSQL that count reads one heap row a match, up to the cap: GIN has no index-only scans.
 *
 * This module holds what both planners share (the query, the plan's interface, the row
 * conditions and the substring recheck); keyword-sqlite.ts and keyword-postgres.ts plan.
 */
import { type Dialect, type SQL, type SqlValue, sql } from '@/server/db';
import type { RecordKind } from '@/catalog/routes';
import { type SearchTerm, likePattern } from '@/text/search-text';

/** A column = value filter, as plain data: a query keys the data cache by it. */
export interface Equality {
  column: string;
  value: SqlValue;
}

export const equalityCondition = ({ column, value }: Equality): SQL =>
  sql`${sql.identifier(column)} = ${value}`;

/** Conditions of a listing query, by how an index can serve them. */
interface ListingConditions {
  /** Column = value filters; a listing index holds each shape (docs/deployment.md, 'Which read uses which index'). */
  equalities: Equality[];
  /** Id window (an alert's digest): ids in (after, through]. No index holds it: tested on the row. */
  ids?: { after?: number; through?: number };
  /** Amount range in 万元, both ends included. */
  amount?: { min?: number; max?: number };
  /** Published-at range, [from, to) as YYYY-MM-DD days. */
  from?: string;
  to?: string;
}

/** The amount range as row conditions. */
export function amountConditions(amount: ListingConditions['amount']): SQL[] {
  const out: SQL[] = [];
  if (amount?.min !== undefined) out.push(sql`amount_wan >= ${amount.min}`);
  if (amount?.max !== undefined) out.push(sql`amount_wan <= ${amount.max}`);
  return out;
}

/** The id window as row conditions. */
export function idConditions(ids: ListingConditions['ids']): SQL[] {
  const out: SQL[] = [];
  if (ids?.after !== undefined) out.push(sql`id > ${ids.after}`);
  if (ids?.through !== undefined) out.push(sql`id <= ${ids.through}`);
  return out;
}

export interface KeywordQuery {
  table: RecordKind;
  /** The selected columns, a constant of the code. */
  columns: string;
  terms: SearchTerm[];
  conditions: ListingConditions;
}

/** What a planner (keyword-sqlite.ts, keyword-postgres.ts) answers for one query. */
export interface KeywordPlan {
  rows(limit: number, offset: number): Promise<Record<string, unknown>[]>;
  /** After rows(): the number of matches when that pass read every one of them, else undefined. */
  seen(): Promise<number | undefined>;
  /** The number of matches, counted up to `cap`. */
  count(cap: number): Promise<number>;
}

/**
 * The substring recheck of a term of several tokens, whose tokens may all occur without being
 * adjacent. A term that is one token itself (a 2-character Han term, one character, one latin
 * word) is found exactly by the index and needs none. `row` names the row in the enclosing query
 * (the table's name where it is read alone).
 * - A Han term is its bigrams side by side in the row's own `search_text` (title order, repeats
 *   kept): a string test on the row, with no other table read.
 * - Any other term is looked for in the row's titles of both languages (`title`, `title_en`).
 */
export function keywordRecheck(dialect: Dialect, row: string, terms: SearchTerm[]): SQL[] {
  const like = dialect === 'sqlite' ? sql`LIKE` : sql`ILIKE`;
  const position = dialect === 'sqlite' ? sql`instr` : sql`strpos`;
  const rowName = sql.identifier(row);
  return terms
    .filter((t) => t.tokens.length > 1 || t.tokens[0].token !== t.text)
    .map((t) =>
      isHanPhrase(t)
        ? sql`${position}(' ' || ${rowName}.search_text || ' ', ${` ${t.tokens.map((q) => q.token).join(' ')} `}) > 0`
        : sql`(${rowName}.title ${like} ${likePattern(t.text)} ESCAPE '\\'
            OR ${rowName}.title_en ${like} ${likePattern(t.text)} ESCAPE '\\')`,
    );
}

/** A copy of `row` without the helper column `column`. */
export function without(row: Record<string, unknown>, column: string): Record<string, unknown> {
  const copy = { ...row };
  delete copy[column];
  return copy;
}

export const and = (conditions: SQL[]) => sql.join(conditions, sql` AND `);

/** The day after a YYYY-MM-DD date, so a `to` day is included whole. */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** The publication-date range as row conditions; dates are UTC days and SQLite's ISO strings compare in date order. */
export function dateConditions(c: Pick<ListingConditions, 'from' | 'to'>): SQL[] {
  const out: SQL[] = [];
  if (c.from) out.push(sql`published_at >= ${c.from}`);
  if (c.to) out.push(sql`published_at < ${nextDay(c.to)}`);
  return out;
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

/** The equality filters the index holds as facet tokens (prefix + value), and the others. */
export function facetTokens(equalities: Equality[]): { tokens: string[]; unindexed: Equality[] } {
  const tokens: string[] = [];
  const unindexed: Equality[] = [];
  for (const e of equalities) {
    const prefix = FACET_PREFIX[e.column];
    const value = e.value;
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
export function isHanPhrase(term: SearchTerm): boolean {
  return term.tokens.length > 1 && /^\p{Script=Han}+$/u.test(term.text);
}
