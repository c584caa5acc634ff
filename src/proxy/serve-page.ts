import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { NextResponse } from 'next/server';
import { KEYWORD_PAGE_ROUTE, ORGANISATION_PATH, organisationPath, recordKindOf } from '@/catalog/routes';
import { unavailableResponse } from '@/http/error-pages';
import { localizedPath, type Locale } from '@/i18n/routing';
import { pageSegment } from '@/routing/device';
import { NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL, SEARCH_CACHE_CONTROL } from '@/routing/page-cache';
import { internalPath, publicHref } from '@/routing/page-variants';
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

/** Marks the proxy's own request for a page at its canonical URL (see `sharedRendering`). */
const CANONICAL_TOKEN = `${SELF_TOKEN}:canonical`;

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

/** Request headers a page fetched at its public URL is asked with. */
const SHARED_REQUEST_HEADERS = ['host', 'accept', 'if-none-match', 'if-modified-since'];
/** Response headers a page fetched from this server keeps (the front adds its own again). */
const PAGE_HEADERS = ['content-type', 'etag', 'last-modified', 'link', 'vary', 'x-nextjs-cache'];

/**
 * A page fetched from this server itself, at `path` (an internal path when `direct`, served as it
 * is; a public one otherwise, which passes the proxy again). Null when it failed with a 5xx or
 * could not be fetched at all.
 */
async function fromSelf(req: ProxyRequest, path: string, answer: PageAnswer, direct: boolean) {
  const origin = process.env.__NEXT_PRIVATE_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  const source = answer.headers ?? req.request.headers;
  // An internal path gets the request as it came; a public one, a shared page, only the host (a
  // mobile host serves mobile pages) and validators, never cookies.
  const headers = direct
    ? new Headers(source)
    : new Headers([...source].filter(([name]) => SHARED_REQUEST_HEADERS.includes(name)));
  headers.set(SELF_HEADER, direct ? SELF_TOKEN : CANONICAL_TOKEN);
  headers.set('accept-encoding', 'identity');
  try {
    const page = await request(new URL(path, origin), req.request.method, headers);
    if (page.status >= 500 || (page.status >= 300 && page.status < 400 && page.status !== 304)) {
      page.body.destroy();
      return null;
    }
    const kept = new Headers();
    for (const name of PAGE_HEADERS) {
      const value = page.headers[name];
      if (typeof value === 'string') kept.set(name, value);
    }
    kept.set('Cache-Control', answer.cacheControl);
    const status = page.status === 304 ? 304 : (answer.status ?? page.status);
    const body = status === 304 || req.request.method === 'HEAD' ? null : Readable.toWeb(page.body);
    if (!body) page.body.resume();
    return new NextResponse(body as ReadableStream<Uint8Array> | null, { status, headers: kept });
  } catch {
    return null;
  }
}

/** One request to this server over node:http, which sends the Host header asked (fetch does not). */
function request(url: URL, method: string, headers: Headers) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: IncomingMessage }>(
    (resolve, reject) => {
      const sent = http.request(url, { method, headers: Object.fromEntries(headers) }, (res) =>
        resolve({ status: res.statusCode ?? 502, headers: res.headers, body: res }),
      );
      sent.on('error', reject);
      sent.end();
    },
  );
}

/**
 * While the database is down, a cached page is still served, but a page never rendered would
 * fail with a 500. So the proxy fetches the page from this server itself and, if it fails,
 * answers the localized 503 page instead.
 */
async function duringOutage(req: ProxyRequest, target: URL, answer: PageAnswer, locale: Locale) {
  return (
    (await fromSelf(req, target.pathname, answer, true)) ??
    unavailableResponse(locale, onSameSite(req, localizedPath(locale, '/')))
  );
}

/**
 * Next seeds a rendered page's router state with the URL of the request that rendered it, and a
 * cached page is served to every later visitor. So a request whose query holds more than the
 * page's own values (a campaign's parameters, a click id, a hostile string) gets the page as its
 * canonical URL renders it, fetched from this server; the shared 404 page is rendered from its
 * internal path for the same reason. Client navigations (the `rsc` header) carry only Next's own
 * cache-busting query and pass.
 */
function sharedRendering(req: ProxyRequest, answer: PageAnswer): { path: string; direct: boolean } | null {
  const { request, variant, locale } = req;
  if (answer.headers || request.headers.has('rsc') || request.headers.get(SELF_HEADER) === CANONICAL_TOKEN)
    return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!variant) return { path: `/${pageSegment(locale, req.device)}/${NOT_FOUND_PATH}`, direct: true };
  const canonical = onSameSite(req, localizedPath(locale, publicHref(variant)));
  const own = new URL(canonical, request.nextUrl).searchParams.toString();
  return new URLSearchParams(request.nextUrl.search).toString() === own
    ? null
    : { path: canonical, direct: false };
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
  // What a page shows is in its internal path (and the search pages' parsed header), never in the
  // query: rendering without it keeps one visitor's query out of the cached page others are served.
  target.search = '';
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
  const shared = sharedRendering(req, answer);
  if (shared) {
    const page = await fromSelf(req, shared.path, answer, shared.direct);
    if (page) return page;
  }
  const response = NextResponse.rewrite(target, {
    ...(answer.status ? { status: answer.status } : {}),
    ...(answer.headers ? { request: { headers: answer.headers } } : {}),
  });
  response.headers.set('Cache-Control', answer.cacheControl);
  return response;
}
