import { getTranslations } from 'next-intl/server';
import { PageFrame } from '@/components/frame/PageFrame';
import { Section } from '@/components/pages/common/Section';
import {
  EXCLUSIVE_TEASER_COUNT,
  ExclusiveProjects,
} from '@/features/records/components/products/ExclusiveProjects';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { listExclusive } from '@/features/records/server/teasers';

export const generateMetadata = routeMetadata('/exclusiveBuy');

export default async function ExclusiveBuyPage(props: PageProps) {
  const { locale, variant } = await preparePage('/exclusiveBuy', props);
  const t = await getTranslations('products.exclusiveBuy');
  const exclusive = await listExclusive({ locale, pageNo: 1, pageSize: EXCLUSIVE_TEASER_COUNT });
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('exclusiveBuy')}>
      <ProductView productKey="exclusiveBuy">
        <Section id="exclusive-projects" title={t('listTitle')} lead={t('listLead')}>
          <ExclusiveProjects locale={locale} teasers={exclusive.list} />
        </Section>
      </ProductView>
    </PageFrame>
  );
}
