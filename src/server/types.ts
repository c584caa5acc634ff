/**
 * DTOs returned by `server/` (the only code touching the database). The API route handlers
 * wrap them in the spec's envelope; pages render them directly.
 */
import type { Locale } from '@/i18n/routing';

export interface Paged<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export interface PageQuery {
  pageNo: number;
  pageSize: number;
}

/** A home case tab: an industry that has cases. */
export interface IndustryTab {
  id: number;
  industryId: string;
  industryName: string;
}

/** Customer case / testimonial (SPEC §3 sample entity), localized for one locale. */
export interface SampleDTO {
  id: number;
  createDate: string;
  modifyDate: string;
  isDelete: number;
  createUserName: string;
  createUser: string;
  sampleNo: string;
  sampleTypeId: number;
  sampleTypeName: string;
  companyName: string;
  imgAddress: string;
  /** Sanitized rich HTML. */
  content: string;
  sort: number;
  hangyeStr: string;
  hangyeIds: string;
  fileList: string[];
  logoUrl: string;
  backgroundUrl: string;
}

export interface SampleTypeDTO {
  id: number;
  name: string;
}

export interface BannerDTO {
  id: number;
  title: string;
  url: string;
  linkAddress: string;
}

export interface BrandDTO {
  id: number;
  name: string;
  logoUrl: string;
}

export interface HelpTypeDTO {
  id: number;
  key: string;
  name: string;
}

export interface HelpEntryDTO {
  id: number;
  key: string | null;
  typeId: number;
  title: string;
  content: string;
}

export interface HonourDTO {
  id: number;
  imageUrl: string;
  text: string;
  year: string;
}

export interface DataTileDTO {
  id: number;
  figureKey: string;
  number: string;
  unit: string;
  title: string;
  description: string;
}

/** Teaser row of a project listing; contact fields are masked. */
export interface ProjectTeaser {
  id: number;
  title: string;
  province: string;
  region: string;
  industry: string;
  categoryCode: number;
  stage: string;
  amountWan: number;
  publishedAt: string;
  owner: string;
  contactName: string;
  contactPhone: string;
}

export interface TenderTeaser {
  id: number;
  title: string;
  province: string;
  region: string;
  industry: string;
  noticeCode: number;
  free: boolean;
  amountWan: number;
  publishedAt: string;
  owner: string;
  contactName: string;
  contactPhone: string;
}

/** Filters every listing takes (issue 13 added keyword, amount and date ranges). */
export interface CommonFilter extends PageQuery {
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
