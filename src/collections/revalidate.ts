import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload';
import type { CacheTag } from '@/routing/cache-tags';
import { expireTags } from '@/server/cache';

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
