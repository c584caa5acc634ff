import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { AboutNav } from '@/components/pages/about/AboutNav';
import {
  AboutIntro,
  BrandWall,
  ContactOffices,
  HistoryTimeline,
  HonourGrid,
} from '@/components/pages/about/AboutSections';
import { noStaticParams, preparePage, routeMetadata, type PageProps } from '@/routing/page-route';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/aboutUs');

export default async function AboutUsPage(props: PageProps) {
  const { locale, variant } = await preparePage('/aboutUs', props);
  const t = await getTranslations('about');
  const index = Number(variant.values.index);
  const sections = [
    <AboutIntro key="about" />,
    <BrandWall key="customers" locale={locale} />,
    <HistoryTimeline key="history" />,
    <HonourGrid key="honours" locale={locale} />,
    <ContactOffices key="contact" />,
  ];
  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('subtitle')}>
      <AboutNav current={index} />
      {sections[index]}
    </PageFrame>
  );
}
