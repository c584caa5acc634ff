import type { RawSql } from '@/server/db';
import type { RecordKind } from '@/catalog/routes';
import { sql } from 'drizzle-orm';
import { applyContributions, readContributions } from './upkeep';

/** The foreign keys naming an organisation, per record table. */
const ORG_COLUMNS: Record<RecordKind, string[]> = {
  projects: ['owner_org_id'],
  tenders: ['owner_org_id', 'agency_org_id', 'winner_org_id'],
};

/** Why a merge was refused (messages `organisations.mergeRefused`). */
export class MergeRefused extends Error {
  constructor(readonly reason: 'intoItself' | 'mergedHere' | 'missing') {
    super(`Merge refused: ${reason}`);
  }
}

/**
 * The organisation `id` answers with: itself, or the end of the chain it was merged along (or
 * `stop`, when the chain reaches it: the organisation being merged, already saved as merged).
 */
export async function survivorOf(tx: RawSql, id: number, stop?: number): Promise<number | null> {
  const seen = new Set<number>();
  let at = id;
  // Chains are kept one step long; an older longer one is followed, a loop stops where it closes.
  while (!seen.has(at) && at !== stop) {
    seen.add(at);
    const [row] = await tx.query<{ merged_into_id: number | null }>(
      sql`SELECT merged_into_id FROM organisations WHERE id = ${at}`,
    );
    if (!row) return null;
    if (row.merged_into_id == null) return at;
    at = Number(row.merged_into_id);
  }
  return at;
}

export interface MergeOutcome {
  /** Public ids of both organisations (their pages' tags). */
  orgs: string[];
  /** The records whose links moved (their pages' tags). */
  records: { kind: RecordKind; sourceId: string }[];
}

/**
 * Merges organisation `from` into `into` (docs/organisations.md, 'Merge'): the records naming
 * `from` in any role, and its candidacies, name `into` instead; the figures follow by the same
 * before/after difference as every write; `from` (and whatever was merged into it) keeps its
 * keys and points at `into`, so later imports of its name or code land on the survivor.
 */
export async function mergeOrganisations(
  tx: RawSql,
  from: number,
  into: number,
  at: string,
): Promise<MergeOutcome> {
  if (into === from) throw new MergeRefused('intoItself');
  // Into one merged itself: into the organisation it answers with now.
  const survivor = await survivorOf(tx, into, from);
  if (survivor === null) throw new MergeRefused('missing');
  if (survivor === from) throw new MergeRefused('mergedHere');
  const records: MergeOutcome['records'] = [];
  for (const table of ['projects', 'tenders'] as const) {
    const cols = ORG_COLUMNS[table];
    const match = sql.join(
      cols.map((c) => sql`${sql.identifier(c)} = ${from}`),
      sql` OR `,
    );
    const rows = await tx.query<{ id: number; source_id: string }>(
      table === 'tenders'
        ? sql`SELECT id, source_id FROM tenders WHERE ${match}
            OR id IN (SELECT tender_id FROM tender_candidates WHERE org_id = ${from})`
        : sql`SELECT id, source_id FROM projects WHERE ${match}`,
    );
    const ids = rows.map((r) => Number(r.id));
    records.push(...rows.map((r) => ({ kind: table, sourceId: String(r.source_id) })));
    const before = await readContributions(tx, table, ids);
    for (const c of cols) {
      await tx.query(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(c)} = ${survivor} WHERE ${sql.identifier(c)} = ${from}`,
      );
    }
    if (table === 'tenders') {
      await tx.query(sql`UPDATE tender_candidates SET org_id = ${survivor} WHERE org_id = ${from}`);
    }
    const after = await readContributions(tx, table, ids);
    await applyContributions(tx, before.values(), after.values(), at);
  }
  // Whatever pointed at `from` now points at the survivor: chains stay one step long.
  await tx.query(
    sql`UPDATE organisations SET merged_into_id = ${survivor}, updated_at = ${at}
      WHERE id = ${from} OR merged_into_id = ${from}`,
  );
  const names = await tx.query<{ public_id: string }>(
    sql`SELECT public_id FROM organisations WHERE id IN ${[from, survivor]}`,
  );
  return { orgs: names.map((n) => String(n.public_id)), records };
}
