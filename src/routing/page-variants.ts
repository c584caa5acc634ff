import { findBiddingCategory, findProjectCategory } from '@/catalog/categories';
import { CERTIFICATES, PAGE_NUMBER_PATTERN, type CertificateType } from '@/catalog/constants';
import { findIndustry } from '@/catalog/industries';
import { findProvince } from '@/catalog/regions';
import {
  ABOUT_SECTIONS,
  CASE_CENTER_TABS,
  KEYWORD_PAGE_ROUTE,
  KEYWORD_SLUG_PATTERN,
  ORGANISATION_ID_PATTERN,
  keywordPath,
  SOURCE_ID_PATTERN,
  matchRoute,
  type RouteDef,
  type RoutePath,
} from '@/catalog/routes';

/**
 * Content-selecting query parameters, made cacheable. A public URL such as
 * `/aboutUs?index=2` is one page variant; the proxy rewrites it to an internal path with one
 * segment per parameter (`/zh/aboutUs/2`), which Next renders once and serves from its cache.
 * Public URLs stay exactly as product §2 has them; internal paths are never linked and answer 404
 * when requested directly. Parsing normalises values, so every variant has one cache entry.
 */
interface QueryParam<T = unknown> {
  name: string;
  /** Value used when the parameter is absent; undefined means the parameter is required. */
  absent?: string;
  /** Whether an empty value (a GET form's "All" option) counts as absent rather than invalid. */
  emptyIsAbsent?: boolean;
  /** The normalised value, or null when the value is invalid (a 404, product §8). */
  parse: (raw: string) => string | null;
  /** What a page receives for a normalised value (a number, or undefined for "no filter"). */
  read: (value: string) => T;
  /** How the value is written as an internal path segment; URI-encoded unless given. */
  segment?: SegmentCodec;
}

/** A value as an internal path segment and back (undefined when the segment is malformed). */
interface SegmentCodec {
  encode: (value: string) => string;
  decode: (segment: string) => string | undefined;
}

/** Segment standing for "no filter" in internal paths. */
export const ALL = 'all';

const asNumber = (value: string) => Number(value);
const asText = (value: string) => value;
const indexBelow = (count: number): QueryParam<number> => ({
  name: 'index',
  absent: '0',
  parse: (raw) => (/^\d{1,3}$/.test(raw) && Number(raw) < count ? String(Number(raw)) : null),
  read: asNumber,
});
const slugOf = (find: (slug: string) => unknown) => (raw: string) => (find(raw) ? raw : null);
const filter = <N extends string>(name: N, find: (slug: string) => unknown) =>
  ({
    name,
    absent: ALL,
    emptyIsAbsent: true,
    parse: slugOf(find),
    read: (value: string) => (value === ALL ? undefined : value),
  }) as const;
const page = {
  name: 'page',
  absent: '1',
  parse: (raw: string) => (PAGE_NUMBER_PATTERN.test(raw) ? raw : null),
  read: asNumber,
} as const;
/**
 * A record id is data, never a path: URL normalisation would read an id `..` or `%2e` as a step
 * up, so its segment is base64url, whose alphabet has no dot, slash or percent sign.
 */
const base64url: SegmentCodec = {
  encode: (value) => Buffer.from(value, 'utf8').toString('base64url'),
  decode: (segment) => {
    if (!/^[A-Za-z0-9_-]+$/.test(segment)) return undefined;
    const value = Buffer.from(segment, 'base64url').toString('utf8');
    // Only the canonical spelling: one cache entry per record.
    return Buffer.from(value, 'utf8').toString('base64url') === segment ? value : undefined;
  },
};
/** A record's provider id: one cache entry per record and locale; a malformed id is the 404. */
const sourceId = {
  name: 'id',
  parse: (raw: string) => (SOURCE_ID_PATTERN.test(raw) ? raw : null),
  read: asText,
  segment: base64url,
} as const;

/** An organisation's public id (lowercase base32: safe as a segment as it is); anything else is the 404. */
const organisationId = {
  name: 'id',
  parse: (raw: string) => (ORGANISATION_ID_PATTERN.test(raw) ? raw : null),
  read: asText,
} as const;

/**
 * A keyword landing page's slug and province, read from its path (`/keywords/<slug>[/<province>]`),
 * not its query; `all` stands for the page of every province. Whether the slug names a keyword is
 * the proxy's question (a database lookup), answered 404 like an unknown record.
 */
const keywordSlug = {
  name: 'slug',
  parse: (raw: string) => (KEYWORD_SLUG_PATTERN.test(raw) ? raw : null),
  read: asText,
} as const;
const keywordProvince = filter('province', findProvince);

export const VARIANT_PARAMS = {
  '/aboutUs': [indexBelow(ABOUT_SECTIONS.length)],
  '/caseCenter': [indexBelow(CASE_CENTER_TABS.length), page],
  '/caseCenter/appraiseInfo': [
    { name: 'id', parse: (raw: string) => (/^[1-9]\d{0,9}$/.test(raw) ? raw : null), read: asNumber },
  ],
  '/imageView': [
    {
      name: 'type',
      absent: CERTIFICATES[0],
      parse: slugOf((s) => (CERTIFICATES as readonly string[]).includes(s)),
      read: (value: string) => value as CertificateType,
    },
  ],
  '/industry/index2': [filter('industry', findIndustry), filter('category', findProjectCategory), page],
  '/inviteBussInfo/index2': [filter('province', findProvince), filter('category', findBiddingCategory), page],
  '/industry/detail': [sourceId],
  '/inviteBussInfo/detail': [sourceId],
  '/connections/detail': [organisationId],
  '/keywords/[slug]': [keywordSlug, keywordProvince],
} as const satisfies Partial<Record<RoutePath, readonly QueryParam[]>>;

