/**
 * DTOs that `server/` (the only code touching the database) returns: the API route handlers
 * wrap them in the spec's envelope; pages and components render them. Types only, so any
 * layer may import them.
 */
import type { z } from 'zod';
import type { RecordKind } from '@/catalog/routes';
import type { BiddingCategoryKey, RegionSlug } from '@/catalog';
import type { RecordConnections } from './organisations';
import type { HomeLive } from './home-live';
import type { RecordLink } from './record-link';
import type * as R from './responses';

export type { RecordLink } from './record-link';

/** A page of a listing: `pagedOf`'s shape with the item type filled in. */
export type Paged<T> = Omit<z.infer<ReturnType<typeof R.pagedOf>>, 'list'> & { list: T[] };

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

// The DTOs the endpoints answer are the zod response schemas' types, so they cannot drift.

/** A home case tab: an industry that has cases. */
export type IndustryTab = z.infer<typeof R.industryTabSchema>;
/** Customer case / testimonial (product §3 sample entity), localized for one locale; `content` is sanitized HTML. */
export type CustomerCaseDTO = z.infer<typeof R.customerCaseSchema>;
export type CaseTypeDTO = z.infer<typeof R.caseTypeSchema>;
export type BannerDTO = z.infer<typeof R.bannerSchema>;
export type BrandDTO = z.infer<typeof R.brandSchema>;
export type HelpTypeDTO = z.infer<typeof R.helpTypeSchema>;
export type HelpEntryDTO = z.infer<typeof R.helpEntrySchema>;
/** Teaser row of a project listing; contact fields are masked. */
export type ProjectTeaser = z.infer<typeof R.projectTeaserSchema>;
export type TenderTeaser = z.infer<typeof R.tenderTeaserSchema>;
/** The trial form's code request answer: the client waits `resendAfterSeconds` before another. */
export type CodeSent = z.infer<typeof R.codeSentSchema>;

// Pages only (no endpoint answers them, so no response schema).

export interface HonourDTO {
  id: number;
  imageUrl: string;
  text: string;
  year: string;
}

export type CaseKind = 'case' | 'review';

/** What the sitemap needs of one visible customer case or testimonial. */
export interface SitemapCase {
  id: number;
  kind: CaseKind | null;
  /** ISO date-time of the last save. */
  updatedAt: string;
}

export interface DataTileDTO {
  id: number;
  figureKey: string;
  number: string;
  unit: string;
  title: string;
  description: string;
}

/** What the home page shows from the database: its first case tab is rendered on the server. */
export interface HomeContent {
  banners: BannerDTO[];
  tiles: DataTileDTO[];
  industries: IndustryTab[];
  /** The first page of cases of the first industry tab (none when no industry has cases). */
  firstCases: CustomerCaseDTO[];
  /** Today's new records and featured keywords (src/features/records/server/home-live.ts). */
  live: HomeLive;
}

/** The four market statistics of /marketService (src/features/market/server/market-stats.ts). */
export interface MarketStats {
  /** New projects per calendar month (UTC) by publish date, oldest first; `month` is YYYY-MM. */
  monthly: { month: string; count: number }[];
  /** Projects per region, in the catalog's order of the seven regions. */
  regions: { region: RegionSlug; count: number }[];
  /** Industries by summed amount (万元), largest first. */
  industries: { industry: string; amountWan: number; count: number }[];
  /** Tenders per notice type (the tabs of the tender pages), in the catalog's order. */
  notices: { kind: BiddingCategoryKey; count: number }[];
}

/** A project's or tender's own page (product D2.2): every field it shows, in one locale; contacts masked. */
export interface RecordDetail {
  kind: RecordKind;
  sourceId: string;
  title: string;
  province: string;
  city: string;
  industry: string;
  amountWan: number;
  publishedAt: string;
  /** ISO date-time of the row's last change (the sitemap's lastmod, the feed's updated). */
  updatedAt: string;
  owner: string;
  summary: string;
  contactName: string;
  contactPhone: string;
  /** Projects: the stage and its start date (ISO, or ''). */
  stage?: string;
  startDate?: string;
  /** Tenders: the notice code, the free-tender mark, the bid deadline (ISO, or '') and the agency. */
  noticeCode?: number;
  free?: boolean;
  deadline?: string;
  agency?: string;
  /** Organisations, the procurement's timeline, the award, the project's tenders and stages. */
  connections: RecordConnections;
}

/** What a withdrawn record's page still says (the `withdrawals` row). */
export interface WithdrawnRecord {
  kind: RecordKind;
  sourceId: string;
  title: string;
  province: string | null;
  industry: string | null;
  withdrawnAt: string;
}

/** A record's page: the record and its related ones, the withdrawal notice, or nothing (404). */
export type RecordPage =
  | { state: 'live'; record: RecordDetail; related: RecordLink[] }
  | { state: 'withdrawn'; withdrawal: WithdrawnRecord }
  | { state: 'missing' };
