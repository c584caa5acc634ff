/**
 * Writes one batch of imported projects or tenders (src/features/imports/file) in one transaction:
 * upsert by `sourceId`, a row equal to the stored one left untouched, a withdrawal moved out of its
 * table into `withdrawals`. The whole batch commits or none of it does, so an import killed midway
 * and run again ends as one uninterrupted run would; concurrent imports of one collection take turns
 * (SQLite's write lock, a PostgreSQL advisory lock per collection). The steps: store-plan.ts (what
 * each record needs), store-writes.ts (rows), store-withdrawals.ts, store-organisations.ts; on
 * PostgreSQL, store-postgres.ts writes the rows by COPY and set-based statements instead.
 */
import type { Payload } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import type { ImportedRecord } from '@/features/imports/file/types';
import { readContributions, resolveOrganisations } from '@/features/organisations';
import { keywordIndexName } from '@/features/search';
import {
  type DrizzleDatabase,
  type RawSql,
  copyCapable,
  drizzleOf,
  poolOf,
  writeTransaction,
} from '@/server/db';
import type { KeepIndex } from '@/server/deferred-indexes';
import { pgTransaction } from '@/server/pg-bulk';
import { FK_COLUMNS, type RelatedPages, linkOrganisations, orgNames, orgRoles } from './store-organisations';
import { planBatch } from './store-plan';
import {
  copyInsertRecords,
  copyUpdateRecords,
  deferKeywordIndex,
  mergeKeywordIndex,
  reinstateAll,
  withdrawAll,
} from './store-postgres';
import { SPECS, type Values } from './store-rows';
import { reinstate, withdraw } from './store-withdrawals';
import { insertRecords, rowShape, updateRecords } from './store-writes';

export interface BatchOutcome {
  inserted: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  /** Source ids whose stored row changed (inserted, updated or withdrawn). */
  changed: string[];
  /**
   * Other pages the batch changed (docs/organisations.md, 'Upkeep'): the organisations whose
   * figures moved (public ids), the other notices of the procurements it touched, and the
   * projects whose tender lists it touched.
   */
  related: RelatedPages;
}

/**
 * What a bulk load keeps live (docs/import.md, 'Loading a large file'): the unique indexes the
 * merge reads by source id; the indexes of the columns the import itself reads records by (the
 * organisations' upkeep, a procurement's other notices, a project's tenders); and the keyword
 * index, which each batch's pending list already fills in one sorted pass (building it afresh
 * took 35 s for 1,000,000 projects, merging it batch by batch about 15 s). The listing and date
 * indexes, which only pages read, are built at the end.
 */
const READ_BY_IMPORT = new Set([
  'owner_org_id',
  'agency_org_id',
  'winner_org_id',
  'process_id',
  'project_source_id',
]);
export const keptByImport: KeepIndex = (index) =>
  index.unique || READ_BY_IMPORT.has(index.leading) || index.name === keywordIndexName(index.table);

const LOCK_KEYS: Record<RecordKind, number> = { projects: 73_016_301, tenders: 73_016_302 };

export interface StoreBatchOptions {
  now?: Date;
  /** A dry run: the error thrown once the batch is classified and written, to roll it back. */
  rollback?: (outcome: BatchOutcome) => Error;
  /** False: no organisation upkeep (the bench's 'without' figure only; figures go stale). */
  organisations?: boolean;
}

/** Writes one batch; records later in the batch win over earlier ones with the same sourceId. */
export function storeBatch(
  payload: Payload,
  kind: RecordKind,
  batch: ImportedRecord[],
  options: StoreBatchOptions = {},
): Promise<BatchOutcome> {
  return storeBatchOver(drizzleOf(payload), kind, batch, options);
}

/** storeBatch over a database connection of the caller's (tests open the server's own database). */
export async function storeBatchOver(
  database: DrizzleDatabase,
  kind: RecordKind,
  batch: ImportedRecord[],
  options: StoreBatchOptions = {},
): Promise<BatchOutcome> {
  const records = [...new Map(batch.map((r) => [r.sourceId, r])).values()];
  const pool = poolOf(database);
  if (pool) return pgTransaction(pool, (tx) => storeRecords(tx, kind, records, options), LOCK_KEYS[kind]);
  return writeTransaction(database, (tx) => storeRecords(tx, kind, records, options), LOCK_KEYS[kind]);
}

/**
 * One batch (one record per source id) inside the caller's transaction `tx`: written by COPY and
 * set-based statements when `tx` has COPY (pgTransaction), else by multi-row statements.
 */
export async function storeRecords(
  tx: RawSql,
  kind: RecordKind,
  records: ImportedRecord[],
  { now = new Date(), rollback, organisations = true }: StoreBatchOptions,
): Promise<BatchOutcome> {
  const spec = SPECS[kind];
  const at = now.toISOString();
  const copy = copyCapable(tx);
  const { inserts, updates, withdrawals, reinstated, unchanged } = await planBatch(tx, kind, spec, records);

  // Organisations first: the rows are written with their keys (docs/organisations.md).
  const orgOf = organisations ? await resolveOrganisations(tx, records.flatMap(orgNames), at) : () => null;
  const before = organisations
    ? await readContributions(tx, kind, [
        ...updates.map((u) => u.row.id),
        ...withdrawals.map((w) => w.row.id),
      ])
    : new Map();
  const shape = rowShape(spec, FK_COLUMNS[kind], (r): Values => orgRoles(r).map((name) => orgOf(name)));

  // By COPY and set-based statements where the connection has COPY, else by multi-row statements.
  if (copy) await deferKeywordIndex(copy);
  const insertedIds = copy
    ? await copyInsertRecords(copy, kind, shape, inserts, at)
    : await insertRecords(tx, kind, shape, inserts, at);
  if (copy) await copyUpdateRecords(copy, kind, shape, updates, at);
  else await updateRecords(tx, kind, shape, updates, at);
  await (copy ? reinstateAll(copy, kind, reinstated) : reinstate(tx, kind, reinstated));
  await (copy ? withdrawAll(copy, kind, withdrawals, at) : withdraw(tx, kind, spec, withdrawals, at));
  if (copy && (inserts.length || updates.length)) await mergeKeywordIndex(copy, kind);

  const outcome: BatchOutcome = {
    inserted: inserts.length,
    updated: updates.length,
    unchanged,
    withdrawn: withdrawals.length,
    changed: [
      ...inserts.map((r) => r.sourceId),
      ...updates.map((u) => u.record.sourceId),
      ...withdrawals.map((w) => w.record.sourceId),
    ],
    related: { orgs: [], tenders: [], projects: [] },
  };
  if (organisations) {
    const written = [...insertedIds, ...updates.map((u) => ({ id: u.row.id, record: u.record }))];
    outcome.related = await linkOrganisations(
      tx,
      kind,
      spec,
      { written, inserted: insertedIds.length, updates, withdrawals },
      before.values(),
      orgOf,
      at,
    );
    // The upkeep rewrote organisations under the raised limit: their name index's entries too.
    if (copy) await mergeKeywordIndex(copy, 'organisations');
  }
  if (rollback) throw rollback(outcome);
  return outcome;
}
