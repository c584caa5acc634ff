import { HomeView } from '@/components/pages/home/HomeView';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('home');

export default async function HomePage(props: RouteProps) {
  const { locale } = await prepareRoute('/home/components/swiper', props);
  return <HomeView locale={locale} />;
}
