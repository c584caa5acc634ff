import { getTranslations } from 'next-intl/server';
import { CASE_CENTER_TABS } from '@/catalog';
import { PageFrame } from '@/components/frame/PageFrame';
import { CASE_PAGE_SIZE, CaseCenter } from '@/features/site-content/components/cases/CaseCenter';
import { noStaticParams, preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { listCustomerCases, listCustomerReviews } from '@/features/site-content/server/site-content';

export const generateStaticParams = noStaticParams;
export const generateMetadata = routeMetadata('/caseCenter');

export default async function CaseCenterPage(props: PageProps) {
  const { locale, variant, query } = await preparePage('/caseCenter', props);
  const t = await getTranslations('cases');
  const { index } = query;
  const paging = { pageNo: query.page, pageSize: CASE_PAGE_SIZE };
  const result =
    CASE_CENTER_TABS[index] === 'reviews'
      ? await listCustomerReviews(locale, paging)
      : await listCustomerCases(locale, paging);
  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('subtitle')}>
      <CaseCenter index={index} result={result} />
    </PageFrame>
  );
}
