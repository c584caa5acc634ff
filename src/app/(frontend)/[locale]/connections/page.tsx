import { PageFrame } from '@/components/frame/PageFrame';
import { OrganisationFinder } from '@/features/organisations/components/OrganisationFinder';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { ACTIVE_LIST_SIZE } from '@/features/organisations/schemas/organisation-search';
import { activeOrganisations } from '@/features/organisations/server/lists';

export const generateMetadata = routeMetadata('/connections');

/** The enterprise and contact library: its offering, the organisation search form and the most active lists. */
export default async function ConnectionsPage(props: PageProps) {
  const { locale, variant } = await preparePage('/connections', props);
  const [buyers, winners] = await Promise.all([
    activeOrganisations('owner', locale, ACTIVE_LIST_SIZE),
    activeOrganisations('winner', locale, ACTIVE_LIST_SIZE),
  ]);
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('connections')}>
      <ProductView productKey="connections">
        <OrganisationFinder locale={locale} query={null} results={[]} buyers={buyers} winners={winners} />
      </ProductView>
    </PageFrame>
  );
}
