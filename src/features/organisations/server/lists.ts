/**
 * Organisation lists (docs/organisations.md, 'Reads'): the name search, the most active buyers and
 * winners, the sitemap's pages and an organisation's feed.
 */
import { CACHE_TAGS, orgTag } from '@/routing/cache-tags';
import type { OrgRecord, OrganisationHit } from '@/schemas/organisations';
import { fts5Query, likePattern, searchTerms, tsQuery } from '@/text/search-text';
import { cachedRead } from '@/server/cache';
import { type RawSql, type SQL, getPageSql, isoDate, sql } from '@/server/db';
import type { Row } from '@/server/record-links';
import type { Locale } from '@/i18n/routing';
import {
  INDEXABLE_MIN_RECORDS,
  NEWEST_LIMIT,
  ORG_COLUMNS,
  ORG_COLUMN_NAMES,
  readOrganisationPage,
  rolesOf,
} from './page';
import { localName } from './refs';

/**
 * Up to this many index matches are ranked by record count as they are. A term in more names
 * (公司, 医院) is frequent: organisations are then walked busiest first (the record_count index)
 * and the first ones whose names hold every term are the hits, so ranking is exact either way.
 */
export const SEARCH_CANDIDATES = 2_000;

const hit = (r: Row, locale: Locale): OrganisationHit => ({
  id: String(r.public_id),
  name: localName(r, locale),
  roles: rolesOf(r),
  recordCount: Number(r.record_count),
});

const ORG_COLUMNS_OF_O = sql.raw(ORG_COLUMN_NAMES.map((c) => `o.${c}`).join(', '));

/** Organisations whose Chinese or English name holds every term, busiest first (bigram index). */
export async function searchOrganisations(
  q: string,
  locale: Locale,
  limit: number,
  given?: RawSql,
): Promise<OrganisationHit[]> {
  const terms = searchTerms(q);
  if (!terms.length) return [];
  const db = given ?? (await getPageSql());
  const like = db.dialect === 'sqlite' ? sql`LIKE` : sql`ILIKE`;
  // Substring recheck on either name, as record search does on titles.
  const recheck = sql.join(
    terms.map(
      (t) =>
        sql`(o.name ${like} ${likePattern(t.text)} ESCAPE '\\' OR o.name_en ${like} ${likePattern(t.text)} ESCAPE '\\' OR o.norm_name LIKE ${likePattern(t.text)} ESCAPE '\\')`,
    ),
    sql` AND `,
  );
  const matches: SQL =
    db.dialect === 'sqlite'
      ? sql`SELECT rowid AS id FROM organisations_search WHERE organisations_search MATCH ${fts5Query(terms)} LIMIT ${SEARCH_CANDIDATES + 1}`
      : sql`SELECT id FROM organisations WHERE array_to_tsvector(string_to_array(search_text, ' ')) @@ ${tsQuery(terms)}::tsquery LIMIT ${SEARCH_CANDIDATES + 1}`;
  const live = sql`o.merged_into_id IS NULL AND o.record_count > 0 AND ${recheck}`;
  // The matches first, once (materialized), then their rows by primary key, then the recheck on
  // those rows alone: a planner that expected few matches otherwise ran the index scan again for
  // every candidate row, and PostgreSQL's, expecting many, rechecked every organisation's names
  // before joining (45 of 50 ms for 公司 at 28,556 organisations). `matched` counts them all,
  // whatever the recheck keeps, to tell a frequent term.
  const rows = await db.query<Row>(
    sql`WITH hits AS MATERIALIZED (${matches}), matched AS (SELECT count(*) AS n FROM hits),
      found AS MATERIALIZED (SELECT o.* FROM hits JOIN organisations o ON o.id = hits.id)
      SELECT ${ORG_COLUMNS_OF_O}, (SELECT n FROM matched) AS matched FROM found o
      WHERE ${live} ORDER BY o.record_count DESC, o.id LIMIT ${limit}`,
  );
  const frequent = rows.length
    ? Number(rows[0].matched) > SEARCH_CANDIDATES
    : Number(
        (
          await db.query<{ n: number }>(
            sql`WITH hits AS MATERIALIZED (${matches}) SELECT count(*) AS n FROM hits`,
          )
        )[0].n,
      ) > SEARCH_CANDIDATES;
  if (!frequent) return rows.map((r) => hit(r, locale));
  // A frequent term is in many names, so walking the busiest organisations soon finds `limit`.
  const busiest = await db.query<Row>(
    sql`SELECT ${ORG_COLUMNS_OF_O} FROM organisations o WHERE ${live}
      ORDER BY o.record_count DESC, o.id LIMIT ${limit}`,
  );
  return busiest.map((r) => hit(r, locale));
}

