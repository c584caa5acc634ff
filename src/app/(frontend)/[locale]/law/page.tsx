import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page/PageFrame';
import { LegalDocument } from '@/components/pages/legal/LegalDocument';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('law');

export default async function LawPage(props: RouteProps) {
  await prepareRoute('/law', props);
  const t = await getTranslations('legal.law');
  return (
    <PageFrame routeKey="law" subtitle={t('subtitle')}>
      <LegalDocument doc="law" />
    </PageFrame>
  );
}
