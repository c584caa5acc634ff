import { getConfig } from '@/config/env';
import { PAGE_CACHE_CONTROL } from '@/routing/page-cache';
import { buildSitemap, type SitemapEntry } from './sitemap';
import { listSitemapSamples } from '@/server/sitemap-samples';

const XML_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  // Same freshness as the pages: shared caches keep it as long and may serve it stale meanwhile.
  'Cache-Control': PAGE_CACHE_CONTROL,
};

/**
 * Answers a sitemap document built from the current entries. Built per request: SITE_ORIGIN is
 * runtime config and the samples change with operators' saves; the samples read is cached.
 * With the database unreachable (and nothing cached), crawlers are asked to come back rather
 * than handed a partial list.
 */
export async function sitemapResponse(
  render: (origin: string, entries: SitemapEntry[]) => string | null,
): Promise<Response> {
  const samples = await listSitemapSamples().catch(() => null);
  if (!samples) {
    return new Response('Sitemap temporarily unavailable', {
      status: 503,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': '300',
        'Cache-Control': 'no-store',
      },
    });
  }
  const origin = getConfig().SITE_ORIGIN;
  const xml = render(origin, buildSitemap(origin, samples));
  if (xml === null) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=60' },
    });
  }
  return new Response(xml, { headers: XML_HEADERS });
}
