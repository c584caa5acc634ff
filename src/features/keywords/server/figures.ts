/**
 * Keyword figures maintained on publish (docs/seo.md, 'Keyword pages'): per keyword and province
 * ('' for the whole keyword) one row of `keyword_figures` holds the 180-day count, the amount
 * median and range, the 12 monthly counts, the top buyers and the provinces, as JSON. A keyword's
 * rows are computed together from one read of its matches of the last 12 months through the
 * keyword index (every match, up to FULL_READ_CAP per kind and term), grouped by province in
 * memory, by the `keywordFigures` job (./refresh.ts) for the keywords a publish or a save marked
 * stale and daily for every keyword, and by `rebuildKeywordFigures` (the bulk loader). A view
 * reads one row by its key and never recomputes a row that exists; only a keyword with no row at
 * all (created before its job ran) is computed at its view.
 */
import { lastMonths, median } from '@/features/keywords/text/keyword-figures';
import { type RawSql, sql } from '@/server/db';
import { type KeywordEntry, listKeywords } from './list';
import { KINDS, type Match, countBy, matchesOf } from './matches';

/** The window of the count, the amounts, the buyers and the provinces. */
export const RECENT_DAYS = 180;
/** Months of the chart, this one included. */
export const CHART_MONTHS = 12;
export const BUYERS_LIMIT = 5;
/**
 * Matches one computation reads per kind and term: every match of the last 12 months for all
 * but an outsized keyword; past it the figures hold for the days read, as the page says.
 */
export const FULL_READ_CAP = 200_000;
const DAY_MS = 86_400_000;

/** One stored row: the figures of a keyword, or of a keyword in one province. */
export interface StoredFigures {
  recentCount: number;
  /** The oldest day every match was read from, when a cap stopped a read; else null. */
  since: string | null;
  amount: { median: number; min: number; max: number; count: number } | null;
  /** Matches per month (YYYY-MM) of the chart's months. */
  months: Record<string, number>;
  /** Top buyers of the last RECENT_DAYS days: [organisation id, records]. */
  buyers: [number, number][];
  /** Provinces of the last RECENT_DAYS days: [slug, records], most first. */
  provinces: [string, number][];
  newestAt: string | null;
}

const EMPTY: StoredFigures = {
  recentCount: 0,
  since: null,
  amount: null,
  months: {},
  buyers: [],
  provinces: [],
  newestAt: null,
};

/** The first day of the chart's months. */
export const chartFrom = (now: Date) => `${lastMonths(now, CHART_MONTHS)[0]}-01`;

