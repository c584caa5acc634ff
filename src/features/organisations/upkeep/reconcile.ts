import type { RawSql } from '@/server/db';
import type { RecordKind } from '@/catalog/routes';
import { sql } from 'drizzle-orm';
import { chunks } from '@/server/sql-batches';
import { candidateNames } from './keys';
import type { OrgName } from './keys';
import { procurementSiblings, recordStages, writeCandidates } from './links';
import { resolveOrganisations } from './resolve';
import { type Contribution, applyContributions, readContributions } from './upkeep';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v == null || v === '' ? null : String(v));

/** The names and codes a stored record gives, read back from its row. */
async function readNames(tx: RawSql, table: RecordKind, ids: number[]) {
  const tenders = table === 'tenders';
  const cols = tenders
    ? sql.raw(
        'id, source_id, owner, owner_en, agency, agency_en, winner, winner_en, owner_credit_code, agency_credit_code, winner_credit_code, candidates, process_id, project_source_id, owner_org_id, agency_org_id, winner_org_id',
      )
    : sql.raw('id, source_id, owner, owner_en, owner_credit_code, owner_org_id, stage');
  const rows: Row[] = [];
  for (const part of chunks(ids))
    rows.push(...(await tx.query(sql`SELECT ${cols} FROM ${sql.identifier(table)} WHERE id IN ${part}`)));
  const name = (r: Row, field: string, code: unknown): OrgName | null => {
    const zh = str(r[field]);
    if (!zh) return null;
    const en = str(r[`${field}_en`]);
    return { zh, en: en && en !== zh ? en : null, code: str(code) };
  };
  return rows.map((r) => {
    const id = Number(r.id);
    return {
      id,
      sourceId: String(r.source_id),
      row: r,
      owner: name(r, 'owner', r.owner_credit_code),
      agency: tenders ? name(r, 'agency', r.agency_credit_code) : null,
      winner: tenders ? name(r, 'winner', r.winner_credit_code) : null,
      candidates: tenders ? candidateNames(str(r.candidates)) : [],
    };
  });
}

export interface ReconcileOutcome {
  /** Public ids of the organisations whose figures changed. */
  orgs: string[];
  /** Other records of the same kind whose pages show these (a procurement's other notices). */
  records: string[];
  /** Projects whose pages list these tenders. */
  projects: string[];
}

/**
 * Brings stored records' organisation links and the figures up to date after a write that went
 * around the import (an admin save or delete, the generator): resolves the names and codes the
 * rows hold, sets the foreign keys and candidates, and applies the difference to `before`, the
 * contributions the records had before the write (empty for new records).
 */
export async function reconcileRecords(
  tx: RawSql,
  table: RecordKind,
  ids: number[],
  before: Contribution[],
  at: string,
): Promise<ReconcileOutcome> {
  const records = await readNames(tx, table, ids);
  const resolve = await resolveOrganisations(
    tx,
    records
      .flatMap((r) => [
        r.owner,
        r.agency,
        r.winner,
        ...r.candidates.map((zh) => ({ zh, en: null, code: null })),
      ])
      .filter((n): n is OrgName => n !== null),
    at,
  );
  const fks = table === 'tenders' ? (['owner', 'agency', 'winner'] as const) : (['owner'] as const);
  for (const r of records) {
    const changes = fks.filter(
      (f) => (r.row[`${f}_org_id`] == null ? null : Number(r.row[`${f}_org_id`])) !== resolve(r[f]),
    );
    if (!changes.length) continue;
    const set = sql.join(
      changes.map((f) => sql`${sql.identifier(`${f}_org_id`)} = ${resolve(r[f])}`),
      sql`, `,
    );
    await tx.query(sql`UPDATE ${sql.identifier(table)} SET ${set} WHERE id = ${r.id}`);
  }
  if (table === 'tenders') {
    const gone = ids.filter((id) => !records.some((r) => r.id === id));
    await writeCandidates(tx, [
      ...records.map((r) => ({
        tenderId: r.id,
        names: r.candidates,
        orgOf: (zh: string) => resolve({ zh, en: null, code: null }),
      })),
      ...gone.map((tenderId) => ({ tenderId, names: [], orgOf: () => null })),
    ]);
  } else {
    await recordStages(
      tx,
      records.map((r) => ({ sourceId: r.sourceId, stage: String(r.row.stage), at })),
    );
  }
  const after = await readContributions(tx, table, ids);
  const orgs = await applyContributions(tx, before, after.values(), at);
  const processIds = records.map((r) => str(r.row.process_id)).filter((p): p is string => p !== null);
  return {
    orgs,
    records: table === 'tenders' ? await procurementSiblings(tx, processIds) : [],
    projects: records.map((r) => str(r.row.project_source_id)).filter((p): p is string => p !== null),
  };
}
