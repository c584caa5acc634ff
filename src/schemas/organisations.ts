/**
 * What pages read about organisations (buyers, agencies, winners, candidates) and about the life of
 * a procurement (docs/organisations.md). The reads in `src/features/organisations/server/` return these;
 * components render them and read nothing else.
 */
import type { RecordLink } from './record-link';
import type { RecordKind } from '@/catalog/routes';

/** The roles an organisation plays on records: 业主 (buyer), 代理 (agency), 中标 (winner), 候选 (candidate). */
export type OrgRole = 'owner' | 'agency' | 'winner' | 'candidate';

/** A link to an organisation's page: its public id (`/connections/detail?id=`) and its name in the locale. */
export interface OrganisationRef {
  id: string;
  name: string;
}

/** One role's records in one year (China time): how many, and their amounts in 万元. */
export interface OrgYearFigure {
  year: number;
  role: Exclude<OrgRole, 'candidate'>;
  count: number;
  amountWan: number;
}

/** A share of an organisation's records by industry or province slug. */
export interface OrgShare {
  value: string;
  count: number;
}

/** An organisation it works with, and on how many records: a buyer's agencies and winners, a winner's buyers. */
export interface OrgPartner {
  org: OrganisationRef;
  relation: 'agency' | 'winner' | 'buyer';
  count: number;
}

/** One of its records, with the kind (for the link) and the role it played there. */
export interface OrgRecord extends RecordLink {
  kind: RecordKind;
  role: OrgRole;
}

/** One win: the award notice, the amount won (万元, null when not given) and the buyer. */
export interface OrgWin {
  tender: RecordLink;
  amountWan: number | null;
  buyer: OrganisationRef | null;
}

export interface OrganisationDetail {
  id: string;
  /** In the visitor's locale: the English name where the records give one, else the Chinese. */
  name: string;
  nameZh: string;
  nameEn: string | null;
  creditCode: string | null;
  /** Roles with at least one visible record, in this order: owner, agency, winner, candidate. */
  roles: OrgRole[];
  /** Visible records in any role; under 3 the page is `noindex, follow`. */
  recordCount: number;
  /** The last 5 calendar years (China time), oldest first, one row per year and role (zeros kept). */
  years: OrgYearFigure[];
  industries: OrgShare[];
  provinces: OrgShare[];
  /** The 20 newest records in any role. */
  newest: OrgRecord[];
  wins: OrgWin[];
  partners: OrgPartner[];
  /** The newest contact on its records, masked as on record pages. */
  contact: { name: string; phone: string; publishedAt: string } | null;
  /** ISO date-time of the newest change (the sitemap's lastmod, the feed's updated). */
  updatedAt: string;
}

/**
 * An organisation's page: the organisation, a merged one (301 to the survivor), one with no
 * visible record left (410), or no such id (404).
 */
export type OrganisationPage =
  | { state: 'live'; organisation: OrganisationDetail }
  | { state: 'merged'; into: string }
  | { state: 'gone'; name: string }
  | { state: 'missing' };

/** One notice of a procurement (招标编号, `processId`), oldest first. */
export interface ProcurementStep {
  sourceId: string;
  noticeCode: number;
  title: string;
  publishedAt: string;
}

/** An award or candidate notice's result: the winner, the amount won and the ranked candidates. */
export interface AwardResult {
  winner: OrganisationRef | null;
  amountWan: number | null;
  candidates: { rank: number; name: string; org: OrganisationRef | null }[];
}

/** A stage a project was seen in, with the date an import first moved it there. */
export interface StageStep {
  stage: string;
  firstSeenAt: string;
}

/** What links a record to organisations and to the other records of its procurement or project. */
export interface RecordConnections {
  owner: OrganisationRef | null;
  /** Tenders. */
  agency: OrganisationRef | null;
  /** Tenders: the procurement's number and every notice of it (this one included); [] without a number. */
  processId: string | null;
  timeline: ProcurementStep[];
  /** Tenders with a winner or candidates. */
  award: AwardResult | null;
  /** Tenders: the project this tender belongs to (`projectSourceId`), when it is live. */
  project: RecordLink | null;
  /** Projects: its tenders, newest first. */
  tenders: RecordLink[];
  /** Projects: each stage it has been in, oldest first. */
  stages: StageStep[];
}

/** A hit of the organisation name search, and an entry of the most-active lists. */
export interface OrganisationHit extends OrganisationRef {
  roles: OrgRole[];
  recordCount: number;
}
