import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('oneToOne');

export default async function OneToOnePage(props: RouteProps) {
  await prepareRoute('/oneToOne', props);
  return <PageFrame routeKey="oneToOne" />;
}
