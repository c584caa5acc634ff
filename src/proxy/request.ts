import type { NextRequest } from 'next/server';
import { MOBILE_PREFIX, withoutMobilePrefix } from '@/catalog/mobile';
import { getConfig, type AppConfig } from '@/config/env';
import { type Locale, splitLocale } from '@/i18n/routing';
import { mobileSite, type Device } from '@/routing/device';
import { parseVariant, type PageVariant } from '@/routing/page-variants';

/**
 * What the proxy reads off a request, once: the device whose pages it asks for, its path without
 * the mobile prefix, the locale and the page variant. Every step (./steps.ts) decides from this.
 */
export interface ProxyRequest {
  request: NextRequest;
  config: AppConfig;
  device: Device;
  /** The path without the mobile prefix: what the desktop site would call it. */
  path: string;
  /** What redirects put back in front of a path (`/m`, or nothing). */
  prefix: string;
  /** The mobile host a `/m` URL moved to, when the mobile pages have a host of their own. */
  elsewhere?: string;
  locale: Locale;
  /** The path without its locale prefix. */
  rest: string;
  /** The page it shows, or null for the 404 page (unknown path, invalid value). */
  variant: PageVariant | null;
}

/**
 * The device and path: a mobile host serves mobile pages at its root; without MOBILE_SITE_URL they
 * live under `/m`.
 */
function deviceOf(
  request: NextRequest,
  config: AppConfig,
): Pick<ProxyRequest, 'device' | 'path' | 'prefix' | 'elsewhere'> {
  const { pathname } = request.nextUrl;
  const site = mobileSite(config);
  if (site.kind === 'host' && request.headers.get('host')?.toLowerCase() === site.host) {
    return { device: 'mobile', path: pathname, prefix: '' };
  }
  const rest = withoutMobilePrefix(pathname);
  if (rest !== null && site.kind === 'path') return { device: 'mobile', path: rest, prefix: MOBILE_PREFIX };
  if (rest !== null && site.kind === 'host')
    return { device: 'desktop', path: rest, prefix: '', elsewhere: site.base };
  return { device: 'desktop', path: pathname, prefix: '' };
}

export function readProxyRequest(request: NextRequest, config: AppConfig = getConfig()): ProxyRequest {
  const device = deviceOf(request, config);
  const { locale, rest } = splitLocale(device.path);
  const variant = parseVariant(rest, request.nextUrl.searchParams);
  return { request, config, ...device, locale, rest, variant };
}

/** A path on the site the request came to: `/m` in front on same-origin mobile pages. */
export function onSameSite(req: ProxyRequest, path: string): string {
  return req.prefix && path === '/' ? req.prefix : `${req.prefix}${path}`;
}
