import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('helpCenter');

export default async function HelpCenterPage(props: RouteProps) {
  await prepareRoute('/helpCenter', props);
  return <PageFrame routeKey="helpCenter" />;
}
