/**
 * What each record of an import batch needs (docs/import.md): an insert, an update, a withdrawal,
 * or nothing (equal to the stored row, or withdrawn and never stored); and the withdrawn records
 * it publishes again.
 */
import type { RecordKind } from '@/catalog/routes';
import type { ImportedRecord } from '@/features/imports/file/types';
import { type RawSql, sql } from '@/server/db';
import { inList, keySlices } from '@/server/sql-batches';
import { type KindSpec, type StoredRow, readStored, unchanged } from './store-rows';

export interface BatchPlan {
  inserts: ImportedRecord[];
  updates: { row: StoredRow; record: ImportedRecord }[];
  withdrawals: { row: StoredRow; record: ImportedRecord }[];
  /** Source ids withdrawn before that the batch publishes again. */
  reinstated: string[];
  /** Records that change nothing. */
  unchanged: number;
}

/** Sorts `records` (one per source id) by what each needs, against the stored rows. */
export async function planBatch(
  tx: RawSql,
  kind: RecordKind,
  spec: KindSpec<ImportedRecord>,
  records: ImportedRecord[],
): Promise<BatchPlan> {
  const ids = records.map((r) => r.sourceId);
  const stored = await readStored(tx, kind, spec, ids);
  const withdrawnBefore = new Set<string>();
  for (const part of keySlices(tx, ids)) {
    const rows = await tx.query<{ source_id: string }>(
      sql`SELECT source_id FROM withdrawals WHERE kind = ${kind} AND ${inList(tx, sql`source_id`, part)}`,
    );
    for (const row of rows) withdrawnBefore.add(row.source_id);
  }

  const plan: BatchPlan = { inserts: [], updates: [], withdrawals: [], reinstated: [], unchanged: 0 };
  for (const record of records) {
    const row = stored.get(record.sourceId);
    if (record.withdrawn) {
      if (row) plan.withdrawals.push({ row, record });
      else plan.unchanged++;
      continue;
    }
    if (withdrawnBefore.has(record.sourceId)) plan.reinstated.push(record.sourceId);
    if (!row) plan.inserts.push(record);
    else if (unchanged(spec, row, record)) plan.unchanged++;
    else plan.updates.push({ row, record });
  }
  return plan;
}
