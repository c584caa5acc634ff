import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page/PageFrame';
import { Section } from '@/components/pages/common/Section';
import { ProcessSteps } from '@/components/pages/process/ProcessSteps';
import { getPublicConfig } from '@/config/env';
import { Link } from '@/i18n/navigation';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('networkProcess');

export default async function NetworkProcessPage(props: RouteProps) {
  await prepareRoute('/networkProcess', props);
  const t = await getTranslations('process');
  return (
    <PageFrame routeKey="networkProcess" subtitle={t('subtitle')}>
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
