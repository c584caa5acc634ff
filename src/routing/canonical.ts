import { isPatternRoute, matchRoute } from '@/catalog/routes';

/**
 * The canonical form of a request path: routes answer in any capitalisation and with a
 * trailing slash, but only the spec's exact spelling is served; everything else is a 308.
 * Returns the canonical path (with the `/en` prefix when present) or null when already
 * canonical or not a known route.
 */
export function canonicalPath(pathname: string): string | null {
  const enMatch = /^\/en(?=\/|$)/i.exec(pathname);
  const prefix = enMatch ? '/en' : '';
  const rest = enMatch ? pathname.slice(enMatch[0].length) || '/' : pathname;
  // `/zh/...` is never canonical: next-intl redirects it to the unprefixed path itself.
  const route = matchRoute(rest);
  if (!route) {
    if (enMatch && enMatch[0] !== '/en') return `/en${rest === '/' ? '' : rest}`;
    return null;
  }
  // A landing page's own path is canonical in lower case without a trailing slash.
  const own = isPatternRoute(route) ? rest.replace(/\/+$/, '').toLowerCase() : route.path;
  const canonical = prefix ? (own === '/' ? '/en' : `/en${own}`) : own;
  return canonical === pathname ? null : canonical;
}
