/**
 * An operator's save or delete of a record or a keyword marks the stored figures of the keywords
 * it concerns stale (docs/seo.md, 'Keyword pages'), inside the save's transaction, and queues the
 * `keywordFigures` job that recomputes them (src/features/keywords/server/refresh.ts). Their rows are kept
 * and served meanwhile.
 */
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload';
import { sql } from 'drizzle-orm';
import { matchingKeywords } from '@/features/keywords/text/keyword-match';
import { searchText } from '@/text/search-text';
import { markKeywordsStale, queueFiguresRun } from '../server/refresh';
import { requestSql } from '@/server/db';

export async function markFiguresStale(
  req: PayloadRequest,
  slugs: readonly string[],
  context: Record<string, unknown>,
): Promise<void> {
  if (!slugs.some(Boolean)) return;
  await markKeywordsStale(await requestSql(req), slugs);
  // Seeding queues nothing: the server's start queues one run for every keyword without rows.
  if (!context.skipRevalidate) await queueFiguresRun(req.payload, req);
}

/** The keywords whose names these titles hold: their figures are marked stale. */
export async function markFiguresOfTitlesStale(
  req: PayloadRequest,
  titles: readonly string[],
  context: Record<string, unknown>,
): Promise<void> {
  const text = searchText(...titles);
  if (!text) return;
  const db = await requestSql(req);
  const rows = await db.query<{ slug: string; name_zh: string; text: string | null }>(
    sql`SELECT k.slug, k.name_zh, t.text FROM keywords k
      LEFT JOIN keywords_texts t ON t.parent_id = k.id AND t.path = 'synonyms'
      WHERE k.slug IS NOT NULL`,
  );
  const keywords = new Map<string, { slug: string; nameZh: string; synonyms: string[] }>();
  for (const r of rows) {
    const k = keywords.get(r.slug) ?? { slug: r.slug, nameZh: r.name_zh, synonyms: [] };
    if (r.text) k.synonyms.push(r.text);
    keywords.set(r.slug, k);
  }
  await markFiguresStale(
    req,
    matchingKeywords(text, [...keywords.values()]).map((k) => k.slug),
    context,
  );
}

interface TitledRecord {
  sourceId?: string | null;
  title?: unknown;
}

const titlesOf = (...docs: (TitledRecord | undefined)[]) =>
  docs
    .filter((d) => d?.sourceId)
    .map((d) => d?.title)
    .filter((t): t is string => typeof t === 'string');

/**
 * Hooks for the record collections (projects, tenders, withdrawals; composed in
 * src/payload-collections.ts): the keywords a saved or deleted record's title names, before and
 * after, count it no more, or now.
 */
export const recordTitleHooks: {
  afterChange: CollectionAfterChangeHook[];
  afterDelete: CollectionAfterDeleteHook[];
} = {
  afterChange: [
    async ({ doc, previousDoc, req, context }) => {
      const titles = titlesOf(doc, previousDoc);
      if (!context.skipRevalidate && titles.length) await markFiguresOfTitlesStale(req, titles, context);
      return doc;
    },
  ],
  afterDelete: [
    async ({ doc, req, context }) => {
      const titles = titlesOf(doc);
      if (!context.skipRevalidate && titles.length) await markFiguresOfTitlesStale(req, titles, context);
      return doc;
    },
  ],
};
