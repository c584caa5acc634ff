/**
 * A keyword's landing page (docs/seo.md, 'Keyword pages'): its figures, maintained on publish
 * (`keyword_figures`, ./figures.ts), read as one row by its key as stored (the `keywordFigures`
 * job refreshes it, ./refresh.ts), and its 20 newest records read
 * through the keyword index the search uses (docs/search.md), 20 entries per kind and term. No
 * scan per view. One cached read per keyword, province and locale, under the keyword's tag and
 * the listings' (an import or a withdrawal expires it).
 */
import { findProvince } from '@/catalog/regions';
import type { KeywordFigures, KeywordRecord } from '@/features/keywords/schemas/keyword-pages';
import { CACHE_TAGS, keywordTag } from '@/routing/cache-tags';
import { lastMonths } from '@/features/keywords/text/keyword-figures';
import { cachedRead } from '@/server/cache';
import { type RawSql, getPageSql } from '@/server/db';
import { relatedKeywords } from './links';
import { orgRefs } from '@/features/organisations';
import { localizedTitles } from '@/features/records';
import type { Locale } from '@/i18n/routing';
import { CHART_MONTHS, RECENT_DAYS, chartFrom, storedFigures } from './figures';
import { findKeyword } from './list';
import { KINDS, type Match, matchesOf } from './matches';

export { BUYERS_LIMIT, CHART_MONTHS, RECENT_DAYS } from './figures';
/** A page is indexable with at least this many records in the last RECENT_DAYS days. */
export const KEYWORD_INDEXABLE_MIN = 10;
export const NEWEST_LIMIT = 20;
export const RELATED_LIMIT = 12;

/** The figures of a keyword (and province), or null for an unknown keyword or province. */
export async function readKeywordFigures(
  slug: string,
  province: string | undefined,
  locale: Locale,
  now = new Date(),
): Promise<KeywordFigures | null> {
  const keyword = await findKeyword(slug);
  if (!keyword || (province && !findProvince(province))) return null;
  const db = await getPageSql();
  const from = chartFrom(now);
  const [stored, ...newestParts] = await Promise.all([
    storedFigures(db, keyword, province, now),
    ...KINDS.map((kind) => matchesOf(db, kind, keyword, province, from, NEWEST_LIMIT)),
  ]);
  const newest = newestParts
    .flatMap((p) => p.rows)
    .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id)
    .slice(0, NEWEST_LIMIT);
  const [refOf, titles, related] = await Promise.all([
    orgRefs(
      db,
      stored.buyers.map(([id]) => id),
      locale,
    ),
    titlesOf(db, newest, locale),
    // The listings' and the search's rule (src/features/keywords/text/related-keywords.ts), the keyword's names as the query.
    relatedKeywords(locale, { keyword }, RELATED_LIMIT),
  ]);
  const { since } = stored;
  const recentFrom = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const name = locale === 'en' ? keyword.nameEn : keyword.nameZh;
  return {
    keyword: { slug, name, nameZh: keyword.nameZh, nameEn: keyword.nameEn, synonyms: keyword.synonyms },
    province,
    recentCount: stored.recentCount,
    recentAtLeast: since !== null && since > recentFrom,
    indexable: stored.recentCount >= KEYWORD_INDEXABLE_MIN,
    amount: stored.amount,
    sampled: since === null ? null : stored.recentCount,
    months: lastMonths(now, CHART_MONTHS).map((month) => ({
      month,
      // A month that began before the covered days is only partly read: no figure.
      count: since !== null && `${month}-01` < since.slice(0, 10) ? null : (stored.months[month] ?? 0),
    })),
    newest: newest.map((m) => ({
      kind: m.kind,
      sourceId: m.sourceId,
      title: titles.get(`${m.kind}:${m.id}`) ?? '',
      province: m.province,
      amountWan: m.amountWan,
      publishedAt: m.publishedAt,
    })),
    buyers: stored.buyers.flatMap(([id, count]) => {
      const ref = refOf(id);
      return ref ? [{ ...ref, count }] : [];
    }),
    provinces: stored.provinces.map(([p, count]) => ({ slug: p, count })).filter((p) => findProvince(p.slug)),
    related,
    updatedAt: stored.newestAt ?? newest[0]?.publishedAt ?? now.toISOString(),
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

export type { KeywordFigures, KeywordRecord };
