import { revalidateTag, unstable_cache } from 'next/cache';
import type { CacheTag } from '@/routing/cache-tags';
import { PAGE_REVALIDATE_SECONDS } from '@/routing/page-cache';
import { reportDatabaseError } from './db-health';
import { noteWrite } from './read-replicas';

/**
 * A read cached in Next's data cache under `tags`, fixed or computed from the arguments (expired
 * by the collection hooks on save, and after `maxAge` seconds anyway, PAGE_REVALIDATE_SECONDS by
 * default). Outside a Next server (CLI, tests, bench) there is no data cache and the read runs
 * directly.
 */
export function cachedRead<A extends unknown[], R>(
  key: string,
  tags: CacheTag[] | ((...args: A) => CacheTag[]),
  read: (...args: A) => Promise<R>,
  // As long as a page lives, so instances that missed a save converge.
  maxAge = PAGE_REVALIDATE_SECONDS,
): (...args: A) => Promise<R> {
  const noted = async (...args: A) => {
    try {
      return await read(...args);
    } catch (error) {
      reportDatabaseError(error);
      throw error;
    }
  };
  const fixed =
    typeof tags === 'function' ? undefined : unstable_cache(noted, [key], { tags, revalidate: maxAge });
  return async (...args: A) => {
    // Tags that depend on the arguments (a record's own tag) need a cache function per call.
    const cached =
      fixed ??
      unstable_cache(noted, [key], { tags: (tags as (...a: A) => CacheTag[])(...args), revalidate: maxAge });
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Error && /incrementalCache missing/i.test(error.message)) return noted(...args);
      throw error;
    }
  };
}

/**
 * Expires `tags` now, from a collection hook, an import or a job inside a request. Outside a
 * Next request (a CLI, the start-up seed) there is no cache to expire; `skipRevalidate` in the
 * operation's context (bulk seeding) skips it too. Outside a request, imports ask the server
 * instead (src/server/cache-expiry.ts).
 */
export function expireTags(tags: readonly CacheTag[], context: Record<string, unknown> = {}): void {
  if (context.skipRevalidate) return;
  // The pages re-rendered next must see this write: they read the primary for a moment.
  noteWrite();
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Outside a Next request: nothing cached here.
    }
  }
}
