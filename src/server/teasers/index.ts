/**
 * Project and tender teasers (SPEC §7 project-accurate / project-ztb / project-zxc), newest
 * first, contacts masked. Plain SQL on the composite indexes declared by the `projects` and
 * `tenders` collections: one equality per filter, then `published_at` descending.
 *
 * Totals: counting millions of matching rows on every request is what makes listings slow,
 * so `total` counts at most LISTING_TOTAL_CAP rows (an index range scan that stops there) and
 * is kept in Next's data cache under the teaser-totals tag; pages beyond the cap answer an empty list.
 *
 * Titles and owners are localized (`<table>_locales`, one row per locale): the page's rows take
 * those of the filter's locale, falling back to zh where the en row is missing or empty.
 */
import { maskName, maskPhone } from './mask';
import { cachedRead } from '../cache';
import { CACHE_TAGS } from '../cache-tags';
import { type Dialect, type RawSql, type SqlValue, getRawSql, isoDate } from '../db';
import { fts5Query, likePattern, searchTerms, tsQuery } from '../search-text';
import type {
  CommonFilter,
  Locale,
  Paged,
  ProjectFilter,
  ProjectTeaser,
  TenderFilter,
  TenderTeaser,
} from '../types';

export const LISTING_TOTAL_CAP = 10_000;
/** Exclusive procurement: projects of the "exclusive" category. */
export const EXCLUSIVE_CATEGORY_CODE = 1463;
const FREE_TENDER_CODE = 154;

/** One SQL condition with its `?` parameters. */
interface Condition {
  sql: string;
  params: SqlValue[];
}

const eq = (column: string, value: SqlValue): Condition => ({ sql: `${column} = ?`, params: [value] });

