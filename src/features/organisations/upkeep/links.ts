/**
 * What records link to besides their organisations' figures (docs/organisations.md, 'Upkeep'): a
 * tender's ranked candidates, a project's stages, the notices sharing a procurement.
 */
import { sql } from 'drizzle-orm';
import type { RawSql, SqlValue } from '@/server/db';
import { chunks, inList, keySlices, tuples } from '@/server/sql-batches';

/**
 * Replaces the candidates of tenders: ranked names and their organisations, dated with the
 * tender's publication (`publishedAt` as its row holds it; without it, a trigger reads the row's).
 */
export async function writeCandidates(
  tx: RawSql,
  rows: {
    tenderId: number;
    names: string[];
    orgOf: (name: string) => number | null;
    publishedAt?: SqlValue;
    fresh?: boolean;
  }[],
): Promise<void> {
  // A tender inserted in this transaction has none to replace.
  for (const part of keySlices(
    tx,
    rows.filter((r) => !r.fresh),
  )) {
    const ids = part.map((r) => r.tenderId);
    await tx.query(sql`DELETE FROM tender_candidates WHERE ${inList(tx, sql`tender_id`, ids)}`);
  }
  const values = rows.flatMap((r) =>
    r.names.map((name, i): SqlValue[] => [r.tenderId, i + 1, name, r.orgOf(name), r.publishedAt ?? null]),
  );
  const columns = ['tender_id', 'rank', 'name', 'org_id', 'published_at'];
  if (tx.copy) return tx.copy('tender_candidates', columns, values);
  for (const part of chunks(values)) {
    await tx.query(
      sql`INSERT INTO tender_candidates (tender_id, rank, name, org_id, published_at) VALUES ${tuples(part)}`,
    );
  }
}

/** Notes the stage each project is in now, dated the first time it is seen there. */
export async function recordStages(tx: RawSql, rows: { sourceId: string; stage: string; at: string }[]) {
  if (tx.dialect === 'postgres' && rows.length) {
    // One statement for the batch: the pairs as two array parameters.
    const ids = sql.param(rows.map((r) => r.sourceId));
    const stages = sql.param(rows.map((r) => r.stage));
    const at = sql.param(rows.map((r) => r.at));
    await tx.query(
      sql`INSERT INTO project_stages (source_id, stage, first_seen_at)
        SELECT * FROM unnest(CAST(${ids} AS varchar[]), CAST(${stages} AS varchar[]), CAST(${at} AS timestamptz[]))
        ON CONFLICT (source_id, stage) DO NOTHING`,
    );
    return;
  }
  for (const part of chunks(rows)) {
    await tx.query(
      sql`INSERT INTO project_stages (source_id, stage, first_seen_at) VALUES ${tuples(part.map((r) => [r.sourceId, r.stage, r.at]))}
        ON CONFLICT (source_id, stage) DO NOTHING`,
    );
  }
}

/** Source ids of the notices sharing a procurement number with the given ones (their timelines show each other). */
export async function procurementSiblings(tx: RawSql, processIds: string[]): Promise<string[]> {
  const out: string[] = [];
  for (const part of keySlices(tx, [...new Set(processIds)].filter(Boolean))) {
    const rows = await tx.query<{ source_id: string }>(
      sql`SELECT source_id FROM tenders WHERE ${inList(tx, sql`process_id`, part)}`,
    );
    out.push(...rows.map((r) => String(r.source_id)));
  }
  return out;
}
