import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('networkProcess');

export default async function NetworkProcessPage(props: RouteProps) {
  await prepareRoute('/networkProcess', props);
  return <PageFrame routeKey="networkProcess" />;
}
