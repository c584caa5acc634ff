import type { RecordKind } from '@/catalog/routes';

/**
 * The proxy's question 'was this record withdrawn?' (it answers such a page with 410: a page
 * cannot set its own status). The proxy is bundled apart from the server code but runs in the
 * same process, so the lookup (records/withdrawn.ts, registered at start) is handed over on
 * globalThis, like the database health; this module imports no database code.
 */
type Lookup = (kind: RecordKind, sourceId: string) => Promise<boolean>;

const KEY = Symbol.for('zxw.withdrawalLookup');
const slot = globalThis as Record<symbol, Lookup | undefined>;

export function setWithdrawalLookup(lookup: Lookup): void {
  slot[KEY] = lookup;
}

/** Whether the record was withdrawn; false before the server has started or when the read fails. */
export async function isRecordWithdrawn(kind: RecordKind, sourceId: string): Promise<boolean> {
  const lookup = slot[KEY];
  if (!lookup) return false;
  try {
    return await lookup(kind, sourceId);
  } catch {
    // The page itself still renders the withdrawal notice; only the status would be 200.
    return false;
  }
}
