import { PageFrame } from '@/components/frame/PageFrame';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';

export const generateMetadata = routeMetadata('/commerceChance');

export default async function CommerceChancePage(props: PageProps) {
  const { locale, variant } = await preparePage('/commerceChance', props);
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('commerceChance')}>
      <ProductView productKey="commerceChance" />
    </PageFrame>
  );
}
