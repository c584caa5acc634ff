import { PageFrame } from '@/components/frame/PageFrame';
import { ProductView, productSubtitle } from '@/components/pages/products/ProductView';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';

export const generateMetadata = routeMetadata('/connections');

export default async function ConnectionsPage(props: PageProps) {
  const { locale, variant } = await preparePage('/connections', props);
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('connections')}>
      <ProductView productKey="connections" />
    </PageFrame>
  );
}
