import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page/PageFrame';
import { AboutNav } from '@/components/pages/about/AboutNav';
import {
  AboutIntro,
  BrandWall,
  ContactOffices,
  HistoryTimeline,
  HonourGrid,
} from '@/components/pages/about/AboutSections';
import { sectionIndex } from '@/server/guards';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('aboutUs');

export default async function AboutUsPage(props: RouteProps) {
  const { locale, searchParams } = await prepareRoute('/aboutUs', props);
  const t = await getTranslations('about');
  const index = sectionIndex(searchParams);
  const sections = [
    <AboutIntro key="about" />,
    <BrandWall key="customers" locale={locale} />,
    <HistoryTimeline key="history" />,
    <HonourGrid key="honours" locale={locale} />,
    <ContactOffices key="contact" />,
  ];
  return (
    <PageFrame routeKey="aboutUs" subtitle={t('subtitle')}>
      <AboutNav current={index} />
      {sections[index]}
    </PageFrame>
  );
}