/** The capped count of a listing, fresh: read through `cachedTotal` unless a caller brings its own connection. */
async function countCapped(sql: RawSql, table: string, where: string, params: SqlValue[]): Promise<number> {
  const [row] = await sql.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM ${table} ${where} LIMIT ${LISTING_TOTAL_CAP}) capped`,
    params,
  );
  return Number(row?.n ?? 0);
}

/**
 * Totals live in Next's data cache (Redis when configured, so every instance sees one count)
 * under the teaser-totals tag: a save through the back office expires them on every instance.
 */
const cachedTotal = cachedRead(
  'listing-total',
  [CACHE_TAGS.teaserTotals],
  async (table: string, where: string, params: SqlValue[]) =>
    countCapped(await getRawSql(), table, where, params),
);

async function cappedTotal(sql: RawSql | undefined, table: string, where: string, params: SqlValue[]) {
  return sql ? countCapped(sql, table, where, params) : cachedTotal(table, where, params);
}

async function page<Row, T>(
  table: string,
  columns: string,
  filter: CommonFilter,
  own: Condition[],
  map: (row: Row) => T,
  sql?: RawSql,
): Promise<Paged<T>> {
  const db = sql ?? (await getRawSql());
  const conditions = [
    ...place(filter),
    ...own,
    ...ranges(filter),
    ...keywordConditions(db.dialect, table, filter.keyword),
  ];
  const where = conditions.length ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '';
  const params = conditions.flatMap((c) => c.params);
  const { pageNo, pageSize } = filter;
  const offset = (pageNo - 1) * pageSize;
  const [rows, total] = await Promise.all([
    offset >= LISTING_TOTAL_CAP
      ? Promise.resolve([] as Row[])
      : db.query<Row>(
          localizedPage(
            table,
            `SELECT ${columns} FROM ${table} ${where} ORDER BY published_at DESC LIMIT ? OFFSET ?`,
          ),
          [...params, Math.min(pageSize, LISTING_TOTAL_CAP - offset), offset, locale(filter)],
        ),
    cappedTotal(sql, table, where, params),
  ]);
  return { list: rows.map(map), total, pageNo, pageSize };
}

function locale(filter: CommonFilter): Locale {
  return filter.locale ?? 'zh';
}

/**
 * The page's rows (`pageSql`, unchanged) with the title and owner of the locale given as the
 * last parameter, else zh: the join touches only the rows of the page, never the filtering.
 */
function localizedPage(table: string, pageSql: string): string {
  const text = (column: string) => `coalesce(nullif(loc.${column}, ''), zh.${column}, '') AS ${column}`;
  return (
    `SELECT hits.*, ${text('title')}, ${text('owner')} ` +
    `FROM (${pageSql}) hits ` +
    `LEFT JOIN ${table}_locales loc ON loc._parent_id = hits.id AND loc._locale = ? ` +
    `LEFT JOIN ${table}_locales zh ON zh._parent_id = hits.id AND zh._locale = 'zh' ` +
    'ORDER BY hits.published_at DESC'
  );
}

interface ListingRow {
  id: number;
  title: string;
  province: string;
  region: string;
  industry: string;
  amount_wan: number | string;
  published_at: unknown;
  owner: string;
  contact_name: string | null;
  contact_phone: string | null;
}
interface ProjectRow extends ListingRow {
  category_code: string;
  stage: string;
}
interface TenderRow extends ListingRow {
  notice_code: string;
  free: boolean | number;
}

/** Columns of the row itself; the localized title and owner are joined by `localizedPage`. */
const COMMON = 'id, province, region, industry, amount_wan, published_at, contact_name, contact_phone';

function teaser(row: ListingRow) {
  return {
    id: Number(row.id),
    title: row.title,
    province: row.province,
    region: row.region,
    industry: row.industry,
    amountWan: Number(row.amount_wan),
    publishedAt: isoDate(row.published_at),
    owner: row.owner,
    // Masked again here: rows an operator typed in the admin are masked on the way out too.
    contactName: maskName(row.contact_name ?? ''),
    contactPhone: maskPhone(row.contact_phone ?? ''),
  };
}

function place(filter: CommonFilter): Condition[] {
  const out: Condition[] = [];
  if (filter.industry) out.push(eq('industry', filter.industry));
  if (filter.province) out.push(eq('province', filter.province));
  return out;
}

/** The day after a YYYY-MM-DD date, so `publishedTo` includes its whole day. */
function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

function ranges(filter: CommonFilter): Condition[] {
  const out: Condition[] = [];
  if (filter.amountMin !== undefined) out.push({ sql: 'amount_wan >= ?', params: [filter.amountMin] });
  if (filter.amountMax !== undefined) out.push({ sql: 'amount_wan <= ?', params: [filter.amountMax] });
  // Dates are UTC days; SQLite stores ISO strings, which compare in date order.
  if (filter.publishedFrom) out.push({ sql: 'published_at >= ?', params: [filter.publishedFrom] });
  if (filter.publishedTo) out.push({ sql: 'published_at < ?', params: [nextDay(filter.publishedTo)] });
  return out;
}

/**
 * Keyword terms (src/server/search-text.ts): the index narrows to titles holding every token
 * (of either locale's title), then each term of several tokens is rechecked as a
 * case-insensitive substring of the title in some locale.
 */
function keywordConditions(dialect: Dialect, table: string, keyword: string | undefined): Condition[] {
  const terms = searchTerms(keyword);
  if (!terms.length) return [];
  const index: Condition =
    dialect === 'sqlite'
      ? {
          sql: `id IN (SELECT rowid FROM ${table}_search WHERE ${table}_search MATCH ?)`,
          params: [fts5Query(terms)],
        }
      : { sql: `${PG_SEARCH_VECTOR} @@ ?::tsquery`, params: [tsQuery(terms)] };
  // A term that is one token itself (a 2-character Han term, one character, one latin word) is
  // found exactly by the index; the recheck would only cost time and spoil the row estimate.
  const recheck = terms.filter((t) => t.tokens.length > 1 || t.tokens[0].token !== t.text);
  return [index, ...recheck.map((t) => titleContains(dialect, table, t.text))];
}

/** Some locale's title of the row contains `term`, case-insensitively. */
function titleContains(dialect: Dialect, table: string, term: string): Condition {
  const like = dialect === 'sqlite' ? 'LIKE' : 'ILIKE';
  return {
    sql: `EXISTS (SELECT 1 FROM ${table}_locales l WHERE l._parent_id = ${table}.id AND l.title ${like} ? ESCAPE '\\')`,
    params: [likePattern(term)],
  };
}

/** The indexed expression of the PostgreSQL GIN index (migration 20261123 search). */
export const PG_SEARCH_VECTOR = "array_to_tsvector(string_to_array(search_text, ' '))";

function projectConditions(filter: ProjectFilter): Condition[] {
  const out: Condition[] = [];
  if (filter.categoryCode !== undefined) out.push(eq('category_code', String(filter.categoryCode)));
  if (filter.stage) out.push(eq('stage', filter.stage));
  return out;
}

/** Projects (project-accurate/recommend), optionally by industry, province and category code. */
export function recommendProjects(filter: ProjectFilter, sql?: RawSql): Promise<Paged<ProjectTeaser>> {
  return page<ProjectRow, ProjectTeaser>(
    'projects',
    `${COMMON}, category_code, stage`,
    filter,
    projectConditions(filter),
    (row) => ({ ...teaser(row), categoryCode: Number(row.category_code), stage: row.stage }),
    sql,
  );
}

/** Exclusive procurement (project-zxc/recommend): projects of category 1463. */
export function recommendExclusive(filter: ProjectFilter, sql?: RawSql): Promise<Paged<ProjectTeaser>> {
  return recommendProjects({ ...filter, categoryCode: EXCLUSIVE_CATEGORY_CODE }, sql);
}

/**
 * Tenders (project-ztb/recommend). `free` narrows a notice code; given alone it means free
 * tenders, which are notices of code 154.
 */
export function recommendTenders(filter: TenderFilter, sql?: RawSql): Promise<Paged<TenderTeaser>> {
  const conditions: Condition[] = [];
  const noticeCode = filter.noticeCode ?? (filter.free === undefined ? undefined : FREE_TENDER_CODE);
  if (noticeCode !== undefined) conditions.push(eq('notice_code', String(noticeCode)));
  if (filter.free !== undefined) conditions.push(eq('free', filter.free));
  return page<TenderRow, TenderTeaser>(
    'tenders',
    `${COMMON}, notice_code, free`,
    filter,
    conditions,
    (row) => ({ ...teaser(row), noticeCode: Number(row.notice_code), free: Boolean(row.free) }),
    sql,
  );
}
