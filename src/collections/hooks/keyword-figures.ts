/**
 * An operator's save or delete of a record or a keyword drops the stored figures of the keywords
 * it concerns (docs/seo.md, 'Keyword pages'), inside the save's transaction: their next view
 * computes them again (src/server/keywords/figures.ts).
 */
import type { PayloadRequest } from 'payload';
import { sql } from 'drizzle-orm';
import { matchingKeywords } from '@/text/keyword-match';
import { searchText } from '@/text/search-text';
import { requestSql } from './organisations';

export async function forgetKeywordFigures(req: PayloadRequest, slugs: readonly string[]): Promise<void> {
  const unique = [...new Set(slugs.filter(Boolean))];
  if (!unique.length) return;
  const db = await requestSql(req);
  await db.query(
    sql`DELETE FROM keyword_figures WHERE slug IN (${sql.join(
      unique.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  );
}

/** The keywords whose names these titles hold: their figures are dropped. */
export async function forgetFiguresOfTitles(req: PayloadRequest, titles: readonly string[]): Promise<void> {
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
  await forgetKeywordFigures(
    req,
    matchingKeywords(text, [...keywords.values()]).map((k) => k.slug),
  );
}
