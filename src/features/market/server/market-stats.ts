/**
 * Market statistics of /marketService (docs/pages.md, 'Market statistics'): four aggregations over the
 * projects and tenders tables. They read whole tables, so the page reads them through Next's data cache (tag
 * market-stats, an hour at most); saves in the back office expire the tag.
 */
import { BIDDING_CATEGORIES, findProvince, REGIONS, tenderKindKey } from '@/catalog';
import { cachedRead } from '@/server/cache';
import { CACHE_TAGS, MARKET_STATS_MAX_AGE_SECONDS } from '@/routing/cache-tags';
import { type RawSql, getPageSql, sql } from '@/server/db';
import type { MarketStats } from '@/schemas/dto';

/** Industries shown by investment, largest first. */
const TOP_INDUSTRIES = 10;
const MONTHS_SHOWN = 12;

/** First instants (UTC, ISO) of the `count` months ending with the month of `now`, plus the month after. */
export function monthStarts(now: Date, count = MONTHS_SHOWN): string[] {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  return Array.from({ length: count + 1 }, (_, i) =>
    new Date(Date.UTC(y, m - count + 1 + i, 1)).toISOString(),
  );
}

const num = (v: unknown) => Number(v ?? 0);

async function monthly(db: RawSql, now: Date) {
  const starts = monthStarts(now);
  // SQLite keeps ISO strings (their first 7 characters are the UTC month); PostgreSQL timestamptz.
  const month =
    db.dialect === 'sqlite'
      ? sql`substr(published_at, 1, 7)`
      : sql`to_char(published_at AT TIME ZONE 'UTC', 'YYYY-MM')`;
  const rows = await db.query<{ month: string; n: unknown }>(
    sql`SELECT ${month} AS month, count(*) AS n FROM projects
     WHERE published_at >= ${starts[0]} AND published_at < ${starts[MONTHS_SHOWN]} GROUP BY 1`,
  );
  const byMonth = new Map(rows.map((r) => [r.month, num(r.n)]));
  return starts
    .slice(0, MONTHS_SHOWN)
    .map((s) => ({ month: s.slice(0, 7), count: byMonth.get(s.slice(0, 7)) ?? 0 }));
}

/** Counted per province (the province index answers it) and summed into regions here. */
async function regions(db: RawSql) {
  const rows = await db.query<{ province: string; n: unknown }>(
    sql`SELECT province, count(*) AS n FROM projects GROUP BY province`,
  );
  const byRegion = new Map<string, number>();
  for (const r of rows) {
    const region = findProvince(r.province)?.region;
    if (region) byRegion.set(region, (byRegion.get(region) ?? 0) + num(r.n));
  }
  return REGIONS.map((r) => ({ region: r.slug, count: byRegion.get(r.slug) ?? 0 }));
}

async function industries(db: RawSql) {
  // SQLite would walk an industry index and fetch every row out of order for its amount
  // (~20 s at 3M rows); reading the table in order takes ~3 s.
  const from = db.dialect === 'sqlite' ? sql`projects NOT INDEXED` : sql`projects`;
  const rows = await db.query<{ industry: string; total: unknown; n: unknown }>(
    sql`SELECT industry, sum(amount_wan) AS total, count(*) AS n FROM ${from}
     GROUP BY industry ORDER BY total DESC, industry LIMIT ${TOP_INDUSTRIES}`,
  );
  return rows.map((r) => ({ industry: r.industry, amountWan: num(r.total), count: num(r.n) }));
}

async function notices(db: RawSql) {
  const rows = await db.query<{ notice_code: unknown; free: unknown; n: unknown }>(
    sql`SELECT notice_code, free, count(*) AS n FROM tenders GROUP BY notice_code, free`,
  );
  const byKind = new Map<string, number>();
  for (const r of rows) {
    const kind = tenderKindKey({ noticeCode: num(r.notice_code), free: num(r.free) === 1 });
    byKind.set(kind, (byKind.get(kind) ?? 0) + num(r.n));
  }
  return BIDDING_CATEGORIES.map((c) => ({ kind: c.key, count: byKind.get(c.key) ?? 0 }));
}

/** The four aggregations, fresh (the bench and the cached read below call it). */
export async function computeMarketStats(db: RawSql, now = new Date()): Promise<MarketStats> {
  const [m, r, i, n] = await Promise.all([monthly(db, now), regions(db), industries(db), notices(db)]);
  return { monthly: m, regions: r, industries: i, notices: n };
}

/** The statistics as pages read them: from the data cache, aggregated at most once an hour or after a save. */
export const getMarketStats = cachedRead(
  'market-stats',
  [CACHE_TAGS.marketStats],
  async () => computeMarketStats(await getPageSql()),
  MARKET_STATS_MAX_AGE_SECONDS,
);
