import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { CaseCenter } from '@/components/pages/cases/CaseCenter';
import { noStaticParams, preparePage, routeMetadata, type PageProps } from '@/routing/page-route';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/caseCenter');

export default async function CaseCenterPage(props: PageProps) {
  const { locale, variant } = await preparePage('/caseCenter', props);
  const t = await getTranslations('cases');
  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('subtitle')}>
      <CaseCenter locale={locale} index={Number(variant.values.index)} page={Number(variant.values.page)} />
    </PageFrame>
  );
}
