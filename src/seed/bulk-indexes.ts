/**
 * What makes a large load fast and leaves its tables fast to read: indexes (src/server/deferred-indexes.ts),
 * the search trigger and foreign keys off during the load and back afterwards, then fresh planner
 * statistics.
 */
import type { Client } from '@libsql/client';
import type { RecordKind } from '@/catalog/routes';
import { type RawSql, sql } from '@/server/db';

/** Above this many rows, dropping the indexes and building them afterwards is faster. */
export const REINDEX_THRESHOLD = 200_000;

/**
 * SQLite's keyword index (docs/search.md) is a contentless FTS5 table keyed by date and id, which a
 * trigger fills row by row: rows coming in id order give it keys in no order, and FTS5 writes its
 * pending terms out at every key lower than the last (a 200,000-row load spent 10 s there, 3 s
 * in key order). A load runs without that trigger; then the trigger's own INSERT, its VALUES
 * read as a SELECT over the rows loaded, fills the index once in key order.
 */
export async function withoutSearchTrigger(
  client: Client,
  table: RecordKind,
  load: () => Promise<void>,
): Promise<void> {
  const name = `${table}_search_ai`;
  const { rows } = await client.execute({
    sql: `SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?`,
    args: [name],
  });
  const definition = rows.length ? String(rows[0].sql) : '';
  // `CREATE TRIGGER … AFTER INSERT ON t BEGIN INSERT INTO fts(cols) VALUES (exprs of new.*); END`
  const parts = /\bBEGIN\s+(INSERT INTO [^(]+\([^)]*\))\s*VALUES\s*\((.*)\);\s*END\s*$/is.exec(definition);
  if (!parts) return load();
  const { rows: top } = await client.execute(`SELECT coalesce(max(id), 0) AS id FROM ${table}`);
  await client.execute(`DROP TRIGGER "${name}"`);
  try {
    await load();
  } finally {
    const tx = await client.transaction('write');
    try {
      await tx.execute(
        `${parts[1]} SELECT ${parts[2]} FROM ${table} AS new WHERE new.id > ${Number(top[0].id)} ORDER BY 1`,
      );
      await tx.execute(definition);
      await tx.commit();
    } finally {
      tx.close();
    }
  }
}

/**
 * Fresh planner statistics (so each filter shape picks its index) and, on PostgreSQL, a
 * visibility map, so the capped counts are index-only scans.
 */
export async function refreshStatistics(db: RawSql, table: string): Promise<void> {
  const name = sql.identifier(table);
  await db.query(db.dialect === 'postgres' ? sql`VACUUM ANALYZE ${name}` : sql`ANALYZE ${name}`);
}
