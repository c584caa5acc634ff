import { sitemapIndexResponse } from '@/features/feeds/sitemap-response';

// Read at request time: SITE_ORIGIN is runtime config (one build, several environments).
export const dynamic = 'force-dynamic';

/** The sitemap index: the files of the site's pages and of every record's own page. */
export function GET() {
  return sitemapIndexResponse();
}
