/** What the generator yields (product D2.2) and the options it takes: the seed and the dating window. */
import { type ProjectStage } from '@/catalog';

/**
 * What every generated record has. Slugs of province, region (consistent with the province) and
 * industry; `city` the prefecture-level city (长沙市) and `cityEn` its English name; amount in
 * 10k CNY (integer); ISO date-times (UTC); contacts already masked ('王**', '138****5621').
 * `title`, `owner` and `summary` are Chinese, the `…En` fields their English.
 */
export interface GeneratedRecord {
  title: string;
  titleEn: string;
  province: string;
  region: string;
  city: string;
  cityEn: string;
  industry: string;
  amountWan: number;
  publishedAt: string;
  owner: string;
  ownerEn: string;
  contactName: string;
  contactPhone: string;
  /** A few plain sentences built from the record's own facts. */
  summary: string;
  summaryEn: string;
}

/** A generated project; `startDate` (midnight China time) follows publication, null in early stages. */
export interface GeneratedProject extends GeneratedRecord {
  categoryCode: number;
  stage: ProjectStage;
  startDate: string | null;
  /** The stages it went through before this one, oldest first, each with the day it entered it. */
  stageHistory: { stage: ProjectStage; at: string }[];
}

/**
 * A generated tender; the "free tender" tab is noticeCode 154 with free true. `deadline` is the
 * bid deadline (null for award notices); `agency` the tendering agency, null when the owner
 * tenders itself.
 */
export interface GeneratedTender extends GeneratedRecord {
  noticeCode: number;
  free: boolean;
  deadline: string | null;
  agency: string | null;
  agencyEn: string | null;
  /** 招标编号 shared by the 2-4 notices of a procurement (60 % of tenders), else null. */
  processId: string | null;
  /** The project (`demo-p-<n>`) half of the procurements belong to, else null. */
  projectSourceId: string | null;
  /** Award notices: the winner, the amount won (≤ the budget) and the ranked candidates. */
  winner: string | null;
  winnerEn: string | null;
  winAmountWan: number | null;
  candidates: string | null;
}

export interface GeneratorOptions {
  seed?: number;
  /** Records are dated within the `spanDays` before this instant, never after it. */
  endDate?: Date;
  /** Length of the dating window in days (a fraction is fine): (endDate − spanDays, endDate]. */
  spanDays?: number;
  /** Index of the first record in the seed's infinite stream. */
  startIndex?: number;
}

export const DEFAULT_SEED = 1;
/** Midnight 2026-11-01 Beijing time, so default output is stable. */
export const DEFAULT_END_DATE = new Date('2026-11-01T00:00:00+08:00');
export const DATE_SPAN_DAYS = 365;
