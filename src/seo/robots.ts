import type { MetadataRoute } from 'next';
import { siteBase } from './urls';

/** Operator UI, Payload's REST/GraphQL and the backend JSON API: nothing for search engines. */
export const DISALLOWED_PATHS = [
  '/admin',
  '/api',
  '/business-center-app-zxw',
  '/business-center-app-zxw-member',
] as const;

export function buildRobots(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] },
    sitemap: `${siteBase(origin)}/sitemap.xml`,
  };
}
