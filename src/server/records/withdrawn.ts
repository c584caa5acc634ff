import type { RecordKind } from '@/catalog/routes';
import { getRawSql } from '../db';
import { setWithdrawalLookup } from '../withdrawal-status';

/**
 * Whether a record was withdrawn: one lookup by the withdrawals' unique (kind, source_id) index,
 * remembered for MEMO_MS per process, so a page served from cache waits on the database at most
 * once in that time. A withdrawal or a reinstatement shows in the status within it; the page
 * itself changes at once, by its tag.
 */
const MEMO_MS = 10_000;
const MEMO_MAX = 10_000;
const memo = new Map<string, { gone: boolean; until: number }>();

export async function isWithdrawn(kind: RecordKind, sourceId: string): Promise<boolean> {
  const key = `${kind}:${sourceId}`;
  const now = Date.now();
  const known = memo.get(key);
  if (known && known.until > now) return known.gone;
  const db = await getRawSql();
  const rows = await db.query('SELECT 1 AS gone FROM withdrawals WHERE kind = ? AND source_id = ?', [
    kind,
    sourceId,
  ]);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(key, { gone: rows.length > 0, until: now + MEMO_MS });
  return rows.length > 0;
}

/** Called once at start: the proxy asks through `withdrawal-status.ts`. */
export function registerWithdrawalLookup(): void {
  setWithdrawalLookup(isWithdrawn);
}
