/**
 * Keeping the stored keyword figures current off the views (docs/seo.md, 'Keyword pages'): a
 * publish (import, ingest, withdrawal) or an operator's save marks the keywords it touches stale
 * in `keyword_figures_stale` and queues the `keywordFigures` job; the job recomputes the marked
 * keywords in batches until none is left, and after China midnight every keyword computed
 * before it (the 180-day window moved) or never, then expires the pages whose figures changed. Views keep
 * serving the rows they find meanwhile.
 */
import type { Payload, PayloadRequest } from 'payload';
import { chinaDayStart } from '@/text/china-time';
import { KEYWORDS_QUEUE, taskWaiting } from '@/collections/jobs';
import { CACHE_TAGS, keywordTag } from '@/routing/cache-tags';
import { type RawSql, isoDate, sql } from '@/server/db';
import { computeKeywordFigures } from './figures';
import { readKeywords } from './list';

/** Keywords one batch recomputes before its pages are expired and the next batch is read. */
export const STALE_BATCH = 20;

/** Marks these keywords' figures stale (their rows stay served until recomputed). */
export async function markKeywordsStale(db: RawSql, slugs: readonly string[], now = new Date()) {
  const unique = [...new Set(slugs.filter(Boolean))];
  const at = now.toISOString();
  for (let i = 0; i < unique.length; i += 200)
    await db.query(
      sql`INSERT INTO keyword_figures_stale (slug, marked_at) VALUES ${sql.join(
        unique.slice(i, i + 200).map((slug) => sql`(${slug}, ${at})`),
        sql`, `,
      )} ON CONFLICT (slug) DO UPDATE SET marked_at = excluded.marked_at`,
    );
}

/**
 * Queues a `keywordFigures` run on its own queue unless one waits already. On the default queue
 * it waited behind whatever ran there (an import, the demo feed) instead of following in seconds.
 */
export async function queueFiguresRun(payload: Payload, req?: PayloadRequest): Promise<void> {
  if (!(await taskWaiting(payload, 'keywordFigures', req)))
    await payload.jobs.queue({ task: 'keywordFigures', input: {}, queue: KEYWORDS_QUEUE, req });
}

/** Marks these keywords stale and queues a run: a publish's call (an import's many batches queue one). */
export async function queueKeywordFigures(payload: Payload, db: RawSql, slugs: readonly string[]) {
  if (!slugs.length) return;
  await markKeywordsStale(db, slugs);
  await queueFiguresRun(payload);
}

/**
 * The `keywordFigures` job: marks every keyword computed before the last China midnight, then
 * recomputes the marked ones STALE_BATCH at a time, oldest mark first, until none is left. A
 * mark is cleared after its keyword is stored, unless it was marked again meanwhile (that
 * publish's records may have been read before they were written). After each batch, `expire`
 * gets the tags of the keywords whose figures changed, and the sitemap's (a row a view computed
 * meanwhile may be new to it).
 */
export async function runKeywordFigures(
  db: RawSql,
  expire: (tags: string[]) => Promise<unknown>,
  now = () => new Date(),
): Promise<{ recomputed: number; changed: number }> {
  let keywords = new Map((await readKeywords()).map((k) => [k.slug, k]));
  // Rows computed before the last China midnight are a day old.
  const dayStart = new Date(chinaDayStart(now().getTime())).toISOString();
  const current = await db.query<{ slug: string; computed_at: unknown }>(
    sql`SELECT slug, computed_at FROM keyword_figures WHERE province = ''`,
  );
  const fresh = new Set(current.filter((r) => isoDate(r.computed_at) >= dayStart).map((r) => r.slug));
  // Rows of an earlier day, and keywords with none yet (a new database, a new keyword).
  await markKeywordsStale(
    db,
    [...keywords.keys()].filter((slug) => !fresh.has(slug)),
    new Date(0),
  );
  let recomputed = 0;
  let changed = 0;
  for (;;) {
    const marks = await db.query<{ slug: string; marked_at: unknown }>(
      sql`SELECT slug, marked_at FROM keyword_figures_stale ORDER BY marked_at, slug LIMIT ${STALE_BATCH}`,
    );
    if (!marks.length) break;
    // Read again each batch: a keyword saved during a long run is computed with its new names.
    if (recomputed) keywords = new Map((await readKeywords()).map((k) => [k.slug, k]));
    const tags: string[] = [];
    for (const mark of marks) {
      const keyword = keywords.get(mark.slug);
      // A deleted keyword: its rows go with its mark.
      if (!keyword) await db.query(sql`DELETE FROM keyword_figures WHERE slug = ${mark.slug}`);
      else if ((await computeKeywordFigures(db, keyword, now())).changed) tags.push(keywordTag(mark.slug));
      await db.query(
        sql`DELETE FROM keyword_figures_stale WHERE slug = ${mark.slug} AND marked_at <= ${isoDate(mark.marked_at)}`,
      );
      recomputed += 1;
    }
    changed += tags.length;
    await expire([...tags, CACHE_TAGS.keywordFigures]);
  }
  return { recomputed, changed };
}
