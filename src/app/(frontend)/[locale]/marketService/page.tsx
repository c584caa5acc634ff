import { PageFrame } from '@/components/frame/PageFrame';
import { MarketStats } from '@/features/market/components/MarketStats';
import { ProductView, productSubtitle } from '@/features/records/components/products/ProductView';
import { preparePage, type PageProps } from '@/routing/page-route';
import { routeMetadata } from '@/seo/route-metadata';
import { getMarketStats } from '@/features/market/server/market-stats';

export const generateMetadata = routeMetadata('/marketService');

export default async function MarketServicePage(props: PageProps) {
  const { locale, variant } = await preparePage('/marketService', props);
  const stats = await getMarketStats();
  return (
    <PageFrame locale={locale} variant={variant} subtitle={await productSubtitle('marketService')}>
      <ProductView productKey="marketService">
        <MarketStats locale={locale} stats={stats} />
      </ProductView>
    </PageFrame>
  );
}
