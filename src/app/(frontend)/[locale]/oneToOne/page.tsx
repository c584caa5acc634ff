import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { TrialForm } from '@/features/leads/components/TrialForm.client';
import { ClientMessages } from '@/i18n/client-messages';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { Section } from '@/components/pages/common/Section';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { sitePath } from '@/routing/request-device';
import { submitTrial } from '../../form-actions';

export const generateMetadata = routeMetadata('/oneToOne');

export default async function OneToOnePage(props: PageProps) {
  const { locale, variant } = await preparePage('/oneToOne', props);
  const t = await getTranslations('products.oneToOne');
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('oneToOne')}>
      <ProductView productKey="oneToOne">
        <Section id="trial-form" title={t('formTitle')} lead={t('formLead')} tone="soft">
          <ClientMessages namespaces={['trial', 'validation']}>
            <TrialForm action={submitTrial.bind(null, locale)} permalink={sitePath(locale, '/oneToOne')} />
          </ClientMessages>
        </Section>
      </ProductView>
    </PageFrame>
  );
}
