import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { findIndustry } from '@/catalog';
import { LISTING_PAGE_SIZE } from '@/catalog/constants';
import { SearchView, type SearchResults } from '@/features/search/components/SearchView';
import type { Locale } from '@/i18n/routing';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import { searchFeedPath } from '@/features/feeds/feeds';
import { feedAlternate } from '@/seo/feed-links';
import { routeMetadata } from '@/seo/route-metadata';
import {
  asksForResults,
  SEARCH_QUERY_HEADER,
  searchQueryFromHeader,
  type SearchQuery,
} from '@/schemas/search-page';
import { relatedKeywords } from '@/features/keywords/server/links';
import { listProjects, listTenders } from '@/features/records/server/teasers';

// The one page rendered per request: its query is free text, so caching a page per keyword
// would fill the cache with pages seen once (README 'Pages, caching and errors'). 'auto' undoes
// the layout's force-static (a nested force-dynamic does not: Next keeps forceStatic set, and
// the request's headers would stay empty); reading the proxy's header then makes the page dynamic.
export const dynamic = 'auto';
export const revalidate = 0;
export const generateStaticParams = noStaticParams;

const baseMetadata = routeMetadata('/search');

/** The query as the proxy parsed it (src/proxy/serve-page.ts): parsed once per request. */
async function searchQuery(): Promise<SearchQuery> {
  return searchQueryFromHeader((await headers()).get(SEARCH_QUERY_HEADER));
}

/** Result pages are endless (one per keyword): only the empty form is for search engines. */
export async function generateMetadata(props: PageProps): Promise<Metadata> {
  const metadata = await baseMetadata(props);
  const query = await searchQuery();
  const hasQuery = Object.keys(query.values).length > 0;
  if (!hasQuery) return metadata;
  // A result page names the feed of its query (the search page's caching rule applies to it too).
  const { locale } = await props.params;
  const feedLocale: Locale = locale === 'en' ? 'en' : 'zh';
  const feedTitle = (await getTranslations({ locale: feedLocale, namespace: 'records' }))('feedSearchAll');
  return {
    ...metadata,
    robots: { index: false, follow: true },
    alternates: {
      ...metadata.alternates,
      types: feedAlternate(feedLocale, searchFeedPath(query), feedTitle),
    },
  };
}

/** The listing read of a query that asks for results, of the query's type. */
async function search(locale: Locale, query: SearchQuery): Promise<SearchResults | undefined> {
  if (!asksForResults(query)) return undefined;
  const filter = { ...query.filter, locale, pageNo: query.page, pageSize: LISTING_PAGE_SIZE };
  return query.type === 'tender'
    ? { type: 'tender', result: await listTenders(filter) }
    : { type: 'project', result: await listProjects(filter) };
}

export default async function SearchPage(props: PageProps) {
  const { locale, variant } = await preparePage('/search', props);
  const query = await searchQuery();
  const results = await search(locale, query);
  const related = results
    ? await relatedKeywords(locale, {
        query: query.filter.keyword,
        filterName: findIndustry(query.filter.industry)?.[locale],
        titles: results.result.list.map((r) => r.title),
      })
    : [];
  return (
    <PageFrame locale={locale} variant={variant}>
      <SearchView locale={locale} query={query} results={results} related={related} />
    </PageFrame>
  );
}
