import { PageFrame } from '@/components/page/PageFrame';
import { ProductView, productSubtitle } from '@/components/pages/products/ProductView';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('zxt');

export default async function ZxtPage(props: RouteProps) {
  await prepareRoute('/zxt', props);
  return (
    <PageFrame routeKey="zxt" subtitle={await productSubtitle('zxt')}>
      <ProductView productKey="zxt" />
    </PageFrame>
  );
}