/** The window of the most-active lists. */
export const ACTIVE_DAYS = 30;

/**
 * The organisations with the most records as buyer (or wins) published in the last 30 days. One
 * range of the records' published_at index grouped by organisation: cached for an hour, so it
 * runs once an hour, not per view.
 */
export async function readActiveOrganisations(
  role: 'owner' | 'winner',
  locale: Locale,
  limit: number,
  given?: RawSql,
  now = new Date(),
): Promise<OrganisationHit[]> {
  const db = given ?? (await getPageSql());
  const since = new Date(now.getTime() - ACTIVE_DAYS * 86_400_000).toISOString();
  const column = sql.identifier(role === 'owner' ? 'owner_org_id' : 'winner_org_id');
  const counted = (table: string) =>
    sql`SELECT ${column} AS org_id FROM ${sql.identifier(table)} WHERE published_at >= ${since} AND ${column} IS NOT NULL`;
  const union =
    role === 'owner' ? sql`${counted('projects')} UNION ALL ${counted('tenders')}` : counted('tenders');
  const top = await db.query<Row>(
    sql`SELECT org_id, count(*) AS n FROM (${union}) AS r GROUP BY org_id ORDER BY n DESC, org_id LIMIT ${limit}`,
  );
  if (!top.length) return [];
  const rows = await db.query<Row>(
    sql`SELECT ${ORG_COLUMNS} FROM organisations WHERE id IN ${top.map((t) => Number(t.org_id))}`,
  );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return top.flatMap((t) => {
    const r = byId.get(Number(t.org_id));
    return r && r.merged_into_id == null ? [hit(r, locale)] : [];
  });
}

export const activeOrganisations = cachedRead<['owner' | 'winner', Locale, number], OrganisationHit[]>(
  'active-organisations',
  [CACHE_TAGS.activeOrganisations],
  (role, locale, limit) => readActiveOrganisations(role, locale, limit),
  3600,
);

/** One organisation as a sitemap names it. */
export interface SitemapOrganisation {
  id: string;
  updatedAt: string;
}

/**
 * What the sitemap files need: the number of indexable organisations (≥ 3 visible records, not
 * merged), and a page of them in id order (`page` from 0, `size` each).
 */
export const organisationSitemap = {
  async count(given?: RawSql): Promise<number> {
    const db = given ?? (await getPageSql());
    const [row] = await db.query<{ n: number }>(
      sql`SELECT count(*) AS n FROM organisations WHERE record_count >= ${INDEXABLE_MIN_RECORDS} AND merged_into_id IS NULL`,
    );
    return Number(row?.n ?? 0);
  },
  async page(page: number, size: number, given?: RawSql): Promise<SitemapOrganisation[]> {
    const db = given ?? (await getPageSql());
    const rows = await db.query<Row>(
      sql`SELECT public_id, updated_at FROM organisations
        WHERE record_count >= ${INDEXABLE_MIN_RECORDS} AND merged_into_id IS NULL
        ORDER BY id LIMIT ${size} OFFSET ${page * size}`,
    );
    return rows.map((r) => ({ id: String(r.public_id), updatedAt: isoDate(r.updated_at) }));
  },
};

/** Its newest records in any role, for its Atom feed (empty unless the page is live). */
export async function readOrganisationFeed(id: string, locale: Locale, given?: RawSql): Promise<OrgRecord[]> {
  const page = await readOrganisationPage(id, locale, given);
  return page.state === 'live' ? page.organisation.newest.slice(0, NEWEST_LIMIT) : [];
}

export const organisationFeed = cachedRead<[string, Locale], OrgRecord[]>(
  'organisation-feed',
  (id) => [orgTag(id)],
  (id: string, locale: Locale) => readOrganisationFeed(id, locale),
);
