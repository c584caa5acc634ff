import type { Payload } from 'payload';
import { pinyinSlug } from '@/text/pinyin-slug';
import { SEED_KEYWORDS } from './data/keywords';

/** The slugs of the seed keywords, in order: each name's pinyin, numbered when two read alike. */
export function seedKeywordSlugs(): string[] {
  const used = new Set<string>();
  return SEED_KEYWORDS.map(([zh]) => {
    const base = pinyinSlug(zh);
    let slug = base;
    for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
    used.add(slug);
    return slug;
  });
}

/** The first keywords (src/seed/data/keywords.ts), when the collection is empty. */
export async function seedKeywords(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'keywords', overrideAccess: true });
  if (totalDocs) return;
  const started = Date.now();
  const slugs = seedKeywordSlugs();
  for (const [i, [nameZh, nameEn, synonyms = [], featured = false]] of SEED_KEYWORDS.entries()) {
    await payload.create({
      collection: 'keywords',
      data: { nameZh, nameEn, slug: slugs[i], synonyms: [...synonyms], featured },
      // Nothing to expire outside a request.
      context: { skipRevalidate: true },
      overrideAccess: true,
    });
  }
  payload.logger.info(`Seeded ${SEED_KEYWORDS.length} keywords in ${Date.now() - started} ms`);
}
