import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page/PageFrame';
import { TrialForm } from '@/components/forms/TrialForm';
import { ProductView, productSubtitle } from '@/components/pages/products/ProductView';
import { Section } from '@/components/pages/common/Section';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('oneToOne');

export default async function OneToOnePage(props: RouteProps) {
  await prepareRoute('/oneToOne', props);
  const t = await getTranslations('products.oneToOne');
  return (
    <PageFrame routeKey="oneToOne" subtitle={await productSubtitle('oneToOne')}>
      <ProductView productKey="oneToOne">
        <Section id="trial-form" title={t('formTitle')} lead={t('formLead')} tone="soft">
          <TrialForm />
        </Section>
      </ProductView>
    </PageFrame>
  );
}
