import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { recordTag } from '@/routing/cache-tags';
import { type PushedRecord, queueRecordPages } from '@/features/search-push';
import { expireTags } from '@/server/cache';

/**
 * An operator's save, delete or withdrawal queues the pages it touched for the search engines
 * (docs/seo.md, 'Push on publish'); nothing without a token, nothing while seeding.
 */
async function pushChanged(req: PayloadRequest, context: Record<string, unknown>, records: PushedRecord[]) {
  if (!context.skipRevalidate) await queueRecordPages(req, records);
}

interface RecordDoc {
  sourceId?: string | null;
  kind?: string | null;
}

/**
 * afterChange/afterDelete hooks expiring the own page of the saved record (and of its former
 * `sourceId` when an operator changed it). `kind` is the collection's, or read from the doc
 * (withdrawals hold both kinds).
 */
export function recordRevalidateHooks(kind?: RecordKind): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  const recordsOf = (...docs: (RecordDoc | undefined)[]): PushedRecord[] => {
    const records = new Map<string, PushedRecord>();
    for (const doc of docs) {
      const k = kind ?? doc?.kind;
      if ((k === 'projects' || k === 'tenders') && doc?.sourceId) {
        records.set(recordTag(k, doc.sourceId), { kind: k, sourceId: doc.sourceId });
      }
    }
    return [...records.values()];
  };
  const changed = async (
    req: PayloadRequest,
    context: Record<string, unknown>,
    ...docs: (RecordDoc | undefined)[]
  ) => {
    const records = recordsOf(...docs);
    expireTags(
      records.map((r) => recordTag(r.kind, r.sourceId)),
      context,
    );
    await pushChanged(req, context, records);
  };
  return {
    afterChange: [
      async ({ doc, previousDoc, req, context }) => (await changed(req, context, doc, previousDoc), doc),
    ],
    afterDelete: [async ({ doc, req, context }) => (await changed(req, context, doc), doc)],
  };
}
