import type { RecordKind } from '@/catalog/routes';
import { getRawSql, sql } from '../db';
import { type RecordStatus, setRecordStatusLookup } from '../record-status';

/**
 * Whether a record is live, withdrawn or unknown: one statement, two lookups by unique indexes
 * (the table's source_id, the withdrawals' (kind, source_id)), remembered for MEMO_MS per process,
 * so a page served from cache waits on the database at most once in that time. A withdrawal, a
 * reinstatement or a first import shows in the status within it; the page itself changes at once,
 * by its tag. A record both live and withdrawn (re-imported after a withdrawal) is live, as its
 * page shows it.
 */
const MEMO_MS = 10_000;
const MEMO_MAX = 10_000;
const memo = new Map<string, { status: RecordStatus; until: number }>();

export async function lookUpRecordStatus(kind: RecordKind, sourceId: string): Promise<RecordStatus> {
  const key = `${kind}:${sourceId}`;
  const now = Date.now();
  const known = memo.get(key);
  if (known && known.until > now) return known.status;
  const db = await getRawSql();
  const [row] = await db.query<{ live: unknown; gone: unknown }>(
    sql`SELECT (SELECT 1 FROM ${sql.identifier(kind)} WHERE source_id = ${sourceId}) AS live,
       (SELECT 1 FROM withdrawals WHERE kind = ${kind} AND source_id = ${sourceId}) AS gone`,
  );
  const status: RecordStatus = row?.live != null ? 'live' : row?.gone != null ? 'withdrawn' : 'missing';
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, { status, until: now + MEMO_MS });
  return status;
}

/** Called once at start: the proxy asks through `record-status.ts`. */
export function registerRecordStatusLookup(): void {
  setRecordStatusLookup(lookUpRecordStatus);
}
