import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('connections');

export default async function ConnectionsPage(props: RouteProps) {
  await prepareRoute('/connections', props);
  return <PageFrame routeKey="connections" />;
}
