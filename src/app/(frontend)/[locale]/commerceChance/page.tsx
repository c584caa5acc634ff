import { PageFrame } from '@/components/page/PageFrame';
import { ProductView, productSubtitle } from '@/components/pages/products/ProductView';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('commerceChance');

export default async function CommerceChancePage(props: RouteProps) {
  await prepareRoute('/commerceChance', props);
  return (
    <PageFrame routeKey="commerceChance" subtitle={await productSubtitle('commerceChance')}>
      <ProductView productKey="commerceChance" />
    </PageFrame>
  );
}
