/**
 * The PostgreSQL writer of an import batch (docs/import.md, 'How a batch is stored'): the rows the
 * plan (store-plan.ts) sorted out, written set-based. New rows take ids drawn from their table's
 * sequence and go in by COPY; changed rows are COPYed into a staging table
 * dropped at commit and updated from it in one statement; withdrawals and reinstatements are a
 * few statements for the whole batch, whatever its size.
 */
import type { RecordKind } from '@/catalog/routes';
import type { ImportedRecord } from '@/features/imports/file/types';
import { keywordIndexName } from '@/features/search';
import { type CopySql, type RawSql, sql } from '@/server/db';
import { withStagingTable } from '@/server/pg-bulk';
import { type StoredRow, table } from './store-rows';
import type { RowShape } from './store-writes';

/**
 * The keyword index (GIN, migration 20261123_190000) takes the batch's entries into its pending
 * list, unmerged, up to this size: one insertion per row and lexeme into the tree is what made
 * the keyword index most of an insert's cost. 20,000 projects carry about 15 MB of entries.
 */
const PENDING_LIST_LIMIT = '1GB';

/** Lets the keyword index collect this transaction's entries in its pending list. */
export async function deferKeywordIndex(tx: RawSql): Promise<void> {
  await tx.query(sql.raw(`SET LOCAL gin_pending_list_limit = '${PENDING_LIST_LIMIT}'`));
}

/**
 * Merges the pending list into the keyword index in one sorted pass, before the batch commits
 * (the records' index, and the organisations' name index their upkeep rewrites under the same limit):
 * at 300,000 projects a batch of 20,000 took 1.0-1.5 s to write and 0.25-0.3 s to merge,
 * against 1.7-2.3 s written one entry at a time. Searches read the pending list linearly, so it
 * never outlives the batch.
 */
export async function mergeKeywordIndex(tx: RawSql, table: RecordKind | 'organisations'): Promise<void> {
  await tx.query(sql`SELECT gin_clean_pending_list(${keywordIndexName(table)}::regclass)`);
}

/** Inserts new records by COPY; returns their ids. */
export async function copyInsertRecords(
  tx: CopySql,
  kind: RecordKind,
  shape: RowShape,
  inserts: ImportedRecord[],
  at: string,
): Promise<{ id: number; record: ImportedRecord }[]> {
  if (!inserts.length) return [];
  const drawn = await tx.query<{ id: number }>(
    sql`SELECT nextval(pg_get_serial_sequence(${kind}, 'id')) AS id FROM generate_series(1, ${inserts.length})`,
  );
  const rows = inserts.map((record, i) => ({ id: Number(drawn[i].id), record }));
  await tx.copy(
    kind,
    ['id', ...shape.columns, 'created_at', 'updated_at'],
    rows.map(({ id, record }) => [id, ...shape.values(record), at, at]),
  );
  return rows;
}

/** Rewrites changed records from a staging table in one UPDATE. */
export async function copyUpdateRecords(
  tx: CopySql,
  kind: RecordKind,
  shape: RowShape,
  updates: { row: StoredRow; record: ImportedRecord }[],
  at: string,
): Promise<void> {
  if (!updates.length) return;
  const columns = ['id', ...shape.columns, 'updated_at'];
  const assigned = columns.filter((c) => c !== 'id' && c !== 'source_id');
  const assignments = sql.raw(assigned.map((c) => `"${c}" = s."${c}"`).join(', '));
  // The table's own column types; no index, no constraint but NOT NULL.
  await withStagingTable(
    tx,
    `${kind}_import_stage`,
    sql`(LIKE ${table(kind)} INCLUDING DEFAULTS)`,
    columns,
    updates.map(({ row, record }) => [row.id, ...shape.values(record), at]),
    (stage) =>
      tx.query(sql`UPDATE ${table(kind)} AS t SET ${assignments} FROM ${stage} AS s WHERE t.id = s.id`),
  );
}

/** Source ids published again: their withdrawal rows go (their locale rows with them, by cascade). */
export async function reinstateAll(tx: RawSql, kind: RecordKind, reinstated: string[]): Promise<void> {
  if (!reinstated.length) return;
  await tx.query(
    sql`DELETE FROM withdrawals WHERE kind = ${kind} AND source_id = ANY(${sql.param(reinstated)})`,
  );
}

/**
 * Moves the stored rows of withdrawn records into `withdrawals` (place, industry and titles kept
 * for the gone page): four statements for the whole batch. The row's enum values pass through
 * text to the withdrawals' own enum types.
 */
export async function withdrawAll(
  tx: RawSql,
  kind: RecordKind,
  withdrawals: { row: StoredRow; record: ImportedRecord }[],
  at: string,
): Promise<void> {
  if (!withdrawals.length) return;
  const ids = sql.param(withdrawals.map((w) => w.row.id));
  await tx.query(
    sql`INSERT INTO withdrawals (kind, source_id, province, industry, withdrawn_at)
      SELECT CAST(${kind} AS enum_withdrawals_kind), t.source_id,
        CAST(CAST(t.province AS text) AS enum_withdrawals_province),
        CAST(CAST(t.industry AS text) AS enum_withdrawals_industry), CAST(${at} AS timestamptz)
      FROM ${table(kind)} AS t WHERE t.id = ANY(${ids})
      ON CONFLICT (kind, source_id) DO UPDATE SET province = excluded.province,
        industry = excluded.industry, withdrawn_at = excluded.withdrawn_at`,
  );
  await tx.query(
    sql`DELETE FROM withdrawals_locales AS l USING withdrawals AS w, ${table(kind)} AS t
      WHERE l._parent_id = w.id AND w.kind = ${kind} AND w.source_id = t.source_id AND t.id = ANY(${ids})`,
  );
  // The gone page's title in each language the record has (pages fall back to the Chinese).
  await tx.query(
    sql`INSERT INTO withdrawals_locales (title, _locale, _parent_id)
      SELECT x.title, CAST(x.locale AS _locales), w.id FROM ${table(kind)} AS t
        CROSS JOIN LATERAL (VALUES (t.title, 'zh'), (t.title_en, 'en')) AS x (title, locale)
        JOIN withdrawals AS w ON w.kind = ${kind} AND w.source_id = t.source_id
      WHERE t.id = ANY(${ids}) AND x.title <> ''`,
  );
  await tx.query(sql`DELETE FROM ${table(kind)} WHERE id = ANY(${ids})`);
}