function figuresOf(all: readonly Match[], since: string | null, now: Date): StoredFigures {
  const recentFrom = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
  const recent = all.filter((m) => m.publishedAt >= recentFrom);
  const amounts = recent.map((m) => m.amountWan).filter((a): a is number => a !== null && a > 0);
  const mid = median(amounts);
  return {
    recentCount: recent.length,
    since,
    amount:
      mid === null
        ? null
        : {
            median: mid,
            min: amounts.reduce((a, b) => Math.min(a, b)),
            max: amounts.reduce((a, b) => Math.max(a, b)),
            count: amounts.length,
          },
    months: Object.fromEntries(countBy(all, (m) => m.publishedAt.slice(0, 7))),
    buyers: [...countBy(recent, (m) => (m.ownerOrgId === null ? null : String(m.ownerOrgId)))]
      .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
      .slice(0, BUYERS_LIMIT)
      .map(([id, count]) => [Number(id), count]),
    provinces: [...countBy(recent, (m) => m.province)].sort(
      (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
    ),
    newestAt: all.reduce<string | null>(
      (a, m) => (a === null || m.publishedAt > a ? m.publishedAt : a),
      null,
    ),
  };
}

/**
 * Computes a keyword's rows (whole and each province with matches) and stores them in place of
 * the old; `changed` says whether any figure differs from the rows it replaced.
 */
export async function computeKeywordFigures(
  db: RawSql,
  keyword: KeywordEntry,
  now = new Date(),
): Promise<{ rows: Map<string, StoredFigures>; changed: boolean }> {
  const old = await db.query<{ province: string; figures: string }>(
    sql`SELECT province, figures FROM keyword_figures WHERE slug = ${keyword.slug}`,
  );
  const parts = await Promise.all(
    KINDS.map((kind) => matchesOf(db, kind, keyword, undefined, chartFrom(now), FULL_READ_CAP)),
  );
  const all = parts.flatMap((p) => p.rows);
  const since = parts.reduce<string | null>((s, p) => (p.since && (!s || p.since > s) ? p.since : s), null);
  const byProvince = new Map<string, Match[]>();
  for (const m of all) byProvince.set(m.province, [...(byProvince.get(m.province) ?? []), m]);
  const rows = new Map<string, StoredFigures>([['', figuresOf(all, since, now)]]);
  for (const [province, matches] of byProvince) rows.set(province, figuresOf(matches, since, now));
  const at = now.toISOString();
  const values = [...rows].map(
    ([province, f]) => sql`(${keyword.slug}, ${province}, ${JSON.stringify(f)}, ${at})`,
  );
  await db.query(sql`DELETE FROM keyword_figures WHERE slug = ${keyword.slug}`);
  for (let i = 0; i < values.length; i += 200)
    await db.query(
      sql`INSERT INTO keyword_figures (slug, province, figures, computed_at) VALUES ${sql.join(values.slice(i, i + 200), sql`, `)}
        ON CONFLICT (slug, province) DO UPDATE SET figures = excluded.figures, computed_at = excluded.computed_at`,
    );
  const before = new Map(old.map((r) => [r.province, r.figures]));
  const changed =
    before.size !== rows.size || [...rows].some(([p, f]) => before.get(p) !== JSON.stringify(f));
  return { rows, changed };
}

/**
 * A keyword's stored figures for `province` (undefined: the whole keyword), as stored, whatever
 * day they were computed (the `keywordFigures` job keeps them current). Only a keyword with no
 * row at all (created before its job ran) is computed here, once.
 */
export async function storedFigures(
  db: RawSql,
  keyword: KeywordEntry,
  province: string | undefined,
  now = new Date(),
): Promise<StoredFigures> {
  const key = province ?? '';
  const rows = await db.query<{ province: string; figures: string }>(
    sql`SELECT province, figures FROM keyword_figures
      WHERE slug = ${keyword.slug} AND province IN ${[...new Set(['', key])]}`,
  );
  if (!rows.some((r) => r.province === ''))
    return (await computeKeywordFigures(db, keyword, now)).rows.get(key) ?? EMPTY;
  const own = rows.find((r) => r.province === key);
  return own ? (JSON.parse(own.figures) as StoredFigures) : EMPTY;
}

/** Every keyword's stored whole-keyword row, by slug, in one read (the sitemap): none is computed. */
export async function allWholeFigures(db: RawSql): Promise<Map<string, StoredFigures>> {
  const rows = await db.query<{ slug: string; figures: string }>(
    sql`SELECT slug, figures FROM keyword_figures WHERE province = ''`,
  );
  return new Map(rows.map((r) => [r.slug, JSON.parse(r.figures) as StoredFigures]));
}

/**
 * Recomputes the figures of these keywords (all of them without `slugs`), one keyword at a time
 * through the keyword index: the bulk loader's call after a load (no server, no cache to expire).
 */
export async function rebuildKeywordFigures(
  db: RawSql,
  slugs?: readonly string[],
  now = new Date(),
): Promise<number> {
  const wanted = slugs && new Set(slugs);
  const keywords = (await listKeywords()).filter((k) => !wanted || wanted.has(k.slug));
  const startedAt = new Date().toISOString();
  for (const keyword of keywords) await computeKeywordFigures(db, keyword, now);
  // Their marks are done with, unless made during the rebuild (./refresh.ts).
  const done = keywords.map((k) => k.slug);
  for (let i = 0; i < done.length; i += 200)
    await db.query(
      sql`DELETE FROM keyword_figures_stale WHERE slug IN ${done.slice(i, i + 200)} AND marked_at <= ${startedAt}`,
    );
  return keywords.length;
}
