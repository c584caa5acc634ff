import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('privacy');

export default async function PrivacyPage(props: RouteProps) {
  await prepareRoute('/privacy', props);
  return <PageFrame routeKey="privacy" />;
}
