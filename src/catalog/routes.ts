import type { Messages } from '@/i18n/messages';

/**
 * The route table of product §2: canonical paths and banner heights.
 * The proxy, the header, the sitemap and the e2e suite all walk this table.
 */
export type BannerHeight = 600 | 500 | 300 | 0;

/** A page's message group under `pages` (`meta` holds the shared suffixes, not a page). */
export type PageMessageKey = Exclude<keyof Messages['pages'], 'meta'>;

export interface RouteDef {
  /** Stable key; also the message namespace of the page (`pages.<key>`). */
  key: PageMessageKey;
  path: string;
  banner: BannerHeight;
}

export const ROUTES = [
  { key: 'home', path: '/', banner: 600 },
  { key: 'home', path: '/home', banner: 600 },
  { key: 'aboutUs', path: '/aboutUs', banner: 300 },
  { key: 'caseCenter', path: '/caseCenter', banner: 300 },
  { key: 'appraiseInfo', path: '/caseCenter/appraiseInfo', banner: 0 },
  { key: 'commerceChance', path: '/commerceChance', banner: 500 },
  { key: 'connections', path: '/connections', banner: 500 },
  { key: 'organisationDetail', path: '/connections/detail', banner: 0 },
  { key: 'exclusiveBuy', path: '/exclusiveBuy', banner: 500 },
  { key: 'helpCenter', path: '/helpCenter', banner: 300 },
  { key: 'ideaBack', path: '/ideaBack', banner: 300 },
  { key: 'imageView', path: '/imageView', banner: 0 },
  { key: 'industry', path: '/industry', banner: 500 },
  { key: 'industryList', path: '/industry/index2', banner: 0 },
  { key: 'projectDetail', path: '/industry/detail', banner: 0 },
  { key: 'inviteBussInfo', path: '/inviteBussInfo', banner: 500 },
  { key: 'inviteBussInfoList', path: '/inviteBussInfo/index2', banner: 0 },
  { key: 'tenderDetail', path: '/inviteBussInfo/detail', banner: 0 },
  { key: 'law', path: '/law', banner: 0 },
  { key: 'marketService', path: '/marketService', banner: 500 },
  { key: 'networkProcess', path: '/networkProcess', banner: 0 },
  { key: 'oneToOne', path: '/oneToOne', banner: 500 },
  { key: 'privacy', path: '/privacy', banner: 0 },
  { key: 'zxt', path: '/zxt', banner: 0 },
  { key: 'search', path: '/search', banner: 0 },
  { key: 'keywords', path: '/keywords', banner: 0 },
  // A pattern, not a path: `/keywords/<slug>` and `/keywords/<slug>/<province>` (matchRoute below).
  { key: 'keywordPage', path: '/keywords/[slug]', banner: 0 },
  { key: 'home', path: '/home/index-beifen', banner: 600 },
  { key: 'home', path: '/home/components/swiper', banner: 600 },
] as const satisfies readonly RouteDef[];

export type RouteKey = (typeof ROUTES)[number]['key'];
export type RoutePath = (typeof ROUTES)[number]['path'];

/** Pages whose header is always white (product §4); `/login` is external but listed by the spec. */
export const WHITE_HEADER_PATHS: readonly string[] = ['/login', '/privacy', '/law'];

const byLowerPath = new Map<string, RouteDef>(ROUTES.map((r) => [r.path.toLowerCase(), r]));

/** The route of the keyword landing pages, whose path names a pattern (docs/seo.md, 'Keyword pages'). */
export const KEYWORD_PAGE_ROUTE = '/keywords/[slug]' satisfies RoutePath;

/** A landing page's path in any capitalisation: one or two segments after `/keywords`. */
const KEYWORD_PAGE_PATTERN = /^\/keywords\/[^/[\]]+(?:\/[^/]+)?\/*$/i;

/** Finds the route for a locale-less path in any capitalisation, with or without trailing slash. */
export function matchRoute(path: string): RouteDef | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const exact = byLowerPath.get((trimmed || '/').toLowerCase());
  if (exact) return exact;
  return KEYWORD_PAGE_PATTERN.test(path) ? byLowerPath.get(KEYWORD_PAGE_ROUTE) : undefined;
}

