import { CACHE_TAGS } from '@/routing/cache-tags';
import { cachedRead } from './cache';
import { getPayload } from './payload';
import type { SampleKind, SitemapSample } from '@/schemas/dto';

/**
 * The visible samples (cases and testimonials), each with its kind and last save, for the
 * sitemap. Cached under the samples tags, so an operator's save shows up at once and the
 * sitemap costs no database round trip otherwise.
 */
export const listSitemapSamples = cachedRead(
  'sitemap-samples',
  [CACHE_TAGS.samples, CACHE_TAGS.sampleTypes],
  async (): Promise<SitemapSample[]> => {
    const payload = await getPayload();
    const [samples, types] = await Promise.all([
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
    const kindOf = new Map<number, SampleKind>(types.docs.map((t) => [t.id, t.key]));
    return samples.docs.map((doc) => {
      const typeId = typeof doc.sampleType === 'object' ? doc.sampleType.id : doc.sampleType;
      return { id: doc.id, kind: kindOf.get(typeId) ?? null, updatedAt: doc.updatedAt };
    });
  },
);
