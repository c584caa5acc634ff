/**
 * The rows an import batch writes (docs/import.md): new records inserted, changed ones updated in
 * place, one multi-row statement per chunk.
 */
import type { RecordKind } from '@/catalog/routes';
import type { ImportedRecord } from '@/features/imports/file/types';
import { type RawSql, sql } from '@/server/db';
import { chunks, tuples } from '@/server/sql-batches';
import { searchText } from '@/text/search-text';
import { type KindSpec, type StoredRow, type Values, names, table } from './store-rows';

/** A record's row: its columns but the timestamps, and a record's values for them. */
export interface RowShape {
  columns: string[];
  values: (r: ImportedRecord) => Values;
}

/** The row of `spec`'s kind, with the organisation keys `fkValues` gives for `fkColumns`. */
export function rowShape(
  spec: KindSpec<ImportedRecord>,
  fkColumns: string[],
  fkValues: (r: ImportedRecord) => Values,
): RowShape {
  return {
    columns: ['source_id', ...spec.columns, ...fkColumns, 'search_text'],
    values: (r) => [
      r.sourceId,
      ...spec.values(r),
      ...fkValues(r),
      searchText(r.title.zh, r.title.en ?? undefined),
    ],
  };
}

const typesOf = new Map<string, Map<string, string>>();

/** Each column's type as PostgreSQL names it (`format_type`), read once per table. */
async function columnTypes(tx: RawSql, kind: RecordKind): Promise<Map<string, string>> {
  let types = typesOf.get(kind);
  if (types) return types;
  if (tx.dialect !== 'postgres') return new Map();
  const rows = await tx.query<{ name: string; type: string }>(
    sql`SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
      WHERE attrelid = CAST(${kind} AS regclass) AND attnum > 0 AND NOT attisdropped`,
  );
  types = new Map(rows.map((r) => [String(r.name), String(r.type)]));
  typesOf.set(kind, types);
  return types;
}

/** Inserts new records; returns their ids. */
export async function insertRecords(
  tx: RawSql,
  kind: RecordKind,
  shape: RowShape,
  inserts: ImportedRecord[],
  at: string,
): Promise<{ id: number; record: ImportedRecord }[]> {
  const rowColumns = [...shape.columns, 'created_at', 'updated_at'];
  const insertedIds: { id: number; record: ImportedRecord }[] = [];
  for (const part of chunks(inserts)) {
    const created = await tx.query<{ id: number; source_id: string }>(
      sql`INSERT INTO ${table(kind)} (${names(rowColumns)})
        VALUES ${tuples(part.map((r) => [...shape.values(r), at, at]))} RETURNING id, source_id`,
    );
    const idOf = new Map(created.map((c) => [String(c.source_id), Number(c.id)]));
    insertedIds.push(...part.map((record) => ({ id: idOf.get(record.sourceId)!, record })));
  }
  return insertedIds;
}

/** Rewrites changed records in place. */
export async function updateRecords(
  tx: RawSql,
  kind: RecordKind,
  shape: RowShape,
  updates: { row: StoredRow; record: ImportedRecord }[],
  at: string,
): Promise<void> {
  // One statement per chunk, not one per row: the new values as a VALUES list joined by id.
  const assigned = [...shape.columns.slice(1), 'updated_at'];
  const types = updates.length ? await columnTypes(tx, kind) : new Map<string, string>();
  // PostgreSQL reads a VALUES list's parameters as text: each is cast to its column's type.
  const typed = (c: string, i: number) =>
    tx.dialect === 'postgres'
      ? sql`${sql.identifier(c)} = CAST(d.${sql.raw(`column${i + 2}`)} AS ${sql.raw(types.get(c)!)})`
      : sql`${sql.identifier(c)} = d.${sql.raw(`column${i + 2}`)}`;
  const assignments = sql.join(assigned.map(typed), sql`, `);
  const idCast = tx.dialect === 'postgres' ? sql.raw('CAST(d.column1 AS integer)') : sql.raw('d.column1');
  for (const part of chunks(updates)) {
    const rows = part.map(({ row, record }) => [row.id, ...shape.values(record).slice(1), at]);
    await tx.query(
      sql`UPDATE ${table(kind)} AS t SET ${assignments} FROM (VALUES ${tuples(rows)}) AS d WHERE t.id = ${idCast}`,
    );
  }
}
