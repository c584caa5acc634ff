import { getConfig } from '@/config/env';
import { buildSitemap, renderSitemapXml, SITEMAP_URL_LIMIT } from '@/seo/sitemap';
import { listSitemapSamples } from '@/seo/sitemap-data';

// Built per request: SITE_ORIGIN is runtime config (one build, several environments) and the
// samples change with operators' saves. The samples read is cached, so a request is cheap.
export const dynamic = 'force-dynamic';

export async function GET() {
  // Database unreachable (and nothing cached): ask crawlers to come back rather than hand
  // them a partial list.
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
  const entries = buildSitemap(getConfig().SITE_ORIGIN, samples);
  if (entries.length > SITEMAP_URL_LIMIT) {
    // Around 2 × (91 + samples) URLs today; this many needs a sitemap index (see src/seo/sitemap.ts).
    console.warn(`sitemap.xml lists ${entries.length} URLs, over the protocol's ${SITEMAP_URL_LIMIT}`);
  }
  return new Response(renderSitemapXml(entries), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Same freshness as the pages: shared caches keep it 5 minutes and may serve it stale meanwhile.
      'Cache-Control': 'public, s-maxage=300, stale-while-revalidate=86400',
    },
  });
}
