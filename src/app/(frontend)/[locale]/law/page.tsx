import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('law');

export default async function LawPage(props: RouteProps) {
  await prepareRoute('/law', props);
  return <PageFrame routeKey="law" />;
}
