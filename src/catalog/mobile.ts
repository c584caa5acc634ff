import { matchRoute, type RoutePath } from './routes';

/**
 * The mobile site (docs/mobile-site.md). Same-origin mobile pages live under this prefix, before the
 * locale: the mobile URL of a page is its desktop URL with `/m` in front (`/m`,
 * `/m/en/industry/index2?industry=huanbao`), the same shape a mobile host serves at its root.
 */
export const MOBILE_PREFIX = '/m';

/** A same-origin mobile path without its prefix (`/m/en/x` → `/en/x`, `/m` → `/`), else null. */
export function withoutMobilePrefix(pathname: string): string | null {
  if (pathname !== MOBILE_PREFIX && !pathname.startsWith(`${MOBILE_PREFIX}/`)) return null;
  return pathname.slice(MOBILE_PREFIX.length) || '/';
}

/**
 * Routes that have a mobile view. A mobile URL of any other route is sent to its desktop page,
 * and the desktop page of such a route does not send phones away. Adding a route here is the
 * one step of giving a page its mobile view (its sections' mobile CSS aside).
 */
export const MOBILE_VIEW_PATHS: ReadonlySet<RoutePath> = new Set<RoutePath>([
  '/',
  '/home',
  '/home/index-beifen',
  '/home/components/swiper',
  '/aboutUs',
  '/caseCenter',
  '/caseCenter/appraiseInfo',
  '/commerceChance',
  '/connections',
  '/connections/detail',
  '/exclusiveBuy',
  '/helpCenter',
  '/ideaBack',
  '/imageView',
  '/industry',
  '/industry/index2',
  '/industry/detail',
  '/inviteBussInfo',
  '/inviteBussInfo/index2',
  '/inviteBussInfo/detail',
  '/law',
  '/marketService',
  '/networkProcess',
  '/oneToOne',
  '/privacy',
  '/zxt',
  '/search',
  '/keywords',
  '/keywords/[slug]',
]);

/** Whether a locale-less path (any capitalisation) is a route with a mobile view. */
export function hasMobileView(path: string): boolean {
  const route = matchRoute(path);
  return route !== undefined && MOBILE_VIEW_PATHS.has(route.path as RoutePath);
}

/**
 * 'Desktop version': the desktop URL with `?view=pc` sets this cookie (by the proxy, so it works
 * without JavaScript and from a mobile host) and the desktop page then keeps the visitor.
 */
export const DESKTOP_VIEW_PARAM = 'view';
export const DESKTOP_VIEW_VALUE = 'pc';
export const DESKTOP_VIEW_COOKIE = 'zxw_view';
export const DESKTOP_VIEW_MAX_AGE_SECONDS = 30 * 24 * 3600;
