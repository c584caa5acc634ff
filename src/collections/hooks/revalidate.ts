import { revalidateTag } from 'next/cache';
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { CacheTag } from '@/routing/cache-tags';

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
