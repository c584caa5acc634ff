import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { PageFrame } from '@/components/frame/PageFrame';
import { OrganisationFinder } from '@/features/organisations/components/OrganisationFinder';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import {
  ACTIVE_LIST_SIZE,
  ORG_QUERY_HEADER,
  orgQueryFromHeader,
} from '@/features/organisations/schemas/organisation-search';
import { routeMetadata } from '@/seo/route-metadata';
import { activeOrganisations, searchOrganisations } from '@/features/organisations/server/lists';

// `/connections?q=`: the proxy rewrites here with its parsed query (src/proxy/serve-page.ts). Rendered
// per request like /search ('auto' undoes the layout's force-static; reading the header makes it dynamic).
export const dynamic = 'auto';
export const revalidate = 0;
export const generateStaticParams = noStaticParams;

/** Results at most. */
const SEARCH_LIMIT = 20;

const baseMetadata = routeMetadata('/connections');

/** One result page per typed name: for visitors, not for search engines (its canonical is /connections). */
export async function generateMetadata(props: PageProps): Promise<Metadata> {
  return { ...(await baseMetadata(props)), robots: { index: false, follow: true } };
}

export default async function ConnectionsSearchPage(props: PageProps) {
  const { locale, variant } = await preparePage('/connections', props);
  const query = orgQueryFromHeader((await headers()).get(ORG_QUERY_HEADER));
  const [results, buyers, winners] = await Promise.all([
    query && !query.error ? searchOrganisations(query.q, locale, SEARCH_LIMIT) : [],
    activeOrganisations('owner', locale, ACTIVE_LIST_SIZE),
    activeOrganisations('winner', locale, ACTIVE_LIST_SIZE),
  ]);
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('connections')}>
      <ProductView productKey="connections">
        <OrganisationFinder
          locale={locale}
          query={query}
          results={results}
          buyers={buyers}
          winners={winners}
        />
      </ProductView>
    </PageFrame>
  );
}
