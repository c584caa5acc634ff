import type { RecordKind } from '@/catalog/routes';
import { type RawSql, readConfirmingMissing, sql } from '@/server/db';
import { type RecordStatus, setRecordStatusLookup } from './status';

/**
 * Whether a record is live, withdrawn or unknown, read fresh: one lookup by the unique source id
 * (and, for a record not in its table, one in `withdrawals`). Not the page's cached read: in the
 * proxy a cached entry outlives the tag an import expires (the page re-renders with the
 * withdrawal notice, its status would still say live), and a withdrawal must answer 410 at once
 * (product D2.2, 'A page per record').
 */
export function lookUpRecordStatus(kind: RecordKind, sourceId: string): Promise<RecordStatus> {
  // On a replica, 'missing' is confirmed on the primary: a record imported a moment ago is no 404.
  return readConfirmingMissing(
    (db) => statusOn(db, kind, sourceId),
    (status) => status === 'missing',
  );
}

async function statusOn(db: RawSql, kind: RecordKind, sourceId: string): Promise<RecordStatus> {
  const live = await db.query(
    sql`SELECT 1 AS found FROM ${sql.identifier(kind)} WHERE source_id = ${sourceId}`,
  );
  if (live.length) return 'live';
  const gone = await db.query(
    sql`SELECT 1 AS found FROM withdrawals WHERE kind = ${kind} AND source_id = ${sourceId}`,
  );
  return gone.length ? 'withdrawn' : 'missing';
}

/** Called once at start: the proxy asks through `status.ts`. */
export function registerRecordStatusLookup(): void {
  setRecordStatusLookup(lookUpRecordStatus);
}
