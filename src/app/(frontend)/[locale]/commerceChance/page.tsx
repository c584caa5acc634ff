import { PageFrame } from '@/components/frame/PageFrame';
import { ProductView, productSubtitle } from '@/components/pages/products/ProductView';
import { preparePage, routeMetadata, type PageProps } from '@/routing/page-route';

export const generateMetadata = routeMetadata('/commerceChance');

export default async function CommerceChancePage(props: PageProps) {
  const { locale, variant } = await preparePage('/commerceChance', props);
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('commerceChance')}>
      <ProductView productKey="commerceChance" />
    </PageFrame>
  );
}
