import { sitemapRoot } from '@/seo/sitemap-files';
import { sitemapResponse } from '@/seo/sitemap-response';

// Read at request time: SITE_ORIGIN is runtime config (one build, several environments).
export const dynamic = 'force-dynamic';

/** The sitemap, or past 50,000 URLs the index of its files (`/sitemap/<n>.xml`). */
export function GET() {
  return sitemapResponse((origin, entries) => sitemapRoot(origin, entries));
}
