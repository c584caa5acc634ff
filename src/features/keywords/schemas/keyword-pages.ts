/**
 * What the keyword pages and the directory render (docs/seo.md, 'Keyword pages'): the DTOs
 * src/server/keywords/ reads and src/components/pages/keywords/ shows.
 */
import type { RecordKind } from '@/catalog/routes';

/** A keyword of the directory and the landing pages (one type with the related-keywords matching). */
export type { KeywordEntry } from '@/features/keywords/text/related-keywords';

export interface KeywordRecord {
  kind: RecordKind;
  sourceId: string;
  title: string;
  province: string;
  amountWan: number | null;
  publishedAt: string;
}

export interface KeywordFigures {
  keyword: { slug: string; name: string; nameZh: string; nameEn: string; synonyms: readonly string[] };
  /** The province slug of a province page. */
  province?: string;
  /** Records in the last RECENT_DAYS days; a lower bound when `recentAtLeast`. */
  recentCount: number;
  recentAtLeast: boolean;
  indexable: boolean;
  amount: { median: number; min: number; max: number; count: number } | null;
  /** Rows the amounts and buyers were taken from, when a cap left some out. */
  sampled: number | null;
  /** Months of the chart, oldest first; `count` null before the covered days. */
  months: { month: string; count: number | null }[];
  newest: KeywordRecord[];
  buyers: { id: string; name: string; count: number }[];
  /** Provinces with records in the last RECENT_DAYS days, most first. */
  provinces: { slug: string; count: number }[];
  related: { slug: string; name: string }[];
  updatedAt: string;
}
