/**
 * A keyword's landing page (docs/seo.md, 'Keyword pages'): its figures from the keyword index the
 * search uses (docs/search.md), read with a cap. Per record kind and per term (the name and each
 * synonym) one plan reads the newest KEYWORD_SAMPLE_CAP matches of the last 12 months, newest
 * first; the figures are computed from those rows. When a plan hit the cap, the figures hold
 * exactly for the days it covered (every match newer than its oldest row was read): the count
 * then reads 'at least', the chart shows the covered months only, and the amounts and buyers are
 * those of the rows read. Never a scan per view: a miss reads at most
 * 2 kinds × terms × cap index entries and rows. One cached read per keyword, province and locale,
 * under the keyword's tag and the listings' (an import or a withdrawal expires it).
 */
import { findProvince } from '@/catalog/regions';
import type { KeywordFigures, KeywordRecord } from '@/schemas/keyword-pages';
import type { RecordKind } from '@/catalog/routes';
import { CACHE_TAGS, keywordTag } from '@/routing/cache-tags';
import { lastMonths, median } from '@/text/keyword-figures';
import { searchTerms } from '@/text/search-text';
import { cachedRead } from '../cache';
import { relatedKeywords } from '../keyword-links';
import { type RawSql, getRawSql, isoDate } from '../db';
import { orgRefs } from '../organisations/refs';
import { keywordPlan, localizedTitles } from '../teasers';
import type { Locale } from '../types';
import { type KeywordEntry, findKeyword } from './list';

/**
 * Matches read per kind and term: exact figures for most keywords (the generator's busiest has
 * about 1,400 a year at 20,000 + 20,000 rows), a bounded read for the largest (docs/seo.md).
 */
export const KEYWORD_SAMPLE_CAP = 500;
/** Matches per kind and term the sitemap reads to tell the indexable pages (KEYWORD_INDEXABLE_MIN and up). */
const SITEMAP_SAMPLE_CAP = 100;
/** The window of the count, the amounts, the buyers and the provinces. */
export const RECENT_DAYS = 180;
/** Months of the chart, this one included. */
export const CHART_MONTHS = 12;
/** A page is indexable with at least this many records in the last RECENT_DAYS days. */
export const KEYWORD_INDEXABLE_MIN = 10;
export const NEWEST_LIMIT = 20;
export const BUYERS_LIMIT = 5;
export const RELATED_LIMIT = 12;

const KINDS: RecordKind[] = ['projects', 'tenders'];
const DAY_MS = 86_400_000;

interface MatchRow {
  id: number;
  source_id: string;
  province: string;
  amount_wan: number | string | null;
  published_at: unknown;
  owner_org_id: number | null;
}

interface Match {
  kind: RecordKind;
  id: number;
  sourceId: string;
  province: string;
  amountWan: number | null;
  publishedAt: string;
  ownerOrgId: number | null;
}

/** The matches of one kind: each term's newest, merged; `since` is the oldest day they cover whole. */
async function matchesOf(
  db: RawSql,
  kind: RecordKind,
  keyword: KeywordEntry,
  province: string | undefined,
  from: string,
  cap = KEYWORD_SAMPLE_CAP,
): Promise<{ rows: Match[]; since: string | null }> {
  const names = [...new Set([keyword.nameZh, ...keyword.synonyms])].filter((n) => searchTerms(n).length);
  const byId = new Map<number, Match>();
  let since: string | null = null;
  const reads = await Promise.all(
    names.map(async (name) => {
      const plan = keywordPlan(db, {
        table: kind,
        columns: 'id, source_id, province, amount_wan, published_at, owner_org_id',
        terms: searchTerms(name),
        conditions: { equalities: province ? [{ column: 'province', value: province }] : [], from },
      });
      const rows = (await plan.rows(cap, 0)) as unknown as MatchRow[];
      return { rows, all: (await plan.seen()) !== undefined };
    }),
  );
  for (const { rows, all } of reads) {
    for (const r of rows) {
      byId.set(Number(r.id), {
        kind,
        id: Number(r.id),
        sourceId: String(r.source_id),
        province: r.province,
        amountWan: r.amount_wan === null ? null : Number(r.amount_wan),
        publishedAt: isoDate(r.published_at),
        ownerOrgId: r.owner_org_id === null ? null : Number(r.owner_org_id),
      });
    }
    if (!all && rows.length) {
      const oldest = isoDate(rows[rows.length - 1].published_at);
      if (!since || oldest > since) since = oldest;
    }
  }
  return { rows: [...byId.values()], since };
}

function countBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) {
    const k = key(item);
    if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/** The figures of a keyword (and province), or null for an unknown keyword or province. */
export async function readKeywordFigures(
  slug: string,
  province: string | undefined,
  locale: Locale,
  now = new Date(),
): Promise<KeywordFigures | null> {
  const keyword = await findKeyword(slug);
  if (!keyword || (province && !findProvince(province))) return null;
  const db = await getRawSql();
  const months = lastMonths(now, CHART_MONTHS);
  const from = `${months[0]}-01`;
  const recentFrom = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
  const parts = await Promise.all(KINDS.map((kind) => matchesOf(db, kind, keyword, province, from)));
  const all = parts
    .flatMap((p) => p.rows)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
  // Every match on or after `since` was read (a capped plan read all matches newer than its last row).
  const since = parts.reduce<string | null>((s, p) => (p.since && (!s || p.since > s) ? p.since : s), null);
  const recent = all.filter((m) => m.publishedAt >= recentFrom);
  const amounts = recent.map((m) => m.amountWan).filter((a): a is number => a !== null && a > 0);
  const mid = median(amounts);
  const perMonth = countBy(all, (m) => m.publishedAt.slice(0, 7));
  const buyerCounts = [...countBy(recent, (m) => (m.ownerOrgId === null ? null : String(m.ownerOrgId)))]
    .sort((a, b) => b[1] - a[1] || Number(a[0]) - Number(b[0]))
    .slice(0, BUYERS_LIMIT);
  const [refOf, titles] = await Promise.all([
    orgRefs(
      db,
      buyerCounts.map(([id]) => Number(id)),
      locale,
    ),
    titlesOf(db, all.slice(0, NEWEST_LIMIT), locale),
  ]);
  const recentAtLeast = since !== null && since > recentFrom;
  const name = locale === 'en' ? keyword.nameEn : keyword.nameZh;
  return {
    keyword: { slug, name, nameZh: keyword.nameZh, nameEn: keyword.nameEn, synonyms: keyword.synonyms },
    province,
    recentCount: recent.length,
    recentAtLeast,
    indexable: recent.length >= KEYWORD_INDEXABLE_MIN,
    amount:
      mid === null
        ? null
        : { median: mid, min: Math.min(...amounts), max: Math.max(...amounts), count: amounts.length },
    sampled: since === null ? null : recent.length,
    months: months.map((month) => ({
      month,
      // A month that began before the covered days is only partly read: no figure.
      count: since !== null && `${month}-01` < since.slice(0, 10) ? null : (perMonth.get(month) ?? 0),
    })),
    newest: all.slice(0, NEWEST_LIMIT).map((m) => ({
      kind: m.kind,
      sourceId: m.sourceId,
      title: titles.get(`${m.kind}:${m.id}`) ?? '',
      province: m.province,
      amountWan: m.amountWan,
      publishedAt: m.publishedAt,
    })),
    buyers: buyerCounts.flatMap(([id, count]) => {
      const ref = refOf(Number(id));
      return ref ? [{ ...ref, count }] : [];
    }),
    provinces: [...countBy(recent, (m) => m.province)]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([p, count]) => ({ slug: p, count }))
      .filter((p) => findProvince(p.slug)),
    // The listings' and the search's rule (src/text/related-keywords.ts), the keyword's names as the query.
    related: await relatedKeywords(locale, { keyword }, RELATED_LIMIT),
    updatedAt: all[0]?.publishedAt ?? now.toISOString(),
  };
}

async function titlesOf(db: RawSql, rows: Match[], locale: Locale): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  await Promise.all(
    KINDS.map(async (kind) => {
      const ids = rows.filter((r) => r.kind === kind).map((r) => r.id);
      if (!ids.length) return;
      for (const [id, title] of await localizedTitles(db, kind, ids, locale)) out.set(`${kind}:${id}`, title);
    }),
  );
  return out;
}

/** The cached read of a landing page: under the keyword's tag and the listings' (imports, withdrawals). */
export const getKeywordFigures = cachedRead<[string, string | undefined, Locale], KeywordFigures | null>(
  'keyword-page',
  (slug) => [keywordTag(slug), CACHE_TAGS.teaserTotals, CACHE_TAGS.keywords],
  (slug, province, locale) => readKeywordFigures(slug, province, locale),
);

/**
 * How far a keyword reaches in the last RECENT_DAYS days, for the sitemap: its count and its
 * provinces' counts from at most SITEMAP_SAMPLE_CAP matches per kind and term. Lower bounds of
 * what the pages count (a page reads at least as many of its own matches), so a page this finds
 * at KEYWORD_INDEXABLE_MIN or more is indexable; a province it undercounts waits for its own
 * page's crawl.
 */
export async function readKeywordReach(
  keyword: KeywordEntry,
  now = new Date(),
): Promise<{ count: number; provinces: { slug: string; count: number }[]; updatedAt: string }> {
  const db = await getRawSql();
  const from = new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString();
  const parts = await Promise.all(
    KINDS.map((kind) => matchesOf(db, kind, keyword, undefined, from.slice(0, 10), SITEMAP_SAMPLE_CAP)),
  );
  const recent = parts.flatMap((p) => p.rows).filter((m) => m.publishedAt >= from);
  const newest = recent.reduce((a, m) => (m.publishedAt > a ? m.publishedAt : a), '');
  return {
    count: recent.length,
    provinces: [...countBy(recent, (m) => m.province)].map(([slug, count]) => ({ slug, count })),
    updatedAt: newest || now.toISOString(),
  };
}

export type { KeywordFigures, KeywordRecord };
