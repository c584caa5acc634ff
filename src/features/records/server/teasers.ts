/**
 * Project and tender teasers (product §7 project-accurate / project-ztb / project-zxc), newest
 * first, contacts masked. Plain SQL on the listing indexes declared by the `projects` and
 * `tenders` collections (docs/deployment.md, 'Which read uses which index'): one equality per
 * filter, then `published_at` descending.
 *
 * Totals: counting millions of matching rows on every request is what makes listings slow,
 * so `total` counts at most LISTING_TOTAL_CAP rows (an index range scan that stops there) and
 * is kept in Next's data cache under the teaser-totals tag; pages beyond the cap answer an empty list.
 * A keyword's matches are counted a row at a time, so only KEYWORD_COUNT_AHEAD past the page
 * (`totalCap`).
 *
 * Titles and owners are in both languages (`title` and `title_en`): the page's rows take those of
 * the filter's locale, falling back to the Chinese where the English is empty.
 */
import { LISTING_TOTAL_CAP, totalCap } from '@/catalog/constants';
import { EXCLUSIVE_CATEGORY_CODE, FREE_TENDER_CODE } from '@/catalog/categories';
import { maskName, maskPhone } from '@/text/contact-mask';
import { cachedRead } from '@/server/cache';
import { CACHE_TAGS } from '@/routing/cache-tags';
import { type RawSql, type SQL, type SqlValue, getPageSql, isoDate, sql } from '@/server/db';
import { bilingualColumns, localText, textRows } from '@/server/record-links';
import { searchTerms } from '@/text/search-text';
import {
  type Equality,
  type KeywordPlan,
  type KeywordQuery,
  amountConditions,
  and,
  dateConditions,
  equalityCondition,
  idConditions,
} from '@/features/search';
import { postgresPlan } from '@/features/search';
import { sqlitePlan } from '@/features/search';
import type { Paged, ProjectTeaser, TenderTeaser } from '@/schemas/dto';
import type { CommonFilter, Locale, ProjectFilter, TenderFilter } from './types';

const eq = (column: string, value: SqlValue): Equality => ({ column, value });

/** A listing's plain query (no keyword), as data: the data cache keys its total by it. */
type PlainQuery = Pick<KeywordQuery, 'table' | 'conditions'>;

/** The WHERE clause of a plain query. */
function plainWhere({ conditions: c }: PlainQuery): SQL {
  const conditions = [
    ...c.equalities.map(equalityCondition),
    ...idConditions(c.ids),
    ...amountConditions(c.amount),
    ...dateConditions(c),
  ];
  return conditions.length ? sql`WHERE ${and(conditions)}` : sql``;
}