export type VariantPath = keyof typeof VARIANT_PARAMS;
type ParamOf<P extends VariantPath> = (typeof VARIANT_PARAMS)[P][number];
type ParamsOf<P extends VariantPath> = ParamOf<P>['name'];
export type VariantValues<P extends VariantPath = VariantPath> = Record<ParamsOf<P>, string>;

/**
 * What a page of route `P` receives: each content-selecting value as the page uses it (numbers
 * as numbers, "no filter" as undefined), parsed once from the internal path.
 */
export type VariantQuery<P extends RoutePath> = P extends VariantPath
  ? { [D in ParamOf<P> as D['name']]: ReturnType<D['read']> }
  : Record<string, never>;

/** One page of the site: a route and its normalised content-selecting values. */
export interface PageVariant {
  route: RouteDef;
  values: Record<string, string>;
}

function paramsOf(path: string): readonly QueryParam[] {
  return (VARIANT_PARAMS as Partial<Record<string, readonly QueryParam[]>>)[path] ?? [];
}

function parseValue(param: QueryParam, raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || (raw === '' && param.emptyIsAbsent)) return param.absent ?? null;
  return param.parse(raw);
}

/**
 * The page a canonical locale-less path and its query show, or null for a 404 (unknown path,
 * invalid value). Only the first value of a repeated parameter counts; other parameters
 * (tracking, `_rsc`) are ignored.
 */
export function parseVariant(path: string, query: URLSearchParams): PageVariant | null {
  const keyword = /^\/keywords\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (keyword) return keywordVariant(keyword[1], keyword[2]);
  const route = matchRoute(path);
  if (!route || route.path !== path) return null;
  const values: Record<string, string> = {};
  for (const param of paramsOf(route.path)) {
    const value = parseValue(param, query.get(param.name));
    if (value === null) return null;
    values[param.name] = value;
  }
  return { route, values };
}

/** A keyword landing page from its path's segments (exact spelling only), or null for the 404. */
function keywordVariant(slug: string, province: string | undefined): PageVariant | null {
  const route = matchRoute(KEYWORD_PAGE_ROUTE);
  if (!route || !keywordSlug.parse(slug) || province === ALL) return null;
  const value = parseValue(keywordProvince, province);
  return value === null ? null : { route, values: { slug, province: value } };
}

/** A URI-encoded segment as written by `internalPath`, or undefined when malformed. */
function decodeSegment(raw: string | undefined): string | undefined {
  if (raw === undefined || !raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/** The variant named by the internal path segments a page receives, or null when invalid. */
export function variantFromSegments(path: RoutePath, segments: Record<string, string>): PageVariant | null {
  const route = matchRoute(path);
  if (!route) return null;
  const values: Record<string, string> = {};
  for (const param of paramsOf(path)) {
    const segment = segments[param.name];
    const raw = param.segment ? segment && param.segment.decode(segment) : decodeSegment(segment);
    const value = raw === undefined ? null : raw === param.absent ? raw : param.parse(raw);
    if (value === null) return null;
    values[param.name] = value;
  }
  return { route, values };
}

/** The internal, locale-less path of a variant, e.g. `/industry/index2/huanbao/all/1`. */
export function internalPath(variant: PageVariant): string {
  const segments = paramsOf(variant.route.path).map((p) =>
    (p.segment?.encode ?? encodeURIComponent)(variant.values[p.name]),
  );
  // The landing pages' folder is `keywords/[slug]/[province]`.
  const base =
    variant.route.path === '/'
      ? ''
      : variant.route.path === KEYWORD_PAGE_ROUTE
        ? '/keywords'
        : variant.route.path;
  return segments.length ? `${base}/${segments.join('/')}` : base;
}

/** The typed values a page of `path` receives (see VariantQuery). */
export function variantQuery<P extends RoutePath>(path: P, variant: PageVariant): VariantQuery<P> {
  const query: Record<string, unknown> = {};
  for (const param of paramsOf(path)) query[param.name] = param.read(variant.values[param.name]);
  return query as VariantQuery<P>;
}

/**
 * The public, locale-less URL of a page: its route and content-selecting values, those equal to
 * their default left out (`/industry/index2?industry=huanbao&page=2`). Every link to a page
 * variant is built here, so links and the proxy's parse agree.
 */
export function variantHref<P extends VariantPath>(
  path: P,
  values: Partial<Record<ParamsOf<P>, string | number | undefined>>,
): string {
  const query = new URLSearchParams();
  for (const param of paramsOf(path)) {
    const value = (values as Record<string, string | number | undefined>)[param.name];
    if (value === undefined || value === '' || String(value) === param.absent) continue;
    query.set(param.name, String(value));
  }
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The public, locale-less URL of a variant, e.g. `/aboutUs?index=2`. */
export function publicHref(variant: PageVariant): string {
  const path = variant.route.path;
  if (path === KEYWORD_PAGE_ROUTE) {
    const { slug, province } = variant.values;
    return keywordPath(slug, province === ALL ? undefined : province);
  }
  return path in VARIANT_PARAMS ? variantHref(path as VariantPath, variant.values) : path;
}

/** Whether a link (path and query) shows the same page as `current`. */
export function isSameVariant(
  link: { pathname: string; query?: Record<string, string> },
  current: PageVariant | null,
): boolean {
  if (!current) return false;
  const target = parseVariant(link.pathname, new URLSearchParams(link.query));
  return target !== null && internalPath(target) === internalPath(current);
}
