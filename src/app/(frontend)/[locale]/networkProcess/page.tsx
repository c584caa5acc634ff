import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { Section } from '@/components/pages/common/Section';
import { ProcessSteps } from '@/components/pages/process/ProcessSteps';
import { getPublicConfig } from '@/config/env';
import { Link } from '@/i18n/Link.client';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';

export const generateMetadata = routeMetadata('/networkProcess');

export default async function NetworkProcessPage(props: PageProps) {
  const { locale, variant } = await preparePage('/networkProcess', props);
  const t = await getTranslations('process');
  return (
    <PageFrame locale={locale} variant={variant} subtitle={t('subtitle')}>
      <Section id="steps" title={t('stepsTitle')}>
        <ProcessSteps />
      </Section>
      <Section
        id="process-help"
        title={t('helpTitle')}
        lead={t('helpText', { hotline: getPublicConfig().hotline })}
        tone="soft"
      >
        <Link href="/helpCenter" className="button button--primary">
          {t('helpLink')}
        </Link>
      </Section>
    </PageFrame>
  );
}