/** The capped count of a listing, fresh: read through `cachedTotal` unless a caller brings its own connection. */
async function countCapped(db: RawSql, query: PlainQuery): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM (SELECT 1 FROM ${sql.identifier(query.table)} ${plainWhere(query)}
      LIMIT ${LISTING_TOTAL_CAP}) capped`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Totals live in Next's data cache (Redis when configured, so every instance sees one count)
 * under the teaser-totals tag: a save through the back office expires them on every instance.
 */
const cachedTotal = cachedRead('listing-total', [CACHE_TAGS.teaserTotals], async (query: PlainQuery) =>
  countCapped(await getPageSql(), query),
);

async function cappedTotal(db: RawSql | undefined, query: PlainQuery) {
  return db ? countCapped(db, query) : cachedTotal(query);
}

/** The keyword planner of the database's dialect (keyword.ts). */
export function keywordPlan(db: RawSql, query: KeywordQuery): KeywordPlan {
  return db.dialect === 'sqlite' ? sqlitePlan(db, query) : postgresPlan(db, query);
}

/** Keyword totals up to `cap`, cached like the others; the plan counts through the index. */
const cachedKeywordTotal = cachedRead(
  'keyword-total',
  [CACHE_TAGS.teaserTotals],
  async (query: KeywordQuery, cap: number) => keywordPlan(await getPageSql(), query).count(cap),
);

async function page<Row extends ListingRow, T>(
  table: KeywordQuery['table'],
  columns: string,
  filter: CommonFilter,
  own: Equality[],
  map: (row: Row) => T,
  given?: RawSql,
): Promise<Paged<T>> {
  const db = given ?? (await getPageSql());
  const { pageNo, pageSize } = filter;
  const offset = (pageNo - 1) * pageSize;
  const limit = Math.min(pageSize, LISTING_TOTAL_CAP - offset);
  const terms = searchTerms(filter.keyword);
  const conditions: KeywordQuery['conditions'] = {
    equalities: [...place(filter), ...own],
    ids: { after: filter.afterId, through: filter.throughId },
    amount: { min: filter.amountMin, max: filter.amountMax },
    from: filter.publishedFrom,
    to: filter.publishedTo,
  };
  if (terms.length) {
    const query: KeywordQuery = { table, columns, terms, conditions };
    const plan = keywordPlan(db, query);
    const found = offset >= LISTING_TOTAL_CAP ? Promise.resolve([]) : plan.rows(limit, offset);
    // A pass that read every match knows the total; otherwise it is counted as far as the page
    // needs (cached on a server).
    const cap = totalCap(offset, true);
    const [rows, total] = await Promise.all([
      found,
      plan.seen().then(async (seen) => {
        if (seen !== undefined) return Math.min(seen, LISTING_TOTAL_CAP);
        if (filter.withTotal === false) return offset + (await found).length;
        return given ? plan.count(cap) : cachedKeywordTotal(query, cap);
      }),
    ]);
    return {
      list: (await localize(db, table, rows as Row[], filter.locale)).map(map),
      total,
      pageNo,
      pageSize,
    };
  }
  const query: PlainQuery = { table, conditions };
  const [rows, total] = await Promise.all([
    offset >= LISTING_TOTAL_CAP
      ? Promise.resolve([] as Row[])
      : // The page's ids first, from the listing index alone (the rows its OFFSET skips are
        // never read), then its rows with their texts (docs/deployment.md, 'Which read uses
        // which index').
        db.query<Row>(
          sql`SELECT ${sql.raw(columns)}, ${bilingualColumns(TEXTS)} FROM ${sql.identifier(table)} WHERE id IN (
              SELECT id FROM ${sql.identifier(table)} ${plainWhere(query)}
              ORDER BY published_at DESC LIMIT ${limit} OFFSET ${offset})
            ORDER BY published_at DESC, id DESC`,
        ),
    filter.withTotal === false ? Promise.resolve(undefined) : cappedTotal(given, query),
  ]);
  return {
    list: rows.map((row) => map(inLocale(row, filter.locale))),
    total: total ?? offset + rows.length,
    pageNo,
    pageSize,
  };
}

/** The texts a teaser shows, in both languages in the row. */
const TEXTS = ['title', 'owner'];

/** A row read with its texts, with the title and owner in `locale`, else in Chinese (records sent in Chinese only). */
const inLocale = <Row extends ListingRow>(row: Row, locale: Locale = 'zh'): Row => ({
  ...row,
  title: localText(row, 'title', locale),
  owner: localText(row, 'owner', locale),
});

/**
 * The title and owner of each row a keyword plan found, in `locale`: its texts looked up by the
 * page's ids, then chosen as `inLocale` does. The plans leave the texts out, since they hold
 * every match they read.
 */
async function localize<Row extends ListingRow>(
  db: RawSql,
  table: KeywordQuery['table'],
  rows: Row[],
  locale: Locale = 'zh',
): Promise<Row[]> {
  const texts = await textRows(
    db,
    table,
    rows.map((row) => Number(row.id)),
    TEXTS,
  );
  return rows.map((row) => inLocale({ ...row, ...texts.get(Number(row.id)) }, locale));
}

/** The titles of records in `locale` (zh where missing), as the listings show them: the digest's other languages. */
export async function localizedTitles(
  db: RawSql,
  table: KeywordQuery['table'],
  ids: number[],
  locale: Locale,
): Promise<Map<number, string>> {
  const rows = await localize(
    db,
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

/** Columns of the row itself; the title and owner are added in the page's locale. */
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

function place(filter: CommonFilter): Equality[] {
  const out: Equality[] = [];
  if (filter.industry) out.push(eq('industry', filter.industry));
  if (filter.province) out.push(eq('province', filter.province));
  return out;
}

function projectConditions(filter: ProjectFilter): Equality[] {
  const out: Equality[] = [];
  if (filter.categoryCode !== undefined) out.push(eq('category_code', String(filter.categoryCode)));
  if (filter.stage) out.push(eq('stage', filter.stage));
  return out;
}

/** Projects (project-accurate/recommend), optionally by industry, province and category code. */
export function listProjects(filter: ProjectFilter, db?: RawSql): Promise<Paged<ProjectTeaser>> {
  return page<ProjectRow, ProjectTeaser>(
    'projects',
    `${COMMON}, category_code, stage`,
    filter,
    projectConditions(filter),
    (row) => ({ ...teaser(row), categoryCode: Number(row.category_code), stage: row.stage }),
    db,
  );
}

/** Exclusive procurement (project-zxc/recommend): projects of the "exclusive" category. */
export function listExclusive(filter: ProjectFilter, db?: RawSql): Promise<Paged<ProjectTeaser>> {
  return listProjects({ ...filter, categoryCode: EXCLUSIVE_CATEGORY_CODE }, db);
}

/**
 * Tenders (project-ztb/recommend). `free` narrows a notice code; given alone it means free
 * tenders, which are notices of FREE_TENDER_CODE.
 */
export function listTenders(filter: TenderFilter, db?: RawSql): Promise<Paged<TenderTeaser>> {
  const conditions: Equality[] = [];
  const noticeCode = filter.noticeCode ?? (filter.free === undefined ? undefined : FREE_TENDER_CODE);
  if (noticeCode !== undefined) conditions.push(eq('notice_code', String(noticeCode)));
  if (filter.free !== undefined) conditions.push(eq('free', filter.free));
  return page<TenderRow, TenderTeaser>(
    'tenders',
    `${COMMON}, notice_code, free`,
    filter,
    conditions,
    (row) => ({ ...teaser(row), noticeCode: Number(row.notice_code), free: Boolean(row.free) }),
    db,
  );
}
