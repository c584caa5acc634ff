import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { LegalDocument } from '@/components/pages/legal/LegalDocument';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';

export const generateMetadata = routeMetadata('/law');

export default async function LawPage(props: PageProps) {
  const { locale, variant } = await preparePage('/law', props);
  const t = await getTranslations('legal.law');
  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('subtitle')}>
      <LegalDocument doc="law" />
    </PageFrame>
  );
}
