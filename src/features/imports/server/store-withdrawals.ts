/**
 * Withdrawals in an import batch (docs/import.md): a withdrawn record's row moves out of its table
 * into `withdrawals` (its place, industry and titles kept for the gone page); a record sent again
 * after its withdrawal leaves `withdrawals`.
 */
import type { RecordKind } from '@/catalog/routes';
import type { ImportedRecord } from '@/features/imports/file/types';
import { routing } from '@/i18n/routing';
import { type RawSql, sql } from '@/server/db';
import { chunks, tuples } from '@/server/sql-batches';
import { type KindSpec, type StoredRow, type Values, table, titleOf } from './store-rows';

/** Source ids published again: their withdrawal rows go. */
export async function reinstate(tx: RawSql, kind: RecordKind, reinstated: string[]): Promise<void> {
  for (const part of chunks(reinstated)) {
    const gone = await tx.query<{ id: number }>(
      sql`SELECT id FROM withdrawals WHERE kind = ${kind} AND source_id IN ${part}`,
    );
    if (!gone.length) continue;
    const goneIds = gone.map((g) => Number(g.id));
    await tx.query(sql`DELETE FROM withdrawals_locales WHERE _parent_id IN ${goneIds}`);
    await tx.query(sql`DELETE FROM withdrawals WHERE id IN ${goneIds}`);
  }
}

/** Moves the stored rows of withdrawn records into `withdrawals`, one statement per step for a whole chunk. */
export async function withdraw(
  tx: RawSql,
  kind: RecordKind,
  spec: KindSpec<ImportedRecord>,
  withdrawals: { row: StoredRow; record: ImportedRecord }[],
  at: string,
): Promise<void> {
  for (const part of chunks(withdrawals)) {
    const kept = await tx.query<{ id: number; source_id: string }>(
      sql`INSERT INTO withdrawals (kind, source_id, province, industry, withdrawn_at)
       VALUES ${tuples(part.map(({ row, record }) => [kind, record.sourceId, row.values[0], row.values[3], at]))}
       ON CONFLICT (kind, source_id) DO UPDATE SET province = excluded.province,
         industry = excluded.industry, withdrawn_at = excluded.withdrawn_at
       RETURNING id, source_id`,
    );
    const keptId = new Map(kept.map((k) => [String(k.source_id), Number(k.id)]));
    await tx.query(sql`DELETE FROM withdrawals_locales WHERE _parent_id IN ${[...keptId.values()]}`);
    const titles = part.flatMap(({ row, record }) =>
      routing.locales.flatMap((locale) => {
        const title = titleOf(spec, row, locale);
        return title ? [[title, locale, keptId.get(record.sourceId)!] as Values] : [];
      }),
    );
    if (titles.length) {
      await tx.query(
        sql`INSERT INTO withdrawals_locales (title, _locale, _parent_id) VALUES ${tuples(titles)}`,
      );
    }
    const goneIds = part.map((w) => w.row.id);
    await tx.query(sql`DELETE FROM ${table(kind)} WHERE id IN ${goneIds}`);
  }
}
