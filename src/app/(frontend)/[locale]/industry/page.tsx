import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('industry');

export default async function IndustryPage(props: RouteProps) {
  await prepareRoute('/industry', props);
  return <PageFrame routeKey="industry" />;
}
