import type { RecordKind } from '@/catalog/routes';
import { CACHE_TAGS } from '@/routing/cache-tags';
import type { RecordLink } from '@/schemas/dto';
import { cachedRead } from '../cache';
import { getRawSql, type RawSql } from '../db';
import type { Locale } from '../types';
import { LINK_COLUMNS, recordLinks } from './detail';

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
  sql?: RawSql,
): Promise<RecordLink[]> {
  const db = sql ?? (await getRawSql());
  const equal = Object.entries({ industry: filter.industry, province: filter.province }).filter(
    (e): e is [string, string] => Boolean(e[1]),
  );
  const where = equal.map(([column]) => `${column} = ?`);
  const params = equal.map(([, value]) => value);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${LINK_COLUMNS} FROM ${kind} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY published_at DESC LIMIT ${FEED_SIZE}`,
    params,
  );
  return recordLinks(db, kind, rows, locale);
}

/** Cached under the listings' tag: an import that changes rows refreshes the feeds with the listings. */
export const newestRecords = cachedRead('record-feed', [CACHE_TAGS.teaserTotals], readNewestRecords);
