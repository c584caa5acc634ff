/**
 * The keywords themselves (docs/search.md, 'Keywords'): the whole list, one cached read under the
 * `keywords` tag (a few hundred short rows).
 */
import { CACHE_TAGS } from '@/routing/cache-tags';
import type { KeywordEntry } from '@/features/keywords/schemas/keyword-pages';
import { cachedRead } from '@/server/cache';
import { getRawSql, sql } from '@/server/db';

/** Every keyword, fresh (the figures job: a keyword saved a moment ago counts). */
export async function readKeywords(): Promise<KeywordEntry[]> {
  const db = await getRawSql();
  const [rows, texts] = await Promise.all([
    db.query<{ id: number; slug: string; name_zh: string; name_en: string; featured: boolean | number }>(
      sql`SELECT id, slug, name_zh, name_en, featured FROM keywords WHERE slug IS NOT NULL ORDER BY slug`,
    ),
    db.query<{ parent_id: number; text: string | null }>(
      sql`SELECT parent_id, text FROM keywords_texts WHERE path = 'synonyms' ORDER BY parent_id, ${sql.identifier('order')}`,
    ),
  ]);
  const synonyms = new Map<number, string[]>();
  for (const t of texts)
    if (t.text) synonyms.set(Number(t.parent_id), [...(synonyms.get(Number(t.parent_id)) ?? []), t.text]);
  return rows.map((r) => ({
    slug: r.slug,
    nameZh: r.name_zh,
    nameEn: r.name_en,
    synonyms: synonyms.get(Number(r.id)) ?? [],
    featured: Boolean(r.featured),
  }));
}

/** Every keyword, by slug. */
export const listKeywords = cachedRead('keywords', [CACHE_TAGS.keywords], readKeywords);

/** One keyword by its slug, from the cached list. */
export async function findKeyword(slug: string): Promise<KeywordEntry | undefined> {
  return (await listKeywords()).find((k) => k.slug === slug);
}

export type { KeywordEntry };
