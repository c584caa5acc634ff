import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('ideaBack');

export default async function IdeaBackPage(props: RouteProps) {
  await prepareRoute('/ideaBack', props);
  return <PageFrame routeKey="ideaBack" />;
}
