import type { RecordKind } from '@/catalog/routes';
import { type RecordStatus, setRecordStatusLookup } from '../record-status';
import type { Locale } from '../types';
import { getRecordPage } from './detail';

/**
 * Whether a record is live, withdrawn or unknown, from the page's own cached read under the
 * record's tag: the status and the page expire together on an import, an edit or a withdrawal,
 * and a page served from cache costs no query (a miss reads what the page render then finds cached).
 */
export async function lookUpRecordStatus(
  kind: RecordKind,
  sourceId: string,
  locale: Locale,
): Promise<RecordStatus> {
  return (await getRecordPage(kind, sourceId, locale)).state;
}

/** Called once at start: the proxy asks through `record-status.ts`. */
export function registerRecordStatusLookup(): void {
  setRecordStatusLookup(lookUpRecordStatus);
}
