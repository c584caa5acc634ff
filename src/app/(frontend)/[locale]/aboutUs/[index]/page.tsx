import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { AboutNav } from '@/features/site-content/components/about/AboutNav';
import {
  AboutIntro,
  BRAND_WALL_SIZE,
  BrandWall,
  ContactOffices,
  HistoryTimeline,
  HonourGrid,
} from '@/features/site-content/components/about/AboutSections';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { listBrands, listHonours } from '@/features/site-content/server/site-content';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/aboutUs');

export default async function AboutUsPage(props: PageProps) {
  const { locale, variant, query } = await preparePage('/aboutUs', props);
  const t = await getTranslations('about');
  const { index } = query;
  // Only the section shown reads the database.
  const sections = [
    async () => <AboutIntro />,
    async () => (
      <BrandWall brands={(await listBrands(locale, { pageNo: 1, pageSize: BRAND_WALL_SIZE })).list} />
    ),
    async () => <HistoryTimeline />,
    async () => <HonourGrid honours={await listHonours(locale)} />,
    async () => <ContactOffices />,
  ];
  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('subtitle')}>
      <AboutNav current={index} />
      {await sections[index]?.()}
    </PageFrame>
  );
}
