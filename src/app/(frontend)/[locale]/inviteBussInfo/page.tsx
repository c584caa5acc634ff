import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { Section } from '@/components/pages/common/Section';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { RegionGrid } from '@/features/records/components/products/RegionGrid';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';

export const generateMetadata = routeMetadata('/inviteBussInfo');

export default async function InviteBussInfoPage(props: PageProps) {
  const { locale, variant } = await preparePage('/inviteBussInfo', props);
  const t = await getTranslations('products.inviteBussInfo');
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('inviteBussInfo')}>
      <ProductView productKey="inviteBussInfo">
        <Section id="regions" title={t('regionsTitle')} lead={t('regionsLead')}>
          <RegionGrid locale={locale} />
        </Section>
      </ProductView>
    </PageFrame>
  );
}
