import type { MetadataRoute } from 'next';
import { getConfig } from '@/config/env';
import { buildRobots } from '@/seo/robots';
import { sitemapFileList } from '@/features/feeds/sitemap-response';

// Rendered per request: the sitemap lines name SITE_ORIGIN (runtime config) and the current files.
export const dynamic = 'force-dynamic';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = getConfig().SITE_ORIGIN;
  return buildRobots(origin, await sitemapFileList(origin));
}
