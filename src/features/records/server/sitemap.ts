import type { RecordKind } from '@/catalog/routes';
import { type RawSql, getPageSql, isoDate, sql } from '@/server/db';

/** One record as a sitemap names it. */
export interface SitemapRecord {
  id: number;
  sourceId: string;
  updatedAt: string;
}

/** Rows read per query while streaming a file: bounded memory whatever the file's size. */
const CHUNK = 2_000;

/** The highest id of `kind` (0 when empty): the primary key's last entry, no scan. */
export async function recordIdCeiling(kind: RecordKind, db?: RawSql): Promise<number> {
  db ??= await getPageSql();
  const [row] = await db.query<{ m: number | string | null }>(
    sql`SELECT max(id) AS m FROM ${sql.identifier(kind)}`,
  );
  return Number(row?.m ?? 0);
}

/**
 * The records of `kind` with ids in (after, upTo], in id order, CHUNK at a time: keyset
 * pagination on the primary key (never OFFSET), so every chunk is one short index range.
 */
export async function* sitemapRecords(
  kind: RecordKind,
  after: number,
  upTo: number,
  db?: RawSql,
): AsyncGenerator<SitemapRecord[]> {
  db ??= await getPageSql();
  let last = after;
  while (last < upTo) {
    const rows = await db.query<{ id: number | string; source_id: string; updated_at: unknown }>(
      sql`SELECT id, source_id, updated_at FROM ${sql.identifier(kind)}
        WHERE id > ${last} AND id <= ${upTo} ORDER BY id LIMIT ${CHUNK}`,
    );
    if (!rows.length) return;
    yield rows.map((r) => ({
      id: Number(r.id),
      sourceId: String(r.source_id),
      updatedAt: isoDate(r.updated_at),
    }));
    if (rows.length < CHUNK) return;
    last = Number(rows[rows.length - 1].id);
  }
}
