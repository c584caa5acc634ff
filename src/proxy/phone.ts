import { NextResponse } from 'next/server';
import { DESKTOP_VIEW_COOKIE, DESKTOP_VIEW_VALUE, hasMobileView } from '@/catalog/mobile';
import { LOCALE_COOKIE } from '@/i18n/routing';
import { detectRootLocale } from '@/routing/detect-locale';
import { mobileHref, mobileSite } from '@/routing/device';
import { isPhone } from '@/routing/phone';
import type { ProxyStep } from './steps';

/**
 * A phone asking for a desktop page that has a mobile view gets that view in the first answer
 * (Baidu's 跳转适配, docs/mobile-site.md 'Phones'): 307 to the same path and query under `/m` or
 * on the mobile host, unless it chose 'Desktop version'. `/` goes straight to the visitor's
 * language. Pages, cached or not, never vary by User-Agent: this answer is never stored by a
 * shared cache, and nginx takes the same decision before its cache.
 */
export const toPhoneView: ProxyStep = (req) => {
  const { request } = req;
  if (req.device !== 'desktop' || req.elsewhere) return undefined;
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.cookies.get(DESKTOP_VIEW_COOKIE)?.value === DESKTOP_VIEW_VALUE) return undefined;
  if (!hasMobileView(req.rest) || !isPhone(request.headers.get('user-agent'))) return undefined;
  const site = mobileSite(req.config);
  if (site.kind === 'external') return undefined;
  const locale =
    req.path === '/'
      ? detectRootLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get('accept-language'))
      : req.locale;
  const href = mobileHref(locale, req.rest, site);
  if (!href) return undefined;
  const response = NextResponse.redirect(new URL(`${href}${request.nextUrl.search}`, request.url), 307);
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
};
