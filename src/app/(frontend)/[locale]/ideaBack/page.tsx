import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { Section } from '@/components/pages/common/Section';
import { FeedbackForm } from '@/features/leads/components/FeedbackForm.client';
import { ClientMessages } from '@/i18n/client-messages';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { sitePath } from '@/routing/request-device';
import { submitFeedback } from '../../form-actions';

export const generateMetadata = routeMetadata('/ideaBack');

export default async function IdeaBackPage(props: PageProps) {
  const { locale, variant } = await preparePage('/ideaBack', props);
  const t = await getTranslations('feedback');
  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('subtitle')}>
      <Section id="feedback" title={t('introTitle')} lead={t('intro')}>
        <ClientMessages namespaces={['feedback', 'validation']}>
          <FeedbackForm
            action={submitFeedback.bind(null, locale)}
            permalink={sitePath(locale, '/ideaBack')}
          />
        </ClientMessages>
      </Section>
    </PageFrame>
  );
}