/** Whether a route's `path` is a pattern (its pages' paths are built, not the route's). */
export function isPatternRoute(route: RouteDef): boolean {
  return route.path === KEYWORD_PAGE_ROUTE;
}

export function routeByKey(key: RouteKey): RouteDef {
  const route = ROUTES.find((r) => r.key === key);
  if (!route) throw new Error(`Unknown route ${key}`);
  return route;
}

/** Section indexes of /aboutUs (product §2) and tabs of /caseCenter. */
export const ABOUT_SECTIONS = ['about', 'customers', 'history', 'honours', 'contact'] as const;
export const CASE_CENTER_TABS = ['cases', 'reviews'] as const;

/** The two record collections: projects (拟在建项目) and tenders (招标信息). */
export type RecordKind = 'projects' | 'tenders';

/** The route of each kind's own record pages. */
export const RECORD_DETAIL_PATHS = {
  projects: '/industry/detail',
  tenders: '/inviteBussInfo/detail',
} as const satisfies Record<RecordKind, RoutePath>;

/** The route of each kind's listing (with its filters as query parameters). */
export const LISTING_PATHS = {
  projects: '/industry/index2',
  tenders: '/inviteBussInfo/index2',
} as const satisfies Record<RecordKind, RoutePath>;

/** The search page's route. */
export const SEARCH_PATH = '/search' satisfies RoutePath;

/** The kind whose record pages live at `path`, if any. */
export function recordKindOf(path: string): RecordKind | undefined {
  return (Object.keys(RECORD_DETAIL_PATHS) as RecordKind[]).find(
    (kind) => RECORD_DETAIL_PATHS[kind] === path,
  );
}

/** Locale-less public path of a record's own page, in the site's URL style (`?id=<sourceId>`). */
export function recordDetailPath(kind: RecordKind, sourceId: string): string {
  return `${RECORD_DETAIL_PATHS[kind]}?id=${encodeURIComponent(sourceId)}`;
}

/**
 * The provider's ids as the import admits them (src/features/imports/file/normalise.ts), at most 64 characters.
 * Dots alone are no id: `.` and `..` name path steps in any URL (docs/import.md, Columns).
 */
export const SOURCE_ID_PATTERN = /^(?!\.+$)[A-Za-z0-9._:-]{1,64}$/;

/** The route of an organisation's own page (buyer, agency, winner: docs/pages.md, 'Organisations'). */
export const ORGANISATION_PATH = '/connections/detail' satisfies RoutePath;

/**
 * An organisation's public id: 10 characters of lowercase base32 of a hash of its first key
 * (docs/organisations.md), so the same data gives the same URLs in any database.
 */
export const ORGANISATION_ID_PATTERN = /^[a-z2-7]{10}$/;

/** Locale-less public path of an organisation's page (`/connections/detail?id=<id>`). */
export function organisationPath(id: string): string {
  return `${ORGANISATION_PATH}?id=${id}`;
}

/**
 * The keyword directory and landing pages (docs/seo.md, 'Keyword pages'): `/keywords`,
 * `/keywords/<slug>` and `/keywords/<slug>/<province slug>` (slugs of src/catalog/regions.ts).
 */
export const KEYWORDS_PATH = '/keywords';

/**
 * A keyword's slug, as its URL names it (`/keywords/wushuichuli`): lower-case letters and digits,
 * a number after a hyphen when two names read alike (`wushuichuli-2`).
 */
export const KEYWORD_SLUG_PATTERN = /^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Locale-less public path of a keyword's landing page, for one province when given. */
export function keywordPath(slug: string, province?: string): string {
  return province ? `${KEYWORDS_PATH}/${slug}/${province}` : `${KEYWORDS_PATH}/${slug}`;
}
