/**
 * Atom feeds (docs/seo.md) of the industry listings, the province listings, organisations and search results: the
 * 50 newest records in the page's locale, each entry linking to the record's own page.
 * `/feeds/<file>.atom` (zh) and `/en/feeds/<file>.atom`; the names carry the listing's selection,
 * so each listing feed is one cache entry like a page. Search feeds take the search page's query.
 */
import { getTranslations } from 'next-intl/server';
import { keywordPath, organisationPath, recordDetailPath, type RecordKind } from '@/catalog/routes';
import { getConfig } from '@/config/env';
import { htmlLang, type Locale } from '@/i18n/routing';
import { SEARCH_CACHE_CONTROL } from '@/routing/page-cache';
import type { RecordLink } from '@/schemas/dto';
import { asksForResults, parseSearchQuery, searchHref, type SearchQuery } from '@/schemas/search-page';
import { getKeywordFigures } from '@/features/keywords';
import { organisationFeed } from '@/features/organisations';
import { getOrganisationPage } from '@/features/organisations';
import { FEED_SIZE, newestRecords } from '@/features/records';
import { listProjects, listTenders } from '@/features/records';
import { type AtomEntry, renderAtom } from '@/seo/atom';
import { keywordFeedPath, parseKeywordFeed } from '@/features/keywords';
import { keywordText } from '@/features/keywords';
import { organisationFeedPath, parseOrganisationFeed } from '@/features/organisations';
import { absoluteUrl } from '@/seo/urls';
import { ATOM_TYPE, listingFeedPath, listingFeedTitle, parseListingFeed } from '@/seo/feed-links';

/** Locale-less path of a search result page's feed: the page's query on `/feeds/search.atom`. */
export function searchFeedPath(query: SearchQuery): string {
  return searchHref('/feeds/search.atom', { ...query.values, page: undefined });
}

function entry(origin: string, locale: Locale, kind: RecordKind, r: RecordLink): AtomEntry {
  const url = absoluteUrl(origin, locale, recordDetailPath(kind, r.sourceId));
  return { id: url, title: r.title, updated: r.updatedAt, published: r.publishedAt, url, summary: r.summary };
}

async function atomResponse(
  locale: Locale,
  paths: { self: string; page: string },
  title: string,
  entries: AtomEntry[],
  headers: Record<string, string>,
): Promise<Response> {
  const origin = getConfig().SITE_ORIGIN;
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'records' }),
    getTranslations({ locale, namespace: 'common' }),
  ]);
  const xml = renderAtom({
    selfUrl: absoluteUrl(origin, locale, paths.self),
    pageUrl: absoluteUrl(origin, locale, paths.page),
    title,
    subtitle: t('feedSubtitle'),
    lang: htmlLang(locale),
    author: common('siteName'),
    entries,
    emptyUpdated: new Date().toISOString(),
  });
  return new Response(xml, { headers: { 'Content-Type': `${ATOM_TYPE}; charset=utf-8`, ...headers } });
}

/** A listing's feed, or null for an unknown file name. */
export async function listingFeedResponse(locale: Locale, file: string): Promise<Response | null> {
  const feed = parseListingFeed(file);
  if (!feed) return null;
  const filter = feed.kind === 'projects' ? { industry: feed.slug } : { province: feed.slug };
  const records = await newestRecords(feed.kind, filter, locale);
  const origin = getConfig().SITE_ORIGIN;
  const listing = feed.kind === 'projects' ? '/industry/index2' : '/inviteBussInfo/index2';
  const page = feed.slug
    ? `${listing}?${feed.kind === 'projects' ? 'industry' : 'province'}=${feed.slug}`
    : listing;
  return atomResponse(
    locale,
    { self: listingFeedPath(feed), page },
    await listingFeedTitle(locale, feed),
    records.map((r) => entry(origin, locale, feed.kind, r)),
    {},
  );
}

/**
 * A search result page's feed: its query's 50 newest results. Like the search page it is never
 * kept by a shared cache, and stays out of search engines.
 */
export async function searchFeedResponse(locale: Locale, params: URLSearchParams): Promise<Response> {
  const query = parseSearchQuery(params);
  const origin = getConfig().SITE_ORIGIN;
  const t = await getTranslations({ locale, namespace: 'records' });
  let entries: AtomEntry[] = [];
  if (asksForResults(query)) {
    const filter = { ...query.filter, locale, pageNo: 1, pageSize: FEED_SIZE };
    const kind: RecordKind = query.type === 'tender' ? 'tenders' : 'projects';
    const result = kind === 'tenders' ? await listTenders(filter) : await listProjects(filter);
    entries = result.list.map((r) => {
      const url = absoluteUrl(origin, locale, recordDetailPath(kind, r.sourceId));
      return { id: url, title: r.title, updated: r.publishedAt, url };
    });
  }
  const keyword = query.filter.keyword;
  return atomResponse(
    locale,
    { self: searchFeedPath(query), page: searchHref('/search', { ...query.values, page: undefined }) },
    keyword ? t('feedSearch', { keyword }) : t('feedSearchAll'),
    entries,
    { 'Cache-Control': SEARCH_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' },
  );
}

/**
 * An organisation's feed: its newest records in any role, cached like its page (under its tag).
 * Only a live organisation has one; a merged, emptied or unknown one's is not found.
 */
async function organisationFeedResponse(locale: Locale, id: string): Promise<Response | null> {
  const page = await getOrganisationPage(id, locale);
  if (page.state !== 'live') return null;
  const origin = getConfig().SITE_ORIGIN;
  const t = await getTranslations({ locale, namespace: 'organisations' });
  const records = await organisationFeed(id, locale);
  return atomResponse(
    locale,
    { self: organisationFeedPath(id), page: organisationPath(id) },
    t('feedTitle', { name: page.organisation.name }),
    records.map((r) => entry(origin, locale, r.kind, r)),
    {},
  );
}

/** A keyword landing page's feed: its 20 newest records, cached with the page's figures. */
async function keywordFeedResponse(
  locale: Locale,
  file: { slug: string; province?: string },
): Promise<Response | null> {
  const page = await getKeywordFigures(file.slug, file.province, locale);
  if (!page) return null;
  const origin = getConfig().SITE_ORIGIN;
  return atomResponse(
    locale,
    { self: keywordFeedPath(file.slug, file.province), page: keywordPath(file.slug, file.province) },
    (await keywordText(locale, page)).feedTitle,
    page.newest.map((r) => {
      const url = absoluteUrl(origin, locale, recordDetailPath(r.kind, r.sourceId));
      return { id: url, title: r.title, updated: r.publishedAt, published: r.publishedAt, url };
    }),
    {},
  );
}

/** The GET handler of a locale's listing feeds (`/feeds/[file]`, `/en/feeds/[file]`). */
export function listingFeedRoute(locale: Locale) {
  return async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
    const file = (await params).file;
    const org = parseOrganisationFeed(file);
    const keyword = parseKeywordFeed(file);
    const response = org
      ? await organisationFeedResponse(locale, org)
      : keyword
        ? await keywordFeedResponse(locale, keyword)
        : await listingFeedResponse(locale, file);
    return (
      response ??
      new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    );
  };
}
