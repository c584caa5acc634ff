import { PageFrame } from '@/components/page/PageFrame';
import { ProductView, productSubtitle } from '@/components/pages/products/ProductView';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('connections');

export default async function ConnectionsPage(props: RouteProps) {
  await prepareRoute('/connections', props);
  return (
    <PageFrame routeKey="connections" subtitle={await productSubtitle('connections')}>
      <ProductView productKey="connections" />
    </PageFrame>
  );
}
