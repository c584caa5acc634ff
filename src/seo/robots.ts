import type { MetadataRoute } from 'next';
import { API_PREFIXES } from '@/catalog/api-paths';
import { siteBase } from './urls';

/** Operator UI, Payload's REST/GraphQL and the backend JSON API: nothing for search engines. */
const DISALLOWED_PATHS = ['/admin', '/api', API_PREFIXES.zxw, API_PREFIXES.member] as const;

export function buildRobots(origin: string): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...DISALLOWED_PATHS] },
    sitemap: `${siteBase(origin)}/sitemap.xml`,
  };
}
