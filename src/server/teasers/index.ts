/**
 * Project and tender teasers (product §7 project-accurate / project-ztb / project-zxc), newest
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
import { LISTING_TOTAL_CAP } from '@/catalog/constants';
import { EXCLUSIVE_CATEGORY_CODE, FREE_TENDER_CODE } from '@/catalog/categories';
import { maskName, maskPhone } from '@/text/contact-mask';
import { cachedRead } from '../cache';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { type RawSql, type SqlValue, getRawSql, isoDate } from '../db';
import { searchTerms } from '@/text/search-text';
import {
  type Condition,
  type KeywordPlan,
  type KeywordQuery,
  amountConditions,
  dateConditions,
} from './keyword';
import { postgresPlan } from './keyword-postgres';
import { sqlitePlan } from './keyword-sqlite';
import type { Paged, ProjectTeaser, TenderTeaser } from '@/schemas/dto';
import type { CommonFilter, Locale, ProjectFilter, TenderFilter } from '../types';

const eq = (column: string, value: SqlValue): Condition => ({
  sql: `${column} = ?`,
  params: [value],
  column,
});

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

/** The keyword planner of the database's dialect (keyword.ts). */
function keywordPlan(sql: RawSql, query: KeywordQuery): KeywordPlan {
  return sql.dialect === 'sqlite' ? sqlitePlan(sql, query) : postgresPlan(sql, query);
}

/** Keyword totals, cached like the others; the plan counts through the index. */
const cachedKeywordTotal = cachedRead(
  'keyword-total',
  [CACHE_TAGS.teaserTotals],
  async (query: KeywordQuery) => keywordPlan(await getRawSql(), query).count(LISTING_TOTAL_CAP),
);

async function page<Row extends ListingRow, T>(
  table: KeywordQuery['table'],
  columns: string,
  filter: CommonFilter,
  own: Condition[],
  map: (row: Row) => T,
  sql?: RawSql,
): Promise<Paged<T>> {
  const db = sql ?? (await getRawSql());
  const { pageNo, pageSize } = filter;
  const offset = (pageNo - 1) * pageSize;
  const limit = Math.min(pageSize, LISTING_TOTAL_CAP - offset);
  const terms = searchTerms(filter.keyword);
  const amount = { min: filter.amountMin, max: filter.amountMax };
  const dates = { from: filter.publishedFrom, to: filter.publishedTo };
  if (terms.length) {
    const query: KeywordQuery = {
      table,
      columns,
      terms,
      conditions: {
        equalities: [...place(filter), ...own],
        amount,
        ...dates,
      },
    };
    const plan = keywordPlan(db, query);
    const found = offset >= LISTING_TOTAL_CAP ? Promise.resolve([]) : plan.rows(limit, offset);
    // A pass that read every match knows the total; otherwise it is counted (cached on a server).
    const [rows, total] = await Promise.all([
      found,
      plan.seen().then(async (seen) => {
        if (seen !== undefined) return Math.min(seen, LISTING_TOTAL_CAP);
        if (filter.withTotal === false) return offset + (await found).length;
        return sql ? plan.count(LISTING_TOTAL_CAP) : cachedKeywordTotal(query);
      }),
    ]);
    return {
      list: (await localize(db, table, rows as Row[], filter.locale)).map(map),
      total,
      pageNo,
      pageSize,
    };
  }
  const conditions = [...place(filter), ...own, ...amountConditions(amount), ...dateConditions(dates)];
  const where = conditions.length ? `WHERE ${conditions.map((c) => c.sql).join(' AND ')}` : '';
  const params = conditions.flatMap((c) => c.params);
  const [rows, total] = await Promise.all([
    offset >= LISTING_TOTAL_CAP
      ? Promise.resolve([] as Row[])
      : db.query<Row>(
          `SELECT ${columns} FROM ${table} ${where} ORDER BY published_at DESC LIMIT ? OFFSET ?`,
          [...params, limit, offset],
        ),
    filter.withTotal === false ? Promise.resolve(undefined) : cappedTotal(sql, table, where, params),
  ]);
  return {
    list: (await localize(db, table, rows, filter.locale)).map(map),
    total: total ?? offset + rows.length,
    pageNo,
    pageSize,
  };
}

interface LocaleText {
  parent: number | string;
  locale: string;
  title: string | null;
  owner: string | null;
}

/**
 * The title and owner of each row of a page in `locale`, else in zh (rows an operator wrote in
 * Chinese only): one lookup by the locale tables' unique (_locale, _parent_id) index for the
 * page's ids, whichever plan found them; filtering and counting never touch these tables.
 */
async function localize<Row extends ListingRow>(
  db: RawSql,
  table: string,
  rows: Row[],
  locale: Locale = 'zh',
): Promise<Row[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => Number(row.id));
  const texts = await db.query<LocaleText>(
    `SELECT _parent_id AS parent, _locale AS locale, title, owner FROM ${table}_locales
     WHERE _locale IN (?, 'zh') AND _parent_id IN (${ids.map(() => '?').join(', ')})`,
    [locale, ...ids],
  );
  const found = new Map<string, LocaleText>(texts.map((t) => [`${t.locale}:${Number(t.parent)}`, t]));
  const text = (id: number, column: 'title' | 'owner') =>
    found.get(`${locale}:${id}`)?.[column] || found.get(`zh:${id}`)?.[column] || '';
  return rows.map((row) => ({
    ...row,
    title: text(Number(row.id), 'title'),
    owner: text(Number(row.id), 'owner'),
  }));
}

/** The titles of records in `locale` (zh where missing), as the listings show them: the digest's other languages. */
export async function localizedTitles(
  sql: RawSql,
  table: KeywordQuery['table'],
  ids: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  const rows = await localize(
    sql,
    table,
    ids.map((id) => ({ id }) as ListingRow),
    locale,
  );
  return new Map(rows.map((row) => [Number(row.id), row.title]));
}

interface ListingRow {
  id: number;
  source_id: string;
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

/** Columns of the row itself; `localize` adds the title and owner. */
const COMMON =
  'id, source_id, province, region, industry, amount_wan, published_at, contact_name, contact_phone';

function teaser(row: ListingRow) {
  return {
    id: Number(row.id),
    sourceId: String(row.source_id),
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
  // Not an equality the indexes hold: the keyword plans test it on the row.
  if (filter.afterId !== undefined) out.push({ sql: 'id > ?', params: [filter.afterId] });
  if (filter.throughId !== undefined) out.push({ sql: 'id <= ?', params: [filter.throughId] });
  return out;
}

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

/** Exclusive procurement (project-zxc/recommend): projects of the "exclusive" category. */
export function recommendExclusive(filter: ProjectFilter, sql?: RawSql): Promise<Paged<ProjectTeaser>> {
  return recommendProjects({ ...filter, categoryCode: EXCLUSIVE_CATEGORY_CODE }, sql);
}

/**
 * Tenders (project-ztb/recommend). `free` narrows a notice code; given alone it means free
 * tenders, which are notices of FREE_TENDER_CODE.
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
