import { getRawSql, sql } from '@/server/db';
import { setKeywordStatusLookup } from './status';

/**
 * The proxy's 'is this slug a keyword?', read fresh: an operator's new keyword answers at once, a
 * deleted one is the 404 at once (the cached list would lag by its tag's expiry).
 */
export async function lookUpKeyword(slug: string): Promise<boolean> {
  const db = await getRawSql();
  const rows = await db.query(sql`SELECT 1 AS found FROM keywords WHERE slug = ${slug}`);
  return rows.length > 0;
}

/** Called once at start: the proxy asks through `status.ts`. */
export function registerKeywordStatusLookup(): void {
  setKeywordStatusLookup(lookUpKeyword);
}
