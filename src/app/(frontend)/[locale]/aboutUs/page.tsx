import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('aboutUs');

export default async function AboutUsPage(props: RouteProps) {
  await prepareRoute('/aboutUs', props);
  return <PageFrame routeKey="aboutUs" />;
}
