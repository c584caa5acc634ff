import { PAGE_REVALIDATE_SECONDS } from './page-cache';

/** Cache tags of the cached reads in `server/`; collection hooks revalidate them on save. */
export const CACHE_TAGS = {
  samples: 'samples',
  sampleTypes: 'sample-types',
  banners: 'banners',
  brands: 'brands',
  help: 'help',
  honours: 'honours',
  dataTiles: 'data-tiles',
  teaserTotals: 'teaser-totals',
  marketStats: 'market-stats',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * Seconds after which a cached read is refreshed anyway, so instances that missed a save converge:
 * as long as a page lives.
 */
export const CACHE_MAX_AGE_SECONDS = PAGE_REVALIDATE_SECONDS;

/** The market statistics aggregate whole tables, so they are kept longer; saves still expire them. */
export const MARKET_STATS_MAX_AGE_SECONDS = 3600;
