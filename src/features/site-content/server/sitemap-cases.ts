import { CACHE_TAGS } from '@/routing/cache-tags';
import { cachedRead } from '@/server/cache';
import { getPayload } from '@/server/payload';
import type { CaseKind, SitemapCase } from '@/schemas/dto';

/**
 * The visible customer cases and testimonials, each with its kind and last save, for the
 * sitemap. Cached under the customer-case tags, so an operator's save shows up at once and the
 * sitemap costs no database round trip otherwise.
 */
export const listSitemapCases = cachedRead(
  'sitemap-cases',
  [CACHE_TAGS.customerCases, CACHE_TAGS.caseTypes],
  async (): Promise<SitemapCase[]> => {
    const payload = await getPayload();
    const [cases, types] = await Promise.all([
      payload.find({
        collection: 'samples',
        // Same visibility rule as the pages (site-content.ts): soft-deleted ones answer 404.
        where: { isDelete: { not_equals: true } },
        select: { sampleType: true, updatedAt: true },
        sort: 'id',
        pagination: false,
        depth: 0,
      }),
      payload.find({ collection: 'sample-types', select: { key: true }, pagination: false, depth: 0 }),
    ]);
    const kindOf = new Map<number, CaseKind>(types.docs.map((t) => [t.id, t.key]));
    return cases.docs.map((doc) => {
      const typeId = typeof doc.sampleType === 'object' ? doc.sampleType.id : doc.sampleType;
      return { id: doc.id, kind: kindOf.get(typeId) ?? null, updatedAt: doc.updatedAt };
    });
  },
);
