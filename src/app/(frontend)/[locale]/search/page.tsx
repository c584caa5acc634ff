import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { LISTING_PAGE_SIZE } from '@/catalog/constants';
import { SearchView, type SearchResults } from '@/components/pages/search/SearchView';
import type { Locale } from '@/i18n/routing';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import { feedAlternate, searchFeedPath } from '@/seo/feeds';
import { routeMetadata } from '@/seo/route-metadata';
import { asksForResults, parseSearchQuery, type SearchQuery } from '@/schemas/search-page';
import { listProjects, listTenders } from '@/server/teasers';

// The one page rendered per request: its query is free text, so caching a page per keyword
// would fill the cache with pages seen once (README 'Pages, caching and errors'). 'auto' undoes
// the layout's force-static (a nested force-dynamic does not: Next keeps forceStatic set, and
// searchParams would stay empty); reading searchParams then makes the page dynamic.
export const dynamic = 'auto';
export const revalidate = 0;
export const generateStaticParams = noStaticParams;

const baseMetadata = routeMetadata('/search');

type SearchPageProps = PageProps & { searchParams: Promise<Record<string, string | string[] | undefined>> };

function toParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) params.set(name, first);
  }
  return params;
}

/** Result pages are endless (one per keyword): only the empty form is for search engines. */
export async function generateMetadata(props: SearchPageProps): Promise<Metadata> {
  const metadata = await baseMetadata(props);
  const query = parseSearchQuery(toParams(await props.searchParams));
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
      types: feedAlternate(feedLocale, searchFeedPath(toParams(await props.searchParams)), feedTitle),
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

export default async function SearchPage(props: SearchPageProps) {
  const { locale, variant } = await preparePage('/search', props);
  const query = parseSearchQuery(toParams(await props.searchParams));
  return (
    <PageFrame locale={locale} variant={variant}>
      <SearchView locale={locale} query={query} results={await search(locale, query)} />
    </PageFrame>
  );
}
