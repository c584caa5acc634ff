import { PageFrame } from '@/components/page/PageFrame';
import { ProductView, productSubtitle } from '@/components/pages/products/ProductView';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('marketService');

export default async function MarketServicePage(props: RouteProps) {
  await prepareRoute('/marketService', props);
  return (
    <PageFrame routeKey="marketService" subtitle={await productSubtitle('marketService')}>
      <ProductView productKey="marketService" />
    </PageFrame>
  );
}
