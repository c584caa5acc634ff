import { readConfirmingMissing, sql } from '@/server/db';
import { setKeywordStatusLookup } from './status';

/**
 * The proxy's 'is this slug a keyword?', read fresh: an operator's new keyword answers at once, a
 * deleted one is the 404 at once (the cached list would lag by its tag's expiry).
 */
export function lookUpKeyword(slug: string): Promise<boolean> {
  // On a replica, 'not a keyword' is confirmed on the primary: a keyword saved a moment ago is no 404.
  return readConfirmingMissing(
    async (db) => (await db.query(sql`SELECT 1 AS found FROM keywords WHERE slug = ${slug}`)).length > 0,
    (found) => !found,
  );
}

/** Called once at start: the proxy asks through `status.ts`. */
export function registerKeywordStatusLookup(): void {
  setKeywordStatusLookup(lookUpKeyword);
}
