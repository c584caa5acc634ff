import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('home');

export default async function HomePage(props: RouteProps) {
  await prepareRoute('/', props);
  return <PageFrame routeKey="home" />;
}
