/**
 * Keyword figures maintained on publish (docs/seo.md, 'Keyword pages'): per keyword and province
 * ('' for the whole keyword) one row of `keyword_figures` holds the 180-day count, the amount
 * median and range, the 12 monthly counts, the top buyers and the provinces, as JSON. A keyword's
 * rows are computed together from one read of its matches of the last 12 months through the
 * keyword index (every match, up to FULL_READ_CAP per kind and term), grouped by province in
 * memory: on an import or ingest batch for the keywords its records match, on a keyword save,
 * by `rebuildKeywordFigures` (the bulk loader), and when a view finds them missing or computed on
 * an earlier day (the 180-day window moves daily). A view reads one row by its key.
 */
import { lastMonths, median } from '@/text/keyword-figures';
import { type RawSql, sql } from '../db';
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
/** Keywords a publish recomputes at once; a batch matching more leaves the rest to their next view. */
export const REFRESH_LIMIT = 10;

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

/** Computes a keyword's rows (whole and each province with matches) and stores them in place of the old. */
export async function computeKeywordFigures(
  db: RawSql,
  keyword: KeywordEntry,
  now = new Date(),
): Promise<Map<string, StoredFigures>> {
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
  return rows;
}

/**
 * A keyword's stored figures for `province` (undefined: the whole keyword), computed first when
 * the keyword has none or they were computed on an earlier day (UTC).
 */
export async function storedFigures(
  db: RawSql,
  keyword: KeywordEntry,
  province: string | undefined,
  now = new Date(),
): Promise<StoredFigures> {
  const key = province ?? '';
  const rows = await db.query<{ province: string; figures: string; computed_at: unknown }>(
    sql`SELECT province, figures, computed_at FROM keyword_figures
      WHERE slug = ${keyword.slug} AND province IN ${[...new Set(['', key])]}`,
  );
  const whole = rows.find((r) => r.province === '');
  const today = now.toISOString().slice(0, 10);
  if (!whole || new Date(String(whole.computed_at)).toISOString().slice(0, 10) !== today)
    return (await computeKeywordFigures(db, keyword, now)).get(key) ?? EMPTY;
  const own = rows.find((r) => r.province === key);
  return own ? (JSON.parse(own.figures) as StoredFigures) : EMPTY;
}

/** Recomputes the figures of these keywords (all of them without `slugs`): the bulk loader's and an import's call. */
export async function rebuildKeywordFigures(
  db: RawSql,
  slugs?: readonly string[],
  now = new Date(),
): Promise<number> {
  const wanted = slugs && new Set(slugs);
  const keywords = (await listKeywords()).filter((k) => !wanted || wanted.has(k.slug));
  for (const keyword of keywords) await computeKeywordFigures(db, keyword, now);
  return keywords.length;
}

/**
 * After a publish touching these keywords: up to REFRESH_LIMIT are recomputed now, the rest
 * forgotten (their next view computes them). Never fails the publish.
 */
export async function refreshKeywordFigures(db: RawSql, slugs: readonly string[]): Promise<void> {
  const unique = [...new Set(slugs)];
  if (!unique.length) return;
  await rebuildKeywordFigures(db, unique.slice(0, REFRESH_LIMIT));
  await forgetKeywordFigures(db, unique.slice(REFRESH_LIMIT));
}

/** Drops these keywords' rows: an operator's save or delete; their next view computes them. */
export async function forgetKeywordFigures(db: RawSql, slugs: readonly string[]): Promise<void> {
  if (slugs.length) await db.query(sql`DELETE FROM keyword_figures WHERE slug IN ${[...slugs]}`);
}
