import { sitemapFile } from '@/seo/sitemap-files';
import { sitemapResponse } from '@/seo/sitemap-response';

export const dynamic = 'force-dynamic';

/** One file of the sitemap index (`/sitemap/0.xml`, …), at most 50,000 URLs each. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  return sitemapResponse((_origin, entries) => (match ? sitemapFile(entries, Number(match[1])) : null));
}
