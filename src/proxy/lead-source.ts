import { LEAD_SOURCE_COOKIE, LEAD_SOURCE_DAYS } from '@/catalog/lead-sources';
import { UNCACHED_PAGE_CACHE_CONTROL } from '@/routing/page-cache';
import { mobileSite } from '@/routing/device';
import { decodeSource, encodeSource } from '@/features/leads/sources/cookie';
import { sourceSecret } from '@/features/leads/sources/secret';
import { nextState, parseVisit } from '@/features/leads/sources/visit';
import type { ProxyRequest } from './request';

/**
 * Remembers where a visitor came from (docs/leads.md, 'Where leads come from'), outside the
 * cached page: a page request from another site, or with UTM or click parameters, gets the same
 * page with a Set-Cookie and `no-store`, so no shared cache keeps that answer or serves one
 * visitor's cookie to another (nginx passes such requests by its cache: deploy/nginx). Any
 * other request is answered as it was, without a cookie.
 */
export function rememberLeadSource(req: ProxyRequest, response: Response): Response {
  const { request, config } = req;
  if (request.method !== 'GET' || response.status >= 300) return response;
  const site = mobileSite(config);
  const siteOrigin = new URL(config.SITE_ORIGIN);
  const origin = req.device === 'mobile' && site.kind === 'host' ? site.base : siteOrigin.origin;
  const ownHosts = [request.headers.get('host') ?? '', siteOrigin.host];
  if (site.kind === 'host') ownHosts.push(site.host);
  const url = new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, origin);
  const found = parseVisit({ url, referrer: request.headers.get('referer'), ownHosts });
  if (!found) return response;
  const secret = sourceSecret(config);
  const previous = decodeSource(request.cookies.get(LEAD_SOURCE_COOKIE)?.value, secret);
  const value = encodeSource(nextState(previous, found), secret);
  const secure = config.SITE_ORIGIN.startsWith('https:') ? '; Secure' : '';
  response.headers.append(
    'Set-Cookie',
    `${LEAD_SOURCE_COOKIE}=${value}; Path=/; Max-Age=${LEAD_SOURCE_DAYS * 86_400}; HttpOnly; SameSite=Lax${secure}`,
  );
  response.headers.set('Cache-Control', UNCACHED_PAGE_CACHE_CONTROL);
  return response;
}
