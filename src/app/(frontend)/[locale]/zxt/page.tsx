import { PageFrame } from '@/components/frame/PageFrame';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';

export const generateMetadata = routeMetadata('/zxt');

export default async function ZxtPage(props: PageProps) {
  const { locale, variant } = await preparePage('/zxt', props);
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('zxt')}>
      <ProductView productKey="zxt" />
    </PageFrame>
  );
}
