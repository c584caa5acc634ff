import type { RecordKind } from '@/catalog/routes';
import type { Locale } from '@/i18n/routing';
import { statusHandover } from '@/server/status-handover';

/**
 * The proxy's question 'is this record live, withdrawn or unknown?': a page cannot set its own
 * status, so the proxy answers a withdrawn record's page with 410 and an unknown one's with 404
 * and the 404's short shared-cache lifetime (a record imported later must not stay 'not found' in
 * a CDN for a page's lifetime). The proxy is bundled apart from the server code but runs in the
 * same process, so the lookup (status-lookup.ts, registered at start) is handed over on
 * globalThis, like the database health; this module imports no database code.
 */
export type RecordStatus = 'live' | 'withdrawn' | 'missing';
const handover = statusHandover<[kind: RecordKind, sourceId: string, locale: Locale], RecordStatus>(
  'recordStatusLookup',
  'live',
);

export const setRecordStatusLookup = handover.set;

/**
 * The record's status; 'live' before the server has started or when the read fails (the page
 * itself still shows the record, the withdrawal notice or the 404: only the status would differ).
 */
export const recordStatus = handover.ask;
