import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('exclusiveBuy');

export default async function ExclusiveBuyPage(props: RouteProps) {
  await prepareRoute('/exclusiveBuy', props);
  return <PageFrame routeKey="exclusiveBuy" />;
}
