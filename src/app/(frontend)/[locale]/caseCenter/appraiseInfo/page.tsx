import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('appraiseInfo');

export default async function AppraiseInfoPage(props: RouteProps) {
  await prepareRoute('/caseCenter/appraiseInfo', props);
  return <PageFrame routeKey="appraiseInfo" />;
}
