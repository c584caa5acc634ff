import { PageFrame } from '@/components/page/PageFrame';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('inviteBussInfo');

export default async function InviteBussInfoPage(props: RouteProps) {
  await prepareRoute('/inviteBussInfo', props);
  return <PageFrame routeKey="inviteBussInfo" />;
}
