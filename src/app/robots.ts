import type { MetadataRoute } from 'next';
import { getConfig } from '@/config/env';
import { buildRobots } from '@/seo/robots';

// Rendered per request: the sitemap line names SITE_ORIGIN, which is runtime config.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return buildRobots(getConfig().SITE_ORIGIN);
}
