/**
 * An import batch's organisations (docs/organisations.md, 'Upkeep'): the ones its records name, what
 * the records contribute to their figures, and the links written after the rows.
 */
import type { RecordKind } from '@/catalog/routes';
import type { ImportedProject, ImportedRecord, ImportedTender } from '@/features/imports/file/types';
import {
  type Contribution,
  type OrgName,
  applyContributions,
  candidateNames,
  procurementSiblings,
  recordStages,
  writeCandidates,
} from '@/features/organisations';
import type { RawSql } from '@/server/db';
import { chinaYear } from '@/text/china-time';
import { type KindSpec, type StoredRow, storedLinks } from './store-rows';

/** Other pages a batch changed: organisations (public ids), tenders and projects (source ids). */
export interface RelatedPages {
  orgs: string[];
  tenders: string[];
  projects: string[];
}

/** The organisation keys of each kind, in the order of `orgRoles`. */
export const FK_COLUMNS: Record<RecordKind, string[]> = {
  projects: ['owner_org_id'],
  tenders: ['owner_org_id', 'agency_org_id', 'winner_org_id'],
};

/** The organisations a record names in its roles (owner; agency, winner), null where none. */
export function orgRoles(r: ImportedRecord): (OrgName | null)[] {
  const owner: OrgName = { zh: r.owner.zh, en: r.owner.en, code: r.ownerCreditCode };
  if (!('noticeCode' in r)) return [owner];
  const named = (n: { zh: string | null; en: string | null }, code: string | null): OrgName | null =>
    n.zh ? { zh: n.zh, en: n.en, code } : null;
  return [owner, named(r.agency, r.agencyCreditCode), named(r.winner, r.winnerCreditCode)];
}

/** Every organisation a record names, candidates included. */
export function orgNames(r: ImportedRecord): OrgName[] {
  const roles = orgRoles(r).filter((n): n is OrgName => n !== null);
  if (!('noticeCode' in r)) return roles;
  return [...roles, ...candidateNames(r.candidates).map((zh) => ({ zh, en: null, code: null }))];
}

/** What a record, as written with the organisations `orgOf` found, contributes to the figures. */
function contributionOf(r: ImportedRecord, orgOf: (name: OrgName | null) => number | null): Contribution {
  const [owner, agency = null, winner = null] = orgRoles(r).map((n) => orgOf(n));
  const tender = 'noticeCode' in r ? r : null;
  return {
    year: chinaYear(r.publishedAt),
    publishedAt: r.publishedAt,
    industry: r.industry,
    province: r.province,
    amountWan: r.amountWan,
    winAmountWan: tender?.winAmountWan ?? null,
    owner,
    agency,
    winner,
    candidates: candidateNames(tender?.candidates)
      .map((zh) => orgOf({ zh, en: null, code: null }))
      .filter((o): o is number => o !== null),
  };
}

/**
 * The other pages a batch changed: the organisations whose figures moved, the notices sharing a
 * procurement with a changed tender (their timelines), the projects listing a changed tender.
 */
async function relatedPages(
  tx: RawSql,
  kind: RecordKind,
  orgs: string[],
  links: { processId?: string | null; projectSourceId?: string | null }[],
): Promise<RelatedPages> {
  if (kind !== 'tenders') return { orgs, tenders: [], projects: [] };
  const processIds = links.map((l) => l.processId).filter((p): p is string => Boolean(p));
  const projects = links.map((l) => l.projectSourceId).filter((p): p is string => Boolean(p));
  return { orgs, tenders: await procurementSiblings(tx, processIds), projects: [...new Set(projects)] };
}

/** What the written rows need once they exist: who they name. */
export interface WrittenBatch {
  /** The rows written, the inserted ones first. */
  written: { id: number; record: ImportedRecord }[];
  /** How many of `written` were inserted. */
  inserted: number;
  updates: { row: StoredRow; record: ImportedRecord }[];
  withdrawals: { row: StoredRow; record: ImportedRecord }[];
}

/**
 * After the rows: a tender's candidates or a project's stages, then the figures moved by the
 * difference between what the records contributed before (`before`) and now. Returns the other
 * pages that changed.
 */
export async function linkOrganisations(
  tx: RawSql,
  kind: RecordKind,
  spec: KindSpec<ImportedRecord>,
  { written, inserted, updates, withdrawals }: WrittenBatch,
  before: Iterable<Contribution>,
  orgOf: (name: OrgName | null) => number | null,
  at: string,
): Promise<RelatedPages> {
  if (kind === 'tenders') {
    await writeCandidates(tx, [
      ...written.map(({ id, record }, i) => ({
        tenderId: id,
        fresh: i < inserted,
        names: candidateNames((record as ImportedTender).candidates),
        orgOf: (zh: string) => orgOf({ zh, en: null, code: null }),
        publishedAt: record.publishedAt,
      })),
      ...withdrawals.map((w) => ({ tenderId: w.row.id, names: [], orgOf: () => null })),
    ]);
  } else {
    await recordStages(
      tx,
      written.map(({ record }) => ({
        sourceId: record.sourceId,
        stage: (record as ImportedProject).stage,
        at,
      })),
    );
  }
  // What the written rows contribute now, from the records themselves (no read back).
  const after = written.map(({ record }) => contributionOf(record, orgOf));
  const touched = await applyContributions(tx, before, after, at);
  return relatedPages(tx, kind, touched, [
    ...written.map((w) => w.record as Partial<ImportedTender>),
    ...updates.map((u) => storedLinks(spec, u.row)),
    ...withdrawals.map((w) => storedLinks(spec, w.row)),
  ]);
}
