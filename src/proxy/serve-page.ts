import { NextResponse } from 'next/server';
import { KEYWORD_PAGE_ROUTE, ORGANISATION_PATH, organisationPath, recordKindOf } from '@/catalog/routes';
import { unavailableResponse } from '@/http/error-pages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { pageSegment } from '@/routing/device';
import { NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL, SEARCH_CACHE_CONTROL } from '@/routing/page-cache';
import { internalPath } from '@/routing/page-variants';
import {
  ORG_QUERY_HEADER,
  ORG_SEARCH_INTERNAL_PATH,
  parseOrgQuery,
} from '@/features/organisations/schemas/organisation-search';
import { SEARCH_QUERY_HEADER, parseSearchQuery } from '@/schemas/search-page';
import { isDatabaseDown } from '@/server/db-health';
import { keywordExists } from '@/features/keywords/server/status';
import { organisationStatus } from '@/features/organisations/server/status';
import { recordStatus } from '@/features/records/server/status';
import { onSameSite, type ProxyRequest } from './request';

/** Internal path of the localized 404 page (served by the `[...rest]` catch-all). */
const NOT_FOUND_PATH = '404';

/** Marks the proxy's own requests for a page during a database outage (see `duringOutage`). */
const SELF_HEADER = 'x-zxw-outage-probe';
const SELF_TOKEN = crypto.randomUUID();

/** The outage fetch below asks for an internal path directly: it is served as it is. */
export const isOutageProbe = (request: Request) => request.headers.get(SELF_HEADER) === SELF_TOKEN;

interface PageAnswer {
  status?: number;
  cacheControl: string;
  /** Request headers the page reads (the search page's parsed query). */
  headers?: Headers;
  /** The internal locale-less path to render instead of the variant's (an organisation search). */
  internal?: string;
  /** A permanent move (a merged organisation's page): the locale-less path it moved to. */
  movedTo?: string;
}

/** An organisation page's answer: 301 to the survivor of a merge, 410 with no visible record left, 404 unknown. */
async function organisationAnswer(req: ProxyRequest, id: string): Promise<PageAnswer> {
  const status = isDatabaseDown() ? { state: 'live' as const } : await organisationStatus(id);
  if (status.state === 'missing') return { status: 404, cacheControl: NOT_FOUND_CACHE_CONTROL };
  if (status.state === 'gone') return { status: 410, cacheControl: NOT_FOUND_CACHE_CONTROL };
  if (status.state === 'merged')
    return { cacheControl: PAGE_CACHE_CONTROL, movedTo: organisationPath(status.into) };
  return { cacheControl: PAGE_CACHE_CONTROL };
}

/**
 * The status and caching of a page: the 404 page for no variant, 404 or 410 for an unknown or
 * withdrawn record (a page cannot set its own status), 400 for an invalid search. The record's
 * status is one lookup by its unique id (server/records/status.ts), so a withdrawal answers 410 at
 * once; while the database is down the page alone decides.
 */
async function pageAnswer(req: ProxyRequest): Promise<PageAnswer> {
  const { variant, locale } = req;
  if (!variant) return { status: 404, cacheControl: NOT_FOUND_CACHE_CONTROL };
  const kind = recordKindOf(variant.route.path);
  if (kind) {
    const status = isDatabaseDown() ? 'live' : await recordStatus(kind, variant.values.id, locale);
    if (status === 'missing') return { status: 404, cacheControl: NOT_FOUND_CACHE_CONTROL };
    if (status === 'withdrawn') return { status: 410, cacheControl: NOT_FOUND_CACHE_CONTROL };
    return { cacheControl: PAGE_CACHE_CONTROL };
  }
  if (variant.route.path === ORGANISATION_PATH) return organisationAnswer(req, variant.values.id);
  if (variant.route.path === KEYWORD_PAGE_ROUTE) {
    const known = isDatabaseDown() || (await keywordExists(variant.values.slug));
    return {
      cacheControl: known ? PAGE_CACHE_CONTROL : NOT_FOUND_CACHE_CONTROL,
      status: known ? undefined : 404,
    };
  }
  if (variant.route.path === '/connections') {
    // With a name to search, the page renders per request from this parse, like /search.
    const query = parseOrgQuery(req.request.nextUrl.searchParams);
    if (query) {
      const headers = new Headers(req.request.headers);
      headers.set(ORG_QUERY_HEADER, encodeURIComponent(JSON.stringify(query)));
      return {
        status: query.error ? 400 : undefined,
        cacheControl: SEARCH_CACHE_CONTROL,
        headers,
        internal: ORG_SEARCH_INTERNAL_PATH,
      };
    }
  }
  if (variant.route.path === '/search') {
    // The search page renders per request from this parse (it reads the header, not its query).
    const query = parseSearchQuery(req.request.nextUrl.searchParams);
    const headers = new Headers(req.request.headers);
    headers.set(SEARCH_QUERY_HEADER, encodeURIComponent(JSON.stringify(query)));
    return { status: query.invalid.length ? 400 : undefined, cacheControl: SEARCH_CACHE_CONTROL, headers };
  }
  return { cacheControl: PAGE_CACHE_CONTROL };
}

/**
 * While the database is down, a cached page is still served, but a page never rendered would
 * fail with a 500. So the proxy fetches the page from this server itself and, if it fails,
 * answers the localized 503 page instead.
 */
async function duringOutage(req: ProxyRequest, target: URL, answer: PageAnswer, locale: Locale) {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const headers = new Headers(answer.headers ?? req.request.headers);
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
  return unavailableResponse(locale, onSameSite(req, localizedPath(locale, '/')));
}

/**
 * The last step: the page, rendered once per variant and served from cache. The content-selecting
 * query becomes internal path segments; the first segment names the locale and the device, so
 * mobile views are cached like desktop pages. The 404 page renders like any page (so its HTML is
 * complete); the status comes from here.
 */
export async function servePage(req: ProxyRequest): Promise<Response> {
  const { variant, locale, device } = req;
  const target = req.request.nextUrl.clone();
  const segment = pageSegment(locale, device);
  const answer = await pageAnswer(req);
  const internal = answer.internal ?? (variant ? internalPath(variant) : `/${NOT_FOUND_PATH}`);
  target.pathname = `/${segment}${internal}`;
  if (answer.movedTo) {
    // Same locale and same site (the `/m` prefix kept); the survivor's query replaces this one.
    const moved = NextResponse.redirect(
      new URL(onSameSite(req, localizedPath(locale, answer.movedTo)), req.request.url),
      301,
    );
    moved.headers.set('Cache-Control', answer.cacheControl);
    return moved;
  }
  if (isDatabaseDown() && (req.request.method === 'GET' || req.request.method === 'HEAD')) {
    return duringOutage(req, target, answer, locale);
  }
  const response = NextResponse.rewrite(target, {
    ...(answer.status ? { status: answer.status } : {}),
    ...(answer.headers ? { request: { headers: answer.headers } } : {}),
  });
  response.headers.set('Cache-Control', answer.cacheControl);
  return response;
}
