import { revalidateTag } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { RecordKind } from '@/catalog/routes';
import { type CacheTag, recordTag } from '@/routing/cache-tags';

function expire(tags: readonly CacheTag[], context: Record<string, unknown>): void {
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

/** afterChange/afterDelete hooks that expire the cache tags of the pages showing a collection. */
export function revalidateHooks(...tags: CacheTag[]): {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} {
  return {
    afterChange: [({ doc, context }) => (expire(tags, context), doc)],
    afterDelete: [({ doc, context }) => (expire(tags, context), doc)],
  };
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
  const tagsOf = (...docs: (RecordDoc | undefined)[]): CacheTag[] => {
    const tags = new Set<CacheTag>();
    for (const doc of docs) {
      const k = kind ?? doc?.kind;
      if ((k === 'projects' || k === 'tenders') && doc?.sourceId) tags.add(recordTag(k, doc.sourceId));
    }
    return [...tags];
  };
  return {
    afterChange: [({ doc, previousDoc, context }) => (expire(tagsOf(doc, previousDoc), context), doc)],
    afterDelete: [({ doc, context }) => (expire(tagsOf(doc), context), doc)],
  };
}
