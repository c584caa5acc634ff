import { hasLocale } from 'next-intl';
import { DESKTOP_VIEW_PARAM, DESKTOP_VIEW_VALUE, hasMobileView, MOBILE_PREFIX } from '@/catalog/mobile';
import { getConfig, type AppConfig } from '@/config/env';
import { localizedPath, routing, type Locale } from '@/i18n/routing';

/** Which view of a page is rendered: the desktop page or its mobile view (docs/mobile-site.md). */
export type Device = 'desktop' | 'mobile';

/**
 * The first internal path segment names the locale and the device (`zh`, `en`, `zh~m`,
 * `en~m`): one layout and one folder per page serve both views, each cached under its own path.
 * The proxy writes it; a public path never starts with it (`/zh~m/…` is a 404).
 */
const MOBILE_SUFFIX = '~m';

export function pageSegment(locale: Locale, device: Device): string {
  return device === 'mobile' ? `${locale}${MOBILE_SUFFIX}` : locale;
}

export function parsePageSegment(segment: string): { locale: Locale; device: Device } | null {
  const mobile = segment.endsWith(MOBILE_SUFFIX);
  const locale = mobile ? segment.slice(0, -MOBILE_SUFFIX.length) : segment;
  if (!hasLocale(routing.locales, locale)) return null;
  return { locale, device: mobile ? 'mobile' : 'desktop' };
}

/**
 * Where the mobile pages are: under `/m` on this origin (no MOBILE_SITE_URL), at the root of a
 * host this app also serves (MOBILE_SITE_HOSTED=on), or an outside site (only its root is known).
 */
export type MobileSite =
  | { kind: 'path'; base: string }
  | { kind: 'host'; base: string; host: string }
  | { kind: 'external'; url: string };

export function mobileSite(config: AppConfig = getConfig()): MobileSite {
  const url = config.MOBILE_SITE_URL;
  if (!url) return { kind: 'path', base: MOBILE_PREFIX };
  if (config.MOBILE_SITE_HOSTED === 'off') return { kind: 'external', url };
  const parsed = new URL(url);
  return { kind: 'host', base: parsed.origin, host: parsed.host.toLowerCase() };
}

/**
 * The mobile URL of a page (its locale-less public href, query included): relative under `/m`,
 * absolute on a mobile host, the outside site's root, or null when the route has no mobile view.
 */
export function mobileHref(locale: Locale, href: string, site: MobileSite = mobileSite()): string | null {
  if (site.kind === 'external') return site.url;
  if (!hasMobileView(href.split('?')[0])) return null;
  const path = localizedPath(locale, href);
  return site.kind === 'path' ? (path === '/' ? site.base : `${site.base}${path}`) : `${site.base}${path}`;
}

/** mobileHref as an absolute URL (search engines' tags), on SITE_ORIGIN in the `/m` set-up. */
export function mobileUrl(locale: Locale, href: string, config: AppConfig = getConfig()): string | null {
  const found = mobileHref(locale, href, mobileSite(config));
  return found === null ? null : new URL(found, config.SITE_ORIGIN).href;
}

/**
 * The desktop page's address from a mobile page, with `view=pc` so the proxy sets the cookie
 * that keeps the visitor on desktop pages: absolute when the mobile pages have a host of their own.
 */
export function desktopViewHref(locale: Locale, href: string, config: AppConfig = getConfig()): string {
  const url = new URL(localizedPath(locale, href), config.SITE_ORIGIN);
  url.searchParams.set(DESKTOP_VIEW_PARAM, DESKTOP_VIEW_VALUE);
  const relative = `${url.pathname}${url.search}`;
  return mobileSite(config).kind === 'host' ? url.href : relative;
}

/** Prefix of this app's internal links on pages of a device: `/m` for same-origin mobile pages. */
export function linkBaseOf(device: Device, config: AppConfig = getConfig()): string {
  const site = mobileSite(config);
  return device === 'mobile' && site.kind === 'path' ? site.base : '';
}

/** What the browser's under-1000-px redirect needs: where to go, and whether to keep the page. */
export interface MobileRedirectTarget {
  base: string;
  keepPage: boolean;
}

export function mobileRedirectTarget(site: MobileSite = mobileSite()): MobileRedirectTarget {
  return site.kind === 'external' ? { base: site.url, keepPage: false } : { base: site.base, keepPage: true };
}
