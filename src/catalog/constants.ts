/** Business constants and timings (product §9). */
export const TIMINGS = {
  resizeThrottleMs: 200,
  headerDebounceMs: 300,
  loadingBarDurationMs: 5000,
  loadingBarTickMs: 100,
  loadingBarStartDelayMs: 200,
  pageLoadMinDisplayMs: 200,
  reloadGuardMs: 60000,
  carouselIntervalMs: 3000,
  countUpDurationMs: 2000,
  countUpTickMs: 30,
} as const;

export const LAYOUT = {
  desktopMinWidth: 1000,
  backToTopOffset: 140,
  scrollTriggerOffset: 200,
} as const;

export const HOME_CASES_PAGE_SIZE = 3;
/** Rows per page of a listing and of the search page. */
export const LISTING_PAGE_SIZE = 20;
/** A listing counts at most this many matching rows; pages beyond it are empty. */
export const LISTING_TOTAL_CAP = 10_000;
/**
 * A keyword listing's total counts its matches up to this many rows past the page's first: a
 * count reads a row per match (docs/search.md, 'Totals'), so a frequent term's first page counts
 * a thousand, not ten thousand, and each page further on counts as far again.
 */
export const KEYWORD_COUNT_AHEAD = 1_000;

/** The most a listing's total counts for the page starting at row `offset`. */
export function totalCap(offset: number, keyword: boolean): number {
  return keyword ? Math.min(LISTING_TOTAL_CAP, offset + KEYWORD_COUNT_AHEAD) : LISTING_TOTAL_CAP;
}

/**
 * Whether a total stopped at its cap, to be shown as 'N+'. A keyword total known whole (its
 * plan read every match) may pass the page's cap and is exact.
 */
export function isCappedTotal(total: number, offset: number, keyword: boolean): boolean {
  return total >= LISTING_TOTAL_CAP || total === totalCap(offset, keyword);
}

/** A listing or search `page` parameter: a positive integer of at most six digits. */
export const PAGE_NUMBER_PATTERN = /^[1-9]\d{0,5}$/;
const LOCALE_COOKIE_MAX_AGE_DAYS = 365;
export const LOCALE_COOKIE_MAX_AGE_SECONDS = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
export const DEFAULT_HOTLINE = '400-8161-360';
export const MOBILE_PHONE_PATTERN = /^1[3-9][0-9]{9}$/;

/** Sort values of customer cases: 99 for most, 100 for the featured one. */
export const CASE_SORT = { normal: 99, featured: 100 } as const;

export const HISTORY_PERIODS = ['2001-2009', '2010-2015', '2016-2020', '2021-2025'] as const;

/** Claimed figures of the copy (product §1); `value` is what the count-up animates to. */
export const CLAIMED_FIGURES = [
  { key: 'projectsPerYear', value: 220, unitKey: 'tenThousand' },
  { key: 'contacts', value: 120, unitKey: 'tenThousandPlus' },
  { key: 'enterpriseRecords', value: 60, unitKey: 'tenThousandPlus' },
  { key: 'biddingPerDay', value: 15, unitKey: 'tenThousandPlus' },
  { key: 'newsPerYear', value: 1, unitKey: 'hundredMillionPlus' },
  { key: 'largeCustomers', value: 2000, unitKey: 'plus' },
  { key: 'smeCustomers', value: 110000, unitKey: 'plus' },
  { key: 'successCases', value: 500, unitKey: 'plus' },
  { key: 'yearsOfData', value: 22, unitKey: 'years' },
  { key: 'procurementCycle', value: 6, unitKey: 'months', from: 3 },
  { key: 'projectStages', value: 8, unitKey: 'stages' },
  { key: 'earlierThanPeers', value: 70, unitKey: 'percent' },
  { key: 'exclusive', value: 50, unitKey: 'percent' },
] as const;

/** Certificates shown in the footer; each opens /imageView?type=<type>. */
export const CERTIFICATES = ['highTech', 'iso9001', 'iso27001', 'softwareCopyright'] as const;
export type CertificateType = (typeof CERTIFICATES)[number];

/** The honeypot field of the lead and alert forms (schemas/fields `honeypot`; forms/Honeypot). */
export const HONEYPOT_FIELD = 'website';
