import type { RecordKind } from '@/catalog/routes';
import { CACHE_TAGS } from '@/routing/cache-tags';
import type { RecordLink } from '@/schemas/dto';
import { cachedRead } from '@/server/cache';
import { type RawSql, getPageSql, sql } from '@/server/db';
import type { Locale } from './types';
import { LINK_COLUMNS, recordLinks } from '@/server/record-links';

/** Entries per feed. */
export const FEED_SIZE = 50;

/** What a listing feed narrows by: a project listing's industry, a tender listing's province. */
export interface FeedFilter {
  industry?: string;
  province?: string;
}

/**
 * The newest FEED_SIZE records of a listing, with titles and summaries in `locale`: one range of
 * the listing's own (filter…, published_at) index.
 */
export async function readNewestRecords(
  kind: RecordKind,
  filter: FeedFilter,
  locale: Locale,
  db?: RawSql,
): Promise<RecordLink[]> {
  db ??= await getPageSql();
  const equal = Object.entries({ industry: filter.industry, province: filter.province })
    .filter((e): e is [string, string] => Boolean(e[1]))
    .map(([column, value]) => sql`${sql.identifier(column)} = ${value}`);
  const where = equal.length ? sql`WHERE ${sql.join(equal, sql` AND `)}` : sql``;
  const rows = await db.query<Record<string, unknown>>(
    sql`SELECT ${LINK_COLUMNS} FROM ${sql.identifier(kind)} ${where}
     ORDER BY published_at DESC LIMIT ${FEED_SIZE}`,
  );
  return recordLinks(rows, locale);
}

/** Cached under the listings' tag: an import that changes rows refreshes the feeds with the listings. */
export const newestRecords = cachedRead('record-feed', [CACHE_TAGS.teaserTotals], readNewestRecords);
