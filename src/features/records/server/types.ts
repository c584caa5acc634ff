/** What the reads of `server/` take: the listing filters. The DTOs they return are in schemas/dto.ts. */
import type { Locale } from '@/i18n/routing';
import type { PageQuery } from '@/schemas/dto';

/** Filters every listing takes (keyword, amount and date ranges: docs/search.md). */
export interface CommonFilter extends PageQuery {
  /** Locale of the titles and owners (zh when absent or when a row has no English). */
  locale?: Locale;
  industry?: string;
  province?: string;
  /** Whitespace-separated terms; a title must contain each. */
  keyword?: string;
  /** Amount range in 万元, inclusive. */
  amountMin?: number;
  amountMax?: number;
  /** Publication date range, YYYY-MM-DD (UTC days), inclusive. */
  publishedFrom?: string;
  publishedTo?: string;
  /**
   * Record ids in (afterId, throughId]: what arrived since an alert's last digest (docs/backend.md,
   * 'Saved-search alerts').
   */
  afterId?: number;
  throughId?: number;
  /** false: `total` is only the number of rows read (the digest needs no count, which costs most). */
  withTotal?: boolean;
}

export interface ProjectFilter extends CommonFilter {
  categoryCode?: number;
  stage?: string;
}

export interface TenderFilter extends CommonFilter {
  noticeCode?: number;
  free?: boolean;
}

export type { Locale };
