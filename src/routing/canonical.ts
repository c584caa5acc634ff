import { matchRoute } from '@/catalog/routes';

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
  const canonical = prefix ? (route.path === '/' ? '/en' : `/en${route.path}`) : route.path;
  return canonical === pathname ? null : canonical;
}
