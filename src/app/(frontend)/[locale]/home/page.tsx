import { HomeView } from '@/features/home/components/HomeView';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { readHomeContent } from '@/features/site-content/server/site-content';

export const generateMetadata = routeMetadata('/home');

export default async function HomePage(props: PageProps) {
  const { locale, variant } = await preparePage('/home', props);
  return <HomeView locale={locale} variant={variant} content={await readHomeContent(locale)} />;
}
