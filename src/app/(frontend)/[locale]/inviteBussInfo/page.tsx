import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/page/PageFrame';
import { Section } from '@/components/pages/common/Section';
import { ProductView, productSubtitle } from '@/components/pages/products/ProductView';
import { RegionGrid } from '@/components/pages/products/RegionGrid';
import { prepareRoute, routeMetadata, type RouteProps } from '@/server/page-context';

export const generateMetadata = routeMetadata('inviteBussInfo');

export default async function InviteBussInfoPage(props: RouteProps) {
  const { locale } = await prepareRoute('/inviteBussInfo', props);
  const t = await getTranslations('products.inviteBussInfo');
  return (
    <PageFrame routeKey="inviteBussInfo" subtitle={await productSubtitle('inviteBussInfo')}>
      <ProductView productKey="inviteBussInfo">
        <Section id="regions" title={t('regionsTitle')} lead={t('regionsLead')}>
          <RegionGrid locale={locale} />
        </Section>
      </ProductView>
    </PageFrame>
  );
}
