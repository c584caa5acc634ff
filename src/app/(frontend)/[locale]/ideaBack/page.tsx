import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page/PageFrame';
import { Section } from '@/components/pages/common/Section';
import { FeedbackForm } from '@/components/forms/FeedbackForm';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('ideaBack');

export default async function IdeaBackPage(props: RouteProps) {
  await prepareRoute('/ideaBack', props);
  const t = await getTranslations('feedback');
  return (
    <PageFrame routeKey="ideaBack" subtitle={t('subtitle')}>
      <Section id="feedback" title={t('introTitle')} lead={t('intro')}>
        <FeedbackForm />
      </Section>
    </PageFrame>
  );
}
