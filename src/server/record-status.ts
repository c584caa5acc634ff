import type { RecordKind } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';

/**
 * The proxy's question 'is this record live, withdrawn or unknown?': a page cannot set its own
 * status, so the proxy answers a withdrawn record's page with 410 and an unknown one's with 404
 * and the 404's short shared-cache lifetime (a record imported later must not stay 'not found' in
 * a CDN for a page's lifetime). The proxy is bundled apart from the server code but runs in the
 * same process, so the lookup (records/status.ts, registered at start) is handed over on
 * globalThis, like the database health; this module imports no database code.
 */
export type RecordStatus = 'live' | 'withdrawn' | 'missing';
type Lookup = (kind: RecordKind, sourceId: string, locale: Locale) => Promise<RecordStatus>;

const KEY = Symbol.for('zxw.recordStatusLookup');
const slot = globalThis as Record<symbol, Lookup | undefined>;

export function setRecordStatusLookup(lookup: Lookup): void {
  slot[KEY] = lookup;
}

/**
 * The record's status; 'live' before the server has started or when the read fails (the page
 * itself still shows the record, the withdrawal notice or the 404: only the status would differ).
 */
export async function recordStatus(
  kind: RecordKind,
  sourceId: string,
  locale: Locale,
): Promise<RecordStatus> {
  const lookup = slot[KEY];
  if (!lookup) return 'live';
  try {
    return await lookup(kind, sourceId, locale);
  } catch {
    return 'live';
  }
}
