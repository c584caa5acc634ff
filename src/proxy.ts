import { NextResponse, type NextRequest } from 'next/server';
import {
  DESKTOP_VIEW_COOKIE,
  DESKTOP_VIEW_MAX_AGE_SECONDS,
  DESKTOP_VIEW_PARAM,
  DESKTOP_VIEW_VALUE,
  hasMobileView,
  MOBILE_PREFIX,
} from '@/catalog/mobile';
import { getConfig } from '@/config/env';
import { LOCALE_COOKIE, localizedPath, routing, type Locale } from '@/i18n/routing';
import { canonicalPath } from '@/routing/canonical';
import { detectRootLocale } from '@/routing/detect-locale';
import { mobileSite, pageSegment, type Device } from '@/routing/device';
import { PAGE_CACHE_CONTROL, NOT_FOUND_CACHE_CONTROL, SEARCH_CACHE_CONTROL } from '@/routing/page-cache';
import { internalPath, parseVariant } from '@/routing/page-variants';
import { unavailableResponse } from '@/http/error-pages';
import { refuseFormPost } from '@/http/form-posts';
import { parseSearchQuery } from '@/schemas/search-page';
import { RECORD_DETAIL_PATHS, type RecordKind } from '@/catalog/routes';
import { isDatabaseDown } from '@/server/db-health';
import { recordStatus } from '@/server/record-status';

/** Internal path of the localized 404 page (served by the `[...rest]` catch-all). */
const NOT_FOUND_PATH = '404';

function redirect(request: NextRequest, pathname: string, status: 307 | 308, base: string = request.url) {
  // Built by hand: NextURL would re-append a trailing slash being removed.
  return NextResponse.redirect(new URL(`${pathname}${request.nextUrl.search}`, base), status);
}

/**
 * Which device's pages a request asks for, and its path without the mobile prefix: a mobile host
 * serves mobile pages at its root; without MOBILE_SITE_URL they live under `/m`. `prefix` is what
 * redirects put back in front; `elsewhere` is the mobile host a `/m` URL moved to.
 */
function deviceOf(request: NextRequest): {
  device: Device;
  path: string;
  prefix: string;
  elsewhere?: string;
} {
  const { pathname } = request.nextUrl;
  const site = mobileSite(getConfig());
  if (site.kind === 'host' && request.headers.get('host')?.toLowerCase() === site.host) {
    return { device: 'mobile', path: pathname, prefix: '' };
  }
  const underPrefix = pathname === MOBILE_PREFIX || pathname.startsWith(`${MOBILE_PREFIX}/`);
  const rest = pathname.slice(MOBILE_PREFIX.length) || '/';
  if (underPrefix && site.kind === 'path') return { device: 'mobile', path: rest, prefix: MOBILE_PREFIX };
  if (underPrefix && site.kind === 'host')
    return { device: 'desktop', path: rest, prefix: '', elsewhere: site.base };
  return { device: 'desktop', path: pathname, prefix: '' };
}

/** 'Desktop version' (`?view=pc`): remember the choice, then the same URL without the parameter. */
function chooseDesktop(request: NextRequest) {
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
}

/** The locale a path is in (by its prefix) and the locale-less rest of it. */
function splitLocale(pathname: string): { locale: Locale; rest: string } {
  if (pathname === '/en' || pathname.startsWith('/en/'))
    return { locale: 'en', rest: pathname.slice(3) || '/' };
  return { locale: routing.defaultLocale, rest: pathname };
}

/** Marks the proxy's own requests for a page during a database outage (see `duringOutage`). */
const SELF_HEADER = 'x-zxw-outage-probe';
const SELF_TOKEN = crypto.randomUUID();

/**
 * While the database is down, a cached page is still served, but a page never rendered would
 * fail with a 500. So the proxy fetches the page from this server itself and, if it fails,
 * answers the localized 503 page instead.
 */
async function duringOutage(
  request: NextRequest,
  target: URL,
  locale: Locale,
  answer: { status?: number; cacheControl: string; home: string },
) {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const headers = new Headers(request.headers);
  headers.set(SELF_HEADER, SELF_TOKEN);
  headers.set('accept-encoding', 'identity');
  try {
    const page = await fetch(new URL(`${target.pathname}${target.search}`, origin), {
      headers,
      redirect: 'manual',
    });
    if (page.status < 500) {
      const response = new NextResponse(page.body, {
        status: answer.status ?? page.status,
        headers: page.headers,
      });
      response.headers.set('Cache-Control', answer.cacheControl);
      return response;
    }
  } catch {
    // The page could not be fetched at all: same answer as a failed render.
  }
  return unavailableResponse(locale, answer.home);
}

