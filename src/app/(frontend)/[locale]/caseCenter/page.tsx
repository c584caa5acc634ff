import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page/PageFrame';
import { CaseCenter } from '@/components/pages/cases/CaseCenter';
import { parsePageParam } from '@/components/pages/listings/query';
import { sectionIndex } from '@/server/guards';
import { prepareRoute, queryValue, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('caseCenter');

export default async function CaseCenterPage(props: RouteProps) {
  const { locale, searchParams } = await prepareRoute('/caseCenter', props);
  const t = await getTranslations('cases');
  const page = parsePageParam(queryValue(searchParams, 'page'));
  return (
    <PageFrame routeKey="caseCenter" subtitle={t('subtitle')}>
      <CaseCenter locale={locale} index={sectionIndex(searchParams)} page={page} />
    </PageFrame>
  );
}
