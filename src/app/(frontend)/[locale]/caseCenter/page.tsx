import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('caseCenter');

export default async function CaseCenterPage(props: RouteProps) {
  await prepareRoute('/caseCenter', props);
  return <PageFrame routeKey="caseCenter" />;
}
