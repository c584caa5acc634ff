import type { RecordKind } from '@/catalog/routes';

/** Cache tags of the cached reads in `server/`; collection hooks revalidate them on save. */
export const CACHE_TAGS = {
  customerCases: 'samples',
  caseTypes: 'sample-types',
  banners: 'banners',
  brands: 'brands',
  help: 'help',
  honours: 'honours',
  dataTiles: 'data-tiles',
  teaserTotals: 'teaser-totals',
  marketStats: 'market-stats',
  /** The keyword list: the directory, the home page's featured keywords, related keywords. */
  keywords: 'keywords',
  /** Any keyword's stored figures: the keyword sitemap (the `keywordFigures` job expires it). */
  keywordFigures: 'keyword-figures',
  /** The most active buyers and winners (src/server/organisations/active.ts). */
  activeOrganisations: 'active-orgs',
} as const;

/** The tag of one project's or tender's own page (its detail read), by its provider id. */
export type RecordTag = `record:${RecordKind}:${string}`;

/** The tag of one keyword's landing pages (every province), by its slug. */
export type KeywordTag = `keyword:${string}`;

/** One tag per keyword, so an operator's save expires that keyword's pages and no others. */
export function keywordTag(slug: string): KeywordTag {
  return `keyword:${slug}`;
}

/** Whether a string names a keyword's tag (accepted by the signed expiry route, for the figures job). */
export const KEYWORD_TAG_PATTERN = /^keyword:[a-z0-9-]{1,80}$/;

/** The tag of one organisation's page (its detail read and feed), by its public id. */
export type OrgTag = `org:${string}`;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS] | RecordTag | KeywordTag | OrgTag;

/**
 * One tag per record, so an import, an edit or a withdrawal expires the pages of the records it
 * touched and no others (product D2.2, 'A page per record'). Kept short of Next's 256-character tag limit:
 * ids are ≤ 64.
 */
export function recordTag(kind: RecordKind, sourceId: string): RecordTag {
  return `record:${kind}:${sourceId}`;
}

/** Whether a string names a record's tag (the signed expiry route accepts these beside CACHE_TAGS). */
export const RECORD_TAG_PATTERN = /^record:(projects|tenders):[A-Za-z0-9._:-]{1,64}$/;

/**
 * One tag per organisation, so a record's change expires the pages of the organisations it names
 * and no others (docs/organisations.md). Public ids are 10 base32 characters.
 */
export function orgTag(publicId: string): OrgTag {
  return `org:${publicId}`;
}

/** Whether a string names an organisation's tag (accepted by the signed expiry route like record tags). */
export const ORG_TAG_PATTERN = /^org:[a-z2-7]{10}$/;

/** The market statistics aggregate whole tables, so they are kept longer; saves still expire them. */
export const MARKET_STATS_MAX_AGE_SECONDS = 3600;
