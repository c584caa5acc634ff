import type { MetadataRoute } from 'next';
import { NON_PAGE_PATHS } from '@/catalog/api-paths';
import { siteBase } from './urls';

/**
 * Operator UI, Payload's REST/GraphQL and the backend JSON API: nothing for search engines. The
 * sitemap index comes first, then every file it names: Baidu reads sitemap files, not indexes.
 */
export function buildRobots(origin: string, files: readonly string[] = []): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...NON_PAGE_PATHS] },
    sitemap: [`${siteBase(origin)}/sitemap.xml`, ...files],
  };
}
