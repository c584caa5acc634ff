import { NextResponse } from 'next/server';
import {
  DESKTOP_VIEW_COOKIE,
  DESKTOP_VIEW_MAX_AGE_SECONDS,
  DESKTOP_VIEW_PARAM,
  DESKTOP_VIEW_VALUE,
} from '@/catalog/mobile';
import { refuseFormPost } from '@/http/form-posts';
import { LOCALE_COOKIE, localizedPath, routing } from '@/i18n/routing';
import { canonicalPath } from '@/routing/canonical';
import { detectRootLocale } from '@/routing/detect-locale';
import { onSameSite, type ProxyRequest } from './request';

/**
 * The proxy's steps, in the order src/proxy.ts runs them: each answers the request (a redirect,
 * an error page) or passes it on with undefined. The last one, servePage (./serve-page.ts),
 * always answers.
 */
export type ProxyStep = (req: ProxyRequest) => Response | undefined | Promise<Response | undefined>;

/** A redirect to `pathname` with the request's query. Built by hand: NextURL would re-append a trailing slash being removed. */
export function redirectTo(
  req: ProxyRequest,
  pathname: string,
  status: 307 | 308,
  base: string = req.request.url,
) {
  return NextResponse.redirect(new URL(`${pathname}${req.request.nextUrl.search}`, base), status);
}

/** 'Desktop version' (`?zxw_view=pc`): remember the choice, then the same URL without the parameter. */
export const chooseDesktop: ProxyStep = ({ request }) => {
  if (request.nextUrl.searchParams.get(DESKTOP_VIEW_PARAM) !== DESKTOP_VIEW_VALUE) return undefined;
  const url = request.nextUrl.clone();
  url.searchParams.delete(DESKTOP_VIEW_PARAM);
  const response = NextResponse.redirect(new URL(`${url.pathname}${url.search}`, request.url), 307);
  response.cookies.set(DESKTOP_VIEW_COOKIE, DESKTOP_VIEW_VALUE, {
    path: '/',
    maxAge: DESKTOP_VIEW_MAX_AGE_SECONDS,
    sameSite: 'lax',
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
};

/** `/m/...` when the mobile pages have a host of their own: the same page there. */
export const toMobileHost: ProxyStep = (req) =>
  req.elsewhere ? redirectTo(req, req.path, 308, req.elsewhere) : undefined;

/** Any capitalisation or trailing slash of a route: its exact spelling (product §2). */
export const toCanonicalPath: ProxyStep = (req) => {
  const canonical = canonicalPath(req.path);
  return canonical ? redirectTo(req, onSameSite(req, canonical), 308) : undefined;
};

/** The default locale is unprefixed: `/zh/...` is the same page without its prefix. */
export const dropDefaultLocalePrefix: ProxyStep = (req) => {
  const zh = /^\/zh(?=\/|$)/i.exec(req.path);
  return zh ? redirectTo(req, onSameSite(req, req.path.slice(zh[0].length) || '/'), 308) : undefined;
};

/** `/` in the visitor's language (product D2.1): the cookie, else Accept-Language. */
export const detectLocaleAtRoot: ProxyStep = (req) => {
  if (req.path !== '/') return undefined;
  const { request } = req;
  const locale = detectRootLocale(
    request.cookies.get(LOCALE_COOKIE)?.value,
    request.headers.get('accept-language'),
  );
  return locale === routing.defaultLocale ? undefined : redirectTo(req, onSameSite(req, `/${locale}`), 307);
};

/**
 * A post to a page that is not one of the site's own no-JavaScript form posts (another origin,
 * a tampered or unreadable action body): a localized 403 or 400 before Next decodes it
 * (src/http/form-posts.ts).
 */
export const refuseForeignFormPost: ProxyStep = (req) =>
  refuseFormPost(req.request, req.locale, onSameSite(req, localizedPath(req.locale, '/')));
