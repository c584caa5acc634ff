import { PageFrame } from '@/components/frame/PageFrame';
import { Section } from '@/components/pages/common/Section';
import { IndustryGrid } from '@/features/records/components/products/IndustryGrid';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { getTranslations } from 'next-intl/server';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';

export const generateMetadata = routeMetadata('/industry');

export default async function IndustryPage(props: PageProps) {
  const { locale, variant } = await preparePage('/industry', props);
  const t = await getTranslations('products.industry');
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('industry')}>
      <ProductView productKey="industry">
        <Section id="industries" title={t('gridTitle')} lead={t('gridLead')}>
          <IndustryGrid locale={locale} />
        </Section>
      </ProductView>
    </PageFrame>
  );
}