function recordKindOf(path: string): RecordKind | undefined {
  return (Object.keys(RECORD_DETAIL_PATHS) as RecordKind[]).find((k) => RECORD_DETAIL_PATHS[k] === path);
}

export default async function proxy(request: NextRequest) {
  const { searchParams } = request.nextUrl;
  // The outage fetch below asks for an internal path directly: serve it as it is.
  if (request.headers.get(SELF_HEADER) === SELF_TOKEN) return NextResponse.next();
  if (searchParams.get(DESKTOP_VIEW_PARAM) === DESKTOP_VIEW_VALUE) return chooseDesktop(request);

  const { device, path: pathname, prefix, elsewhere } = deviceOf(request);
  // `/m/...` when the mobile pages have a host of their own: the same page there.
  if (elsewhere) return redirect(request, pathname, 308, elsewhere);
  const prefixed = (path: string) => (prefix && path === '/' ? prefix : `${prefix}${path}`);

  const canonical = canonicalPath(pathname);
  if (canonical) return redirect(request, prefixed(canonical), 308);

  // The default locale is unprefixed: `/zh/...` is the same page without its prefix.
  const zh = /^\/zh(?=\/|$)/i.exec(pathname);
  if (zh) return redirect(request, prefixed(pathname.slice(zh[0].length) || '/'), 308);

  if (pathname === '/') {
    const locale = detectRootLocale(
      request.cookies.get(LOCALE_COOKIE)?.value,
      request.headers.get('accept-language'),
    );
    if (locale !== routing.defaultLocale) return redirect(request, prefixed(`/${locale}`), 307);
  }

  // Every page is rendered once per variant and served from cache: the content-selecting
  // query becomes internal path segments; anything else is the one cached 404 page. The first
  // segment names the locale and the device, so mobile views are cached like desktop pages.
  const { locale, rest } = splitLocale(pathname);
  const variant = parseVariant(rest, searchParams);
  // A route without a mobile view yet: its desktop page, which does not send phones back.
  if (device === 'mobile' && variant && !hasMobileView(variant.route.path)) {
    const desktop = prefix ? request.url : getConfig().SITE_ORIGIN;
    return redirect(request, localizedPath(locale, variant.route.path), 307, desktop);
  }
  const refusal = await refuseFormPost(request, locale, prefixed(localizedPath(locale, '/')));
  if (refusal) return refusal;
  const segment = pageSegment(locale, device);
  const target = request.nextUrl.clone();
  target.pathname = variant ? `/${segment}${internalPath(variant)}` : `/${segment}/${NOT_FOUND_PATH}`;
  // The search page keeps its query (it renders per request); invalid values are a 400 page.
  const search = variant?.route.path === '/search';
  // A withdrawn record's page is a 410, an unknown record's a 404 (the page shows the notice or
  // the 404 page; a page cannot set its status).
  const kind = variant ? recordKindOf(variant.route.path) : undefined;
  const record =
    kind !== undefined && !isDatabaseDown() ? await recordStatus(kind, variant!.values.id) : 'live';
  const status =
    !variant || record === 'missing'
      ? 404
      : record === 'withdrawn'
        ? 410
        : search && parseSearchQuery(searchParams).invalid.length
          ? 400
          : undefined;
  const cacheControl =
    status === 404 || status === 410
      ? NOT_FOUND_CACHE_CONTROL
      : search
        ? SEARCH_CACHE_CONTROL
        : PAGE_CACHE_CONTROL;
  if (isDatabaseDown() && (request.method === 'GET' || request.method === 'HEAD')) {
    return duringOutage(request, target, locale, {
      status,
      cacheControl,
      home: prefixed(localizedPath(locale, '/')),
    });
  }
  // The 404 page renders like any page (so its HTML is complete); the status comes from here.
  const response = NextResponse.rewrite(target, status ? { status } : undefined);
  response.headers.set('Cache-Control', cacheControl);
  return response;
}

export const config = {
  // Leave Payload (admin, api), Next internals, the backend API and static files alone. A literal
  // (Next reads it statically): tests/unit/one-home.test.ts holds it to NON_PAGE_PATHS.
  matcher: ['/((?!api|admin|_next|_vercel|business-center-app-zxw|.*\\..*).*)'],
};
