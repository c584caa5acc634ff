/**
 * The keyword landing pages a batch of published records changed (docs/seo.md, 'Push on
 * publish'): every keyword a record matches, whole and for the record's province. Records still
 * stored are matched on their `search_text`; withdrawn ones, moved to `withdrawals`, on the
 * `search_text` of their kept titles. A few hundred keywords tested in memory per record, one
 * read per 500 records: no keyword query per record.
 */
import type { RecordKind } from '@/catalog/routes';
import { keywordMatcher } from '@/features/keywords/text/keyword-match';
import { searchText } from '@/text/search-text';
import { type RawSql, sql } from '@/server/db';
import { listKeywords } from '@/features/keywords/server/list';

/** Source ids a statement looks up at once. */
const IDS_PER_READ = 500;

/** A landing page: the keyword's whole page, or its page for one province. */
export interface KeywordPage {
  slug: string;
  province?: string;
}

interface Matched {
  province: string | null;
  text: string;
}

async function readMatched(db: RawSql, kind: RecordKind, sourceIds: readonly string[]): Promise<Matched[]> {
  const out: Matched[] = [];
  for (let i = 0; i < sourceIds.length; i += IDS_PER_READ) {
    const part = sourceIds.slice(i, i + IDS_PER_READ);
    const [stored, withdrawn] = await Promise.all([
      db.query<{ province: string | null; search_text: string | null }>(
        sql`SELECT province, search_text FROM ${sql.identifier(kind)} WHERE source_id IN ${part}`,
      ),
      db.query<{ id: number; province: string | null; title: string | null; _locale: string }>(
        sql`SELECT w.id, w.province, l.title, l._locale FROM withdrawals w
          JOIN withdrawals_locales l ON l._parent_id = w.id
          WHERE w.kind = ${kind} AND w.source_id IN ${part}`,
      ),
    ]);
    for (const r of stored) out.push({ province: r.province, text: r.search_text ?? '' });
    const titles = new Map<number, { province: string | null; zh?: string; en?: string }>();
    for (const r of withdrawn) {
      const entry = titles.get(Number(r.id)) ?? { province: r.province };
      if (r.title) entry[r._locale === 'en' ? 'en' : 'zh'] = r.title;
      titles.set(Number(r.id), entry);
    }
    for (const t of titles.values()) out.push({ province: t.province, text: searchText(t.zh, t.en) });
  }
  return out;
}

/** The landing pages of the keywords these records match, once each. */
export async function keywordPagesOf(
  db: RawSql,
  kind: RecordKind,
  sourceIds: readonly string[],
): Promise<KeywordPage[]> {
  const keywords = await listKeywords();
  if (!keywords.length || !sourceIds.length) return [];
  const pages = new Map<string, KeywordPage>();
  const matching = keywordMatcher(keywords);
  for (const { province, text } of await readMatched(db, kind, sourceIds)) {
    for (const k of matching(text)) {
      pages.set(k.slug, { slug: k.slug });
      if (province) pages.set(`${k.slug}/${province}`, { slug: k.slug, province });
    }
  }
  return [...pages.values()];
}
