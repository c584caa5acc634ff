import { revalidateTag } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { type CacheTag, recordTag } from '@/routing/cache-tags';
import { type PushedRecord, queueRecordPages } from '../SearchPush';
import { markFiguresOfTitlesStale } from './keyword-figures';

/** Expires `tags` now (inside a request; outside one, while seeding or in a CLI, there is nothing to expire). */
export function expireTags(tags: readonly CacheTag[], context: Record<string, unknown>): void {
  // Bulk seeding runs outside a request, where there is no cache to expire.
  if (context.skipRevalidate) return;
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next request (CLI, start-up seed) there is no cache to expire.
    }
  }
}

/**
 * An operator's save, delete or withdrawal queues the pages it touched for the search engines
 * (docs/seo.md, 'Push on publish'); nothing without a token, nothing while seeding.
 */
async function pushChanged(req: PayloadRequest, context: Record<string, unknown>, records: PushedRecord[]) {
  if (!context.skipRevalidate) await queueRecordPages(req, records);
}

/** afterChange/afterDelete hooks that expire the cache tags of the pages showing a collection. */
export function revalidateHooks(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [({ doc, context }) => (expireTags(tags, context), doc)],
    afterDelete: [({ doc, context }) => (expireTags(tags, context), doc)],
  };
}

interface RecordDoc {
  sourceId?: string | null;
  kind?: string | null;
  title?: unknown;
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
    // The keywords the record's title names (before and after) count it no more, or now.
    if (!context.skipRevalidate && records.length)
      await markFiguresOfTitlesStale(
        req,
        docs.map((d) => d?.title).filter((t): t is string => typeof t === 'string'),
        context,
      );
  };
  return {
    afterChange: [
      async ({ doc, previousDoc, req, context }) => (await changed(req, context, doc, previousDoc), doc),
    ],
    afterDelete: [async ({ doc, req, context }) => (await changed(req, context, doc), doc)],
  };
}
